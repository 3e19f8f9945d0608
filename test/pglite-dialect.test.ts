import { expect } from 'chai';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../engine/db/connect.js';

describe('the embedded database (PGlite) under concurrent queries', () => {
  let handle: DatabaseHandle;
  before(async () => (handle = await openDatabase({ kind: 'pglite', dir: 'memory://' })));
  after(() => handle.close());

  // PGlite runs a query on the main thread; queued queries handed on from one to the next in
  // microtasks kept the event loop from reading sockets until the queue ran dry, and 32 concurrent
  // portfolio reads waited up to 3.6 s for requests the service then answered in 10 ms.
  it('lets the event loop take a turn between queries waiting for the session', async () => {
    let done = 0;
    const queries = Array.from({ length: 20 }, () => sql`select pg_sleep(0.002)`.execute(handle.db).then(() => done++));
    const doneWhenTheLoopTurned = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    await Promise.all(queries);
    expect(done).to.equal(20);
    expect(doneWhenTheLoopTurned).to.be.lessThan(3);
  });

  it('keeps a query asked while a transaction holds the session out of that transaction', async () => {
    await sql`create temporary table held (n int)`.execute(handle.db);
    let outside: Promise<number> | undefined;
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into held values (1)`.execute(trx);
        outside = sql<{ n: number }>`select count(*)::int as n from held`.execute(handle.db).then(({ rows }) => rows[0]!.n);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await outside).to.equal(0);
  });
});
