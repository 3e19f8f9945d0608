import { CompiledQuery, type RawBuilder } from 'kysely';
import type { Db } from './connect.js';
import type { RowSet } from './json-rows.js';

/** What the first build of a shape is given for a row set's JSON: its compiled place is where later calls put theirs. */
class StandIn {
  constructor(readonly at: number) {}
}

interface Shape {
  sql: string;
  parameters: readonly unknown[];
  /** [index in `parameters`, index of the row set] for each stand-in. */
  places: ReadonlyArray<readonly [number, number]>;
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
    if (!shape) shapes.set(key, (shape = shapeOf(db, build, sets)));
    const parameters = shape.parameters.slice();
    for (const [index, at] of shape.places) parameters[index] = sets[at]!.json;
    return CompiledQuery.raw(shape.sql, parameters);
  };
}

function shapeOf(db: Db, build: (sets: ReadonlyArray<RowSet | null>) => RawBuilder<unknown>, sets: ReadonlyArray<RowSet | null>): Shape {
  const { sql, parameters } = build(sets.map((set, at) => set && { columns: set.columns, json: new StandIn(at) })).compile(db);
  const places = parameters.flatMap((value, index) => (value instanceof StandIn ? [[index, value.at] as const] : []));
  const missing = sets.findIndex((set, at) => set !== null && !places.some(([, placed]) => placed === at));
  if (missing >= 0) throw new Error(`the statement does not take row set ${missing} as a parameter`);
  return { sql, parameters, places };
}
