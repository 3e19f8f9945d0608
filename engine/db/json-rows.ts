import { sql, type RawBuilder } from 'kysely';

/** Rows for jsonb_populate_record(set): int8 as text and times as ISO text, so nothing passes through a float. */
export const jsonRows = (rows: unknown) => JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * `insert into table (columns) select … from the rows where when`, each value typed by the
 * table's own row type: one statement for any number of rows, with no placeholder per value.
 * `computed` replaces a column's value by an expression.
 */
export function insertRows(table: string, rows: readonly Record<string, unknown>[], when: RawBuilder<boolean> = sql`true`, computed: Record<string, RawBuilder<unknown>> = {}): RawBuilder<unknown> {
  const columns = Object.keys(rows[0]!);
  const values = columns.map((c) => computed[c] ?? sql.ref(`r.${c}`));
  return sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.id(c)))})
    select ${sql.join(values)} from jsonb_populate_recordset(null::${sql.table(table)}, ${jsonRows(rows)}::jsonb) r where ${when}`;
}
