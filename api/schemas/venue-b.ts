import { Type } from '@sinclair/typebox';
import { money, nullable, obj } from './common.js';

const ChainAddress = (max: number, description: string) => Type.String({ minLength: 32, maxLength: max, pattern: '^[1-9A-HJ-NP-Za-km-z]+$', description });
const Side = Type.String({ pattern: '^([Yy][Ee][Ss]|[Nn][Oo])$', description: 'YES or NO, any case' });
const Action = Type.String({ pattern: '^([Bb][Uu][Yy]|[Ss][Ee][Ll][Ll])$', description: 'BUY or SELL, any case' });
const Amount = money({ scale: 6, minimum: '0.000001' }, 'USDC to spend; required for BUY');
const Shares = money({ scale: 6, minimum: '0.000001' }, 'outcome tokens to sell; required for SELL');
const Scaled = Type.String({ pattern: '^[0-9]+$', description: 'atomic units (6 decimals)' });
const Usdc = (description: string) => Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', description });

export const QuoteBody = obj({
  marketTicker: Type.String({ minLength: 1, maxLength: 120, description: 'the Kalshi-style market ticker' }),
  side: Side,
  action: Action,
  amount: Type.Optional(Amount),
  shares: Type.Optional(Shares),
  userPublicKey: Type.Optional(ChainAddress(128, "the signing chain-B wallet; without it the quote is a preview with no transaction")),
  destinationWallet: Type.Optional(ChainAddress(128, 'receives what the trade pays out; the signing wallet by default')),
});

export const QuoteAnswer = obj(
  {
    marketTicker: Type.String(),
    title: Type.String(),
    status: Type.String({ description: 'active, closed, determined or finalized' }),
    side: Type.String(),
    action: Type.String(),
    yesPrice: Type.String(),
    noPrice: Type.String(),
    yesMint: Type.String(),
    noMint: Type.String(),
    inputMint: Type.String(),
    outputMint: Type.String(),
    scaledAmount: Scaled,
    amount: nullable(Type.String()),
    shares: nullable(Type.String()),
    venue: Type.Literal('venue_b'),
    marketId: Type.String(),
    previewOnly: Type.Boolean(),
    kycRequired: Type.Boolean(),
    geoblocked: Type.Boolean(),
    quoteId: Type.Optional(Type.String({ description: 'pass to submit' })),
    unsignedTransaction: Type.Optional(Type.String({ description: 'base64 versioned transaction, signed by the market maker; sign it as is' })),
    expiresAt: Type.Optional(Type.Integer({ description: 'epoch ms; submit before it' })),
    inAmount: Type.Optional(Scaled),
    outAmount: Type.Optional(Scaled),
    minOutAmount: Type.Optional(Type.String({ pattern: '^[0-9]+$', description: 'the least the submit accepts when the price has moved (slippage protection)' })),
    quoteErrorCode: Type.Optional(Type.String()),
    quoteErrorMessage: Type.Optional(Type.String()),
  },
  { description: 'A quote; with quoteErrorCode it is degraded and carries no transaction.' },
);

