import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('evm_address', 'text', (c) => c.unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('agents')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('agent_code', 'text', (c) => c.notNull().unique())
    .addColumn('claim_code', 'text', (c) => c.notNull().unique())
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('online_status', 'smallint', (c) => c.notNull().check(sql`online_status in (1, 2, 3)`))
    .addColumn('wallet_address', 'text')
    .addColumn('sol_address', 'text')
    .addColumn('simulation_balance', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agents_user_id').on('agents').column('user_id').execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('key_name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('key_suffix', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status in (1, 2)`))
    .addColumn('create_type', 'smallint', (c) => c.notNull().check(sql`create_type in (1, 2)`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_called_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_agent_id').on('api_keys').column('agent_id').execute();

  await db.schema
    .createTable('risk_settings')
    .addColumn('agent_id', 'bigint', (c) => c.primaryKey().references('agents.id'))
    .addColumn('trade_limit_enabled', 'boolean', (c) => c.notNull())
    .addColumn('max_trade_amount', sql`numeric(20, 8)`, (c) => c.notNull())
    .addColumn('daily_trade_amount_limit', sql`numeric(20, 8)`, (c) => c.notNull())
    .addColumn('max_position_value', sql`numeric(20, 8)`, (c) => c.notNull())
    .addColumn('max_trades_per_day', 'integer', (c) => c.notNull())
    .addColumn('risk_control_enabled', 'boolean', (c) => c.notNull())
    .addColumn('take_profit_percent', 'smallint')
    .addColumn('stop_loss_percent', 'smallint')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['risk_settings', 'api_keys', 'agents', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
