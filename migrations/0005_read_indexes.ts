import { sql, type Kysely } from 'kysely';
import { createIndexConcurrently, dropIndexConcurrently } from './concurrently.js';

/**
 * Indexes for the position reads: any wallet's positions (public endpoint) and an agent's recent
 * fills (24 h PnL). Built concurrently, outside a transaction: trades go on while they build.
 */
export const outsideTransaction = true;

export async function up(db: Kysely<any>): Promise<void> {
  await createIndexConcurrently(db, 'positions_wallet', sql`positions (wallet_address)`);
  await createIndexConcurrently(db, 'fills_agent_created', sql`fills (agent_id, created_at)`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropIndexConcurrently(db, 'fills_agent_created');
  await dropIndexConcurrently(db, 'positions_wallet');
}
