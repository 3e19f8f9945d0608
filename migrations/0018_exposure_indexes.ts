import { sql, type Kysely } from 'kysely';

/**
 * A limited buy reads its market exposure: the agent's positions and live buy orders in one market.
 * By market alone, the live orders index made that read filter every agent's orders in the market,
 * and the planner takes it whenever its statistics predate the market's orders (a new market, or a
 * table whose autovacuum analyzes seldom): 12,000 live orders in one market cost 1.3-1.6 ms a buy.
 * Keyed by market then agent, it reads only the agent's own, and still serves the lookups by market.
 * The positions are keyed by agent, wallet and token: an agent with 1,000 positions read them all.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_live_market_agent').on('orders').columns(['market_condition_id', 'agent_id']).where(sql.ref('status'), '=', 1).execute();
  await db.schema.dropIndex('orders_live_market').execute();
  await db.schema.createIndex('positions_agent_market').on('positions').columns(['agent_id', 'market_condition_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('positions_agent_market').execute();
  await db.schema.createIndex('orders_live_market').on('orders').column('market_condition_id').where(sql.ref('status'), '=', 1).execute();
  await db.schema.dropIndex('orders_live_market_agent').execute();
}
