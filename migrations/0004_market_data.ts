import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Prices recorded from the simulated venue's price process, kept for a retention window.
  await db.schema
    .createTable('price_history')
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('t', 'timestamptz', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_history_pk', ['token_id', 't'])
    .execute();
  await db.schema.createIndex('price_history_t').on('price_history').column('t').execute();

  // A resolved market: its winning token pays 1 per share on redemption.
  await db.schema
    .createTable('market_resolutions')
    .addColumn('condition_id', 'text', (c) => c.primaryKey())
    .addColumn('winning_token_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('market_resolutions').execute();
  await db.schema.dropTable('price_history').execute();
}
