import type { Db } from '../db/connect.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';

/**
 * Resolutions the service recorded: the simulated venue's markets resolve here (an operator, or
 * the price at the end date), and the simulation closes a market once its resolution is written.
 * A live venue resolves its markets itself and none are written.
 */

/** The convention of a binary market: outcome index 0 is Yes, 1 is No. */
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
  if (conditionIds) query = query.where('condition_id', 'in', [...new Set(conditionIds.map((id) => id.toLowerCase()))]);
  const resolutions = new Map<string, Resolution>();
  for (const row of await query.execute()) {
    resolutions.set(row.condition_id, {
      conditionId: row.condition_id,
      winningTokenId: row.winning_token_id,
      winningOutcomeIndex: row.winning_outcome_index,
      winningOutcome: OUTCOMES[row.winning_outcome_index]!,
      source: row.source,
      resolvedAt: row.resolved_at,
    });
  }
  return resolutions;
}

export async function findResolution(db: Db, conditionId: string): Promise<Resolution | undefined> {
  return (await findResolutions(db, [conditionId])).get(conditionId.toLowerCase());
}

export interface MarketState {
  market: VenueAMarket;
  resolution: Resolution | undefined;
}
