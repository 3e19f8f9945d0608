import { sql, type RawBuilder } from 'kysely';

/**
 * Flat rows for jsonb_populate_recordset: int8 as text and times as ISO text, so nothing passes
 * through a float. The int8 are turned to text first: JSON.stringify with a replacer is several
 * times slower, and it runs on every order.
 */
export const jsonRows = (rows: readonly Record<string, unknown>[]): string => JSON.stringify(rows.map(textInts));

/** The row with its bigints as decimal text, as the driver reads int8. */
export function textInts<T extends Record<string, unknown>>(row: T): { [K in keyof T]: T[K] extends bigint ? string : T[K] } {
  const out: Record<string, unknown> = {};
  for (const key in row) {
    const value = row[key];
    out[key] = typeof value === 'bigint' ? value.toString() : value;
  }
  return out as { [K in keyof T]: T[K] extends bigint ? string : T[K] };
}

/**
 * A table's column list and the same columns of the row set `r`, as raw text made once per list:
 * the names are this code's own, and the trade path would otherwise build and compile a node for
 * every one of them on every order.
 */
interface ColumnList {
  names: RawBuilder<unknown>;
  values: RawBuilder<unknown>;
  each: Array<RawBuilder<unknown>>;
}
const columnLists = new Map<string, ColumnList>();
function columnList(columns: readonly string[]): ColumnList {
  const key = columns.join(',');
  let found = columnLists.get(key);
  if (!found) {
    const quoted = columns.map((c) => `"${c.replace(/"/g, '""')}"`);
    const each = quoted.map((q) => `r.${q}`);
    found = { names: sql.raw(quoted.join(', ')), values: sql.raw(each.join(', ')), each: each.map((v) => sql.raw(v)) };
    columnLists.set(key, found);
  }
  return found;
}

/**
 * `insert into table (columns) select … from the rows where when`, each value typed by the
 * table's own row type: one statement for any number of rows, with no placeholder per value.
 * `computed` replaces a column's value by an expression.
 */
export function insertRows(table: string, rows: readonly Record<string, unknown>[], when: RawBuilder<boolean> = sql`true`, computed: Record<string, RawBuilder<unknown>> = {}): RawBuilder<unknown> {
  const columns = Object.keys(rows[0]!);
  const { names, values, each } = columnList(columns);
  const selected = Object.keys(computed).length ? sql.join(columns.map((c, i) => computed[c] ?? each[i]!)) : values;
  return sql`insert into ${sql.table(table)} (${names})
    select ${selected} from jsonb_populate_recordset(null::${sql.table(table)}, ${jsonRows(rows)}::jsonb) r where ${when}`;
}
