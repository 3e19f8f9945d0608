import { randomUUID } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import type { Db } from '../../db/connect.js';
import { badRequest, notFound } from '../../errors.js';
import type { KvStore } from '../../kv/kv.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import type { PriceProcess } from '../../venues/venue_a/sim/price-process.js';
import { venueBMarket, type VenueBMarket, type VenueBSide } from '../../venues/venue_b/catalog.js';
import type { SimChain } from '../../venues/venue_b/sim/chain.js';
import { buildSwap, buyFill, MAX_CONTRACTS_PER_ORDER, CONTRACT, marketPrices, minimumOut, sellFill, type Fill } from '../../venues/venue_b/sim/market-maker.js';

export type VenueBAction = 'BUY' | 'SELL';

export interface VenueBDeps {
  db: Db;
  kv: KvStore;
  chain: SimChain;
  prices: PriceProcess;
  clock: { now(): number };
  settings: { quoteTtlMs: number; slippageBps: number; requireKyc: boolean };
}

export interface QuoteRequest {
  marketTicker: string;
  side: VenueBSide;
  action: VenueBAction;
  /** USDC atomic, for a BUY. */
  amount?: bigint;
  /** Outcome-token atomic, for a SELL. */
  shares?: bigint;
  userPublicKey?: string;
  destinationWallet?: string;
}

/** What submit needs from its quote; kept in the KV store for the quote's lifetime. */
export interface StoredQuote {
  quoteId: string;
  agentId: string;
  marketTicker: string;
  side: VenueBSide;
  action: VenueBAction;
  userPublicKey: string;
  destinationWallet: string;
  /** The requested amount (BUY, USDC) or shares (SELL), atomic. */
  scaledAmount: string;
  inputMint: string;
  outputMint: string;
  inAmount: string;
  outAmount: string;
  minOutAmount: string;
  price: string;
  /** The transaction's message, base64: submit accepts exactly these bytes, signed. */
  message: string;
  issuedAt: number;
  expiresAt: number;
}

export interface QuoteAnswer {
  marketTicker: string;
  title: string;
  status: string;
  side: VenueBSide;
  action: VenueBAction;
  yesPrice: string;
  noPrice: string;
  yesMint: string;
  noMint: string;
  inputMint: string;
  outputMint: string;
  scaledAmount: string;
  amount: string | null;
  shares: string | null;
  venue: 'venue_b';
  marketId: string;
  previewOnly: boolean;
  kycRequired: boolean;
  geoblocked: boolean;
  quoteId?: string;
  unsignedTransaction?: string;
  expiresAt?: number;
  inAmount?: string;
  outAmount?: string;
  minOutAmount?: string;
  quoteErrorCode?: string;
  quoteErrorMessage?: string;
}

/** KV key of a quote: the agent is part of it, so one agent can never load another's quote. */
export const quoteKey = (agentId: string, quoteId: string) => `venue_b:quote:${agentId}:${quoteId}`;
/** Kept past expiresAt so that a late submit hears "expired", not "unknown". */
export const QUOTE_GRACE_MS = 10 * 60_000;

export function chainAddress(value: string, field: string): PublicKey {
  try {
    return new PublicKey(value);
  } catch {
    throw badRequest('invalid_address', `${field} is not a valid chain-B address (base58 of 32 bytes).`, [{ path: field, message: 'not a base58 public key' }]);
  }
}

export function requireMarket(ticker: string): VenueBMarket {
  const market = venueBMarket(ticker);
  if (!market) throw notFound('market_not_found', `No venue_b market ${ticker}. Tickers look like KXFEDDECISION-27JAN-H0.`);
  return market;
}

/**
 * A quote from the simulated market maker. Without userPublicKey it is a preview; with it, the
 * answer carries the swap transaction, signed by the market maker, for the user to sign. When no
 * transaction can be built the answer is still 200, with quoteErrorCode and quoteErrorMessage.
 */
