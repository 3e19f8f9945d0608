import { expect } from 'chai';
import { sql } from 'kysely';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import { scriptOfQuery, type ScriptStatement } from '../engine/db/script.js';
import { gateOpen } from '../engine/db/script-gate.js';
import { scriptGroupWait, tradeStages } from '../engine/metrics.js';
import { utcDayWindow } from '../engine/rate-limits.js';
import { loadAgentState } from '../engine/trading/agent-state.js';
import type { OrderPlan } from '../engine/trading/reservations.js';
import { orderInSet, reserveSetQuery } from '../engine/trading/reserve-set.js';
import { writtenOrderRow, type SettledWithIt } from '../engine/trading/reserve-statement.js';
import type { KeptOrder, VenueAccount } from '../engine/venues/venue_a/port.js';
import { reserveTogetherStatement } from '../engine/trading/reserve-together.js';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { linkEoa, tradingAgent } from './support/builders.js';
import { orderPlan, sdkOrder, Side } from './support/orders.js';
import { startTestService, type TestService } from './support/service.js';

const market = marketById('604146')!;
const YES = market.clobTokenIds[0]!;
const LIMITS = { maxTradeAmount: 1000000, dailyTradeAmountLimit: 1000000, maxPositionValue: 1000000 };

/** Scripts sent through the group committer so far. */
const groupCommits = async () => (await scriptGroupWait.get()).values.find((v) => v.metricName === 'db_script_group_wait_seconds_count')!.value;

/** How many trades went through each stage so far. */
async function stageCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const value of (await tradeStages.get()).values) {
    if (value.metricName === 'trade_stage_duration_seconds_count') counts[String(value.labels.stage)] = value.value;
  }
  return counts;
}

/** The stages a piece of work added trades to. */
async function stagesOf(work: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = await stageCounts();
  await work();
  const after = await stageCounts();
  return Object.fromEntries(Object.entries(after).flatMap(([stage, n]) => (n > (before[stage] ?? 0) ? [[stage, n - (before[stage] ?? 0)]] : [])));
}

