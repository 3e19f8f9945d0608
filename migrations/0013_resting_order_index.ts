import { sql, type Kysely } from 'kysely';

/**
 * The simulated venue's resting orders by token, side and price, and its GTD orders by expiry: a
 * price tick finds the orders the book has reached, and the ones that expired, without reading the
 * others. The service's live orders by market find those a resolution strands.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sim_venue_a_orders_resting').on('sim_venue_a_orders').columns(['token_id', 'side', 'price']).where(sql.ref('status'), '=', 'LIVE').execute();
  await db.schema
    .createIndex('sim_venue_a_orders_expiring')
    .on('sim_venue_a_orders')
    .column('expiration')
    .where(sql<boolean>`status = 'LIVE' and order_type = 'GTD'`)
    .execute();
  await db.schema.createIndex('orders_live_market').on('orders').column('market_condition_id').where(sql.ref('status'), '=', 1).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_live_market').execute();
  await db.schema.dropIndex('sim_venue_a_orders_expiring').execute();
  await db.schema.dropIndex('sim_venue_a_orders_resting').execute();
}
