import { sql, type RawBuilder } from 'kysely';

/**
 * A gate across the statements of one script (see script.ts): a statement that decides opens or
 * shuts it, and the writes after it run only while it is open, so a decision made in the database
 * (a reservation's checks) governs writes that could be built before it ran. It is a setting local
 * to the transaction, so a transaction starts with it shut. One name serves every script: the
 * scripts of a group run one after another, and the deciding statement of each sets the gate, open
 * or shut, before that script's writes, in a row it answers whatever it finds.
 */
const NAME = 'service.script_gate';

/**
 * Opens the gate where `decision` is true, shuts it otherwise (null shuts it): an expression for
 * the select list of the deciding statement, which must answer one row whatever it finds.
 */
export const setGate = (decision: RawBuilder<boolean>) => sql<string>`set_config(${sql.lit(NAME)}, coalesce(${decision}, false)::text, true)`;

/** Whether the gate is open, as a condition for a write. */
export const gateOpen = sql<boolean>`current_setting(${sql.lit(NAME)}, true) = 'true'`;
