import { CompiledQuery } from 'kysely';
import type { Db } from './connect.js';
import { Shapes } from './shapes.js';

/**
 * Several statements in one round trip and one transaction, each statement with its own snapshot,
 * so a row lock taken by one is in force when the next takes its snapshot, and an error in any
 * rolls back all of them. Each driver sends a script its way: to PostgreSQL, every statement's
 * Bind and Execute with one Sync (pg-script.ts), its values as bound parameters; to the embedded
 * database, one string of statements on the simple protocol (scriptText), its values written in as
 * literals. Either way a value goes as text of unknown type, for the server to type from its
 * context. Answers every statement's rows, in order.
 */
export const SCRIPT_MARK = '/* script */';

/** A script's statement as a driver sends it: by its prepared shape's name where it has one, and its values as text (null for NULL). */
export interface ScriptStatement {
  name: string | null;
  sql: string;
  values: Array<string | null>;
}

/** A script goes to the driver as its mark, its statements as the parameters (see SCRIPT_MARK's drivers). */
export async function runScript<R>(db: Db, statements: readonly CompiledQuery[]): Promise<R[]> {
  return (await db.executeQuery<R>(CompiledQuery.raw(SCRIPT_MARK, statements.map(scriptStatement)))).rows;
}

/** A query that is a script: its statements, or null. */
export const scriptOfQuery = (sql: string, parameters: readonly unknown[] | undefined): readonly ScriptStatement[] | null =>
  sql === SCRIPT_MARK ? ((parameters ?? []) as readonly ScriptStatement[]) : null;

const scriptStatement = ({ sql, parameters }: CompiledQuery): ScriptStatement => ({ name: shapes.nameOf(sql), sql, values: parameters.map(parameterText) });

/**
 * Statement shapes that scripts run often are prepared on each connection that runs them, and the
 * scripts execute them by name: otherwise the server parses and plans every statement of every
 * script, and planning the reservation's one statement took the server twice as long as running it.
 */
const shapes = new Shapes('script_shape_');

/** The prepared shapes a script uses, each once. */
export const scriptShapesUsed = (statements: readonly ScriptStatement[]): string[] => [...new Set(statements.flatMap((s) => (s.name === null ? [] : [s.name])))];

/**
 * Before a script, a connection prepares every shape the script uses that it has not: `prepared`
 * holds the names it has. After a failed PREPARE, the ones before it in the same round trip may
 * have run: the connection is asked which it holds, unless it cannot answer now (a transaction the
 * failure aborted; then its next failure asks again).
 */
export async function prepareShapes(
  statements: readonly ScriptStatement[],
  prepared: Set<string>,
  run: (text: string) => Promise<unknown>,
  select: (text: string) => Promise<{ rows: Array<{ name: string }> }>,
): Promise<void> {
  const names = scriptShapesUsed(statements).filter((name) => !prepared.has(name));
  if (!names.length) return;
  try {
    await run(names.map((name) => `PREPARE ${name} AS ${shapes.texts.get(name)!}`).join(';\n'));
    for (const name of names) prepared.add(name);
  } catch (error) {
    const held = await select(`select name from pg_prepared_statements where name like 'script_shape_%'`).catch(() => null);
    if (held) {
      prepared.clear();
      for (const row of held.rows) prepared.add(row.name);
    }
    throw error;
  }
}

/**
 * The script as one string of statements for the simple protocol, written by one join of its
 * pieces. A group's script runs to hundreds of kilobytes (a batch of 20 orders writes some 46 KB of
 * rows), and V8 builds a string over 128 KB in its large-object space, at ten times the cost a
 * byte: written as strings of strings (`EXECUTE …(${values})`, the statements joined), it would be
 * copied whole once per level.
 */
export function scriptText(statements: readonly ScriptStatement[]): string {
  const body: string[] = [];
  statements.forEach(({ name, sql, values }, at) => {
    if (at) body.push(';\n');
    if (name === null) {
      // Kysely writes placeholders as $1..$n and never inside a literal it writes itself.
      body.push(sql.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]!)));
    } else {
      body.push('EXECUTE ', name);
      values.forEach((value, i) => body.push(i ? ', ' : '(', literal(value)));
      if (values.length) body.push(')');
    }
  });
  return body.join('');
}

/** A value as the text PostgreSQL is sent for it, as the extended protocol sends a parameter in text; null for NULL. */
function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return withoutNul(value);
  if (typeof value === 'bigint' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  // JSON.stringify writes a NUL as \u0000, never raw: its text needs no check.
  if (typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  throw new Error(`no text form for ${Array.isArray(value) ? 'an array' : `a ${typeof value}`} parameter`);
}

const withoutNul = (value: string) => {
  if (value.includes('\0')) throw new Error('a NUL character cannot be sent to PostgreSQL');
  return value;
};

/** A string literal in the escape form (E'…'), which reads the same whatever standard_conforming_strings says. */
const literal = (value: string | null) => {
  if (value === null) return 'NULL';
  // Most values (numbers, hashes, times, rows) hold nothing to escape: they skip the replaces.
  // A search for each character reads a batch's rows ten times faster than one regular expression of both.
  if (!value.includes("'") && !value.includes('\\')) return `E'${value}'`;
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
};
