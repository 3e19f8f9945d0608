import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The simulated venue_b's traded volume per market (outcome-token atomic units), kept in the
  // database like its KYC registry so that every process and every restart sees the same figure.
  await db.schema
    .createTable('venue_b_sim_volume')
    .addColumn('ticker', 'text', (c) => c.primaryKey())
    .addColumn('traded', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('venue_b_sim_volume').execute();
}
