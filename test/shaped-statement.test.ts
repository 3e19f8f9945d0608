import { expect } from 'chai';
import { sql, type CompiledQuery } from 'kysely';
import type { Db } from '../engine/db/connect.js';
import { rowSet, type RowSet } from '../engine/db/json-rows.js';
import { shapedStatement, valuedStatement } from '../engine/db/shaped-statement.js';
import { env } from './support/environment.js';

describe('shaped statements', () => {
  let db: Db;
  before(() => (db = env().handle.db));

  const rowsOf = async (compiled: CompiledQuery) => (await db.executeQuery<Record<string, string>>(compiled)).rows;

  /** The int8 columns of a row set, as text, and a constant: a text that depends on the set's columns. */
  const select = (set: RowSet, side: string) =>
    sql`select ${sql.raw(set.columns.map((c) => `r.${c}::text`).join(', '))}, ${side}::text as side
      from json_to_recordset(${set.json}::json) as r(${sql.raw(set.columns.map((c) => `${c} int8`).join(', '))})`;

  it('builds a shape once, and runs each call with its own rows and the constants of the build', async () => {
    let builds = 0;
    const statement = shapedStatement(db, ([a, b]) => {
      builds++;
      return b ? sql`${select(a!, 'a')} union all ${select(b, 'b')}` : select(a!, 'a');
    });
    const first = statement([rowSet([{ x: 1n }, { x: 2n }]), null]);
    expect(await rowsOf(first)).to.deep.equal([
      { x: '1', side: 'a' },
      { x: '2', side: 'a' },
    ]);
    const second = statement([rowSet([{ x: 3n }]), null]);
    expect(builds).to.equal(1);
    expect(second.sql).to.equal(first.sql);
    expect(await rowsOf(second)).to.deep.equal([{ x: '3', side: 'a' }]);
    // Another set, and other columns, are other shapes.
    expect(await rowsOf(statement([rowSet([{ x: 4n }]), rowSet([{ x: 5n }])]))).to.deep.equal([
      { x: '4', side: 'a' },
      { x: '5', side: 'b' },
    ]);
    expect(await rowsOf(statement([rowSet([{ y: 6n, z: 7n }]), null]))).to.deep.equal([{ y: '6', z: '7', side: 'a' }]);
    expect(builds).to.equal(3);
    expect(await rowsOf(statement([rowSet([{ x: 8n }]), rowSet([{ x: 9n }, { x: 10n }])]))).to.deep.equal([
      { x: '8', side: 'a' },
      { x: '9', side: 'b' },
      { x: '10', side: 'b' },
    ]);
    expect(builds).to.equal(3);
  });

  it('refuses a build that does not take a row set as a parameter', () => {
    const statement = shapedStatement(db, ([a]) => sql`select ${sql.raw(a!.columns.join(', '))} from (select 1 as x) r`);
    expect(() => statement([rowSet([{ x: 1n }])])).to.throw('does not take row set 0 as a parameter');
  });

  it('builds a statement of values once a shape, and runs each call with its own values, a value used twice in both places', async () => {
    let builds = 0;
    const statement = valuedStatement((doubled: boolean, [a, b]: readonly string[]) => {
      builds++;
      return doubled ? sql`select ${a}::int8 * 2 as x, ${b}::text as y, ${a}::text as z` : sql`select ${a}::int8 as x, ${b}::text as y, ${a}::text as z`;
    });
    expect(await rowsOf(statement(db, false, ['1', 'one']))).to.deep.equal([{ x: '1', y: 'one', z: '1' }]);
    const again = statement(db, false, ['2', 'two']);
    expect(await rowsOf(again)).to.deep.equal([{ x: '2', y: 'two', z: '2' }]);
    expect(builds).to.equal(1);
    expect(await rowsOf(statement(db, true, ['3', 'three']))).to.deep.equal([{ x: '6', y: 'three', z: '3' }]);
    expect(await rowsOf(statement(db, false, ['4', 'four']))).to.deep.equal([{ x: '4', y: 'four', z: '4' }]);
    expect(builds).to.equal(2);
  });

  it('refuses a build that does not take every value as a parameter', () => {
    const statement = valuedStatement((_: string, [a]: readonly string[]) => sql`select ${a}::text as x`);
    expect(() => statement(db, 'one', ['1', '2'])).to.throw('does not take value 1 as a parameter');
  });
});
