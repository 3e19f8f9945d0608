import { sql, type Kysely } from 'kysely';
import { createIndexConcurrently, dropIndexConcurrently } from './concurrently.js';

/**
 * A limited buy reads its market exposure: the agent's positions and live buy orders in one market.
 * By market alone, the live orders index made that read filter every agent's orders in the market,
 * and the planner takes it whenever its statistics predate the market's orders (a new market, or a
 * table whose autovacuum analyzes seldom): 12,000 live orders in one market cost 1.3-1.6 ms a buy.
 * Keyed by market then agent, it reads only the agent's own, and still serves the lookups by market.
 * The positions are keyed by agent, wallet and token: an agent with 1,000 positions read them all.
 * Built concurrently, outside a transaction: trades go on while the indexes build.
 */
export const outsideTransaction = true;

export async function up(db: Kysely<any>): Promise<void> {
  await createIndexConcurrently(db, 'orders_live_market_agent', sql`orders (market_condition_id, agent_id) where status = 1`);
  await dropIndexConcurrently(db, 'orders_live_market');
  await createIndexConcurrently(db, 'positions_agent_market', sql`positions (agent_id, market_condition_id)`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropIndexConcurrently(db, 'positions_agent_market');
  await createIndexConcurrently(db, 'orders_live_market', sql`orders (market_condition_id) where status = 1`);
  await dropIndexConcurrently(db, 'orders_live_market_agent');
}
