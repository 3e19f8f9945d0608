import { Type } from '@sinclair/typebox';
import { EvmAddress, money, nullable, obj } from './common.js';
import { ConditionId, OrderRecord } from './trading.js';

const literals = <T extends string>(values: readonly T[], options: { default: T; description?: string }) =>
  Type.Union(values.map((v) => Type.Literal(v)), options);

const Venue = literals(['venue_a', 'venue_b'], { default: 'venue_a' });
const Direction = literals(['ASC', 'DESC'], { default: 'DESC' });
const walletAddress = Type.String({
  minLength: 1,
  maxLength: 128,
  description: 'the wallet holding the positions: an EVM address (0x + 40 hex) on venue_a, a chain-B address on venue_b',
});
const marketFilters = {
  market: Type.Optional(Type.String({ maxLength: 6800, description: 'condition ids, comma-separated (venue_b: market tickers); not with eventId' })),
  eventId: Type.Optional(Type.String({ maxLength: 1000, description: 'event ids, comma-separated; not with market' })),
  title: Type.Optional(Type.String({ maxLength: 100, description: "case-insensitive part of the market's title" })),
};

export const CurrentPositionsQuery = obj({
  walletAddress,
  ...marketFilters,
  sizeThreshold: Type.Optional(money({ scale: 6, minimum: '0' }, 'leave out positions of fewer shares; default 1')),
  redeemable: Type.Optional(Type.Boolean({ default: false, description: 'only positions of resolved markets (venue_a)' })),
  mergeable: Type.Optional(Type.Boolean({ default: false, description: 'only markets where the wallet holds both outcomes (venue_a)' })),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 500, default: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, default: 0 })),
  sortBy: Type.Optional(
    literals(['CURRENT', 'INITIAL', 'TOKENS', 'CASHPNL', 'PERCENTPNL', 'TITLE', 'RESOLVING', 'PRICE', 'AVGPRICE'], {
      default: 'TOKENS',
      description: 'CURRENT value, INITIAL value (cost), TOKENS (size), CASHPNL, PERCENTPNL, TITLE, RESOLVING (end date), PRICE (current), AVGPRICE',
    }),
  ),
  sortDirection: Type.Optional(Direction),
  venue: Type.Optional(Venue),
});

const usdc = (description: string) => Type.Number({ description });

export const PositionRecord = obj(
  {
    marketId: Type.String({ description: "venue_a: the Gamma market id; venue_b: the market's ticker" }),
    title: Type.String(),
    outcome: Type.String(),
    size: usdc('shares held'),
    avgPrice: usdc('cost basis ÷ size, rounded half up to 6 decimals'),
    currentPrice: usdc('fair price now; 1 or 0 once the market resolved'),
    unrealizedPnl: usdc('size × currentPrice − cost basis'),
    venue: Type.String(),
    proxyWallet: Type.String(),
    asset: Type.String({ description: 'the outcome token id' }),
    conditionId: Type.String(),
    initialValue: usdc('cost basis of the open size'),
    currentValue: usdc('size × currentPrice, rounded half up to 6 decimals'),
    cashPnl: usdc('currentValue − initialValue'),
    percentPnl: usdc('cashPnl as a percentage of initialValue, 2 decimals'),
    realizedPnl: usdc('PnL booked by sales of this position so far'),
    curPrice: usdc('= currentPrice'),
    redeemable: Type.Boolean(),
    mergeable: Type.Boolean(),
    slug: nullable(Type.String()),
    eventId: nullable(Type.String()),
    eventSlug: nullable(Type.String()),
    outcomeIndex: nullable(Type.Integer()),
    oppositeOutcome: nullable(Type.String()),
    oppositeAsset: nullable(Type.String()),
    endDate: nullable(Type.String()),
    negativeRisk: nullable(Type.Boolean()),
  },
  { description: 'An open position: the spec\'s core fields, then the venue_a Data API\'s (null where a venue_b row has no such fact).' },
);

