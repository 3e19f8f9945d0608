import { expect } from 'chai';
import { sql } from 'kysely';
import { ManualClock } from '../engine/clock.js';
import type { Db } from '../engine/db/connect.js';
import { refusalReason } from '../engine/db/refusal.js';
import { gateOpen } from '../engine/db/script-gate.js';
import { ApiError } from '../engine/errors.js';
import { loadAgentState } from '../engine/trading/agent-state.js';
import { DuplicateOrder, StaleAgentState, type OrderPlan } from '../engine/trading/reservations.js';
import { orderInSet, pendingInSet, reserveSetQuery, type OrderInSet } from '../engine/trading/reserve-set.js';
import { promisedShares, reservationOrRefusal, writtenOrderRow } from '../engine/trading/reserve-statement.js';
import type { CommitsWithCaller, VenueAccount } from '../engine/venues/venue_a/port.js';
import { allMarkets, marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { registerAgent } from './support/builders.js';
import { rowsRead, seedOrders } from './support/plans.js';
import { orderPlan } from './support/orders.js';
import { startTestService, type TestService } from './support/service.js';

const LIMITS = { maxTradeAmount: 1000000, dailyTradeAmountLimit: 1000000, maxPositionValue: 1000000 };
const NOW = Date.UTC(2026, 11, 1, 12);

describe('the single orders of several agents reserved in one statement (reserve-set.ts)', () => {
  let service: TestService;
  let db: Db;
  let venue: CommitsWithCaller;
  before(async () => {
    service = await startTestService({ clock: new ManualClock(NOW), config: { sweepIntervalMs: 0 } });
    db = service.services.db;
    venue = service.services.venueA.commitsWithCaller!;
  });
  after(() => service.close());

  async function agent(limits: object = LIMITS) {
    const api = service.api();
    const { agentId, key } = await registerAgent(api);
    expect((await api.post('/markets/risk-settings', limits, { key })).status).to.equal(200);
    return { agentId, state: await loadAgentState(db, agentId) };
  }

  let tags = 0;
  /** An order resting as placed, its row as its settlement would leave it, its settings and version those its agent holds (or `version`). */
  async function inSet(plan: OrderPlan, version?: string): Promise<OrderInSet & { plan: OrderPlan }> {
    const { settings, version: held } = await loadAgentState(db, plan.agentId);
    const kept = {
      account: { address: plan.order.maker } as VenueAccount,
      order: { ...plan.order, signed: null, type: plan.orderType, postOnly: false, deferExec: false },
      placement: { orderId: plan.order.orderHash, status: 'live' as const, fills: [], filled: 0n, notional: 0n, tradeIds: [] },
      nowMs: plan.nowMs,
    };
    return { plan, ...orderInSet('ledger', plan, settings, version ?? held, `set-${++tags}`, { row: writtenOrderRow('ledger', plan, promisedShares(plan.order).toString()), returned: 0n, uncounted: 0n }, kept) };
  }

  const planOf = (agentId: string, changes: Partial<OrderPlan['order']> = {}, market = marketById('604146')!): OrderPlan => {
    const plan = { ...orderPlan(agentId, `0x${agentId.padStart(40, '0')}`), market, nowMs: NOW };
    return { ...plan, order: { ...plan.order, tokenId: market.clobTokenIds[0]!, ...changes } };
  };

  /** Each agent's settings, as its actor holds them. */
  const loaded = new Map<string, Awaited<ReturnType<typeof loadAgentState>>['settings']>();

  /** The statement's rows, each with what reservationOrRefusal makes of it (a reservation, or its refusal's code or class). */
  async function decide(trx: Db, orders: ReadonlyArray<OrderInSet & { plan: OrderPlan }>) {
    const rows = (await trx.executeQuery(reserveSetQuery(trx, venue, orders))).rows;
    return orders.map((o) => {
      const row = rows.find((r) => r.tag === o.check.tag)!;
      const answer = reservationOrRefusal('ledger', o.plan, loaded.get(o.plan.agentId)!, o.check.version, row);
      if (!(answer instanceof Error)) return 'reserved';
      if (answer instanceof ApiError) return answer.options.errors?.[0]?.path ?? answer.code;
      return answer.constructor.name;
    });
  }

  it('decides each order on its own agent\'s rows, and writes for the ones it reserves alone', async () => {
    const names = ['passes', 'overTrade', 'overPosition', 'overDay', 'halted', 'broke', 'sellsNothing', 'stale', 'duplicate', 'resolved'] as const;
    const limits: Record<string, object> = {
      overTrade: { ...LIMITS, maxTradeAmount: 1 },
      overPosition: { ...LIMITS, maxPositionValue: 1.5 },
      overDay: { ...LIMITS, maxTradesPerDay: 1 },
    };
    const agents = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await agent(limits[name])] as const)));
    for (const { agentId, state } of Object.values(agents)) loaded.set(agentId, state.settings);
    // An earlier order, reserved by the statement too: a resting buy of 1 USDC in the market.
    const earlier = [await inSet(planOf(agents.overPosition!.agentId))];
    await db.transaction().execute(async (trx) => expect(await decide(trx, earlier)).to.deep.equal(['reserved']));

    const other = allMarkets().find((m) => m.id !== '604146')!;
    const orders = [
      await inSet({ ...planOf(agents.passes!.agentId), log: { skillSlug: 'breakout', source: 'bot 7', reasoning: "it's cheap \\ and \"due\"" } }),
      await inSet(planOf(agents.overTrade!.agentId, { price: 400_000n, notional: 2_000_000n })),
      await inSet(planOf(agents.overPosition!.agentId)),
      await inSet(planOf(agents.overDay!.agentId)),
      await inSet(planOf(agents.halted!.agentId)),
      await inSet(planOf(agents.broke!.agentId, { price: 500_000n, size: 30_000_000_000n, notional: 15_000_000_000n })),
      await inSet(planOf(agents.sellsNothing!.agentId, { side: 'SELL' })),
      await inSet(planOf(agents.stale!.agentId), '0'),
      await inSet(planOf(agents.duplicate!.agentId, { orderHash: earlier[0]!.plan.order.orderHash })),
      await inSet(planOf(agents.resolved!.agentId, {}, other)),
    ];
    const rolledBack = new Error('rolled back');
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`update agents set halted = true where id = ${agents.halted!.agentId}`.execute(trx);
        // The day's one trade, counted where the statement did not see it placed (as by another process).
        await sql`insert into daily_counters (agent_id, day, trades, amount) values (${agents.overDay!.agentId}, '2026-12-01', 1, 1000000)`.execute(trx);
        await sql`insert into market_resolutions (condition_id, winning_token_id, source, resolved_at, winning_outcome_index)
          values (${other.conditionId}, ${other.clobTokenIds[0]!}, 'test', now(), 0)`.execute(trx);
        const balances = async () => Object.fromEntries((await trx.selectFrom('agents').select(['id', 'simulation_balance']).execute()).map((a) => [a.id, BigInt(a.simulation_balance)]));
        const before = await balances();
        expect(await decide(trx, orders)).to.deep.equal([
          'reserved',
          'maxTradeAmount',
          'maxPositionValue',
          'maxTradesPerDay',
          'agent_halted',
          'insufficient_balance',
          'insufficient_position',
          StaleAgentState.name,
          DuplicateOrder.name,
          'marketConditionId',
        ]);
        const hashes = orders.map((o) => o.plan.order.orderHash);
        const written = async (table: 'orders' | 'sim_venue_a_orders', column: 'order_hash') => (await trx.selectFrom(table).select(column).where(column, 'in', hashes).execute()).map((r) => r[column]);
        expect(await written('orders', 'order_hash')).to.have.members([hashes[0], hashes[8]]);
        // The duplicate's hash is the earlier order's, and so are its rows.
        expect(await written('sim_venue_a_orders', 'order_hash')).to.have.members([hashes[0], hashes[8]]);
        expect((await trx.selectFrom('trade_log').select('agent_id').where('order_id', 'in', hashes).execute()).map((r) => r.agent_id)).to.have.members([agents.passes!.agentId, agents.overPosition!.agentId]);
        // Each order's log row: its own texts, and its order's fields as its row holds them.
        const passed = orders[0]!.plan;
        const { id: _id, ...log } = await trx.selectFrom('trade_log').selectAll().where('order_id', '=', hashes[0]!).executeTakeFirstOrThrow();
        expect(log).to.deep.equal({
          agent_id: passed.agentId,
          platform: 'venue_a',
          order_id: passed.order.orderHash,
          market_condition_id: passed.market.conditionId,
          market_condition_name: passed.market.question,
          skill_code: null,
          skill_slug: 'breakout',
          source_tag: 'bot 7',
          reasoning: 'it\'s cheap \\ and "due"',
          action_type: passed.order.side,
          direction: passed.order.outcome,
          order_size: passed.order.size.toString(),
          amount: passed.order.notional.toString(),
          wallet_address: passed.order.maker,
          created_at: new Date(NOW),
        });
        const counters = await trx.selectFrom('daily_counters').select(['agent_id', 'trades']).where('agent_id', 'in', Object.values(agents).map((a) => a.agentId)).execute();
        expect(Object.fromEntries(counters.map((c) => [c.agent_id, c.trades]))).to.deep.equal({ [agents.passes!.agentId]: 1, [agents.overPosition!.agentId]: 1, [agents.overDay!.agentId]: 1 });
        const after = await balances();
        for (const [name, { agentId }] of Object.entries(agents)) expect(after[agentId], name).to.equal(before[agentId]! - (name === 'passes' ? 1_000_000n : 0n));
        for (const [i, o] of orders.entries()) expect((await sql<{ open: boolean }>`select ${gateOpen(o.check.tag)} as open`.execute(trx)).rows[0]!.open, names[i]).to.equal(i === 0);
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
  });

  it('holds back a sell\'s shares where the venue holds them only where they are free, and refuses none for them', async () => {
    const [holds, holdsNone] = [await agent(), await agent()];
    for (const a of [holds, holdsNone]) loaded.set(a.agentId, a.state.settings);
    const sells = [planOf(holds.agentId, { side: 'SELL' }), planOf(holdsNone.agentId, { side: 'SELL' })];
    await db
      .insertInto('positions')
      .values({ agent_id: holds.agentId, wallet_address: sells[0]!.order.maker, token_id: sells[0]!.order.tokenId, venue: 'venue_a', market_condition_id: sells[0]!.market.conditionId, outcome: 'YES', size: '10000000', reserved_size: '0', cost: '2000000', realized_pnl: '0', updated_at: new Date(NOW) })
      .execute();
    const orders = sells.map((plan) => ({ plan, ...pendingInSet('venue', plan, loaded.get(plan.agentId)!, null, `set-${++tags}`) }));
    const rows = (await db.executeQuery(reserveSetQuery(db, null, orders))).rows;
    expect(orders.map((o) => rows.find((r) => r.tag === o.check.tag)).map((r) => [r!.ok, r!.reserved_shares])).to.deep.equal([
      [true, '5000000'],
      [true, '0'],
    ]);
    const held = await db.selectFrom('positions').select('reserved_size').where('agent_id', '=', holds.agentId).executeTakeFirstOrThrow();
    expect(held.reserved_size).to.equal('5000000');
    const written = await db.selectFrom('orders').select(['agent_id', 'reserved_shares', 'placement']).where('order_hash', 'in', sells.map((p) => p.order.orderHash)).execute();
    expect(written).to.have.deep.members([
      { agent_id: holds.agentId, reserved_shares: '5000000', placement: 'pending' },
      { agent_id: holdsNone.agentId, reserved_shares: '0', placement: 'pending' },
    ]);
  });

  it('looks the orders up by their hashes, whatever the planner last counted of the orders', async () => {
    const [first, second, crowd] = [await agent(), await agent(), await agent()];
    // The bench's trade rows fill an orders table last analyzed nearly empty.
    await sql`analyze orders`.execute(db);
    await sql`alter table orders set (autovacuum_enabled = false)`.execute(db);
    try {
      await seedOrders(db, crowd.agentId, 3000, { first: 1_000_000, analyze: false });
      const orders = [await inSet(planOf(first.agentId)), await inSet(planOf(second.agentId))];
      const read = await rowsRead(db, reserveSetQuery(db, venue, orders), 'orders');
      expect(read.rows, `orders read: ${read.plan}`).to.be.at.most(orders.length);
    } finally {
      await sql`alter table orders reset (autovacuum_enabled)`.execute(db);
    }
  });

  it('raises for the whole statement where one order brings a daily limit to its value, which owes a limit.reached event', async () => {
    const [passes, reaches] = [await agent(), await agent({ ...LIMITS, maxTradesPerDay: 1 })];
    const orders = [await inSet(planOf(passes.agentId)), await inSet(planOf(reaches.agentId))];
    const error = await db.transaction().execute((trx) => trx.executeQuery(reserveSetQuery(trx, venue, orders))).catch((e: unknown) => e);
    expect(refusalReason(error)).to.equal('limit_reached');
    expect(await db.selectFrom('orders').select('order_hash').where('order_hash', 'in', orders.map((o) => o.plan.order.orderHash)).execute()).to.deep.equal([]);
  });
});
