import { expect } from 'chai';
import { sql } from 'kysely';
import { privateKeyToAccount } from 'viem/accounts';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { type RegisteredAgent, tradingAgent } from './support/builders.js';
import { startChildService, type ChildService } from './support/child-service.js';
import { Api } from './support/client.js';
import { env } from './support/environment.js';
import { eventually } from './support/eventually.js';
import { sdkOrder } from './support/orders.js';
import { describeWith } from './support/requires.js';
import { startTestService, type TestService } from './support/service.js';

const market = marketById('604146')!;
const YES = market.clobTokenIds[0]!;
const AGENTS = 4;
const BATCHES = 5;
const PER_BATCH = 20;
const STARTING_BALANCE = 10_000_000_000n;
const CHILD_ENV = { IDEMPOTENCY_LEASE_MS: '1000' };

interface Batch {
  agent: RegisteredAgent;
  key: string;
  orders: object[];
}

/** Buys that rest below any price the book reaches, and one in five that crosses it and fills. */
async function batchOf(wallet: ReturnType<typeof privateKeyToAccount>, n: number): Promise<object[]> {
  return Promise.all(
    Array.from({ length: PER_BATCH }, async (_, i) => {
      const price = i % 5 === 0 ? 0.95 : 0.01 + ((n + i) % 5) / 100;
      const order = await sdkOrder(wallet, { tokenID: YES, price, size: 5 });
      return { marketConditionId: market.conditionId, orderSize: 5, price, order };
    }),
  );
}

describeWith(['postgres', 'redis'], 'a service process killed mid-batch', () => {
  let service: TestService;
  let child: ChildService | undefined;
  before(async () => {
    // Its config (database, Redis prefix, credentials key) is the children's; it serves no request here.
    service = await startTestService();
  });
  after(async () => {
    await child?.stop();
    await service?.close();
  });

  it('loses nothing, doubles nothing and leaves no key stuck once restarted and retried: counters equal orders', async function () {
    this.timeout(120_000);
    child = await startChildService(service.config, CHILD_ENV);
    let api = new Api(child.url);
    const batches: Batch[] = [];
    for (let a = 0; a < AGENTS; a++) {
      const { agent, wallet } = await tradingAgent(api, { maxTradeAmount: 1000, dailyTradeAmountLimit: 1000000, maxPositionValue: 1000000, maxTradesPerDay: 5000 });
      for (let b = 0; b < BATCHES; b++) batches.push({ agent, key: `crash-${a}-${b}`, orders: await batchOf(wallet, b) });
    }
    const agentIds = [...new Set(batches.map((b) => b.agent.agentId))];
    const db = env().handle.db;
    const placed = async () =>
      Number((await db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('agent_id', 'in', agentIds).executeTakeFirstOrThrow()).n);
    const send = (target: Api, batch: Batch) => target.post('/markets/batch-trade', { orders: batch.orders }, { key: batch.agent.key, headers: { 'idempotency-key': batch.key } });

    // Every batch at once; each agent's actor works through its five in turn. Killed a quarter of the way in.
    const total = AGENTS * BATCHES * PER_BATCH;
    const inFlight = batches.map((batch) => send(api, batch).catch(() => null));
    await eventually('a quarter of the orders to be placed', async () => ((await placed()) >= total / 4 ? true : undefined), 60_000);
    await child.kill();
    await Promise.all(inFlight);
    const stuck = await db.selectFrom('idempotency_keys').select('key').where('agent_id', 'in', agentIds).where('status_code', 'is', null).execute();
    expect(stuck.length, 'keys the crash left in progress').to.be.greaterThan(0);
    expect(await placed()).to.be.below(total);

    child = await startChildService(service.config, CHILD_ENV);
    api = new Api(child.url);
    const started = Date.now();
    const answers = await Promise.all(
      batches.map((batch) =>
        eventually(`an answer to ${batch.key}`, async () => {
          const res = await send(api, batch);
          return res.status === 409 ? undefined : res;
        }, 30_000),
      ),
    );
    // Within the lease (1 s) past the crash, give or take the restart.
    expect(Date.now() - started).to.be.below(10_000);
    for (const [i, res] of answers.entries()) {
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body, batches[i]!.key).to.include({ total: PER_BATCH, succeeded: PER_BATCH, failed: 0 });
    }

    // Nothing lost, nothing doubled: each signed order is one order, one trade-log row, counted once.
    const answered = new Set(answers.flatMap((res) => res.body.results.map((r: { orderId: string }) => r.orderId)));
    expect(answered.size).to.equal(total);
    expect(await placed()).to.equal(total);
    const orders = await db.selectFrom('orders').select('order_hash').where('agent_id', 'in', agentIds).execute();
    expect(new Set(orders.map((o) => o.order_hash))).to.deep.equal(answered);
    for (const agentId of agentIds) {
      const audit = await sql<{ orders: string; logged: string; counted_trades: string; counted_amount: string; committed: string; balance: string; held: string; spent: string; shares: string; bought: string }>`
        select
          (select count(*) from orders where agent_id = ${agentId}) as orders,
          (select count(*) from trade_log where agent_id = ${agentId}) as logged,
          (select coalesce(sum(trades), 0) from daily_counters where agent_id = ${agentId}) as counted_trades,
          (select coalesce(sum(amount), 0) from daily_counters where agent_id = ${agentId}) as counted_amount,
          (select coalesce(sum(matched_notional + reserved_cash), 0) from orders where agent_id = ${agentId}) as committed,
          (select simulation_balance from agents where id = ${agentId}) as balance,
          (select coalesce(sum(reserved_cash), 0) from orders where agent_id = ${agentId}) as held,
          (select coalesce(sum(matched_notional), 0) from orders where agent_id = ${agentId}) as spent,
          (select coalesce(sum(size), 0) from positions where agent_id = ${agentId}) as shares,
          (select coalesce(sum(matched_size), 0) from orders where agent_id = ${agentId}) as bought
      `.execute(db);
      const row = audit.rows[0]!;
      expect(Number(row.orders), agentId).to.equal(BATCHES * PER_BATCH);
      expect(Number(row.logged), agentId).to.equal(BATCHES * PER_BATCH);
      expect(Number(row.counted_trades), agentId).to.equal(BATCHES * PER_BATCH);
      expect(BigInt(row.counted_amount), agentId).to.equal(BigInt(row.committed));
      // Cash is conserved: what is left, held by resting buys and paid for fills is what the agent started with.
      expect(BigInt(row.balance) + BigInt(row.held) + BigInt(row.spent), agentId).to.equal(STARTING_BALANCE);
      expect(BigInt(row.shares), agentId).to.equal(BigInt(row.bought));
    }
    const unanswered = await db.selectFrom('idempotency_keys').select('key').where('agent_id', 'in', agentIds).where('status_code', 'is', null).execute();
    expect(unanswered).to.deep.equal([]);
  });
});