export const ClosedPositionsQuery = obj({
  walletAddress,
  venue: Type.Optional(Venue),
  ...marketFilters,
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 50, default: 10 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
  sortBy: Type.Optional(literals(['REALIZEDPNL', 'TITLE', 'PRICE', 'AVGPRICE', 'TIMESTAMP'], { default: 'REALIZEDPNL' })),
  sortDirection: Type.Optional(Direction),
});

export const ClosedPosition = obj(
  {
    marketId: Type.String(),
    title: Type.String(),
    conditionId: Type.String(),
    tokenId: Type.String(),
    asset: Type.String({ description: '= tokenId' }),
    proxyWallet: Type.String(),
    outcome: Type.String(),
    outcomeIndex: nullable(Type.Integer()),
    oppositeOutcome: nullable(Type.String()),
    oppositeAsset: nullable(Type.String()),
    slug: nullable(Type.String()),
    eventSlug: nullable(Type.String()),
    endDate: nullable(Type.String()),
    size: usdc('0: nothing is held any more'),
    avgPrice: usdc('average buy price over the fills of the position'),
    totalBought: usdc('shares bought over its fills'),
    settlementPrice: usdc('1 or 0 for a resolved market, the current price otherwise'),
    curPrice: usdc('= settlementPrice'),
    currentPrice: usdc('= settlementPrice'),
    realizedPnl: usdc('sale and redemption proceeds − cost'),
    unrealizedPnl: usdc('0'),
    timestamp: Type.Integer({ description: 'when the position last changed (closed), unix seconds as the Data API gives it' }),
  },
  { description: 'A position fully sold or redeemed.' },
);

export const WalletParams = obj({ walletAddress: EvmAddress });

export const WalletPositions = obj({
  wallet_address: Type.String(),
  position_count: Type.Integer(),
  total_value: nullable(Type.Number()),
  positions: Type.Array(
    obj({
      market_title: Type.String(),
      condition_id: Type.String(),
      token_id: Type.String(),
      side: Type.String({ description: 'Yes or No' }),
      shares: Type.Number(),
      market_slug: Type.String(),
      current_price: Type.Number(),
      current_value: Type.Number(),
    }),
  ),
});

export const PortfolioQuery = obj({
  venue: Type.Optional(literals(['all', 'venue_a', 'venue_b'], { default: 'all', description: 'which venue buckets to compute' })),
});

const Bucket = obj({
  balance: usdc('venue_a: the simulated USDC balance, or on the live venue the collateral it holds for the agent’s credentialed wallets; venue_b: the USDC held on chain by the agent’s chain-B wallets'),
  pnl: usdc('realised + unrealised'),
  positions_count: Type.Integer(),
  total_exposure: usdc('Σ size × current price of open positions'),
});

export const Portfolio = obj({
  balance_usdc: usdc("legacy: the agent's simulated balance; on the live venue_a, venue_a's balance (0 when venue_a is not requested)"),
  total_exposure: usdc("legacy: venue_a's exposure (0 when venue_a is not requested)"),
  positions_count: Type.Integer({ description: "legacy: venue_a's open positions" }),
  redeemable_count: Type.Integer({ description: 'open positions of resolved markets' }),
  pnl_24h: usdc('change of pnl_total since 24 h ago (fills of the window and prices then)'),
  pnl_total: usdc('realised + unrealised over the requested venues'),
  concentration: obj({
    top_market_pct: usdc('share of the exposure in the largest market, percent'),
    top_3_markets_pct: usdc('share in the three largest markets, percent'),
  }),
  warnings: Type.Array(Type.String()),
  venue_a: nullable(Bucket),
  venue_b: nullable(Bucket),
  total: obj({ positions_count: Type.Integer(), total_exposure: usdc('sum over the requested venues; units mixed across venues') }),
});

export const ContextParams = obj({ id: ConditionId });

export const ContextQuery = obj({
  walletAddress: Type.Optional(Type.String({ maxLength: 255, description: "show only this wallet's positions (EVM address)" })),
  probability: Type.Optional(money({ scale: 6, minimum: '0', maximum: '1' }, 'your estimate of the Yes probability, 0..1; echoed and compared')),
  venue: Type.Optional(Type.Literal('venue_a', { default: 'venue_a', description: 'market context is served for venue_a' })),
});

