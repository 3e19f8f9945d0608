import { getAddress, isAddress } from 'viem';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connect.js';
import { findResolutions, type Resolution } from '../markets/market-state.js';
import { badRequest } from '../errors.js';
import type { Venue } from '../accounts/trade-log.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import { marketByTokenId } from '../venues/venue_a/sim/catalog.js';
import type { PriceProcess } from '../venues/venue_a/sim/price-process.js';
import type { VenueB } from '../venues/venue_b/port.js';
import { averagePrice, PRICE_ONE, valueAt } from '../money.js';

/**
 * An agent's positions rows, valued. Every figure is bigint atomic units (6 decimals): prices per
 * share, sizes in shares, values in USDC.
 */

export interface PortfolioDeps {
  db: Db;
  prices: PriceProcess;
  clock: Clock;
  /** venue_b's marks, market titles and the chain-B wallets' balances. */
  venueB: VenueB;
}

export interface Holding {
  agentId: string;
  venue: Venue;
  wallet: string;
  tokenId: string;
  conditionId: string;
  /** The catalog market of a venue_a token; null on venue_b, whose rows carry their ticker as conditionId. */
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

type Priced = Pick<Holding, 'market' | 'outcomeIndex' | 'tokenId' | 'cost' | 'size' | 'venue' | 'conditionId' | 'outcome'>;

/**
 * The price of a holding at t: 1 or 0 once its market resolved, the simulated fair price before.
 * A venue_b row is marked by the venue (venueBMarks at t, by mint); one whose mint the venue no
 * longer lists is marked at its average cost.
 */
function priceAt(prices: PriceProcess, venueBMarks: ReadonlyMap<string, bigint>, h: Priced, resolution: Resolution | undefined, t: number): bigint {
  if (h.market && h.outcomeIndex !== null) return outcomePrice(prices, h.market, h.outcomeIndex, resolution, t);
  const mark = h.venue === 'venue_b' ? venueBMarks.get(h.tokenId) : undefined;
  if (mark !== undefined) return mark;
  return averagePrice(h.cost, h.size);
}

/**
 * priceAt for many holdings at one t: a book has many positions in few tokens (wallets × tokens),
 * and a fair price costs a few dozen hashes, so each token is priced once.
 */
export function pricerAt(prices: PriceProcess, t: number, venueBMarks: ReadonlyMap<string, bigint>): (h: Priced, resolution: Resolution | undefined) => bigint {
  const known = new Map<string, bigint>();
  return (h, resolution) => {
    // Only a price at cost depends on the row; a token's market price is the same for every row.
    const listed = h.market !== null || (h.venue === 'venue_b' && venueBMarks.has(h.tokenId));
    if (!listed) return priceAt(prices, venueBMarks, h, resolution, t);
    let price = known.get(h.tokenId);
    if (price === undefined) known.set(h.tokenId, (price = priceAt(prices, venueBMarks, h, resolution, t)));
    return price;
  };
}

/** A venue_a outcome's price at t: its payout once resolved, the fair price before. */
export function outcomePrice(prices: PriceProcess, market: VenueAMarket, outcomeIndex: number, resolution: Resolution | undefined, t: number): bigint {
  if (resolution && resolution.resolvedAt.getTime() <= t) return resolution.winningTokenId === market.clobTokenIds[outcomeIndex] ? PRICE_ONE : 0n;
  return prices.fairPrice(market, outcomeIndex, t);
}

/** The wallet as positions rows hold it: venue_a rows carry the checksummed address the order verification produced. */
export function normalizeWallet(venue: Venue, address: string): string {
  if (venue === 'venue_b') return address;
  if (!isAddress(address, { strict: false })) {
    const message = `walletAddress must be a 0x-prefixed EVM address of 40 hex digits on venue_a; got "${address}".`;
    throw badRequest('invalid_wallet_address', message, [{ path: 'query.walletAddress', message }]);
  }
  return getAddress(address.toLowerCase());
}

/** The venue's marks of these venue_b mints at t; the venue is not asked when there are none. */
export async function venueBMarksAt(venue: VenueB, mints: readonly string[], t: number): Promise<Map<string, bigint>> {
  return mints.length ? venue.markPrices([...new Set(mints)], t) : new Map();
}

/** The titles of the venue_b markets of these tickers, as the venue lists them. */
async function marketTitles(venue: VenueB, tickers: readonly string[]): Promise<Map<string, string>> {
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
  const now = deps.clock.now();
  const venueBRows = rows.filter((r) => r.venue === 'venue_b');
  const [resolutions, venueBMarks, venueBTitles] = await Promise.all([
    findResolutions(deps.db, rows.filter((r) => r.venue === 'venue_a').map((r) => r.market_condition_id)),
    venueBMarksAt(deps.venueB, venueBRows.map((r) => r.token_id), now),
    marketTitles(deps.venueB, venueBRows.map((r) => r.market_condition_id)),
  ]);
  const priceNow = pricerAt(deps.prices, now, venueBMarks);
  return rows.map((row) => {
    const venue = row.venue as Venue;
    const ref = venue === 'venue_a' ? marketByTokenId(row.token_id) : undefined;
    const resolution = resolutions.get(row.market_condition_id);
    const held = {
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
    const price = priceNow(held, resolution);
    return {
      ...held,
      agentId: row.agent_id,
      wallet: row.wallet_address,
      realizedPnl: BigInt(row.realized_pnl),
      updatedAt: row.updated_at,
      resolution: resolution && resolution.resolvedAt.getTime() <= now ? resolution : null,
      price,
      value: valueAt(held.size, price),
    };
  });
}

export const titleOf = (h: Holding): string => h.title;
export const marketIdOf = (h: Holding): string => h.market?.id ?? h.conditionId;
