import { sql, type Kysely } from 'kysely';

/**
 * Every resting order was an entry in two partial indexes of the live orders: `orders_live` (by
 * status alone) and `orders_live_market` (by market, 0013). The market one serves the scans of
 * every live order as well, so a resting trade writes one index entry fewer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_live').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_live').on('orders').column('status').where(sql.ref('status'), '=', 1).execute();
}
