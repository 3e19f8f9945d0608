import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The last block height of a venue_b order's blockhash, which the live venue's order status is
  // asked with; null on the simulated chain, whose quotes expire by time.
  await db.schema.alterTable('venue_b_orders').addColumn('last_valid_block_height', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('venue_b_orders').dropColumn('last_valid_block_height').execute();
}
