import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { openDatabase, type DatabaseHandle } from '../engine/db/connect.js';
import { loadAgentState } from '../engine/trading/agent-state.js';
import { sql } from 'kysely';
import { DuplicateOrder, reserveHeld, reserveOrder, type OrderPlan, type Reservation } from '../engine/trading/reservations.js';
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

  /**
   * Agents with maxPositionValue `maxPosition` USDC, each sending `orders` buys of 1 USDC through
   * each pool at the same moment, decided on the state they held before: each agent's answers.
   */
  async function racing(agents: number, maxPosition: number, orders: number): Promise<Array<{ agentId: string; answers: Array<Reservation | Error> }>> {
    const api = service!.api();
    const { db } = service!.services;
    const registered = await Promise.all(Array.from({ length: agents }, () => registerAgent(api)));
    await Promise.all(
      registered.map((a) => api.post('/markets/risk-settings', { maxTradeAmount: 100, dailyTradeAmountLimit: 1000, maxPositionValue: maxPosition }, { key: a.key })),
    );
    const maker = `0x${randomBytes(20).toString('hex')}` as const;
    return Promise.all(
      registered.map(async ({ agentId }) => {
        const held = await loadAgentState(db, agentId);
        const answers = await Promise.all([db, other!.db].map((pool) => reserveHeld(pool, 'ledger', Array.from({ length: orders }, () => plan(agentId, maker)), held)));
        return { agentId, answers: answers.flat() };
      }),
    );
  }

  it('lets exactly one of two simultaneous buys fit a maxPositionValue that holds one', async () => {
    for (const { answers } of await racing(30, 1, 1)) {
      const pair = answers.map((answer) => (answer instanceof Error ? answer.message : 'reserved'));
      expect(pair.filter((o) => o === 'reserved'), JSON.stringify(pair)).to.have.length(1);
      expect(pair.find((o) => o !== 'reserved')).to.contain('maxPositionValue');
    }
  });

  it('lets exactly one of two simultaneous batches fit a maxPositionValue that holds one batch, each reserved together or order by order', async () => {
    // Three orders of 1 USDC each fit; a fourth does not.
    const raced = await racing(20, 3, 3);
    expect(raced.map(({ answers }) => answers.filter((answer) => !(answer instanceof Error)).length)).to.deep.equal(raced.map(() => 3));
    const counted = await service!.services.db.selectFrom('daily_counters').select('trades').where('agent_id', 'in', raced.map((r) => r.agentId)).execute();
    expect(counted.map((c) => c.trades)).to.deep.equal(raced.map(() => 3));
  });

  /**
   * The answers of `plans` (the first of them `taken`'s hash, under another agent) when the other
   * process holds that hash in a transaction not yet committed: the statement decides and writes
   * before its insert learns that the hash is taken.
   */
  async function whileHashHeld(taken: OrderPlan, plans: OrderPlan[]): Promise<Array<Reservation | Error>> {
    const { db } = service!.services;
    let commit!: () => void;
    const open = new Promise<void>((resolve) => (commit = resolve));
    const holding = other!.db.transaction().execute(async (trx) => {
      await reserveOrder(trx, 'ledger', taken, null);
      await open;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const racing = reserveHeld(db, 'ledger', plans, await loadAgentState(db, plans[0]!.agentId));
    for (let waiting = 0; waiting === 0; ) {
      waiting = Number((await sql<{ n: string }>`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock'`.execute(db)).rows[0]!.n);
    }
    commit();
    await holding;
    return racing;
  }

  it('refuses as a duplicate, writing nothing, an order whose hash another agent takes while the statement runs', async () => {
    const api = service!.api();
    const [first, second] = await Promise.all([registerAgent(api), registerAgent(api)]);
    const maker = `0x${randomBytes(20).toString('hex')}` as const;
    const taken = plan(first!.agentId, maker);
    const [answer] = await whileHashHeld(taken, [{ ...taken, agentId: second!.agentId }]);
    expect(answer).to.be.instanceOf(DuplicateOrder);
    const counted = await service!.services.db.selectFrom('daily_counters').selectAll().where('agent_id', '=', second!.agentId).execute();
    expect(counted).to.deep.equal([]);
  });

  it('goes order by order when a batch reserved together finds one of its hashes taken while it runs: that one a duplicate, the others reserved', async () => {
    const api = service!.api();
    const [first, second] = await Promise.all([registerAgent(api), registerAgent(api)]);
    const maker = `0x${randomBytes(20).toString('hex')}` as const;
    const taken = plan(first!.agentId, maker);
    const answers = await whileHashHeld(taken, [{ ...taken, agentId: second!.agentId }, plan(second!.agentId, maker)]);
    expect(answers.map((a) => (a instanceof Error ? a.constructor.name : 'reserved'))).to.deep.equal(['DuplicateOrder', 'reserved']);
    const counted = await service!.services.db.selectFrom('daily_counters').select('trades').where('agent_id', '=', second!.agentId).execute();
    expect(counted).to.deep.equal([{ trades: 1 }]);
  });
});
