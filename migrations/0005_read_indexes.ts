import type { Kysely } from 'kysely';

/** Indexes for the position reads: any wallet's positions (public endpoint) and an agent's recent fills (24 h PnL). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('positions_wallet').on('positions').column('wallet_address').execute();
  await db.schema.createIndex('fills_agent_created').on('fills').columns(['agent_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('fills_agent_created').execute();
  await db.schema.dropIndex('positions_wallet').execute();
}
