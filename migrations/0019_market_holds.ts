import { sql, type Kysely } from 'kysely';

/**
 * What each agent's live buys hold in each market, the part of its market exposure that orders make
 * (exposureExpression): every limited buy summed it over the agent's live buys in the market, a
 * read that grew with each resting order (80 of them: 0.11-0.13 ms a buy). The orders table's own
 * triggers keep it, once for each statement that writes orders, from the rows that statement
 * wrote, so no path that writes an order can leave it behind. A row's part is what a live buy's
 * unfilled size costs at its limit price, rounded up, as the sum was.
 *
 * The triggers write the rows of an agent's markets in key order, and every statement that moves
 * what an order holds runs under its agent's row lock (a settlement that takes none only confirms
 * an order that holds the same after, which writes nothing here), so they add no lock order.
 */
const held = (row: string) => `case when ${row}.side = 'BUY' and ${row}.status = 1 then ((${row}.size - ${row}.matched_size) * ${row}.price + 999999) / 1000000 else 0 end`;

/** Adds the changes (agent, market, change) to the held amounts, in key order, skipping the ones that change nothing. */
const added = (changes: string) => `insert into market_holds as h (agent_id, market_condition_id, held)
    select agent_id, market_condition_id, sum(change)::bigint from (${changes}) c
    group by agent_id, market_condition_id having sum(change) <> 0 order by agent_id, market_condition_id
    on conflict (agent_id, market_condition_id) do update set held = h.held + excluded.held`;

const TRIGGERS = {
  insert: { referencing: 'new table as new_orders', changes: `select agent_id, market_condition_id, ${held('n')} as change from new_orders n` },
  update: {
    referencing: 'old table as old_orders new table as new_orders',
    changes: `select agent_id, market_condition_id, ${held('n')} as change from new_orders n
      union all select agent_id, market_condition_id, -(${held('o')}) from old_orders o`,
  },
  delete: { referencing: 'old table as old_orders', changes: `select agent_id, market_condition_id, -(${held('o')}) as change from old_orders o` },
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table market_holds (
    agent_id bigint not null,
    market_condition_id text not null,
    held bigint not null,
    primary key (agent_id, market_condition_id))`.execute(db);
  for (const [event, { referencing, changes }] of Object.entries(TRIGGERS)) {
    const name = sql.id(`market_holds_${event}`);
    await sql`create function ${name}() returns trigger language plpgsql as ${sql.raw(`$$begin ${added(changes)}; return null; end$$`)}`.execute(db);
    await sql`create trigger ${name} after ${sql.raw(event)} on orders referencing ${sql.raw(referencing)} for each statement execute function ${name}()`.execute(db);
  }
  await sql.raw(added(`select agent_id, market_condition_id, ${held('o')} as change from orders o where o.status = 1 and o.side = 'BUY'`)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const event of Object.keys(TRIGGERS)) {
    await sql`drop trigger ${sql.id(`market_holds_${event}`)} on orders`.execute(db);
    await sql`drop function ${sql.id(`market_holds_${event}`)}()`.execute(db);
  }
  await sql`drop table market_holds`.execute(db);
}
