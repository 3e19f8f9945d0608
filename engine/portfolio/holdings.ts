import { getAddress, isAddress } from 'viem';
import type { CredentialsKeyRing } from '../auth/credentials-key.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connect.js';
import type { Resolution } from '../markets/market-state.js';
import { badRequest, quoted } from '../errors.js';
import type { Venue } from '../accounts/trade-log.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import type { TokenRef, VenueA } from '../venues/venue_a/port.js';
import type { VenueB } from '../venues/venue_b/port.js';
import { averagePrice, PRICE_ONE, valueAt } from '../money.js';
import { readHoldingRows, type HoldingFilter, type HoldingRows } from './holding-rows.js';

/**
 * An agent's positions rows, valued. Every figure is bigint atomic units (6 decimals): prices per
 * share, sizes in shares, values in USDC.
 */

export interface PortfolioDeps {
  db: Db;
  /** Opens an agent's venue credentials for a live venue's private reads. */
  credentialsKeys: CredentialsKeyRing;
  venueA: VenueA;
  /** venue_b's marks, market titles and the chain-B wallets' balances. */
  venueB: VenueB;
  clock: Clock;
}

export interface Holding {
  venue: Venue;
  wallet: string;
  tokenId: string;
  conditionId: string;
  /** The venue_a market of the token; null on venue_b (whose rows carry their ticker as conditionId) or when the venue no longer lists it. */
  market: VenueAMarket | null;
  outcomeIndex: number | null;
  /** The market's label ("Yes"/"No") on venue_a, the row's outcome on venue_b. */
  outcome: string;
  /** The market's question or title; its condition id when the venue no longer lists it. */
  title: string;
  size: bigint;
  /** Cost basis of the open size. */
  cost: bigint;
  realizedPnl: bigint;
  updatedAt: Date;
  /** Set when the market resolved at or before now. */
  resolution: Resolution | null;
  price: bigint;
  /** size × price, rounded half up to 6 decimals; totals add these, so they reconcile with the listed positions. */
  value: bigint;
}

export const VENUES: readonly Venue[] = ['venue_a', 'venue_b'];

export const unrealizedPnl = (h: Holding): bigint => h.value - h.cost;

type Priced = Pick<Holding, 'tokenId' | 'cost' | 'size' | 'venue' | 'conditionId' | 'outcome'>;

/** A resolved market's outcome pays 1 if it won and 0 if it lost, from the moment of resolution. */
const payoutAt = (resolution: Resolution | undefined, tokenId: string, t: number): bigint | null =>
  resolution && resolution.resolvedAt.getTime() <= t ? (resolution.winningTokenId === tokenId ? PRICE_ONE : 0n) : null;

/**
 * Prices holdings at t: 1 or 0 once a market resolved, the venue's mark before (one call per
 * venue for all their tokens). A venue_b row is keyed by its ticker and side; one whose ticker
 * left the catalog, or any token the venue has no price for, is marked at its average cost.
 */
export async function priceHoldings(deps: PortfolioDeps, held: readonly Priced[], resolutions: ReadonlyMap<string, Resolution>, t: number): Promise<bigint[]> {
  const tokensOf = (venue: Venue) => [...new Set(held.filter((h) => h.venue === venue).map((h) => h.tokenId))];
  const [venueATokens, venueBMints] = [tokensOf('venue_a'), tokensOf('venue_b')];
  const [marksA, marksB] = await Promise.all([
    venueATokens.length ? deps.venueA.markPrices(venueATokens, t) : new Map<string, bigint>(),
    venueBMints.length ? deps.venueB.markPrices(venueBMints, t) : new Map<string, bigint>(),
  ]);
  return held.map((h) => {
    if (h.venue === 'venue_a') return payoutAt(resolutions.get(h.conditionId), h.tokenId, t) ?? marksA.get(h.tokenId) ?? averagePrice(h.cost, h.size);
    return marksB.get(h.tokenId) ?? averagePrice(h.cost, h.size);
  });
}

/** Each market's outcome prices at t, by condition id: its payouts once resolved, the venue's marks before. */
export async function outcomePrices(deps: PortfolioDeps, markets: readonly VenueAMarket[], resolutions: ReadonlyMap<string, Resolution>, t: number): Promise<Map<string, bigint[]>> {
  const marks = await deps.venueA.markPrices(markets.flatMap((m) => m.clobTokenIds), t);
  return new Map(
    markets.map((m) => [m.conditionId, m.clobTokenIds.map((tokenId) => payoutAt(resolutions.get(m.conditionId), tokenId, t) ?? marks.get(tokenId) ?? 0n)]),
  );
}

