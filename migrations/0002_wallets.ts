import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per wallet: a wallet belongs to one agent. Credentials are sealed (AES-256-GCM) and
  // absent for a wallet that is linked by signature only.
  await db.schema
    .createTable('wallet_credentials')
    .addColumn('wallet_address', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('signature_type', 'smallint', (c) => c.notNull().check(sql`signature_type between 0 and 3`))
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status in (1, 2)`))
    .addColumn('key_id', 'text')
    .addColumn('nonce', 'text')
    .addColumn('ciphertext', 'text')
    .addColumn('registered_at', 'timestamptz')
    .addColumn('linked_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_credentials_agent_id').on('wallet_credentials').column('agent_id').execute();

  // API credentials the simulated venue_a has issued (hashes only), as the live venue keeps its own.
  await db.schema
    .createTable('sim_venue_a_api_keys')
    .addColumn('api_key', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('passphrase_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sim_venue_a_api_keys').execute();
  await db.schema.dropTable('wallet_credentials').execute();
}
