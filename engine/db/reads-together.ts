import { expressionBuilder, sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { Db } from './connect.js';
import type { Database } from './schema.js';

/**
 * A read that can share one statement with others: a scalar subquery answering one JSON value
 * (or no row, read as null), and how to turn that value into what its caller wants. Amounts in
 * the JSON are text, so int8 and numeric never pass through a float.
 */
export interface JsonRead<T> {
  json(eb: ExpressionBuilder<Database, never>): Expression<unknown>;
  parse(value: unknown): T;
}

export type Answers<R extends Record<string, JsonRead<unknown>>> = { [K in keyof R]: R[K] extends JsonRead<infer T> ? T : never };

const eb = expressionBuilder<Database, never>();

/**
 * Several reads in one round trip: each is a column of one select. A page that needs six small
 * facts about an agent pays one statement's send, parse and plan instead of six.
 */
export async function readTogether<R extends Record<string, JsonRead<unknown>>>(db: Db, reads: R): Promise<Answers<R>> {
  const keys = Object.keys(reads);
  const row = (await db
    .selectNoFrom(keys.map((key) => sql<string | null>`(${reads[key]!.json(eb)})::text`.as(key)))
    .executeTakeFirstOrThrow()) as Record<string, string | null>;
  const answers: Record<string, unknown> = {};
  for (const key of keys) {
    const text = row[key] ?? null;
    answers[key] = reads[key]!.parse(text === null ? null : JSON.parse(text));
  }
  return answers as Answers<R>;
}

/** Epoch milliseconds of a timestamp column, exact (extract answers numeric). */
export const epochMs = (column: string) => sql<number>`floor(extract(epoch from ${sql.ref(column)}) * 1000)::int8`;