describe('an order on the simulated venue in one script (placedInOneScript)', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ clock: new ManualClock(Date.UTC(2026, 11, 1, 12)), config: { sweepIntervalMs: 0, webhooks: { dispatchIntervalMs: 0, maxAttempts: 3, backoffMs: 40, timeoutMs: 2000, retentionDays: 14, allowPrivateTargets: true } } });
    // Yes at 0.50: the book's best bid is 0.50 and best ask 0.51.
    service.services.prices.setScriptedPrices(market.id, [{ t: 0, price: 500_000n }]);
  });
  after(() => service.close());

  async function trader(limits: object = LIMITS) {
    const api = service.api();
    const { agent, wallet } = await tradingAgent(api, limits);
    const trade = async (price: number, size: number, side = Side.BUY, extra: object = {}, signed?: object) =>
      api.post(
        '/markets/trade',
        { marketConditionId: market.conditionId, orderSize: size, price, order: signed ?? (await sdkOrder(wallet, { tokenID: YES, side, price, size })), ...extra },
        { key: agent.key },
      );
    const balance = async () => (await api.get('/agents/me', { key: agent.key })).body.data.simulationBalance as number;
    return { agent, wallet, trade, balance };
  }

  const keptByVenue = (orderHash: string) => service.services.db.selectFrom('sim_venue_a_orders').select(['status', 'matched']).where('order_hash', '=', orderHash).execute();

  it('reserves, records at the venue and settles a resting order and a marketable one in one script, with no pending step', async () => {
    const t = await trader();
    const before = await t.balance();
    let resting: any;
    expect(await stagesOf(async () => (resting = await t.trade(0.4, 10)))).to.deep.equal({ verify: 1, place: 1 });
    expect(resting.status, JSON.stringify(resting.body)).to.equal(200);
    expect(resting.body.status).to.equal('live');
    expect(await keptByVenue(resting.body.orderId)).to.deep.equal([{ status: 'LIVE', matched: '0' }]);

    let filled: any;
    expect(await stagesOf(async () => (filled = await t.trade(0.6, 10)))).to.deep.equal({ verify: 1, place: 1 });
    expect(filled.body.status).to.equal('matched');
    expect(await keptByVenue(filled.body.orderId)).to.deep.equal([{ status: 'MATCHED', matched: '10000000' }]);
    // 4.00 held by the resting buy; ten shares at the best ask of 0.51 paid 5.10.
    expect(await t.balance()).to.equal(before - 4 - 5.1);
    const { db } = service.services;
    const orders = await db.selectFrom('orders').select(['order_hash', 'placement', 'reserved_cash']).where('agent_id', '=', t.agent.agentId).orderBy('order_hash').execute();
    expect(orders).to.have.deep.members([
      { order_hash: resting.body.orderId, placement: 'live', reserved_cash: '4000000' },
      { order_hash: filled.body.orderId, placement: 'matched', reserved_cash: '0' },
    ]);
    const position = await db.selectFrom('positions').select(['size', 'cost']).where('agent_id', '=', t.agent.agentId).execute();
    expect(position).to.deep.equal([{ size: '10000000', cost: '5100000' }]);
    const fills = await db.selectFrom('fills').select(['size', 'notional']).where('order_hash', '=', filled.body.orderId).execute();
    expect(fills).to.deep.equal([{ size: '10000000', notional: '5100000' }]);
  });

  /**
   * Counts writes the script makes, by triggers (the script's statements are not visible from
   * here): `rows` count each row an insert or update writes, `statements` each insert statement,
   * whatever it wrote.
   */
  async function countedWrites(agentId: string, work: () => Promise<void>, rows: string[], statements: string[] = []): Promise<string[]> {
    const { db } = service.services;
    await sql`create table one_script_writes (tbl text not null)`.execute(db);
    await sql`create function one_script_count() returns trigger language plpgsql as $$
      begin insert into one_script_writes values (tg_table_name); return null; end $$`.execute(db);
    const column = (table: string) => sql.ref(`new.${table === 'agents' ? 'id' : 'agent_id'}`);
    for (const table of rows) {
      await sql`create trigger ${sql.id(`one_script_${table}`)} after insert or update on ${sql.table(table)} for each row
        when (${column(table)} = ${sql.lit(Number(agentId))}) execute function one_script_count()`.execute(db);
    }
    for (const table of statements) {
      await sql`create trigger ${sql.id(`one_script_${table}`)} after insert on ${sql.table(table)} for each statement execute function one_script_count()`.execute(db);
    }
    try {
      await work();
      return (await sql<{ tbl: string }>`select tbl from one_script_writes order by tbl`.execute(db)).rows.map((r) => r.tbl);
    } finally {
      for (const table of [...rows, ...statements]) await sql`drop trigger ${sql.id(`one_script_${table}`)} on ${sql.table(table)}`.execute(db);
      await sql`drop function one_script_count()`.execute(db);
      await sql`drop table one_script_writes`.execute(db);
    }
  }

  it('sends a resting order and a marketable buy as two statements each: the lock, and the reservation with the venue\'s record (and the buy\'s position and fills)', async () => {
    const t = await trader();
    const db = service.services.db;
    const sent: Array<readonly ScriptStatement[]> = [];
    const executeQuery = db.executeQuery.bind(db);
    db.executeQuery = ((query: { sql: string; parameters: readonly unknown[] }) => {
      const script = scriptOfQuery(query.sql, query.parameters);
      if (script) sent.push(script);
      return executeQuery(query as never);
    }) as typeof db.executeQuery;
    const statements = async (price: number) => {
      sent.length = 0;
      await t.trade(price, 10);
      expect(sent).to.have.length(1);
      return sent[0]!.length;
    };
    try {
      expect(await statements(0.4)).to.equal(2);
      expect(await statements(0.6)).to.equal(2);
    } finally {
      db.executeQuery = executeQuery;
    }
  });

  it('writes the balance and the day\'s counters of a marketable buy once: it holds and counts only what the trade keeps', async () => {
    const t = await trader();
    const before = await t.balance();
    const writes = await countedWrites(
      t.agent.agentId,
      async () => {
        let filled: any;
        // Ten at a limit of 0.60 fill at the ask, 0.51: decided on 6.00, and 5.10 is what it keeps.
        expect(await stagesOf(async () => (filled = await t.trade(0.6, 10)))).to.deep.equal({ verify: 1, place: 1 });
        expect(filled.body.status).to.equal('matched');
      },
      ['agents', 'daily_counters'],
    );
    expect(writes).to.deep.equal(['agents', 'daily_counters']);
    expect(await t.balance()).to.equal(before - 5.1);
    const [day] = await service.services.db.selectFrom('daily_counters').select(['trades', 'amount']).where('agent_id', '=', t.agent.agentId).execute();
    expect(day).to.deep.equal({ trades: 1, amount: '5100000' });
  });

  it('writes a fill\'s event only for an agent whose webhooks ask for it, and sees a webhook added after its actor loaded', async () => {
    const t = await trader();
    const fill = async () => {
      const filled = await t.trade(0.6, 5);
      expect(filled.body.status, JSON.stringify(filled.body)).to.equal('matched');
      return filled.body.orderId as string;
    };
    expect(await countedWrites(t.agent.agentId, async () => void (await fill()), [], ['webhook_events'])).to.deep.equal([]);
    const created = await service.api().post('/agents/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['order.filled'] }, { key: t.agent.key });
    expect(created.status, JSON.stringify(created.body)).to.equal(200);
    let orderId = '';
    expect(await countedWrites(t.agent.agentId, async () => void (orderId = await fill()), [], ['webhook_events'])).to.deep.equal(['webhook_events']);
    const events = await service.services.db.selectFrom('webhook_events').select(['kind', 'payload']).where('agent_id', '=', t.agent.agentId).execute();
    expect(events.map((e) => [e.kind, JSON.parse(e.payload).orderId])).to.deep.equal([['order.filled', orderId]]);
  });

  it('writes nothing after a reservation that refuses: no venue record, no fill, no position, no trade-log row', async () => {
    const t = await trader();
    const before = await t.balance();
    // Marketable, and more than the balance holds at its limit price.
    const size = Math.ceil(before / 0.6) + 10;
    let refused: any;
    expect(await stagesOf(async () => (refused = await t.trade(0.6, size)))).to.deep.equal({ verify: 1, place: 1 });
    expect(refused.status).to.equal(400);
    expect(refused.body.errorCode).to.equal('insufficient_balance');
    const { db } = service.services;
    expect(await db.selectFrom('sim_venue_a_orders').select('order_hash').where('maker', '=', t.wallet.address).execute()).to.deep.equal([]);
    expect(await db.selectFrom('orders').select('order_hash').where('agent_id', '=', t.agent.agentId).execute()).to.deep.equal([]);
    expect(await db.selectFrom('fills').select('order_hash').where('agent_id', '=', t.agent.agentId).execute()).to.deep.equal([]);
    expect(await db.selectFrom('positions').select('size').where('agent_id', '=', t.agent.agentId).execute()).to.deep.equal([]);
    expect(await db.selectFrom('trade_log').select('order_id').where('agent_id', '=', t.agent.agentId).execute()).to.deep.equal([]);
    expect(await t.balance()).to.equal(before);
  });

  it('keeps each agent\'s writes to its own reservation when their scripts share a group commit', async () => {
    const traders = await Promise.all(Array.from({ length: 8 }, () => trader()));
    const balances = await Promise.all(traders.map((t) => t.balance()));
    // Every other agent sends a buy its balance cannot hold; all are marketable, so a leaked gate would book a fill.
    const answers = await Promise.all(traders.map((t, i) => t.trade(0.6, i % 2 ? Math.ceil(balances[i]! / 0.6) + 10 : 10)));
    const { db } = service.services;
    for (const [i, t] of traders.entries()) {
      const positions = await db.selectFrom('positions').select('size').where('agent_id', '=', t.agent.agentId).execute();
      if (i % 2) {
        expect(answers[i]!.body.errorCode).to.equal('insufficient_balance');
        expect(positions).to.deep.equal([]);
        expect(await t.balance()).to.equal(balances[i]);
      } else {
        expect(answers[i]!.body.status).to.equal('matched');
        expect(positions).to.deep.equal([{ size: '10000000' }]);
        expect(await t.balance()).to.equal(balances[i]! - 5.1);
      }
    }
  });

  it('has each reservation set the script gate in a row it answers even for an agent with no row, so a gate an earlier script opened opens nothing', async () => {
    const { db, venueA } = service.services;
    const venue = venueA.commitsWithCaller!;
    const t = await trader();
    const { settings, version } = await loadAgentState(db, t.agent.agentId);
    const resting = (plan: OrderPlan): KeptOrder => ({
      account: { address: plan.order.maker } as VenueAccount,
      order: { ...plan.order, signed: null, type: plan.orderType, postOnly: false, deferExec: false },
      placement: { orderId: plan.order.orderHash, status: 'live', fills: [], filled: 0n, notional: 0n, tradeIds: [] },
      nowMs: plan.nowMs,
    });
    const inSet = (plan: OrderPlan, tag: string) => orderInSet('ledger', plan, settings, version, tag, { row: writtenOrderRow('ledger', plan, '0'), returned: 0n, uncounted: 0n }, resting(plan));
    const nobody = orderPlan('987654321987', `0x${'cd'.repeat(20)}`);
    const together = [nobody, { ...nobody, order: { ...nobody.order, orderHash: `0x${'ef'.repeat(32)}` } }];
    const settled: SettledWithIt = {
      rows: together.map((plan) => writtenOrderRow('ledger', plan, '0')),
      returned: 0n,
      uncounted: 0n,
      venueWrites: (ok) => venue.keptWrites(venue.keptRows(together.map(resting)), () => ok, 'venue'),
    };
    const cases = [
      { statement: reserveSetQuery(db, venue, [inSet(nobody, 'nobody')]), gate: '' },
      // An order of an agent with no row beside one that passes: the gate opens for the one alone.
      { statement: reserveSetQuery(db, venue, [inSet(nobody, 'nobody'), inSet(orderPlan(t.agent.agentId, t.wallet.address), 'passes')]), gate: 'passes' },
      { statement: reserveTogetherStatement('ledger', together, { version: '0', settings }, '2026-12-01', 'nobody', settled).compile(db), gate: '' },
    ];
    const rolledBack = new Error('rolled back');
    for (const { statement, gate } of cases) {
      await db.transaction().execute(async (trx) => {
        await sql`select set_config('service.script_gate', 'nobody', true)`.execute(trx);
        const rows = (await trx.executeQuery(statement)).rows as unknown as Array<{ tag: string; ok: boolean | null; gate: string }>;
        expect(rows.map((row) => [row.tag, Boolean(row.ok), row.gate])).to.deep.include(['nobody', false, gate]);
        const open = async (tag: string) => (await sql<{ open: boolean }>`select ${gateOpen(tag)} as open`.execute(trx)).rows[0]!.open;
        expect(await open('nobody')).to.equal(false);
        expect(await open('passes')).to.equal(gate === 'passes');
        // Rolled back: the order that passed is not kept.
        throw rolledBack;
      }).catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    }
  });

  it('leaves to the other path, with nothing written, an order the venue refuses: a limit answers before the venue', async () => {
    const t = await trader({ ...LIMITS, maxTradesPerDay: 1 });
    // The day's one trade is spent where the agent's actor did not see it (as by another process).
    await service.services.db.insertInto('daily_counters').values({ agent_id: t.agent.agentId, day: utcDayWindow(service.services.clock.now()).day, trades: 1, amount: '4000000' }).execute();
    // A post-only buy at 0.6 crosses the ask of 0.51: the venue refuses it, but the day's one trade is spent.
    let refused: any;
    expect(await stagesOf(async () => (refused = await t.trade(0.6, 10, Side.BUY, { postOnly: true })))).to.deep.equal({ verify: 1, place: 1, reserve: 1 });
    expect(refused.status).to.equal(403);
    expect(refused.body.errorCode).to.equal('limit_exceeded');
    // Now the actor knows the day is spent: the next such order is refused before the venue sees it.
    expect(await stagesOf(async () => (refused = await t.trade(0.6, 10, Side.BUY, { postOnly: true })))).to.deep.equal({ verify: 1 });
    expect(refused.body.errorCode).to.equal('limit_exceeded');
  });

  it('goes the other way for a trade that brings a daily limit to its value, which owes its limit.reached event', async () => {
    const t = await trader({ ...LIMITS, maxTradesPerDay: 2 });
    expect(await stagesOf(() => t.trade(0.4, 10))).to.deep.equal({ verify: 1, place: 1 });
    let last: any;
    expect(await stagesOf(async () => (last = await t.trade(0.4, 10)))).to.deep.equal({ verify: 1, place: 1, reserve: 1, settle: 1 });
    expect(last.body.status).to.equal('live');
    const { db } = service.services;
    expect(await db.selectFrom('daily_counters').select('trades').where('agent_id', '=', t.agent.agentId).execute()).to.deep.equal([{ trades: 2 }]);
  });

  it('answers an order the venue already holds as the other path does: the venue\'s refusal, and nothing counted or held', async () => {
    const t = await trader();
    const signed = await sdkOrder(t.wallet, { tokenID: YES, side: Side.BUY, price: 0.4, size: 10 });
    const first = await t.trade(0.4, 10, Side.BUY, {}, signed);
    const { db } = service.services;
    // The service forgets the order and gives back its cash; the venue still holds it.
    await db.deleteFrom('trade_log').where('order_id', '=', first.body.orderId).execute();
    await db.deleteFrom('orders').where('order_hash', '=', first.body.orderId).execute();
    await db.deleteFrom('daily_counters').where('agent_id', '=', t.agent.agentId).execute();
    await db.updateTable('agents').set((eb) => ({ simulation_balance: eb('simulation_balance', '+', '4000000') })).where('id', '=', t.agent.agentId).execute();
    const before = await t.balance();
    let again: any;
    expect(await stagesOf(async () => (again = await t.trade(0.4, 10, Side.BUY, {}, signed)))).to.deep.equal({ verify: 1, place: 1, reserve: 1, settle: 1 });
    expect(again.status).to.equal(400);
    expect(JSON.stringify(again.body)).to.match(/already exists/);
    expect(await db.selectFrom('orders').select('order_hash').where('agent_id', '=', t.agent.agentId).execute()).to.deep.equal([]);
    expect(await db.selectFrom('daily_counters').select(['trades', 'amount']).where('agent_id', '=', t.agent.agentId).execute()).to.deep.equal([{ trades: 0, amount: '0' }]);
    expect(await t.balance()).to.equal(before);
  });

  describe('a batch', () => {
    /** Counts the calls the other path makes to the venue while `work` runs. */
    async function venueCalls(work: () => Promise<unknown>): Promise<number> {
      const { venueA } = service.services;
      const original = venueA.placeBatch;
      let calls = 0;
      venueA.placeBatch = (account, orders) => {
        calls++;
        return original(account, orders);
      };
      try {
        await work();
      } finally {
        venueA.placeBatch = original;
      }
      return calls;
    }

    async function batchTrader(limits: object = LIMITS) {
      const t = await trader(limits);
      const item = async (price: number, size: number, side = Side.BUY) => ({ marketConditionId: market.conditionId, orderSize: size, price, order: await sdkOrder(t.wallet, { tokenID: YES, side, price, size }) });
      const send = (orders: object[]) => service.api().post('/markets/batch-trade', { orders }, { key: t.agent.key });
      return { ...t, item, send };
    }

    it('reserves, records at the venue and settles every order of a batch in one script', async () => {
      const t = await batchTrader();
      const before = await t.balance();
      const orders = [await t.item(0.4, 10), await t.item(0.6, 10), await t.item(0.3, 10), await t.item(0.6, 5)].map((order, i) => ({ ...order, reasoning: `why ${i}`, ...(i % 2 ? { source: `bot ${i}`, skillSlug: `skill-${i}` } : {}) }));
      let res: any;
      expect(await venueCalls(async () => (res = await t.send(orders)))).to.equal(0);
      // Each order's log row: its own reasoning, source and skill, and the order's fields.
      const log = (await service.api().get('/agents/trades?limit=10', { key: t.agent.key })).body.data.trades as Array<Record<string, unknown>>;
      expect(log.map((row) => [row.orderId, row.reasoning, row.sourceTag, row.skillSlug, row.actionType, row.direction, row.orderSize, row.amount, row.walletAddress, row.marketConditionName]).sort()).to.deep.equal(
        res.body.results
          .map((r: { orderId: string }, i: number) => [r.orderId, `why ${i}`, i % 2 ? `bot ${i}` : null, i % 2 ? `skill-${i}` : null, 'BUY', 'YES', String(orders[i]!.orderSize), String(orders[i]!.orderSize * orders[i]!.price), t.wallet.address, market.question])
          .sort(),
      );
      expect(res.body.results.map((r: { status: string }) => r.status)).to.deep.equal(['live', 'matched', 'live', 'matched']);
      for (const [i, status] of (['LIVE', 'MATCHED', 'LIVE', 'MATCHED'] as const).entries()) {
        expect((await keptByVenue(res.body.results[i].orderId))[0]!.status).to.equal(status);
      }
      // 4.00 and 3.00 held by the resting buys; fifteen shares at the ask of 0.51 paid 7.65.
      expect(await t.balance()).to.equal(before - 4 - 3 - 7.65);
      const { db } = service.services;
      expect(await db.selectFrom('positions').select('size').where('agent_id', '=', t.agent.agentId).execute()).to.deep.equal([{ size: '15000000' }]);
      expect(await db.selectFrom('daily_counters').select(['trades', 'amount']).where('agent_id', '=', t.agent.agentId).execute()).to.deep.equal([{ trades: 4, amount: '14650000' }]);
    });

    it('places a batch with one order left to place (one given, or one the others repeat) in one script, as a single order', async () => {
      const t = await batchTrader();
      for (const orders of [[await t.item(0.4, 10)], await t.item(0.6, 5).then((one) => [one, one])]) {
        const groupsBefore = await groupCommits();
        let res: any;
        expect(await venueCalls(async () => (res = await t.send(orders)))).to.equal(0);
        expect((await groupCommits()) - groupsBefore).to.equal(1);
        expect(res.body.results.map((r: { status: string }) => r.status)).to.deep.equal(orders.length === 1 ? ['live'] : ['matched', 'matched']);
      }
    });

    it('records a batch signed by two wallets at each wallet\'s venue account, in the one script', async () => {
      const t = await batchTrader();
      const second = privateKeyToAccount(generatePrivateKey());
      await linkEoa(service.api(), t.agent.key, second);
      const secondItem = async (price: number) => ({ marketConditionId: market.conditionId, orderSize: 10, price, order: await sdkOrder(second, { tokenID: YES, side: Side.BUY, price, size: 10 }) });
      const orders = [await t.item(0.4, 10), await secondItem(0.3), await t.item(0.6, 10), await secondItem(0.6)];
      let res: any;
      expect(await venueCalls(async () => (res = await t.send(orders)))).to.equal(0);
      expect(res.body.results.map((r: { status: string }) => r.status)).to.deep.equal(['live', 'live', 'matched', 'matched']);
      const kept = await service.services.db.selectFrom('sim_venue_a_orders').select(['order_hash', 'maker', 'status']).where('order_hash', 'in', res.body.results.map((r: { orderId: string }) => r.orderId)).execute();
      const byHash = new Map(kept.map((k) => [k.order_hash, [k.maker, k.status]]));
      expect(res.body.results.map((r: { orderId: string }) => byHash.get(r.orderId))).to.deep.equal([
        [t.wallet.address, 'LIVE'],
        [second.address, 'LIVE'],
        [t.wallet.address, 'MATCHED'],
        [second.address, 'MATCHED'],
      ]);
    });

    it('leaves a batch with an order the venue holds already to the other path, which answers the venue\'s refusal for that order alone', async () => {
      const t = await batchTrader();
      const held = await t.item(0.4, 10);
      const first = await t.send([held]);
      const { db } = service.services;
      // The service forgets the order and gives back its cash; the venue still holds it.
      await db.deleteFrom('trade_log').where('order_id', '=', first.body.results[0].orderId).execute();
      await db.deleteFrom('orders').where('order_hash', '=', first.body.results[0].orderId).execute();
      await db.updateTable('agents').set((eb) => ({ simulation_balance: eb('simulation_balance', '+', '4000000') })).where('id', '=', t.agent.agentId).execute();
      const before = await t.balance();
      let res: any;
      expect(await venueCalls(async () => (res = await t.send([await t.item(0.3, 10), held, await t.item(0.6, 10)])))).to.be.greaterThan(0);
      expect(res.body.results.map((r: { status: string }) => r.status)).to.deep.equal(['live', 'failed', 'matched']);
      expect(JSON.stringify(res.body.results[1])).to.match(/already exists/);
      expect(await t.balance()).to.equal(before - 3 - 5.1);
    });

    it('leaves a batch with an order its reservation refuses to the other path, which writes only what it places', async () => {
      const t = await batchTrader();
      const before = await t.balance();
      const tooBig = Math.ceil(before / 0.6) + 10;
      const orders = [await t.item(0.4, 10), await t.item(0.6, tooBig), await t.item(0.6, 10)];
      let res: any;
      const groupsBefore = await groupCommits();
      expect(await venueCalls(async () => (res = await t.send(orders)))).to.equal(1);
      // The script, then the reservations one by one (not together again: that was just refused), the venue's record, the settlement.
      expect((await groupCommits()) - groupsBefore).to.equal(4);
      expect(res.body.results.map((r: { status: string }) => r.status)).to.deep.equal(['live', 'failed', 'matched']);
      expect(res.body.results[1].errorCode).to.equal('insufficient_balance');
      expect(await t.balance()).to.equal(before - 4 - 5.1);
      const { db } = service.services;
      expect(await db.selectFrom('sim_venue_a_orders').select('order_hash').where('maker', '=', t.wallet.address).execute()).to.have.length(2);
      expect(await db.selectFrom('positions').select('size').where('agent_id', '=', t.agent.agentId).execute()).to.deep.equal([{ size: '10000000' }]);
    });

    it('leaves a batch that brings a daily limit to its value to the other path, which reports it', async () => {
      const t = await batchTrader({ ...LIMITS, maxTradesPerDay: 2 });
      let res: any;
      expect(await venueCalls(async () => (res = await t.send([await t.item(0.4, 10), await t.item(0.3, 10)])))).to.equal(1);
      expect(res.body.results.map((r: { status: string }) => r.status)).to.deep.equal(['live', 'live']);
    });
  });
});
