import { sql, type RawBuilder } from 'kysely';

/**
 * A statement's refusal: refuse_order (migration 0014) raises SQLSTATE ATS01 with a JSON reason,
 * which ends the statement and rolls back its transaction, or the whole script it runs in, with no
 * application code between its check and its commit.
 */
export const refusal = (reason: string) => sql<boolean>`refuse_order(${JSON.stringify({ reason })})`;

/** A write that must change a row: where it changes none, it raises with `reason`; `when` as the write's own (a write that was not to run raises nothing). */
export function mustChange(write: RawBuilder<unknown>, reason: string, when: RawBuilder<boolean> = sql`true`): RawBuilder<unknown> {
  return sql`with changed as (${write}) select ${refusal(reason)} where not exists (select 1 from changed) and ${when}`;
}

/** The reason a statement raised with refusal(), or null for any other error. */
export function refusalReason(error: unknown): string | null {
  if (!(error instanceof Error) || (error as { code?: string }).code !== 'ATS01') return null;
  return (JSON.parse(error.message) as { reason: string }).reason;
}
