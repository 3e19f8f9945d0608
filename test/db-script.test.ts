import { expect } from 'chai';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../engine/db/connect.js';
import { runScript } from '../engine/db/script.js';
import { env } from './support/environment.js';

/** Scripts carry their parameters as text (bound on PostgreSQL, literals on the embedded database): what goes in must come back exactly, and never as SQL. */
describe('database scripts', () => {
  let handle: DatabaseHandle;
  before(() => (handle = env().handle));

  const echo = async (value: unknown, type: string) =>
    (await runScript<{ v: string | null }>(handle.db, [sql`select 1 where false`.compile(handle.db), sql<{ v: string }>`select (${value})::${sql.raw(type)}::text as v`.compile(handle.db)]))[0]!.v;

  it('answers every statement\'s rows in order, with every parameter exactly as given', async () => {
    for (const text of ["it's", 'back\\slash \\x00 \\\\', "'); drop table agents; --", '$1 and $2 $$ $tag$', 'E\'x\'', 'ünïcødé ✓', '']) {
      expect(await echo(text, 'text')).to.equal(text);
    }
    expect(await echo(2n ** 62n, 'bigint')).to.equal((2n ** 62n).toString());
    expect(await echo(-7, 'int')).to.equal('-7');
    expect(await echo(true, 'boolean')).to.equal('true');
    expect(await echo(null, 'text')).to.equal(null);
    expect(await echo(new Uint8Array([0, 1, 0x27, 0x5c, 255]), 'bytea')).to.equal('\\x0001275cff');
    expect(JSON.parse((await echo({ quote: "it's", nul: 'a\0b', slash: '\\' }, 'json'))!)).to.deep.equal({ quote: "it's", nul: 'a\0b', slash: '\\' });
    const rows = await runScript<{ n: number }>(handle.db, [sql`select 1 as n`.compile(handle.db), sql`select 2 as n union all select 3`.compile(handle.db)]);
    expect(rows.map((r) => r.n)).to.deep.equal([1, 2, 3]);
    const at = new Date(Date.UTC(2026, 10, 25, 8, 30, 1, 234));
    const [row] = await runScript<{ same: boolean }>(handle.db, [sql<{ same: boolean }>`select (${at})::timestamptz = ${at.toISOString()}::timestamptz as same`.compile(handle.db)]);
    expect(row!.same).to.equal(true);
  });

  it('sends its values to PostgreSQL as bound parameters, not written into the statement\'s text', async function () {
    if (handle.kind !== 'postgres') this.skip();
    const value = `bound ${process.pid} ${Math.random()}`;
    const [row] = await runScript<{ q: string; v: string }>(handle.db, [sql<{ q: string; v: string }>`select current_query() as q, (${value})::text as v`.compile(handle.db)]);
    expect(row!.v).to.equal(value);
    expect(row!.q).to.equal('select current_query() as q, ($1)::text as v');
  });

  it('answers the next script on the same connection with its own rows after one failed halfway', async () => {
    await handle.db.connection().execute(async (connection) => {
      for (let i = 0; i < 3; i++) {
        const failing = [sql`select ${`before ${i}`}::text as v`.compile(connection), sql`select (${'not a number'})::int as v`.compile(connection), sql`select ${'after'}::text as v`.compile(connection)];
        const error = await runScript(connection, failing).catch((e: Error) => e);
        expect(error).to.be.an('error').with.property('message').that.contains('not a number');
        expect(await runScript<{ v: string }>(connection, [sql<{ v: string }>`select ${`next ${i}`}::text as v`.compile(connection)])).to.deep.equal([{ v: `next ${i}` }]);
      }
    });
  });

  it('refuses a NUL character in a value, which PostgreSQL cannot take in text, before anything is sent', async () => {
    const table = sql.raw(`script_nul_${process.pid}`);
    await sql`create table ${table} (x int)`.execute(handle.db);
    try {
      const insert = sql`insert into ${table} values (1)`.compile(handle.db);
      const error = await runScript(handle.db, [insert, sql`select (${'a\0b'})::text`.compile(handle.db)]).catch((e: Error) => e);
      expect(error).to.be.an('error').with.property('message').that.contains('NUL');
      expect((await sql<{ n: string }>`select count(*)::text as n from ${table}`.execute(handle.db)).rows[0]!.n).to.equal('0');
    } finally {
      await sql`drop table ${table}`.execute(handle.db);
    }
  });

  it('refuses an array value, which it has no text form for, before anything is sent', async () => {
    let sent = 0;
    const counting = { executeQuery: () => (sent++, Promise.resolve({ rows: [] })) } as unknown as DatabaseHandle['db'];
    const error = await runScript(counting, [sql`select ${[1, 2]}::int[]`.compile(handle.db)]).catch((e: Error) => e);
    expect(error).to.be.an('error').with.property('message').that.contains('no text form for an array parameter');
    expect(sent).to.equal(0);
  });

  it('rolls every statement back when one fails, inline or prepared', async () => {
    const table = sql.raw(`script_test_${process.pid}`);
    await sql`create table ${table} (x int)`.execute(handle.db);
    try {
      // The same shapes five times: the first runs inline, the last ones as prepared shapes.
      for (let i = 0; i < 5; i++) {
        const insert = sql`insert into ${table} values (${i})`.compile(handle.db);
        const fail = sql`select (${'not a number'})::int`.compile(handle.db);
        let failed = false;
        await runScript(handle.db, [insert, fail]).catch(() => (failed = true));
        expect(failed).to.equal(true);
      }
      expect((await sql<{ n: string }>`select count(*)::text as n from ${table}`.execute(handle.db)).rows[0]!.n).to.equal('0');
    } finally {
      await sql`drop table ${table}`.execute(handle.db);
    }
  });

  describe('prepared shapes', () => {
    // A text of its own per test: shapes are counted for the whole process.
    const fresh = (what: string) => sql.raw(`/* ${what} ${process.pid} ${Math.random()} */`);
    const prepared = async (db: DatabaseHandle['db']) =>
      (await sql<{ statement: string }>`select statement from pg_prepared_statements where name like 'script_shape_%'`.execute(db)).rows.map((r) => r.statement);

    it('runs a shape seen often as a prepared statement, with every parameter exactly as given', async () => {
      const mark = fresh('echo');
      const values = ["it's", 'back\\slash \\x00', "'); drop table agents; --", '$1 and $2', 'ünïcødé ✓', '', null];
      await handle.db.transaction().execute(async (trx) => {
        for (const value of values) {
          const [row] = await runScript<{ v: string | null }>(trx, [sql<{ v: string }>`select ${mark} (${value})::text as v`.compile(trx)]);
          expect(row!.v).to.equal(value);
        }
        expect((await prepared(trx)).filter((text) => text.includes(mark.compile(trx).sql))).to.have.length(1);
      });
    });

    it('sends a parameterised statement of a shape seen often named, parsed once per PostgreSQL connection', async function () {
      if (handle.kind !== 'postgres') this.skip();
      const mark = fresh('named');
      await handle.db.transaction().execute(async (trx) => {
        for (const value of ["it's", 'ünïcødé ✓', null, 'x']) {
          const { rows } = await sql<{ v: string | null }>`select ${mark} (${value})::text as v`.execute(trx);
          expect(rows).to.deep.equal([{ v: value }]);
        }
        const named = await sql<{ name: string }>`select name from pg_prepared_statements where statement = ${`select ${mark.compile(trx).sql} ($1)::text as v`}`.execute(trx);
        expect(named.rows.map((r) => r.name)).to.have.length(1);
        expect(named.rows[0]!.name).to.match(/^statement_shape_\d+$/);
      });
    });

    it('serves prepared shapes again after a migration changes their result columns (PostgreSQL)', async function () {
      if (handle.kind !== 'postgres') this.skip();
      const table = sql.raw(`shape_change_${process.pid}`);
      const db = handle.db;
      await sql`create table ${table} (id int primary key, a text)`.execute(db);
      await sql`insert into ${table} values (1, 'x')`.execute(db);
      try {
        const mark = fresh('change');
        const named = (on: typeof db = db) => sql<Record<string, unknown>>`select * from ${table} where id = ${1} ${mark}`.execute(on).then((r) => r.rows);
        const script = () => runScript<Record<string, unknown>>(db, [sql`select * from ${table} where id = ${1} ${mark}`.compile(db)]);
        for (let i = 0; i < 4; i++) expect([await named(), await script()]).to.deep.equal([[{ id: 1, a: 'x' }], [{ id: 1, a: 'x' }]]);
        await sql`alter table ${table} add column b text default 'y'`.execute(db);
        for (let i = 0; i < 4; i++) expect([await named(), await script()]).to.deep.equal([[{ id: 1, a: 'x', b: 'y' }], [{ id: 1, a: 'x', b: 'y' }]]);
        // Inside a transaction the statement cannot go again: that transaction fails, at most, and the next is served.
        await sql`alter table ${table} add column c text default 'z'`.execute(db);
        const inTransaction = () => db.transaction().execute((trx) => named(trx));
        await inTransaction().catch(() => null);
        for (let i = 0; i < 3; i++) expect(await inTransaction()).to.deep.equal([{ id: 1, a: 'x', b: 'y', c: 'z' }]);
      } finally {
        await sql`drop table ${table}`.execute(db);
      }
    });

    it('keeps serving a shape whose PREPARE ran beside one that failed', async () => {
      const mark = fresh('partial');
      const good = sql`select ${1}::int as n ${mark}`.compile(handle.db);
      // Fails when prepared, as it does inline: no such type.
      const bad = sql`select ${1}::no_such_type as n ${mark}`.compile(handle.db);
      for (let i = 0; i < 4; i++) {
        let failed = false;
        await runScript(handle.db, [good, bad]).catch(() => (failed = true));
        expect(failed).to.equal(true);
      }
      for (let i = 0; i < 4; i++) expect(await runScript<{ n: number }>(handle.db, [good])).to.deep.equal([{ n: 1 }]);
    });
  });
});
