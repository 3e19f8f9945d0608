import { sql, type RawBuilder } from 'kysely';
import { jsonKey, jsonString } from '../json-text.js';

/**
 * Flat rows for json_populate_recordset and json_to_recordset: int8 as text and times as ISO
 * text, so nothing passes through a float; the same text as JSON.stringify of the rows with their
 * bigints as text (textInts), written directly. Every order writes a few of these rows: a batch of
 * 20 writes some 45 KB of them, and copying each row to turn its bigints to text, then
 * JSON.stringify calling each time's toJSON and scanning each string for what to escape, took
 * 3-4 times as long, and was a tenth of the batch path's main thread.
 * As json, not jsonb: the server reads each row's fields once, where jsonb first builds the whole
 * document, sorting each row's keys, and then looks each field up. 16 order rows took 0.18-0.21 ms
 * to read as json against 0.33-0.44 as jsonb, and PostgreSQL's CPU a trade fell 8-10% (probe,
 * resting and marketable rows, two alternating pairs).
 */
export function jsonRows(rows: readonly Record<string, unknown>[]): string {
  let out = '[';
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    out += i ? ',{' : '{';
    let first = true;
    for (const key in row) {
      const value = jsonValue(row[key]);
      if (value === undefined) continue;
      out += (first ? '' : ',') + jsonKey(key) + value;
      first = false;
    }
    out += '}';
  }
  return `${out}]`;
}

/** A row's times are mostly one time, written once. */
let lastTime = Number.NaN;
let lastIso = 'null';
function isoTime(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return 'null';
  if (time !== lastTime) [lastTime, lastIso] = [time, `"${date.toISOString()}"`];
  return lastIso;
}

/** The value as JSON.stringify writes it in an object, bigints as text; undefined where it leaves the key out. */
function jsonValue(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return jsonString(value);
    case 'bigint':
      return `"${value}"`;
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  if (value === null) return 'null';
  return value instanceof Date ? isoTime(value) : JSON.stringify(value);
}

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
 * Rows as one parameter: their JSON (jsonRows), and the columns they fill, the first row's keys.
 * A statement's text depends on the columns alone, so a statement built once for them can take
 * the JSON of other rows (db/shaped-statement.ts).
 */
export interface RowSet {
  columns: readonly string[];
  json: unknown;
}

export const rowSet = (rows: readonly Record<string, unknown>[]): RowSet => ({ columns: Object.keys(rows[0]!), json: jsonRows(rows) });

/**
 * `insert into table (columns) select … from the rows where when`, each value typed by the
 * table's own row type: one statement for any number of rows, with no placeholder per value.
 * `computed` replaces a column's value by an expression.
 */
export function insertRows(table: string, rows: readonly Record<string, unknown>[] | RowSet, when: RawBuilder<boolean> = sql`true`, computed: Record<string, RawBuilder<unknown>> = {}): RawBuilder<unknown> {
  const { columns, json } = Array.isArray(rows) ? rowSet(rows) : (rows as RowSet);
  const { names, values, each } = columnList(columns);
  const selected = Object.keys(computed).length ? sql.join(columns.map((c, i) => computed[c] ?? each[i]!)) : values;
  return sql`insert into ${sql.table(table)} (${names})
    select ${selected} from json_populate_recordset(null::${sql.table(table)}, ${json}::json) r where ${when}`;
}
