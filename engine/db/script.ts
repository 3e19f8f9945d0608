import { CompiledQuery } from 'kysely';
import type { Db } from './connect.js';

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
  const text = SCRIPT_MARK + statements.map((s) => inlineParameters(s)).join(';\n');
  return (await db.executeQuery<R>(CompiledQuery.raw(text, []))).rows;
}

function inlineParameters({ sql, parameters }: CompiledQuery): string {
  // Kysely writes placeholders as $1..$n and never inside a literal it writes itself.
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(parameters[Number(n) - 1]));
}

/** A string literal in the escape form (E'…'), which reads the same whatever standard_conforming_strings says. */
const NEEDS_CARE = /[\\'\0]/;
const quoted = (text: string) => {
  // Most values (numbers, hashes, times) hold nothing to escape: they skip the replaces.
  if (!NEEDS_CARE.test(text)) return `E'${text}'`;
  if (text.includes('\0')) throw new Error('a NUL character cannot be sent to PostgreSQL');
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