const LimitsToday = {
  tradeLimitEnabled: Type.Boolean(),
  maxTradeAmount: Type.Number(),
  maxPositionValue: Type.Number(),
  maxTradesPerDay: Type.Integer(),
  tradesToday: Type.Integer(),
  tradesLeft: Type.Integer(),
  dailyTradeAmountLimit: Type.Number(),
  amountToday: Type.Number(),
  amountLeft: Type.Number(),
};

const MarketStatus = Type.Union([Type.Literal('active'), Type.Literal('closed'), Type.Literal('resolved')]);
const price = nullable(Type.Number());

export const MarketContext = obj({
  market: obj({
    id: Type.String(),
    conditionId: Type.String(),
    question: Type.String(),
    slug: Type.String(),
    description: Type.String(),
    category: Type.String(),
    status: MarketStatus,
    outcomes: Type.Array(Type.String()),
    clobTokenIds: Type.Array(Type.String()),
    outcomePrices: Type.String({ description: 'JSON-encoded array of decimal strings, as Gamma gives it' }),
    yesPrice: Type.Number(),
    noPrice: Type.Number(),
    bestBid: price,
    bestAsk: price,
    spread: price,
    liquidity: Type.Number(),
    volume: Type.Number(),
    tickSize: Type.String(),
    minOrderSize: Type.String(),
    negRisk: Type.Boolean(),
    startDate: Type.String(),
    endDate: Type.String(),
    winningOutcome: nullable(Type.String()),
  }),
  positions: Type.Array(PositionRecord),
  walletAddress: nullable(Type.String()),
  probability: nullable(Type.Number()),
  safeguards: obj({
    ...LimitsToday,
    riskControlEnabled: Type.Boolean(),
    stopLossPercent: nullable(Type.Integer()),
    takeProfitPercent: nullable(Type.Integer()),
    marketExposure: usdc('what maxPositionValue bounds here: cost of the positions plus cash held by open buys'),
  }),
  relatedMarkets: Type.Array(
    obj({
      id: Type.String(),
      title: Type.String(),
      slug: Type.String(),
      status: MarketStatus,
      yesPrice: Type.Number(),
      noPrice: Type.Number(),
      volume: Type.Number(),
      endDate: Type.String(),
    }),
  ),
  slippage: Type.Array(
    obj({
      outcome: Type.String(),
      amount: usdc('USDC to spend at the best ask'),
      shares: usdc('shares that buys at the best ask'),
      filled: usdc('shares the book fills when walked'),
      cost: usdc('cash of those fills'),
      avgPrice: price,
      bestAsk: price,
      slippagePct: nullable(Type.Number({ description: 'average fill above the best ask, percent of it' })),
    }),
  ),
  warnings: Type.Array(Type.String()),
});

export const BriefingQuery = obj({
  since: Type.Optional(Type.String({ maxLength: 40, description: 'epoch milliseconds or ISO 8601; default 24 h ago' })),
});

const BriefingVenue = obj({
  balance: Type.Number(),
  pnl: Type.Number(),
  positions_count: Type.Integer(),
  total_exposure: Type.Number(),
  open_orders: obj({ count: Type.Integer(), newest: Type.Array(OrderRecord) }),
  positions_needing_attention: Type.Array(
    obj({
      marketId: Type.String(),
      conditionId: Type.String(),
      title: Type.String(),
      outcome: Type.String(),
      size: Type.Number(),
      avgPrice: Type.Number(),
      currentPrice: Type.Number(),
      reasons: Type.Array(Type.String()),
    }),
  ),
});

export const Briefing = obj({
  since: Type.String({ format: 'date-time' }),
  generatedAt: Type.String({ format: 'date-time' }),
  venue_a: BriefingVenue,
  venue_b: BriefingVenue,
  risk_alerts: Type.Array(Type.String()),
  limits_today: obj(LimitsToday),
  new_markets: Type.Array(
    obj({
      id: Type.String(),
      conditionId: Type.String(),
      title: Type.String(),
      slug: Type.String(),
      category: Type.String(),
      startDate: Type.String(),
      endDate: Type.String(),
      yesPrice: Type.Number(),
    }),
  ),
});
