import { sql, type Kysely } from 'kysely';
import { marketByConditionId } from '../engine/venues/venue_a/sim/catalog.js';

export async function up(db: Kysely<any>): Promise<void> {
  // The simulated exchange's own order book and trades, apart from the service's books: the
  // engine talks to it through the venue port exactly as it talks to the live CLOB, so an order
  // the simulation took exists there whether or not the engine recorded its answer.
  await db.schema
    .createTable('sim_venue_a_orders')
    .addColumn('order_hash', 'text', (c) => c.primaryKey())
    /** The account the order was placed for (lowercase address): cancels and reads are scoped to it. */
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('maker', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('condition_id', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('BUY', 'SELL')`))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('matched', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('LIVE', 'MATCHED', 'CANCELED', 'CANCELED_MARKET_RESOLVED', 'INVALID')`))
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('expiration', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sim_venue_a_orders_live').on('sim_venue_a_orders').columns(['account', 'token_id']).where(sql.ref('status'), '=', 'LIVE').execute();

  await db.schema
    .createTable('sim_venue_a_trades')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('order_hash', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('TAKER', 'MAKER')`))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('matched_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sim_venue_a_trades_account').on('sim_venue_a_trades').columns(['account', 'matched_at']).execute();

  // A resolution carries its winning outcome's index, so reading it needs no market catalog (the
  // live venue's markets are not in one). Rows so far are the simulation's, of catalog markets.
  await db.schema.alterTable('market_resolutions').addColumn('winning_outcome_index', 'smallint').execute();
  for (const row of await db.selectFrom('market_resolutions').select(['condition_id', 'winning_token_id']).execute()) {
    const index = marketByConditionId(row.condition_id)?.clobTokenIds.indexOf(row.winning_token_id) ?? -1;
    await db.updateTable('market_resolutions').set({ winning_outcome_index: Math.max(index, 0) }).where('condition_id', '=', row.condition_id).execute();
  }
  await db.schema.alterTable('market_resolutions').alterColumn('winning_outcome_index', (c) => c.setNotNull()).execute();

  // What an order counted against the day's amount when it was reserved (its signed USDC amount),
  // so a reservation the venue refused can be given back exactly, even by another process later.
  await db.schema.alterTable('orders').addColumn('notional', 'bigint').execute();
  await sql`update orders set notional = case when side = 'BUY' then (size * price + 999999) / 1000000 else (size * price) / 1000000 end`.execute(db);
  await db.schema.alterTable('orders').alterColumn('notional', (c) => c.setNotNull()).execute();

  // A sell's held shares on the order itself: where the venue holds the shares, the service holds
  // back only shares it knows of, so what a close gives back is what was held, not the remainder.
  await db.schema.alterTable('orders').addColumn('reserved_shares', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update orders set reserved_shares = size - matched_size where side = 'SELL' and status = 1`.execute(db);

  // A pending order's trade-log row is written with it, and removed if the venue refuses the order.
  await db.schema.createIndex('trade_log_order').on('trade_log').column('order_id').where(sql.ref('order_id'), 'is not', null).execute();

  // A fill synced from a venue's trades carries the venue's trade id, so a trade seen twice is booked once.
  await db.schema.alterTable('fills').addColumn('venue_trade_id', 'text').execute();
  await db.schema.createIndex('fills_venue_trade').on('fills').columns(['order_hash', 'venue_trade_id']).unique().where(sql.ref('venue_trade_id'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('trade_log_order').execute();
  await db.schema.dropIndex('fills_venue_trade').execute();
  await db.schema.alterTable('fills').dropColumn('venue_trade_id').execute();
  await db.schema.alterTable('market_resolutions').dropColumn('winning_outcome_index').execute();
  await db.schema.alterTable('orders').dropColumn('notional').execute();
  await db.schema.alterTable('orders').dropColumn('reserved_shares').execute();
  await db.schema.dropTable('sim_venue_a_trades').execute();
  await db.schema.dropTable('sim_venue_a_orders').execute();
}
