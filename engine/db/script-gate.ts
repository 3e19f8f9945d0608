import { sql, type RawBuilder } from 'kysely';

/**
 * A gate across the statements of one script (see script.ts): a statement that decides opens or
 * shuts it, and the writes after it run only while it is open, so a decision made in the database
 * (a reservation's checks) governs writes that could be built before it ran. It is a setting local
 * to the transaction, so a transaction starts with it shut. It holds the tags (script-groups.ts
 * newTag) of the scripts it is open for: one statement may decide for the scripts of several
 * agents at once (one-script.ts), each of whose writes runs only where its own tag is open. Every
 * deciding statement sets it, open or shut, in a row it answers whatever it finds, before the
 * writes of the scripts it decides for.
 */
const NAME = 'service.script_gate';

/** Opens the gate for `tag` alone where `decision` is true, shuts it otherwise (null shuts it): an expression for the select list of the deciding statement. */
export const setGate = (decision: RawBuilder<boolean>, tag: string) => setGates(sql<string | null>`case when ${decision} then ${tag}::text end`);

/** Opens the gate for the tags `openTags` lists, comma-separated, and shuts it for every other (null shuts it for all). */
export const setGates = (openTags: RawBuilder<string | null>) => sql<string>`set_config(${sql.lit(NAME)}, coalesce(${openTags}, ''), true)`;

/** Whether the gate is open for `tag`, as a condition for a write. */
export const gateOpen = (tag: string) => sql<boolean>`${tag}::text = any(string_to_array(current_setting(${sql.lit(NAME)}, true), ','))`;
