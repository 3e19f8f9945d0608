import { CompiledQuery, sql, type RawBuilder } from 'kysely';

/**
 * A gate across the statements of one script (see script.ts): a statement that decides opens or
 * shuts it, and the writes after it run only while it is open, so a decision made in the database
 * (a reservation's checks) governs writes that could be built before it ran. It is a setting local
 * to the transaction, so it ends with it; one name serves every script, because the scripts of a
 * group run one after another and each shuts the gate before it decides (shutGate).
 */
const NAME = 'service.script_gate';

/**
 * First in a script that uses the gate: a gate left open by a script before it in the group opens
 * nothing. It takes the script's row lock (`lock`, a `select … for update`) in the same statement:
 * every statement of a script costs the server its own parse, plan and executor start.
 */
export const shutGateLocking = (lock: CompiledQuery) => CompiledQuery.raw(`select set_config('${NAME}', 'false', true) as gate, exists (${lock.sql}) as locked`, [...lock.parameters]);

/** Opens the gate where `decision` is true, shuts it otherwise (null shuts it): an expression for the deciding statement's select list. */
export const setGate = (decision: RawBuilder<boolean>) => sql<string>`set_config(${sql.lit(NAME)}, coalesce(${decision}, false)::text, true)`;

/** Whether the gate is open, as a condition for a write. */
export const gateOpen = sql<boolean>`current_setting(${sql.lit(NAME)}, true) = 'true'`;
