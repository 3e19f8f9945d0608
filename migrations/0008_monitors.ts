import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per stop-loss / take-profit that fired, keyed by the position's state when it fired:
  // inserted in the transaction that acts on it, so a trigger acts once however often (and in
  // however many processes) it is evaluated, and a changed position can trigger again.
  await db.schema
    .createTable('risk_triggers')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('venue', 'text', (c) => c.notNull())
    .addColumn('wallet_address', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('stop_loss', 'take_profit')`))
    .addColumn('position_state', 'text', (c) => c.notNull())
    /** exit: sold through the book; alert: the agent was told instead. */
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('exit', 'alert')`))
    .addColumn('order_id', 'text')
    /** The price that crossed and the threshold it crossed (atomic units). */
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('threshold', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('risk_triggers_once', ['agent_id', 'wallet_address', 'token_id', 'kind', 'position_state'])
    .execute();
  await db.schema.createIndex('risk_triggers_agent_created').on('risk_triggers').columns(['agent_id', 'created_at']).execute();

  // Exit orders the agent signed in advance, for the live venue where the service cannot sign.
  await db.schema
    .createTable('exit_orders')
    .addColumn('order_hash', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id'))
    .addColumn('wallet_address', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('market_condition_id', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('any', 'stop_loss', 'take_profit')`))
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    /** The request as armed (signed order, price, size), verified again when it is used. */
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('armed', 'used', 'disarmed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exit_orders_agent_status').on('exit_orders').columns(['agent_id', 'status']).execute();

  // The monitors of a process catch up with positions changed by other processes by this column.
  await db.schema.createIndex('positions_updated_at').on('positions').column('updated_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('positions_updated_at').execute();
  await db.schema.dropTable('exit_orders').execute();
  await db.schema.dropTable('risk_triggers').execute();
}
