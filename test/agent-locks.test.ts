import { expect } from 'chai';
import { sql } from 'kysely';
import { agentsLockStatement } from '../engine/db/agent-locks.js';
import type { Db } from '../engine/db/connect.js';
import { runScript } from '../engine/db/script.js';
import { registerAgent } from './support/builders.js';
import { describeWith } from './support/requires.js';
import { startTestService, type TestService } from './support/service.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWith(['postgres'], 'several agents\' row locks in one statement (agentsLockStatement)', () => {
  let service: TestService;
  let db: Db;
  before(async () => {
    service = await startTestService({ config: { registerRateLimitPerMinute: 1000 } });
    db = service.services.db;
  });
  after(() => service?.close());

  /** Whether another connection finds the agent's row locked. */
  const locked = (agentId: string) =>
    sql`select from agents where id = ${agentId} for update nowait`.execute(db).then(
      () => false,
      (error: { code?: string }) => (error.code === '55P03' ? true : Promise.reject(error)),
    );

  it('takes the locks in id order, whatever order the ids come in, and holds them until its transaction ends', async () => {
    const [low, middle, high] = (await Promise.all([0, 1, 2].map(() => registerAgent(service.api())))).map((a) => a.agentId).sort((a, b) => Number(a) - Number(b));
    await db.updateTable('agents').set({ description: 'moved' }).where('id', '=', low!).execute();
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const middleHeld = new Promise<void>((resolve) => (held = resolve));
    const holder = db.transaction().execute(async (trx) => {
      await sql`select from agents where id = ${middle!} for update`.execute(trx);
      held();
      await holding;
    });
    await middleHeld;
    let answered = false;
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const locker = db.transaction().execute(async (trx) => {
      // A scan in the table's own order, where the lowest id's row is now last: only the statement's own order puts it first.
      await sql`set local enable_indexscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const [row] = await runScript<{ locked: string }>(trx, [agentsLockStatement([high!, low!, middle!])]);
      answered = true;
      expect(Number(row!.locked)).to.equal(3);
      expect(await locked(high!), 'the highest id, locked after the one it waits for').to.equal(true);
      await finished;
    });
    try {
      await sleep(300);
      expect(answered, 'it waits for the row another transaction holds').to.equal(false);
      expect(await locked(low!), 'the lowest id, locked before the one it waits for').to.equal(true);
      expect(await locked(high!), 'the highest id, not yet locked while it waits').to.equal(false);
    } catch (error) {
      release();
      finish();
      await Promise.allSettled([holder, locker]);
      throw error;
    }
    release();
    await holder;
    while (!answered) await sleep(10);
    expect(await locked(low!), 'held until its transaction ends').to.equal(true);
    finish();
    await locker;
    expect(await locked(low!)).to.equal(false);
  });
});