/** The wallet as positions rows hold it: venue_a rows carry the checksummed address the order verification produced. */
export function normalizeWallet(venue: Venue, address: string): string {
  if (venue === 'venue_b') return address;
  if (!isAddress(address, { strict: false })) {
    const message = `walletAddress must be a 0x-prefixed EVM address of 40 hex digits on venue_a; got ${quoted(address)}.`;
    throw badRequest('invalid_wallet_address', message, [{ path: 'query.walletAddress', message }]);
  }
  return getAddress(address.toLowerCase());
}

/** The titles of the venue_b markets of these tickers, as the venue lists them. */
export async function marketTitles(venue: VenueB, tickers: readonly string[]): Promise<Map<string, string>> {
  const markets = await Promise.all([...new Set(tickers)].map((ticker) => venue.market(ticker)));
  return new Map(markets.flatMap((market) => (market ? [[market.ticker, market.title] as const] : [])));
}

/** The holdings last valued from a read of rows, and what they were valued on. */
interface Valued {
  prices: readonly bigint[];
  resolved: number;
  refs: ReadonlyMap<string, TokenRef>;
  venueBTitles: ReadonlyMap<string, string>;
  holdings: readonly Holding[];
}
const valued = new WeakMap<HoldingRows, Valued>();

const resolvedBy = (resolutions: ReadonlyMap<string, Resolution>, t: number) => [...resolutions.values()].filter((r) => r.resolvedAt.getTime() <= t).length;
const sameRefs = (a: ReadonlyMap<string, TokenRef>, b: ReadonlyMap<string, TokenRef>) =>
  a.size === b.size && [...a].every(([token, ref]) => b.get(token)?.market === ref.market && b.get(token)?.outcomeIndex === ref.outcomeIndex);
const sameTitles = (a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>) => a.size === b.size && [...a].every(([ticker, title]) => b.get(ticker) === title);
const samePrices = (a: readonly bigint[], b: readonly bigint[]) => a.length === b.length && a.every((price, i) => price === b[i]);

/**
 * The rows of the filter, valued; shared, so read-only. One statement reads the rows with their
 * markets' recorded resolutions (readHoldingRows: only when they changed since this process last
 * read them); market metadata comes from the venue's listing in one call; each row is priced by one
 * call per venue. Rows valued again at the same prices (the simulated price holds for a step, a
 * live book is read once a second), with the same markets and resolutions in force, are the
 * holdings valued last time: a thousand positions priced, built and valued anew at every poll of
 * a portfolio were most of its computation.
 */
export async function loadHoldings(deps: PortfolioDeps, filter: HoldingFilter): Promise<readonly Holding[]> {
  const read = await readHoldingRows(deps.db, filter);
  const { rows, resolutions, venueATokens, venueBTickers } = read;
  const [refs, venueBTitles] = await Promise.all([
    venueATokens.length ? deps.venueA.marketsOfTokens(venueATokens) : new Map<string, TokenRef>(),
    venueBTickers.length ? marketTitles(deps.venueB, venueBTickers) : new Map<string, string>(),
  ]);
  const now = deps.clock.now();
  const prices = await priceHoldings(deps, rows, resolutions, now);
  const resolved = resolvedBy(resolutions, now);
  const last = valued.get(read);
  if (last && last.resolved === resolved && samePrices(last.prices, prices) && sameRefs(last.refs, refs) && sameTitles(last.venueBTitles, venueBTitles)) return last.holdings;
  const holdings = rows.map(({ venue, wallet, tokenId, conditionId, outcome, size, cost, realizedPnl, updatedAt }, i): Holding => {
    const ref = venue === 'venue_a' ? refs.get(tokenId) : undefined;
    const resolution = resolutions.get(conditionId);
    return {
      venue,
      wallet,
      tokenId,
      conditionId,
      market: ref?.market ?? null,
      outcomeIndex: ref?.outcomeIndex ?? null,
      outcome: ref ? ref.market.outcomes[ref.outcomeIndex]! : outcome,
      title: ref?.market.question ?? venueBTitles.get(conditionId) ?? conditionId,
      size,
      cost,
      realizedPnl,
      updatedAt,
      resolution: resolution && resolution.resolvedAt.getTime() <= now ? resolution : null,
      price: prices[i]!,
      value: valueAt(size, prices[i]!),
    };
  });
  valued.set(read, { prices, resolved, refs, venueBTitles, holdings });
  return holdings;
}

export const titleOf = (h: Holding): string => h.title;
export const marketIdOf = (h: Holding): string => h.market?.id ?? h.conditionId;
