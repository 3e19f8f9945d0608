import { sql, type Kysely } from 'kysely';
import { createIndexConcurrently, dropIndexConcurrently } from './concurrently.js';

/**
 * The simulated venue's resting orders by token, side and price, and its GTD orders by expiry: a
 * price tick finds the orders the book has reached, and the ones that expired, without reading the
 * others. The service's live orders by market find those a resolution strands. Built
 * concurrently, outside a transaction: trades go on while they build.
 */
export const outsideTransaction = true;

export async function up(db: Kysely<any>): Promise<void> {
  await createIndexConcurrently(db, 'sim_venue_a_orders_resting', sql`sim_venue_a_orders (token_id, side, price) where status = 'LIVE'`);
  await createIndexConcurrently(db, 'sim_venue_a_orders_expiring', sql`sim_venue_a_orders (expiration) where status = 'LIVE' and order_type = 'GTD'`);
  await createIndexConcurrently(db, 'orders_live_market', sql`orders (market_condition_id) where status = 1`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropIndexConcurrently(db, 'orders_live_market');
  await dropIndexConcurrently(db, 'sim_venue_a_orders_expiring');
  await dropIndexConcurrently(db, 'sim_venue_a_orders_resting');
}
