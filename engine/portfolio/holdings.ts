import { sql } from 'kysely';
import { getAddress, isAddress } from 'viem';
import type { CredentialsKeyRing } from '../auth/credentials-key.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connect.js';
import { OUTCOMES, type Resolution } from '../markets/market-state.js';
import { badRequest, quoted } from '../errors.js';
import type { Venue } from '../accounts/trade-log.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import type { TokenRef, VenueA } from '../venues/venue_a/port.js';
import type { VenueB } from '../venues/venue_b/port.js';
import { averagePrice, PRICE_ONE, valueAt } from '../money.js';

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

export interface HoldingFilter {
  /** Omitted: every agent's rows (the public wallet view). */
  agentId?: string;
  /** Already normalised with normalizeWallet. */
  wallet?: string;
  conditionId?: string;
  venues: readonly Venue[];
  /** open: size > 0; closed: size = 0; omitted: both. */
  state?: 'open' | 'closed';
}

/**
 * The rows of the filter, valued. One statement reads the rows with their markets' recorded
 * resolutions; market metadata comes from the venue's listing in one call; each holding is built
 * once, in its final shape (a rest-and-spread copy of a thousand rows made every later read of
 * them slow), and priced by one call per venue.
 */
export async function loadHoldings(deps: PortfolioDeps, filter: HoldingFilter): Promise<Holding[]> {
  let query = deps.db
    .selectFrom('positions as p')
    // Resolutions are recorded for venue_a markets only; venue_b rows hold a ticker where the condition id would be.
    .leftJoin('market_resolutions as r', (join) => join.onRef('r.condition_id', '=', 'p.market_condition_id').on('p.venue', '=', 'venue_a'))
    .select([
      'p.venue',
      'p.wallet_address',
      'p.token_id',
      'p.market_condition_id',
      'p.outcome',
      'p.size',
      'p.cost',
      'p.realized_pnl',
      // Epoch milliseconds, not the timestamp's text: parsing a thousand timestamps took a quarter of the rows' CPU.
      sql<number>`floor(extract(epoch from p.updated_at) * 1000)::float8`.as('updated_ms'),
      'r.winning_token_id',
      'r.winning_outcome_index',
      'r.source',
      'r.resolved_at',
    ])
    .where('p.venue', 'in', [...filter.venues]);
  if (filter.agentId !== undefined) query = query.where('p.agent_id', '=', filter.agentId);
  if (filter.wallet !== undefined) query = query.where('p.wallet_address', '=', filter.wallet);
  if (filter.conditionId !== undefined) query = query.where('p.market_condition_id', '=', filter.conditionId);
  if (filter.state === 'open') query = query.where('p.size', '>', '0');
  if (filter.state === 'closed') query = query.where('p.size', '=', '0');
  // Byte order: the same on every database, and sorting a thousand rows by the locale's rules costs the server a millisecond.
  const rows = await query.orderBy(sql`p.venue collate "C", p.market_condition_id collate "C", p.token_id collate "C", p.wallet_address collate "C"`).execute();

  const resolutions = new Map<string, Resolution>();
  const venueATokens = new Set<string>();
  const venueBTickers = new Set<string>();
  for (const row of rows) {
    if (row.venue === 'venue_b') {
      venueBTickers.add(row.market_condition_id);
      continue;
    }
    venueATokens.add(row.token_id);
    if (row.resolved_at !== null && !resolutions.has(row.market_condition_id)) {
      resolutions.set(row.market_condition_id, {
        conditionId: row.market_condition_id,
        winningTokenId: row.winning_token_id!,
        winningOutcomeIndex: row.winning_outcome_index!,
        winningOutcome: OUTCOMES[row.winning_outcome_index!]!,
        source: row.source!,
        resolvedAt: row.resolved_at,
      });
    }
  }
  const [refs, venueBTitles] = await Promise.all([
    venueATokens.size ? deps.venueA.marketsOfTokens([...venueATokens]) : new Map<string, TokenRef>(),
    venueBTickers.size ? marketTitles(deps.venueB, [...venueBTickers]) : new Map<string, string>(),
  ]);
  const now = deps.clock.now();
  const held = rows.map((row): Holding => {
    const ref = row.venue === 'venue_a' ? refs.get(row.token_id) : undefined;
    const resolution = resolutions.get(row.market_condition_id);
    return {
      venue: row.venue as Venue,
      wallet: row.wallet_address,
      tokenId: row.token_id,
      conditionId: row.market_condition_id,
      market: ref?.market ?? null,
      outcomeIndex: ref?.outcomeIndex ?? null,
      outcome: ref ? ref.market.outcomes[ref.outcomeIndex]! : row.outcome,
      title: ref?.market.question ?? venueBTitles.get(row.market_condition_id) ?? row.market_condition_id,
      size: BigInt(row.size),
      cost: BigInt(row.cost),
      realizedPnl: BigInt(row.realized_pnl),
      updatedAt: new Date(row.updated_ms),
      resolution: resolution && resolution.resolvedAt.getTime() <= now ? resolution : null,
      price: 0n,
      value: 0n,
    };
  });
  const prices = await priceHoldings(deps, held, resolutions, now);
  for (const [i, h] of held.entries()) {
    h.price = prices[i]!;
    h.value = valueAt(h.size, h.price);
  }
  return held;
}

export const titleOf = (h: Holding): string => h.title;
export const marketIdOf = (h: Holding): string => h.market?.id ?? h.conditionId;
