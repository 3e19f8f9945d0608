import type { Db } from '../db/connect.js';
import { conflict } from '../errors.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import { PRICE_ONE } from '../money.js';
import type { SimVenueATools } from '../venues/venue_a/port.js';
import { recordMarketResolved } from '../webhooks/trading-events.js';
import { findResolution, findResolutions, OUTCOMES, type Outcome, type Resolution } from './market-state.js';

/**
 * Writes a market's resolution once: the first one stands, so an operator's retry or two
 * processes settling the same expired market agree. Closing the live orders it strands is the
 * caller's next step, through each agent's actor.
 */
export async function resolveMarket(
  db: Db,
  sim: Pick<SimVenueATools, 'marketResolved'>,
  market: VenueAMarket,
  outcome: Outcome,
  source: 'ops' | 'price',
  now: Date,
): Promise<{ resolution: Resolution; created: boolean }> {
  // The resolution and its webhook events commit together: neither exists without the other.
  const { inserted, resolution } = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('market_resolutions')
      .values({
        condition_id: market.conditionId,
        winning_token_id: market.clobTokenIds[OUTCOMES.indexOf(outcome)]!,
        winning_outcome_index: OUTCOMES.indexOf(outcome),
        source,
        resolved_at: now,
      })
      .onConflict((oc) => oc.column('condition_id').doNothing())
      .returning('condition_id')
      .executeTakeFirst();
    const resolution = (await findResolution(trx, market.conditionId))!;
    if (inserted) await recordMarketResolved(trx, resolution, now);
    return { inserted, resolution };
  });
  sim.marketResolved(market.conditionId);
  if (resolution.winningOutcome !== outcome) {
    throw conflict('already_resolved', `market ${market.conditionId} is already resolved to ${resolution.winningOutcome}.`);
  }
  return { resolution, created: inserted !== undefined };
}

/**
 * Settles every simulated market the catalog lists as open whose end date has passed: the outcome
 * the price process prices at 0.5 or more at the end date wins. Returns the markets resolved now.
 */
export async function resolveExpiredMarkets(db: Db, sim: SimVenueATools, nowMs: number): Promise<Resolution[]> {
  const resolutions = await findResolutions(db);
  const expired = sim.allMarkets().filter((market) => !resolutions.has(market.conditionId) && market.active && !market.closed && Date.parse(market.endDate) <= nowMs);
  const resolved: Resolution[] = [];
  for (const market of expired) {
    const yes = sim.yesPrice(market, Date.parse(market.endDate));
    const outcome: Outcome = 2n * yes >= PRICE_ONE ? 'YES' : 'NO';
    const { resolution, created } = await resolveMarket(db, sim, market, outcome, 'price', new Date(nowMs));
    if (created) resolved.push(resolution);
  }
  return resolved;
}
