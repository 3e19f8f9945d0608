import { sql, type Kysely } from 'kysely';

/**
 * An agent's actor keeps the agent's risk settings and wallets in memory and writes a trade with
 * one statement that checks the version it loaded them at. Triggers keep the version, so no writer
 * (a route, an operator, another process, a hand-run SQL) can change what an actor holds without
 * every actor's next trade seeing that it is stale.
 *
 * refuse_order ends the statement that calls it with its argument as the error message: a
 * reservation refused by a check inside its statement rolls back everything the statement did,
 * including in a multi-statement script that no application code runs between.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agents').addColumn('state_version', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await sql`create function bump_agent_state_version() returns trigger language plpgsql as $$
    begin
      update agents set state_version = state_version + 1
        where id = case when tg_op = 'DELETE' then old.agent_id else new.agent_id end;
      if tg_op = 'UPDATE' and old.agent_id is distinct from new.agent_id then
        update agents set state_version = state_version + 1 where id = old.agent_id;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['risk_settings', 'wallet_credentials']) {
    await sql`create trigger ${sql.id(`${table}_state_version`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function bump_agent_state_version()`.execute(db);
  }
  await sql`create function refuse_order(answer text) returns boolean language plpgsql as $$
    begin
      raise exception using errcode = 'ATS01', message = answer;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function refuse_order(text)`.execute(db);
  for (const table of ['risk_settings', 'wallet_credentials']) await sql`drop trigger ${sql.id(`${table}_state_version`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function bump_agent_state_version()`.execute(db);
  await db.schema.alterTable('agents').dropColumn('state_version').execute();
}
