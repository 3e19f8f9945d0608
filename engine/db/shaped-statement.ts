import { CompiledQuery, type RawBuilder } from 'kysely';
import type { Db } from './connect.js';
import type { RowSet } from './json-rows.js';

/** What the first build of a shape is given for a value: its compiled place is where later calls put theirs. */
class StandIn {
  constructor(readonly at: number) {}
}

interface Shape {
  sql: string;
  parameters: readonly unknown[];
  /** [index in `parameters`, index of the value] for each stand-in. */
  places: ReadonlyArray<readonly [number, number]>;
}

/** `built` compiled, with where its stand-ins went; each value in `required` must have gone somewhere (`what` names it). */
function shapeOf(db: Db, built: RawBuilder<unknown>, required: readonly number[], what: string): Shape {
  const { sql, parameters } = built.compile(db);
  const places = parameters.flatMap((value, index) => (value instanceof StandIn ? [[index, value.at] as const] : []));
  const missing = required.find((at) => !places.some(([, placed]) => placed === at));
  if (missing !== undefined) throw new Error(`the statement does not take ${what} ${missing} as a parameter`);
  return { sql, parameters, places };
}

/** The shape's statement with each call's values in their places. */
function filled(shape: Shape, values: readonly unknown[]): CompiledQuery {
  const parameters = shape.parameters.slice();
  for (const [index, at] of shape.places) parameters[index] = values[at];
  return CompiledQuery.raw(shape.sql, parameters);
}

const shapeKey = (sets: ReadonlyArray<RowSet | null>) => sets.map((set) => (set ? set.columns.join(',') : '-')).join('|');

/**
 * A statement whose values all come as row sets (RowSet), and whose text the row sets' columns fix
 * (and which of them there are, null for none): built and compiled once for each such shape, then
 * only given each call's JSON. The reservation's set statement (trading/reserve-set.ts), some
 * hundreds of Kysely nodes, took 0.35 ms to build and 0.08 ms to compile for a group of 7.5 orders,
 * 8% of the resting trade path's main thread; the shape's text and parameters are looked up in
 * a few microseconds. `build` sees stand-ins, never the values, so nothing it writes can vary
 * between calls of one shape but the row sets' JSON; and it must put each set's JSON in as a
 * parameter, which the first build of a shape checks.
 */
export function shapedStatement(db: Db, build: (sets: ReadonlyArray<RowSet | null>) => RawBuilder<unknown>): (sets: ReadonlyArray<RowSet | null>) => CompiledQuery {
  const shapes = new Map<string, Shape>();
  return (sets) => {
    const key = shapeKey(sets);
    let shape = shapes.get(key);
    if (!shape) {
      const built = build(sets.map((set, at) => set && { columns: set.columns, json: new StandIn(at) }));
      shapes.set(key, (shape = shapeOf(db, built, sets.flatMap((set, at) => (set ? [at] : [])), 'row set')));
    }
    return filled(shape, sets.map((set) => set?.json));
  };
}

/**
 * A statement whose text its shape (a key the caller names) fixes, built and compiled once for each
 * database and shape, then only given each call's values, as shapedStatement does for row sets.
 * `build` sees stand-ins, never the values, so it may branch on the shape alone; and it must put
 * every value in as a parameter, which the first build of a shape checks.
 */
export function valuedStatement<Key, Values extends readonly unknown[]>(build: (shape: Key, values: Values) => RawBuilder<unknown>): (db: Db, shape: Key, values: Values) => CompiledQuery {
  const byDb = new WeakMap<Db, Map<Key, Shape>>();
  return (db, key, values) => {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    let shape = shapes.get(key);
    if (!shape) {
      const standIns = values.map((_, at) => new StandIn(at)) as unknown as Values;
      shapes.set(key, (shape = shapeOf(db, build(key, standIns), values.map((_, at) => at), 'value')));
    }
    return filled(shape, values);
  };
}