export async function createQuote(deps: VenueBDeps, agentId: string, request: QuoteRequest): Promise<QuoteAnswer> {
  const market = requireMarket(request.marketTicker);
  const { side, action } = request;
  const user = request.userPublicKey === undefined ? null : chainAddress(request.userPublicKey, 'userPublicKey');
  const destination = request.destinationWallet === undefined ? user : chainAddress(request.destinationWallet, 'destinationWallet');
  const requested = action === 'BUY' ? request.amount : request.shares;
  if (requested === undefined) {
    const field = action === 'BUY' ? 'amount' : 'shares';
    throw badRequest('missing_field', `A ${action} quote needs ${field}.`, [{ path: field, message: 'required' }]);
  }
  const now = deps.clock.now();
  const prices = marketPrices(deps.prices, market, now);
  const yesMint = deps.chain.mintAddress(`${market.ticker}:YES`).toBase58();
  const noMint = deps.chain.mintAddress(`${market.ticker}:NO`).toBase58();
  const outcomeMint = side === 'YES' ? yesMint : noMint;
  const usdc = deps.chain.usdcMint.toBase58();
  const base: QuoteAnswer = {
    marketTicker: market.ticker,
    title: market.title,
    status: market.status,
    side,
    action,
    yesPrice: decimalText(prices.yes, USDC_SCALE),
    noPrice: decimalText(prices.no, USDC_SCALE),
    yesMint,
    noMint,
    inputMint: action === 'BUY' ? usdc : outcomeMint,
    outputMint: action === 'BUY' ? outcomeMint : usdc,
    scaledAmount: requested.toString(),
    amount: action === 'BUY' ? decimalText(requested, USDC_SCALE) : null,
    shares: action === 'SELL' ? decimalText(requested, USDC_SCALE) : null,
    venue: 'venue_b',
    marketId: market.ticker,
    previewOnly: user === null,
    kycRequired: deps.settings.requireKyc && action === 'BUY',
    geoblocked: false,
  };
  const degraded = (code: string, message: string): QuoteAnswer => ({ ...base, quoteErrorCode: code, quoteErrorMessage: message });

  if (market.status !== 'active') {
    return degraded('market_not_active', `${market.ticker} is ${market.status}; only active markets trade.${market.result ? ` It resolved ${market.result.toUpperCase()}.` : ''}`);
  }
  const quoted = side === 'YES' ? prices.YES : prices.NO;
  let fill: Fill;
  if (action === 'BUY') {
    const bought = buyFill(requested, quoted.ask);
    if (!bought) return degraded('route_not_found', `The amount buys no whole contract: one ${side} contract costs ${decimalText(quoted.ask, USDC_SCALE)} USDC.`);
    fill = bought;
  } else {
    fill = sellFill(requested, quoted.bid);
    if (fill.outAmount === 0n) return degraded('route_not_found', 'These shares are worth less than 0.000001 USDC at the current bid.');
  }
  const contracts = action === 'BUY' ? fill.outAmount / CONTRACT : fill.inAmount / CONTRACT;
  if (contracts > MAX_CONTRACTS_PER_ORDER) {
    return degraded('route_not_found', `Not enough liquidity: the market maker takes at most ${MAX_CONTRACTS_PER_ORDER} contracts per order.`);
  }
  const amounts = {
    inAmount: fill.inAmount.toString(),
    outAmount: fill.outAmount.toString(),
    minOutAmount: minimumOut(action, requested, fill.price, BigInt(deps.settings.slippageBps)).toString(),
  };
  if (user === null || destination === null) return { ...base, ...amounts };
  if (action === 'BUY' && deps.settings.requireKyc && !(await isVerified(deps.db, user.toBase58()))) {
    return degraded('unverified_wallet_not_allowed', `Buys need a KYC-verified wallet; ${user.toBase58()} is not verified. Quotes and sells work without it.`);
  }

  const { transaction } = buildSwap(deps.chain, { market, side, action, user, destination, fill });
  const quote: StoredQuote = {
    quoteId: randomUUID(),
    agentId,
    marketTicker: market.ticker,
    side,
    action,
    userPublicKey: user.toBase58(),
    destinationWallet: destination.toBase58(),
    scaledAmount: requested.toString(),
    inputMint: base.inputMint,
    outputMint: base.outputMint,
    ...amounts,
    price: fill.price.toString(),
    message: Buffer.from(transaction.message.serialize()).toString('base64'),
    issuedAt: now,
    expiresAt: now + deps.settings.quoteTtlMs,
  };
  await deps.kv.set(quoteKey(agentId, quote.quoteId), JSON.stringify(quote), deps.settings.quoteTtlMs + QUOTE_GRACE_MS);
  return {
    ...base,
    ...amounts,
    quoteId: quote.quoteId,
    unsignedTransaction: Buffer.from(transaction.serialize()).toString('base64'),
    expiresAt: quote.expiresAt,
  };
}

async function isVerified(db: Db, address: string): Promise<boolean> {
  return (await db.selectFrom('venue_b_kyc').select('address').where('address', '=', address).executeTakeFirst()) !== undefined;
}