export const SubmitBody = obj({
  marketTicker: Type.String({ minLength: 1, maxLength: 120 }),
  side: Side,
  action: Action,
  amount: Type.Optional(Amount),
  shares: Type.Optional(Shares),
  userPublicKey: ChainAddress(128, 'the wallet that signed'),
  signedTransaction: Type.String({ minLength: 1, maxLength: 4096, description: 'base64 of the quoted transaction with your signature added' }),
  quoteId: Type.String({ minLength: 1, maxLength: 64 }),
  destinationWallet: Type.Optional(ChainAddress(128, 'as quoted')),
  inAmount: Type.Optional(Scaled),
  outAmount: Type.Optional(Scaled),
  minOutAmount: Type.Optional(Scaled),
  skillSlug: Type.Optional(Type.String({ maxLength: 100 })),
  source: Type.Optional(Type.String({ maxLength: 100 })),
  reasoning: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const SubmitAnswer = obj({
  orderId: Type.String(),
  venueOrderId: Type.String(),
  status: Type.String({ description: "the routing provider's status: pending until the tracking job settles it" }),
  filledSize: Type.String(),
  avgPrice: Type.String(),
  txHash: Type.String(),
  syncedToMkOrder: Type.Boolean(),
  syncedToStrategyLog: Type.Boolean(),
  venue: Type.Literal('venue_b'),
  aiAgentId: Type.String(),
  userId: Type.String(),
});

export const FeeBody = obj({
  amount: Type.String({ maxLength: 40, description: 'the fee in USDC, decimal (recommended: 1% of the order amount)' }),
  fromAddress: Type.String({ maxLength: 128, description: "the user's chain-B wallet, which approved the platform delegate" }),
});

export const FeeReceipt = obj({
  id: Type.String({ description: 'custody transaction id' }),
  status: Type.String({ description: 'BROADCASTED' }),
  txSignature: Type.String(),
  fromAddress: Type.String(),
  toAddress: Type.String({ description: 'the platform fee wallet' }),
  amount: Type.String(),
});

export const FaucetBody = obj({
  walletAddress: ChainAddress(128, 'the chain-B wallet to fund'),
  amount: money({ scale: 6, minimum: '0.000001', maximum: '1000000' }, 'USDC moved from the simulation balance onto the wallet'),
});

export const FaucetReceipt = obj({
  walletAddress: Type.String(),
  funded: Usdc('USDC moved'),
  usdcBalance: Usdc('the wallet’s USDC on chain after funding'),
  solBalance: Type.String({ description: 'the wallet’s SOL on chain after funding' }),
  simulationBalance: Usdc('what is left of the simulation balance'),
});

export const OrderParams = obj({ orderId: Type.String({ pattern: '^[0-9a-f-]{36}$', description: 'the orderId submit returned' }) });

export const VenueBOrder = obj({
  orderId: Type.String(),
  quoteId: Type.String(),
  marketTicker: Type.String(),
  side: Type.String(),
  action: Type.String(),
  userPublicKey: Type.String(),
  destinationWallet: Type.String(),
  inputMint: Type.String(),
  outputMint: Type.String(),
  inAmount: Scaled,
  outAmount: Scaled,
  minOutAmount: Scaled,
  filledInAmount: Scaled,
  filledOutAmount: Scaled,
  avgPrice: Type.String(),
  txHash: Type.String(),
  providerStatus: Type.String({ description: 'pending, open, closed, failed or expired' }),
  orderStatus: Type.Integer({ description: '1 live, 2 matched, 3 canceled, 5 invalid' }),
  error: nullable(Type.String()),
  createdAt: Type.String({ description: 'epoch ms' }),
  updatedAt: Type.String({ description: 'epoch ms' }),
});

export const VenueBPosition = obj({
  marketId: Type.String({ description: 'the market ticker' }),
  title: Type.String(),
  outcome: Type.String({ description: 'YES or NO' }),
  walletAddress: Type.String(),
  mint: Type.String(),
  size: Type.Number(),
  avgPrice: Type.Number(),
  currentPrice: Type.Number(),
  unrealizedPnl: Type.Number(),
  realizedPnl: Type.Number(),
  chainBalance: Type.Number({ description: 'what the wallet holds of the mint on chain now' }),
  recorded: Type.Boolean({
    description: 'true: a position the service recorded from its trades; false: outcome tokens the wallet holds on chain that were not bought through the service (valued at the current price, with no profit or loss, as their cost is unknown)',
  }),
});

export const PositionsQuery = obj({
  walletAddress: Type.Optional(ChainAddress(128, 'only this wallet')),
});

export const KycParams = obj({ address: ChainAddress(128, 'the wallet to mark KYC-verified') });

const STATUSES = ['initialized', 'active', 'inactive', 'closed', 'determined', 'finalized'] as const;
const PerContract = (description: string) => nullable(Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', description: `USDC per contract, decimal; ${description}` }));

export const MarketStatus = Type.Union(
  STATUSES.map((status) => Type.Literal(status)),
  { description: "the venue's lifecycle: only an active market trades; a determined or finalized one has its result" },
);

export const VenueBMarket = obj(
  {
    ticker: Type.String({ description: 'what quote and submit take as marketTicker' }),
    title: Type.String(),
    eventTicker: Type.String({ description: 'the event the market belongs to; markets of one event share it' }),
    category: Type.String(),
    status: MarketStatus,
    result: Type.Union([Type.Literal('yes'), Type.Literal('no'), Type.Null()], { description: 'the winning side once the market is determined; null before' }),
    closeTime: Type.String({ format: 'date-time', description: 'when trading stops' }),
    settlementMint: Type.String({ description: 'the USDC mint: what buys pay and sells pay out' }),
    yesMint: Type.String({ description: "the YES outcome token's mint" }),
    noMint: Type.String({ description: "the NO outcome token's mint" }),
    yesPrice: Type.String({ description: "the YES contract's fair price now, USDC per contract; its payout (1 or 0) once determined" }),
    noPrice: Type.String({ description: '1 − yesPrice' }),
    yesBid: PerContract('what selling a YES contract gets now; null when nobody buys'),
    yesAsk: PerContract('what buying a YES contract costs now; null when nobody sells'),
    noBid: PerContract('what selling a NO contract gets now; null when nobody buys'),
    noAsk: PerContract('what buying a NO contract costs now; null when nobody sells'),
    volume: nullable(Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', description: 'contracts traded in the market, decimal; null when the venue does not report it' })),
  },
  { description: 'A venue_b market with its mints and prices now.' },
);

export const VenueBMarketsQuery = obj({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'words in the ticker or title (case-insensitive; every word must appear)' })),
  eventTicker: Type.Optional(Type.String({ minLength: 1, maxLength: 120, description: 'only the markets of this event' })),
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'e.g. Economics (case-insensitive)' })),
  status: Type.Optional(MarketStatus),
  sortBy: Type.Optional(Type.Union([Type.Literal('closeTime'), Type.Literal('volume')], { default: 'closeTime' })),
  sortDirection: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: 'ASC' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
});

export const VenueBMarketList = obj({ total: Type.Integer(), limit: Type.Integer(), offset: Type.Integer(), markets: Type.Array(VenueBMarket) });

export const VenueBMarketParams = obj({ ticker: Type.String({ minLength: 1, maxLength: 120, description: 'the market ticker, any case' }) });
