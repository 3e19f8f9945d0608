import { sql, type Kysely } from 'kysely';
import { createIndexConcurrently, dropIndexConcurrently } from './concurrently.js';

/**
 * Every resting order was an entry in two partial indexes of the live orders: `orders_live` (by
 * status alone) and `orders_live_market` (by market, 0013). The market one serves the scans of
 * every live order as well, so a resting trade writes one index entry fewer. Dropped concurrently,
 * outside a transaction: a plain drop waits for every transaction that touched the orders, and
 * holds up every trade behind it meanwhile.
 */
export const outsideTransaction = true;

export async function up(db: Kysely<any>): Promise<void> {
  await dropIndexConcurrently(db, 'orders_live');
}

export async function down(db: Kysely<any>): Promise<void> {
  await createIndexConcurrently(db, 'orders_live', sql`orders (status) where status = 1`);
}
