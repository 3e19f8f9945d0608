import { getAddress, isAddress } from 'viem';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connect.js';
import { findResolutions, type Resolution } from '../markets/market-state.js';
import { badRequest, quoted } from '../errors.js';
import type { Venue } from '../trading/trade-log.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import { marketByTokenId, PRICE_ONE } from '../venues/venue_a/sim/catalog.js';
import type { PriceProcess } from '../venues/venue_a/sim/price-process.js';
import { venueBMarket } from '../venues/venue_b/catalog.js';
import type { SimChain } from '../venues/venue_b/sim/chain.js';
import { venueBOutcomePrice } from '../venues/venue_b/sim/market-maker.js';
import { divideRounded } from './ratios.js';

/**
 * An agent's positions rows, valued. Every figure is bigint atomic units (6 decimals): prices per
 * share, sizes in shares, values in USDC.
 */

export interface PortfolioDeps {
  db: Db;
  prices: PriceProcess;
  clock: Clock;
  /** venue_b balances are what the agent's chain-B wallets hold. */
  chainB: SimChain;
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

/** cost / size as a price, rounded half up to 6 decimals; 0 for an empty position. */
export function averagePrice(cost: bigint, size: bigint): bigint {
  return size === 0n ? 0n : divideRounded(cost * PRICE_ONE, size);
}

export function valueAt(size: bigint, price: bigint): bigint {
  return divideRounded(size * price, PRICE_ONE);
}

export const unrealizedPnl = (h: Holding): bigint => h.value - h.cost;

type Priced = Pick<Holding, 'market' | 'outcomeIndex' | 'tokenId' | 'cost' | 'size' | 'venue' | 'conditionId' | 'outcome'>;

/**
 * The price of a holding at t: 1 or 0 once its market resolved, the simulated fair price before.
 * A venue_b row is keyed by its ticker and side; one whose ticker left the catalog is marked at
 * its average cost.
 */
function priceAt(prices: PriceProcess, h: Priced, resolution: Resolution | undefined, t: number): bigint {
  if (h.market && h.outcomeIndex !== null) return outcomePrice(prices, h.market, h.outcomeIndex, resolution, t);
  const venueB = h.venue === 'venue_b' ? venueBMarket(h.conditionId) : undefined;
  if (venueB) return venueBOutcomePrice(prices, venueB, h.outcome === 'NO' ? 'NO' : 'YES', t);
  return averagePrice(h.cost, h.size);
}

/**
 * priceAt for many holdings at one t: a book has many positions in few tokens (wallets × tokens),
 * and a fair price costs a few dozen hashes, so each token is priced once.
 */
export function pricerAt(prices: PriceProcess, t: number): (h: Priced, resolution: Resolution | undefined) => bigint {
  const known = new Map<string, bigint>();
  return (h, resolution) => {
    // Only a price at cost depends on the row; a token's market price is the same for every row.
    const listed = h.market !== null || (h.venue === 'venue_b' && venueBMarket(h.conditionId) !== undefined);
    if (!listed) return priceAt(prices, h, resolution, t);
    let price = known.get(h.tokenId);
    if (price === undefined) known.set(h.tokenId, (price = priceAt(prices, h, resolution, t)));
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
    const message = `walletAddress must be a 0x-prefixed EVM address of 40 hex digits on venue_a; got ${quoted(address)}.`;
    throw badRequest('invalid_wallet_address', message, [{ path: 'query.walletAddress', message }]);
  }
  return getAddress(address.toLowerCase());
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
  const resolutions = await findResolutions(deps.db, rows.filter((r) => r.venue === 'venue_a').map((r) => r.market_condition_id));
  const now = deps.clock.now();
  const priceNow = pricerAt(deps.prices, now);
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

export const titleOf = (h: Holding): string => h.market?.question ?? (h.venue === 'venue_b' ? venueBMarket(h.conditionId)?.title : undefined) ?? h.conditionId;
export const marketIdOf = (h: Holding): string => h.market?.id ?? h.conditionId;
