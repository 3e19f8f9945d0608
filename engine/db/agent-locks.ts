import { CompiledQuery } from 'kysely';

/**
 * An agent's row lock serialises everything that moves its money, in every process sharing the
 * database. A script takes it first, in a statement of its own: in PostgreSQL's read committed
 * mode each later statement reads as of its own start, so none reads from before the lock's last
 * holder committed. No builder to compile and no column to describe, on every trade.
 */
export const agentLockStatement = (agentId: string) => CompiledQuery.raw('select from agents where id = $1 for update', [agentId]);

/**
 * Several agents' row locks in one statement, taken in id order, the order in which every group
 * takes them (script-groups.ts), so two groups cannot wait on each other: a group commit's scripts
 * take theirs together at its start, where a statement each cost the server a statement's fixed
 * cost on every trade. The ids go as one text: a script sends each parameter as text (db/script.ts),
 * and has no text form for an array.
 */
export const agentsLockStatement = (agentIds: readonly string[]) =>
  CompiledQuery.raw(`select count(*) as locked from (select from agents where id = any(string_to_array($1, ',')::int8[]) order by id for update) l`, [agentIds.join(',')]);
