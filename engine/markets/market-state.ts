import type { Db } from '../db/connect.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import { allMarkets, marketByConditionId } from '../venues/venue_a/sim/catalog.js';

/**
 * The catalog ships fixed market flags; resolutions live in the database. Everything that decides
 * whether a market trades (order placement, the sweep, the market routes) reads markets through
 * this overlay, so a resolved market is closed everywhere at once.
 */

/** The catalog's convention: outcome index 0 is Yes, 1 is No. */
export const OUTCOMES = ['YES', 'NO'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface Resolution {
  conditionId: string;
  winningTokenId: string;
  winningOutcomeIndex: number;
  winningOutcome: Outcome;
  /** "ops" or "price". */
  source: string;
  resolvedAt: Date;
}

/** Resolutions by condition id: of the given markets, or of every market when none are given. */
export async function findResolutions(db: Db, conditionIds?: readonly string[]): Promise<Map<string, Resolution>> {
  if (conditionIds?.length === 0) return new Map();
  let query = db.selectFrom('market_resolutions').selectAll();
  if (conditionIds) query = query.where('condition_id', 'in', [...new Set(conditionIds)]);
  const resolutions = new Map<string, Resolution>();
  for (const row of await query.execute()) {
    const market = marketByConditionId(row.condition_id);
    if (!market) continue;
    const index = market.clobTokenIds.indexOf(row.winning_token_id);
    resolutions.set(row.condition_id, {
      conditionId: row.condition_id,
      winningTokenId: row.winning_token_id,
      winningOutcomeIndex: index,
      winningOutcome: OUTCOMES[index]!,
      source: row.source,
      resolvedAt: row.resolved_at,
    });
  }
  return resolutions;
}

export async function findResolution(db: Db, conditionId: string): Promise<Resolution | undefined> {
  return (await findResolutions(db, [conditionId.toLowerCase()])).get(conditionId.toLowerCase());
}

/** A resolved market takes no more orders. */
export function overlay(market: VenueAMarket, resolution: Resolution | undefined): VenueAMarket {
  return resolution ? { ...market, active: false, closed: true, acceptingOrders: false } : market;
}

/** A catalog market as trading sees it now; undefined when the catalog has no such market. */
export async function currentMarket(db: Db, conditionId: string): Promise<VenueAMarket | undefined> {
  const market = marketByConditionId(conditionId);
  return market && overlay(market, await findResolution(db, market.conditionId));
}

export interface MarketState {
  market: VenueAMarket;
  resolution: Resolution | undefined;
}

/** Every catalog market with its resolution, in catalog order. */
export async function allMarketStates(db: Db): Promise<MarketState[]> {
  const resolutions = await findResolutions(db);
  return allMarkets().map((market) => {
    const resolution = resolutions.get(market.conditionId);
    return { market: overlay(market, resolution), resolution };
  });
}
