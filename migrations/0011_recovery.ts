import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // An Idempotency-Key in progress is held by a lease its owner renews while it works: one whose
  // lease lapsed belongs to a process that died, and the next retry takes it over. work_id names
  // what the request creates, the same on every run of it, so a run that takes over finds it.
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('lease_token', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('work_id', 'text')
    .execute();

  // USDC the service moved on chain-B for an agent outside of orders: fee charges and faucet grants,
  // keyed by the request's work id. A fee is written as pending before its transaction is
  // broadcast, so a charge is never made that this table does not know of.
  await db.schema
    .createTable('venue_b_transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('fee', 'faucet')`))
    .addColumn('from_address', 'text')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tx_signature', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'done')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('venue_b_transfers_agent').on('venue_b_transfers').columns(['agent_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('venue_b_transfers').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('lease_token').dropColumn('lease_until').dropColumn('work_id').execute();
}
