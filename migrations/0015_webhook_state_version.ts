import { sql, type Kysely } from 'kysely';

/**
 * An agent's actor holds the event kinds its webhooks subscribe to, and writes no event of a
 * trade that nobody asked for. Creating or deleting a webhook moves the agent's state version, as
 * changing its settings or wallets does, so no actor settles a trade on a stale list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create trigger webhooks_state_version after insert or delete or update of agent_id, events on webhooks
    for each row execute function bump_agent_state_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger webhooks_state_version on webhooks`.execute(db);
}
