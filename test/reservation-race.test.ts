import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { openDatabase, type DatabaseHandle } from '../engine/db/connect.js';
import { loadAgentState } from '../engine/trading/agent-state.js';
import { sql } from 'kysely';
import { DuplicateOrder, reserveHeld, reserveOrder } from '../engine/trading/reservations.js';
import { registerAgent } from './support/builders.js';
import { orderPlan as plan } from './support/orders.js';
import { env } from './support/environment.js';
import { describeWith } from './support/requires.js';
import { startTestService, type TestService } from './support/service.js';

/**
 * Two pools stand for two processes: each agent's two reservations reach PostgreSQL together, one
 * on each, so their statements run at the same time. The exposure a limit is decided on is read
 * after the agent's row lock, so exactly one of each pair fits a limit that holds one.
 */
describeWith(['postgres'], 'reservations racing across processes', () => {
  let service: TestService | undefined;
  let other: DatabaseHandle | undefined;
  before(async () => {
    service = await startTestService({ config: { registerRateLimitPerMinute: 1000 } });
    other = await openDatabase(env().database);
  });
  after(async () => {
    await other?.close();
    await service?.close();
  });

  it('lets exactly one of two simultaneous buys fit a maxPositionValue that holds one', async () => {
    const api = service!.api();
    const { db } = service!.services;
    const second = other!.db;
    const agents = await Promise.all(Array.from({ length: 30 }, () => registerAgent(api)));
    await Promise.all(
      agents.map((a) => api.post('/markets/risk-settings', { maxTradeAmount: 100, dailyTradeAmountLimit: 1000, maxPositionValue: 1 }, { key: a.key })),
    );
    const maker = `0x${randomBytes(20).toString('hex')}` as const;
    const outcomes = await Promise.all(
      agents.map(async (a) => {
        const held = await loadAgentState(db, a.agentId);
        const answers = await Promise.all([db, second].map((pool) => reserveHeld(pool, 'ledger', [plan(a.agentId, maker)], held)));
        return answers.map(([answer]) => (answer instanceof Error ? answer.message : 'reserved'));
      }),
    );
    for (const pair of outcomes) {
      expect(pair.filter((o) => o === 'reserved'), JSON.stringify(pair)).to.have.length(1);
      expect(pair.find((o) => o !== 'reserved')).to.contain('maxPositionValue');
    }
  });

  it('lets exactly one of two simultaneous batches fit a maxPositionValue that holds one batch, each reserved together or order by order', async () => {
    const api = service!.api();
    const { db } = service!.services;
    const second = other!.db;
    const agents = await Promise.all(Array.from({ length: 20 }, () => registerAgent(api)));
    // Three orders of 1 USDC each fit; a fourth does not.
    await Promise.all(
      agents.map((a) => api.post('/markets/risk-settings', { maxTradeAmount: 100, dailyTradeAmountLimit: 1000, maxPositionValue: 3 }, { key: a.key })),
    );
    const maker = `0x${randomBytes(20).toString('hex')}` as const;
    const outcomes = await Promise.all(
      agents.map(async (a) => {
        const held = await loadAgentState(db, a.agentId);
        const batches = await Promise.all([db, second].map((pool) => reserveHeld(pool, 'ledger', [1, 2, 3].map(() => plan(a.agentId, maker)), held)));
        return batches.flat().filter((answer) => !(answer instanceof Error)).length;
      }),
    );
    expect(outcomes).to.deep.equal(agents.map(() => 3));
    const counted = await db.selectFrom('daily_counters').select('trades').where('agent_id', 'in', agents.map((a) => a.agentId)).execute();
    expect(counted.map((c) => c.trades)).to.deep.equal(agents.map(() => 3));
  });

  it('refuses as a duplicate, writing nothing, an order whose hash another agent takes while the statement runs', async () => {
    const api = service!.api();
    const { db } = service!.services;
    const [first, second] = await Promise.all([registerAgent(api), registerAgent(api)]);
    const maker = `0x${randomBytes(20).toString('hex')}` as const;
    const taken = plan(first!.agentId, maker);
    let commit!: () => void;
    const open = new Promise<void>((resolve) => (commit = resolve));
    // The other process holds the hash in a transaction not yet committed.
    const holding = other!.db.transaction().execute(async (trx) => {
      await reserveOrder(trx, 'ledger', taken, null);
      await open;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const racing = reserveHeld(db, 'ledger', [{ ...taken, agentId: second!.agentId }], await loadAgentState(db, second!.agentId));
    // Its insert waits on the uncommitted hash: the statement has decided and written before it learns the hash is taken.
    for (let waiting = 0; waiting === 0; ) {
      waiting = Number((await sql<{ n: string }>`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock'`.execute(db)).rows[0]!.n);
    }
    commit();
    await holding;
    const [answer] = await racing;
    expect(answer).to.be.instanceOf(DuplicateOrder);
    const counted = await db.selectFrom('daily_counters').selectAll().where('agent_id', '=', second!.agentId).execute();
    expect(counted).to.deep.equal([]);
  });
});
