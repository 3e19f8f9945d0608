import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect.js';
import { badRequest } from '../../errors.js';
import type { KvStore } from '../../kv/kv.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import type { VenueB, VenueBAction, VenueBSide } from '../../venues/venue_b/port.js';
import { solanaAddress } from '../../crypto/solana-address.js';
import { requireMarket } from './markets.js';
import { solanaWeb3 } from './solana-web3.js';

export interface VenueBDeps {
  db: Db;
  kv: KvStore;
  venue: VenueB;
  clock: { now(): number };
  settings: { slippageBps: number };
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
  /** The market's title, for the trade log. */
  title: string;
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
  /** When the venue stops taking the transaction. */
  expiresAt: number;
  lastValidBlockHeight: number | null;
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

/** `value` as the chain spells it; 400 naming `field` when it is not a chain-B address. */
export function chainAddress(value: string, field: string): string {
  const address = solanaAddress(value);
  if (address === null) {
    throw badRequest('invalid_address', `${field} is not a valid chain-B address (base58 of 32 bytes).`, [{ path: field, message: 'not a base58 public key' }]);
  }
  return address;
}

/**
 * A quote from the venue. Without userPublicKey it is a preview; with it, the answer carries the
 * venue's transaction for the user to sign. When no transaction can be built the answer is still
 * 200, with quoteErrorCode and quoteErrorMessage.
 */
export async function createQuote(deps: VenueBDeps, agentId: string, request: QuoteRequest): Promise<QuoteAnswer> {
  const market = await requireMarket(deps.venue, request.marketTicker);
  const { side, action } = request;
  const user = request.userPublicKey === undefined ? null : chainAddress(request.userPublicKey, 'userPublicKey');
  const destination = request.destinationWallet === undefined ? user : chainAddress(request.destinationWallet, 'destinationWallet');
  const requested = action === 'BUY' ? request.amount : request.shares;
  if (requested === undefined) {
    const field = action === 'BUY' ? 'amount' : 'shares';
    throw badRequest('missing_field', `A ${action} quote needs ${field}.`, [{ path: field, message: 'required' }]);
  }
  const prices = await deps.venue.prices(market.ticker);
  const outcomeMint = side === 'YES' ? market.yesMint : market.noMint;
  const base: QuoteAnswer = {
    marketTicker: market.ticker,
    title: market.title,
    status: market.status,
    side,
    action,
    yesPrice: decimalText(prices.yes, USDC_SCALE),
    noPrice: decimalText(prices.no, USDC_SCALE),
    yesMint: market.yesMint,
    noMint: market.noMint,
    inputMint: action === 'BUY' ? market.settlementMint : outcomeMint,
    outputMint: action === 'BUY' ? outcomeMint : market.settlementMint,
    scaledAmount: requested.toString(),
    amount: action === 'BUY' ? decimalText(requested, USDC_SCALE) : null,
    shares: action === 'SELL' ? decimalText(requested, USDC_SCALE) : null,
    venue: 'venue_b',
    marketId: market.ticker,
    previewOnly: user === null,
    kycRequired: deps.venue.kycRequiredForBuys && action === 'BUY',
    geoblocked: false,
  };
  const quoted = await deps.venue.quote({
    ticker: market.ticker,
    side,
    action,
    amount: requested,
    user,
    destination,
    slippageBps: deps.settings.slippageBps,
  });
  if (quoted.kind === 'refused') return { ...base, quoteErrorCode: quoted.code, quoteErrorMessage: quoted.message };
  const amounts = { inAmount: quoted.inAmount.toString(), outAmount: quoted.outAmount.toString(), minOutAmount: quoted.minOutAmount.toString() };
  if (user === null || destination === null || quoted.transaction === null) return { ...base, ...amounts };

  const now = deps.clock.now();
  const quote: StoredQuote = {
    quoteId: randomUUID(),
    agentId,
    marketTicker: market.ticker,
    title: market.title,
    side,
    action,
    userPublicKey: user,
    destinationWallet: destination,
    scaledAmount: requested.toString(),
    inputMint: base.inputMint,
    outputMint: base.outputMint,
    ...amounts,
    price: quoted.price.toString(),
    message: Buffer.from((await solanaWeb3()).VersionedTransaction.deserialize(quoted.transaction).message.serialize()).toString('base64'),
    issuedAt: now,
    expiresAt: quoted.expiresAt,
    lastValidBlockHeight: quoted.lastValidBlockHeight,
  };
  await deps.kv.set(quoteKey(agentId, quote.quoteId), JSON.stringify(quote), quote.expiresAt - now + QUOTE_GRACE_MS);
  return {
    ...base,
    ...amounts,
    quoteId: quote.quoteId,
    unsignedTransaction: Buffer.from(quoted.transaction).toString('base64'),
    expiresAt: quote.expiresAt,
  };
}
