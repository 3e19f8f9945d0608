import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per submitted venue_b transaction; amounts are atomic units (6 decimals).
  await db.schema
    .createTable('venue_b_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    // A quote is single use: a second order for it cannot exist, whichever process took it.
    .addColumn('quote_id', 'text', (c) => c.notNull().unique())
    .addColumn('market_ticker', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('YES', 'NO')`))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('BUY', 'SELL')`))
    .addColumn('user_public_key', 'text', (c) => c.notNull())
    .addColumn('destination_wallet', 'text', (c) => c.notNull())
    .addColumn('input_mint', 'text', (c) => c.notNull())
    .addColumn('output_mint', 'text', (c) => c.notNull())
    .addColumn('in_amount', 'bigint', (c) => c.notNull())
    .addColumn('out_amount', 'bigint', (c) => c.notNull())
    .addColumn('min_out_amount', 'bigint', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('tx_signature', 'text', (c) => c.notNull().unique())
    /** The routing provider's status: pending, open, closed, failed, expired. */
    .addColumn('provider_status', 'text', (c) => c.notNull())
    /** The spec's order status: 1 live until settled, then 2 matched, 3 canceled or 5 invalid. */
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 1 and 5`))
    .addColumn('filled_in', 'bigint', (c) => c.notNull())
    .addColumn('filled_out', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('skill_slug', 'text')
    .addColumn('source', 'text')
    .addColumn('reasoning', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('venue_b_orders_agent').on('venue_b_orders').columns(['agent_id', 'created_at']).execute();
  await db.schema.createIndex('venue_b_orders_live').on('venue_b_orders').column('status').where(sql.ref('status'), '=', 1).execute();

  // Chain-B wallets an agent has proven it controls by signing a submitted transaction.
  await db.schema
    .createTable('venue_b_wallets')
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('first_used_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_b_wallets_pk', ['agent_id', 'address'])
    .execute();

  // Wallets an operator verified, for a KYC-enforcing configuration.
  await db.schema
    .createTable('venue_b_kyc')
    .addColumn('address', 'text', (c) => c.primaryKey())
    .addColumn('verified_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['venue_b_kyc', 'venue_b_wallets', 'venue_b_orders']) await db.schema.dropTable(table).execute();
}
