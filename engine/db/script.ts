import { CompiledQuery } from 'kysely';
import type { Db } from './connect.js';
import { Shapes } from './shapes.js';

/**
 * Several statements in one round trip: PostgreSQL's simple query protocol runs a string of
 * statements as one implicit transaction, each statement with its own snapshot, so a row lock taken
 * by one is in force when the next takes its snapshot, and an error in any rolls back all of them.
 * The simple protocol takes no parameters, so each statement's are written into it as literals,
 * exactly as the extended protocol would send them: as text of unknown type, for the server to
 * type from their context. Answers every statement's rows, in order.
 */
export const SCRIPT_MARK = '/* script */';

export async function runScript<R>(db: Db, statements: readonly CompiledQuery[]): Promise<R[]> {
  return (await db.executeQuery<R>(CompiledQuery.raw(scriptText(statements), []))).rows;
}

/**
 * The script's text, written by one join of its pieces. A group's script runs to hundreds of
 * kilobytes (a batch of 20 orders writes some 46 KB of rows), and V8 builds a string over 128 KB in
 * its large-object space, at ten times the cost a byte: written as strings of strings
 * (`EXECUTE …(${values})`, the statements joined, the mark in front), it would be copied whole once
 * per level, and once more where the driver reads its mark.
 */
function scriptText(statements: readonly CompiledQuery[]): string {
  const used = new Set<string>();
  const body: string[] = [];
  statements.forEach((statement, at) => {
    if (at) body.push(';\n');
    const name = shapes.nameOf(statement.sql);
    if (name === null) {
      body.push(inlineParameters(statement));
    } else {
      used.add(name);
      body.push('EXECUTE ', name);
      statement.parameters.forEach((value, i) => body.push(i ? ', ' : '(', literal(value)));
      if (statement.parameters.length) body.push(')');
    }
  });
  return [SCRIPT_MARK, used.size ? `/* uses ${[...used].join(' ')} */` : '', '\n', ...body].join('');
}

/**
 * Statement shapes that scripts run often are prepared on each connection that runs them, and the
 * scripts EXECUTE them: the simple protocol otherwise parses and plans every statement of every
 * script, and planning the reservation's one statement took the server twice as long as running it.
 */
const shapes = new Shapes('script_shape_');

const USES = /^\/\* script \*\/\/\* uses ([^*]*) \*\//;

/** The prepared shapes a script EXECUTEs. */
export const scriptShapesUsed = (script: string): string[] => USES.exec(script)?.[1]!.split(' ') ?? [];

/**
 * Before a script, a connection prepares every shape the script uses that it has not: `prepared`
 * holds the names it has. After a failed PREPARE, the ones before it in the same round trip may
 * have run: the connection is asked which it holds, unless it cannot answer now (a transaction the
 * failure aborted; then its next failure asks again).
 */
export async function prepareShapes(
  script: string,
  prepared: Set<string>,
  run: (text: string) => Promise<unknown>,
  select: (text: string) => Promise<{ rows: Array<{ name: string }> }>,
): Promise<void> {
  const names = scriptShapesUsed(script).filter((name) => !prepared.has(name));
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

function inlineParameters({ sql, parameters }: CompiledQuery): string {
  // Kysely writes placeholders as $1..$n and never inside a literal it writes itself.
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(parameters[Number(n) - 1]));
}

/** A string literal in the escape form (E'…'), which reads the same whatever standard_conforming_strings says. */
const quoted = (text: string) => {
  if (text.includes('\0')) throw new Error('a NUL character cannot be sent to PostgreSQL');
  // Most values (numbers, hashes, times, rows) hold nothing to escape: they skip the replaces.
  // A search for each character reads a batch's rows ten times faster than one regular expression of both.
  if (!text.includes("'") && !text.includes('\\')) return `E'${text}'`;
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
};

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'bigint' || typeof value === 'number') return quoted(String(value));
  if (typeof value === 'boolean') return value ? "'true'" : "'false'";
  if (value instanceof Date) return quoted(value.toISOString());
  if (value instanceof Uint8Array) return quoted(`\\x${Buffer.from(value).toString('hex')}`);
  if (typeof value === 'object' && !Array.isArray(value)) return quoted(JSON.stringify(value));
  throw new Error(`no literal form for a ${Array.isArray(value) ? 'array' : typeof value} parameter`);
}
