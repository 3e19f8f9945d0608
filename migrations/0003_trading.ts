import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Kill switch: a halted agent's trades are refused.
  await db.schema.alterTable('agents').addColumn('halted', 'boolean', (c) => c.notNull().defaultTo(false)).execute();

  // Amounts and sizes are USDC/share atomic units (6 decimals) in bigint columns.
  await db.schema
    .createTable('orders')
    .addColumn('order_hash', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('venue', 'text', (c) => c.notNull())
    .addColumn('wallet_address', 'text', (c) => c.notNull())
    .addColumn('signer', 'text', (c) => c.notNull())
    .addColumn('owner', 'text')
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('market_condition_id', 'text', (c) => c.notNull())
    .addColumn('market_question', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('BUY', 'SELL')`))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('matched_size', 'bigint', (c) => c.notNull())
    .addColumn('matched_notional', 'bigint', (c) => c.notNull())
    .addColumn('fee_amount', 'bigint', (c) => c.notNull())
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('post_only', 'boolean', (c) => c.notNull())
    .addColumn('expiration', 'bigint', (c) => c.notNull())
    .addColumn('order_version', 'smallint', (c) => c.notNull())
    .addColumn('signature_type', 'smallint', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 1 and 5`))
    /** The answer at placement (live or matched), replayed to a duplicate submission. */
    .addColumn('placement', 'text', (c) => c.notNull())
    /** USDC still held for the unfilled part of a resting buy. */
    .addColumn('reserved_cash', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_agent_status').on('orders').columns(['agent_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('orders_live').on('orders').column('status').where(sql.ref('status'), '=', 1).execute();

  await db.schema
    .createTable('fills')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('order_hash', 'text', (c) => c.notNull().references('orders.order_hash'))
    .addColumn('agent_id', 'bigint', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('notional', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fills_order_hash').on('fills').column('order_hash').execute();

  await db.schema
    .createTable('positions')
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('wallet_address', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('venue', 'text', (c) => c.notNull())
    .addColumn('market_condition_id', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    /** Shares promised to resting SELL orders. */
    .addColumn('reserved_size', 'bigint', (c) => c.notNull())
    /** Cost basis of the open size. */
    .addColumn('cost', 'bigint', (c) => c.notNull())
    .addColumn('realized_pnl', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('positions_pk', ['agent_id', 'wallet_address', 'token_id'])
    .execute();

  await db.schema
    .createTable('daily_counters')
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('trades', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_counters_pk', ['agent_id', 'day'])
    .execute();

  await db.schema
    .createTable('trade_log')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('market_condition_id', 'text', (c) => c.notNull())
    .addColumn('market_condition_name', 'text', (c) => c.notNull())
    .addColumn('skill_code', 'text')
    .addColumn('skill_slug', 'text')
    .addColumn('source_tag', 'text')
    .addColumn('reasoning', 'text')
    .addColumn('action_type', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('order_size', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('wallet_address', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trade_log_agent_created').on('trade_log').columns(['agent_id', 'created_at']).execute();

  // Idempotency-Key: the first answer to a key is kept and replayed for every retry with it.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['agent_id', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['idempotency_keys', 'trade_log', 'daily_counters', 'positions', 'fills', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('agents').dropColumn('halted').execute();
}
