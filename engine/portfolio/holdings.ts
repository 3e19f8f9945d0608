import { getAddress, isAddress } from 'viem';
import type { CredentialsKeyRing } from '../auth/credentials-key.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connect.js';
import { findResolutions, type Resolution } from '../markets/market-state.js';
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
  agentId: string;
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

export async function loadHoldings(deps: PortfolioDeps, filter: HoldingFilter): Promise<Holding[]> {
  let query = deps.db.selectFrom('positions').selectAll().where('venue', 'in', [...filter.venues]);
  if (filter.agentId !== undefined) query = query.where('agent_id', '=', filter.agentId);
  if (filter.wallet !== undefined) query = query.where('wallet_address', '=', filter.wallet);
  if (filter.conditionId !== undefined) query = query.where('market_condition_id', '=', filter.conditionId);
  if (filter.state === 'open') query = query.where('size', '>', '0');
  if (filter.state === 'closed') query = query.where('size', '=', '0');
  const rows = await query.orderBy('venue').orderBy('market_condition_id').orderBy('token_id').orderBy('wallet_address').execute();
  const venueBRows = rows.filter((r) => r.venue === 'venue_b');
  const [resolutions, venueBTitles] = await Promise.all([
    findResolutions(deps.db, rows.filter((r) => r.venue === 'venue_a').map((r) => r.market_condition_id)),
    marketTitles(deps.venueB, venueBRows.map((r) => r.market_condition_id)),
  ]);
  const tokenIds = [...new Set(rows.filter((r) => r.venue === 'venue_a').map((r) => r.token_id))];
  const refs = new Map(await Promise.all(tokenIds.map(async (tokenId) => [tokenId, await deps.venueA.marketOfToken(tokenId)] as const)));
  const now = deps.clock.now();
  const held = rows.map((row) => {
    const venue = row.venue as Venue;
    const ref = refs.get(row.token_id);
    return {
      row,
      market: ref?.market ?? null,
      outcomeIndex: ref?.outcomeIndex ?? null,
      tokenId: row.token_id,
      size: BigInt(row.size),
      cost: BigInt(row.cost),
      venue,
      conditionId: row.market_condition_id,
      outcome: ref ? ref.market.outcomes[ref.outcomeIndex]! : row.outcome,
      title: ref?.market.question ?? venueBTitles.get(row.market_condition_id) ?? row.market_condition_id,
    };
  });
  const prices = await priceHoldings(deps, held, resolutions, now);
  return held.map(({ row, ...h }, i) => {
    const resolution = resolutions.get(row.market_condition_id);
    return {
      ...h,
      agentId: row.agent_id,
      wallet: row.wallet_address,
      realizedPnl: BigInt(row.realized_pnl),
      updatedAt: row.updated_at,
      resolution: resolution && resolution.resolvedAt.getTime() <= now ? resolution : null,
      price: prices[i]!,
      value: valueAt(h.size, prices[i]!),
    };
  });
}

export const titleOf = (h: Holding): string => h.title;
export const marketIdOf = (h: Holding): string => h.market?.id ?? h.conditionId;
