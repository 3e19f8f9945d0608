import { expect } from 'chai';
import { sql, type CompiledQuery } from 'kysely';
import { ScriptGroups, type SetStatement } from '../engine/db/script-groups.js';
import { scriptOfQuery, type ScriptStatement } from '../engine/db/script.js';
import { dbRoundTrips } from '../engine/metrics.js';
import { env } from './support/environment.js';

const roundTrips = async () => (await dbRoundTrips.get()).values[0]?.value ?? 0;

type Db = ReturnType<typeof env>['handle']['db'];

/**
 * A group committer whose scripts are recorded as sent, each as its statements (a script is sent by
 * executeQuery alone), then run by `execute`: the database, unless a test answers them itself.
 */
function recording(db: Db, execute: (query: CompiledQuery) => Promise<unknown> = (query) => db.executeQuery(query)) {
  const sent: Array<readonly ScriptStatement[]> = [];
  const groups = new ScriptGroups({ executeQuery: (query: CompiledQuery) => (sent.push(scriptOfQuery(query.sql, query.parameters)!), execute(query)) } as unknown as Db);
  return { groups, sent, sizes: () => sent.map((script) => script.length) };
}

/** The next turn of the event loop: a callback set now runs before any set later in this turn (setImmediate runs them in order). */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit (ScriptGroups)', () => {
  const select = (db: Db, tag: string, n: number, fails = false) =>
    (fails ? sql`select ${tag}::text as tag, 1 / 0 as n` : sql`select ${tag}::text as tag, ${n}::int as n`).compile(db);

  it('sends scripts of different keys that arrive together in fewer round trips, each answered with its own rows', async () => {
    const { db } = env().handle;
    const groups = new ScriptGroups(db);
    const before = await roundTrips();
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => groups.run(`agent-${i}`, [select(db, `t${i}`, i)], [`t${i}`])));
    expect((await roundTrips()) - before).to.be.below(12);
    for (const [i, rows] of answers.entries()) expect(rows).to.deep.equal([{ tag: `t${i}`, n: i }]);
  });

  it('sends the scripts given in one turn together, shared between the connections', async () => {
    const { db } = env().handle;
    const { groups, sent, sizes } = recording(db);
    await Promise.all(Array.from({ length: 26 }, (_, i) => groups.run(`agent-${i}`, [select(db, `t${i}`, i)], [`t${i}`])));
    expect(sizes()).to.deep.equal([13, 13]);
    sent.length = 0;
    await Promise.all(Array.from({ length: 4 }, (_, i) => groups.run(`agent-${i}`, [select(db, `u${i}`, i)], [`u${i}`])));
    expect(sizes()).to.deep.equal([2, 2]);
  });

  it('sends a script that waits alone when a connection comes free after the turn, with what was given in it, and several at once', async () => {
    const { db } = env().handle;
    // Each script's answer is given when the test says.
    const answer: Array<() => void> = [];
    const { groups, sizes } = recording(db, () => new Promise((resolve) => answer.push(() => resolve({ rows: [] }))));
    const run = (key: string) => groups.run(key, [select(db, key, 0)], [key]);
    const [a, b] = [run('a'), run('b')];
    await turn();
    const c = run('c');
    await turn();
    expect(sizes()).to.deep.equal([1, 1]);
    // d is given in the turn in which a's answer frees its connection, after it (set first, its
    // callback runs first): it goes with c, which waited alone.
    let d!: Promise<unknown>;
    const given = new Promise<void>((resolve) =>
      setImmediate(() => {
        d = run('d');
        resolve();
      }),
    );
    answer[0]!();
    await given;
    await turn();
    expect(sizes()).to.deep.equal([1, 1, 2]);
    // Two waiting go as soon as b's answer frees its connection: sent before a callback set before it runs.
    const [e, f] = [run('e'), run('f')];
    await turn();
    const seen = new Promise<number[]>((resolve) => setImmediate(() => resolve(sizes())));
    answer[1]!();
    expect(await seen).to.deep.equal([1, 1, 2, 2]);
    for (const give of answer.slice(2)) give();
    await Promise.all([a, b, c, d, e, f]);
  });

  it('shares a wave that waited between the connections: no group takes more than its half of the scripts waiting and on their way', async () => {
    const { db } = env().handle;
    const { groups, sizes } = recording(db);
    // Two go, one on each connection; the 24 given a turn later wait for them.
    const first = Array.from({ length: 2 }, (_, i) => groups.run(`agent-${i}`, [select(db, `w${i}`, i)], [`w${i}`]));
    await turn();
    const wave = Array.from({ length: 24 }, (_, i) => groups.run(`agent-${i + 2}`, [select(db, `w${i + 2}`, i + 2)], [`w${i + 2}`]));
    await Promise.all([...first, ...wave]);
    expect(sizes().slice(0, 2)).to.deep.equal([1, 1]);
    expect(sizes().reduce((a, b) => a + b)).to.equal(26);
    // The first connection back takes half of the 25 waiting or on their way, not all 24.
    expect(Math.max(...sizes())).to.equal(13);
  });

  it('takes the row locks of a group\'s scripts in one statement at its start, and a script sent alone its own lock first', async () => {
    const { db } = env().handle;
    const { groups, sent } = recording(db);
    // Agent ids with no row: the locks lock nothing, and the statements are what is counted.
    const answers = await Promise.all(Array.from({ length: 26 }, (_, i) => groups.run(String(9_000_000 + i), [select(db, `l${i}`, i)], [`l${i}`], { locksAgent: true })));
    for (const [i, rows] of answers.entries()) expect(rows).to.deep.equal([{ tag: `l${i}`, n: i }]);
    // Each script: one statement with its agents' ids, in order, then one per job (whose first value is its tag).
    for (const [first, ...rest] of sent) {
      const ids = rest.map((statement) => String(9_000_000 + Number(statement.values[0]!.slice(1))));
      expect(first!.values).to.deep.equal([ids.join(',')]);
      expect(first!.sql).to.match(/for update/);
      expect(rest.map((statement) => statement.sql).join('\n')).not.to.match(/for update/);
    }
    expect(sent.map((script) => script.length).reduce((a, b) => a + b)).to.equal(26 + sent.length);
    expect(sent.some((script) => script.length > 2)).to.equal(true);
  });

  it('fails only the script that failed: the others of its group go again on their own', async () => {
    const { db } = env().handle;
    const groups = new ScriptGroups(db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => groups.run(`agent-${i}`, [select(db, `f${i}`, i, i === 7)], [`f${i}`]).catch((error: Error) => error)),
    );
    for (const [i, answer] of answers.entries()) {
      if (i === 7) expect(answer).to.be.an('error');
      else expect(answer).to.deep.equal([{ tag: `f${i}`, n: i }]);
    }
  });

  it('gives each job of a failed group its own row lock when it goes again alone', async () => {
    const { db } = env().handle;
    const { groups, sent } = recording(db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => groups.run(String(9_100_000 + i), [select(db, `a${i}`, i, i === 7)], [`a${i}`], { locksAgent: true }).catch((error: Error) => error)),
    );
    for (const [i, answer] of answers.entries()) {
      if (i === 7) expect(answer).to.be.an('error');
      else expect(answer).to.deep.equal([{ tag: `a${i}`, n: i }]);
    }
    // Given in one turn, they went as two groups of six; each job of the one that failed went again alone: its lock, then its statement.
    const alone = sent.filter((script) => script.length === 2).map(([lock, statement]) => [lock!, Number(statement!.values[0]!.slice(1))] as const);
    expect(alone.map(([, job]) => job).sort((a, b) => a - b)).to.deep.equal([6, 7, 8, 9, 10, 11]);
    for (const [lock, job] of alone) expect(lock.values).to.deep.equal([String(9_100_000 + job)]);
  });

  it('keeps one script per key in a group, in the order they were given', async () => {
    const { db } = env().handle;
    const groups = new ScriptGroups(db);
    const order: number[] = [];
    await Promise.all(Array.from({ length: 12 }, (_, i) => groups.run('one-agent', [select(db, `s${i}`, i)], [`s${i}`]).then(() => order.push(i))));
    expect(order).to.deep.equal([...order].sort((a, b) => a - b));
  });

  describe('a statement the scripts of a group share (SetStatement)', () => {
    /** Answers each row's tag, and 1 / n (n 0 fails the statement, for all of its rows). */
    const shared = (db: Db): SetStatement => ({
      compile: (rows) =>
        sql`select /* shared */ r.tag, 1 / r.n as n from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(tag text, n int)`.compile(db),
    });

    it('is sent once for the rows of all the scripts of a group that bring one, before their statements and the others\'', async () => {
      const { db } = env().handle;
      const { groups, sent } = recording(db);
      const statement = shared(db);
      const answers = await Promise.all(
        Array.from({ length: 26 }, (_, i) =>
          i % 2
            ? groups.run(`agent-${i}`, [select(db, `own${i}`, i)], [`s${i}`, `own${i}`], { set: { statement, row: { tag: `s${i}`, n: 1 } } })
            : groups.run(`agent-${i}`, [select(db, `p${i}`, i)], [`p${i}`]),
        ),
      );
      for (const [i, rows] of answers.entries()) {
        expect(rows).to.have.deep.members(i % 2 ? [{ tag: `s${i}`, n: 1 }, { tag: `own${i}`, n: i }] : [{ tag: `p${i}`, n: i }]);
      }
      let together = 0;
      for (const script of sent) {
        const at = (pattern: RegExp) => script.flatMap((statement, k) => (pattern.test(statement.values[0] ?? '') ? [k] : []));
        // The shared statement carries its rows as JSON, its one value; the others their tag first.
        const shares = at(/"tag":"s\d+"/);
        const own = at(/^own\d+$/);
        const others = at(/^p\d+$/);
        expect(shares.length, 'the shared statement, once a script').to.be.at.most(1);
        expect(own.length > 0).to.equal(shares.length === 1);
        if (own.length) expect(Math.min(...own)).to.be.above(shares[0]!);
        if (own.length && others.length) expect(Math.min(...others)).to.be.above(Math.max(...own));
        if (own.length > 1) together++;
      }
      expect(together, 'groups with several rows in their shared statement').to.be.above(0);
    });

    it('fails only the script whose row failed it: the others of its group go again on their own', async () => {
      const { db } = env().handle;
      const groups = new ScriptGroups(db);
      const statement = shared(db);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => groups.run(`agent-${i}`, [], [`x${i}`], { set: { statement, row: { tag: `x${i}`, n: i === 7 ? 0 : 1 } } }).catch((error: Error) => error)),
      );
      for (const [i, answer] of answers.entries()) {
        if (i === 7) expect(answer).to.be.instanceOf(Error);
        else expect(answer).to.deep.equal([{ tag: `x${i}`, n: 1 }]);
      }
    });
  });
});
