import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { updateRiskSettings, type RiskSettingsPatch } from '../engine/accounts/risk-settings.js';
import type { Db } from '../engine/db/connect.js';
import { SETTINGS_SCALE } from '../engine/money.js';
import { loadAgentState } from '../engine/trading/agent-state.js';
import { reserveHeld, type OrderPlan, type Reservation } from '../engine/trading/reservations.js';
import { reserveTogether, reserveTogetherStatement } from '../engine/trading/reserve-together.js';
import { notional } from '../engine/venues/venue_a/matching.js';
import { allMarkets } from '../engine/venues/venue_a/sim/catalog.js';
import { registerAgent } from './support/builders.js';
import { orderPlan } from './support/orders.js';
import { scansOf, seedOrders } from './support/plans.js';
import { startTestService, type TestService } from './support/service.js';

const usd = (whole: number) => BigInt(whole) * 10n ** BigInt(SETTINGS_SCALE);
const [first, second] = allMarkets();
const maker = `0x${'ab'.repeat(20)}` as const;

interface Spec {
  side: 'BUY' | 'SELL';
  market: 0 | 1;
  /** Price and size in atomic units (6 decimals). */
  price: bigint;
  size: bigint;
}

/** An order of `spec` for the agent, with a hash of its own, paying or asking what the venue computes for it. */
function plan(agentId: string, spec: Spec, nowMs: number): OrderPlan {
  const base = orderPlan(agentId, maker);
  const market = spec.market === 0 ? first! : second!;
  return {
    ...base,
    market,
    nowMs,
    order: { ...base.order, orderHash: `0x${randomBytes(32).toString('hex')}`, side: spec.side, tokenId: market.clobTokenIds[0]!, price: spec.price, size: spec.size, notional: notional([spec], spec.side) },
  };
}

describe('several orders of an agent reserved together', () => {
  let service: TestService;
  let db: Db;
  before(async () => {
    service = await startTestService({ config: { registerRateLimitPerMinute: 1000 } });
    db = service.services.db;
  });
  after(() => service.close());

  /** An agent with these limits, this much simulated USDC and `shares` of the first market's YES token in the maker wallet. */
  async function agent(limits: RiskSettingsPatch, balance: bigint, shares: bigint): Promise<string> {
    const { agentId } = await registerAgent(service.api());
    await updateRiskSettings(db, agentId, limits, new Date());
    await db.updateTable('agents').set({ simulation_balance: balance.toString() }).where('id', '=', agentId).execute();
    if (shares > 0n) {
      await db
        .insertInto('positions')
        .values({ agent_id: agentId, wallet_address: maker, token_id: first!.clobTokenIds[0]!, venue: 'venue_a', market_condition_id: first!.conditionId, outcome: 'YES', size: shares.toString(), reserved_size: '0', cost: '0', realized_pnl: '0', updated_at: new Date() })
        .execute();
    }
    return agentId;
  }

  /** The agent's books: today's counters, cash, shares held back for sells, and its orders and trade-log rows. */
  async function books(agentId: string) {
    const counters = await db.selectFrom('daily_counters').select(['trades', 'amount']).where('agent_id', '=', agentId).executeTakeFirst();
    const cash = await db.selectFrom('agents').select('simulation_balance').where('id', '=', agentId).executeTakeFirstOrThrow();
    const held = await db.selectFrom('positions').select('reserved_size').where('agent_id', '=', agentId).executeTakeFirst();
    const orders = await db.selectFrom('orders').select(({ fn }) => fn.countAll<string>().as('n')).where('agent_id', '=', agentId).executeTakeFirstOrThrow();
    const logged = await db.selectFrom('trade_log').select(({ fn }) => fn.countAll<string>().as('n')).where('agent_id', '=', agentId).executeTakeFirstOrThrow();
    return { trades: counters?.trades ?? 0, amount: String(counters?.amount ?? 0), cash: String(cash.simulation_balance), held: String(held?.reserved_size ?? 0), orders: Number(orders.n), logged: Number(logged.n) };
  }

  it('reserves buys over two markets and sells in one statement, each order counted after the ones before it, rows as written', async () => {
    const agentId = await agent({ tradeLimitEnabled: true, maxTradeAmount: usd(100), dailyTradeAmountLimit: usd(1000), maxPositionValue: usd(100), maxTradesPerDay: 50 }, 50_000_000n, 10_000_000n);
    const now = Date.now();
    const specs: Spec[] = [
      { side: 'BUY', market: 0, price: 200_000n, size: 5_000_000n },
      { side: 'SELL', market: 0, price: 300_000n, size: 4_000_000n },
      { side: 'BUY', market: 1, price: 333_333n, size: 7_000_000n },
      { side: 'SELL', market: 0, price: 310_000n, size: 6_000_000n },
      { side: 'BUY', market: 0, price: 250_000n, size: 5_000_000n },
    ];
    const plans = specs.map((spec) => plan(agentId, spec, now));
    const reserved = await reserveTogether(db, 'ledger', plans, await loadAgentState(db, agentId));
    expect(reserved, 'reserved together').to.not.equal(null);
    const notionals = plans.map((p) => p.order.notional);
    const buys = plans.filter((p) => p.order.side === 'BUY').reduce((sum, p) => sum + p.order.notional, 0n);
    let running = 0n;
    for (const [i, reservation] of reserved!.entries()) {
      running += notionals[i]!;
      expect(reservation.limits!.counted, `order ${i}`).to.deep.equal({ trades: i + 1, amount: running });
      const row = await db.selectFrom('orders').selectAll().where('order_hash', '=', plans[i]!.order.orderHash).executeTakeFirstOrThrow();
      expect(reservation.row, `order ${i}`).to.deep.equal(row);
    }
    expect(reserved!.map((r) => r.row.reserved_shares)).to.deep.equal(['0', '4000000', '0', '6000000', '0']);
    expect(await books(agentId)).to.deep.equal({ trades: 5, amount: String(running), cash: String(50_000_000n - buys), held: '10000000', orders: 5, logged: 5 });
  });

  it('writes nothing and goes order by order when any order would be refused, a hash is already taken, the held state moved or the orders span two days', async () => {
    const limits = { tradeLimitEnabled: true, maxTradeAmount: usd(100), dailyTradeAmountLimit: usd(1000), maxPositionValue: usd(2), maxTradesPerDay: 50 };
    const now = Date.now();
    const over = await agent(limits, 50_000_000n, 0n);
    // The third buy passes alone but not after the two before it: 1 + 1 + 0.25 USDC > maxPositionValue 2.
    const buys = [1, 1, 0.25].map((usdc) => plan(over, { side: 'BUY', market: 0, price: 500_000n, size: BigInt(usdc * 2_000_000) }, now));
    expect(await reserveTogether(db, 'ledger', buys, await loadAgentState(db, over))).to.equal(null);
    expect(await books(over)).to.deep.equal({ trades: 0, amount: '0', cash: '50000000', held: '0', orders: 0, logged: 0 });
    const answers = await reserveHeld(db, 'ledger', buys, await loadAgentState(db, over));
    expect(answers.map((a) => (a instanceof Error ? a.message : 'reserved'))).to.deep.equal(['reserved', 'reserved', answers[2] instanceof Error ? answers[2].message : 'reserved']);
    expect((answers[2] as Error).message).to.contain('maxPositionValue');

    const taken = await agent(limits, 50_000_000n, 0n);
    const pair = [0, 1].map(() => plan(taken, { side: 'BUY', market: 1, price: 100_000n, size: 5_000_000n }, now));
    await reserveHeld(db, 'ledger', [pair[1]!], await loadAgentState(db, taken));
    expect(await reserveTogether(db, 'ledger', pair, await loadAgentState(db, taken))).to.equal(null);
    expect((await books(taken)).orders).to.equal(1);

    const moved = await agent(limits, 50_000_000n, 0n);
    const held = await loadAgentState(db, moved);
    await updateRiskSettings(db, moved, { maxTradesPerDay: 40 }, new Date());
    expect(await reserveTogether(db, 'ledger', pair.map((p) => plan(moved, { side: 'BUY', market: 1, price: p.order.price, size: p.order.size }, now)), held)).to.equal(null);
    expect((await books(moved)).orders).to.equal(0);

    // Orders of two UTC days count on two days' counters: together they would count on one.
    const midnight = await agent(limits, 50_000_000n, 0n);
    const day = 86_400_000;
    const spanning = [now - (now % day) - 1, now - (now % day)].map((at) => plan(midnight, { side: 'BUY', market: 1, price: 100_000n, size: 5_000_000n }, at));
    expect(await reserveTogether(db, 'ledger', spanning, await loadAgentState(db, midnight))).to.equal(null);
    const counted = await reserveHeld(db, 'ledger', spanning, await loadAgentState(db, midnight));
    expect(counted.map((r) => (r instanceof Error ? r.message : r.limits!.counted.trades))).to.deep.equal([1, 1]);
  });

  it('looks for a batch\'s hashes among the orders by their key, whether the planner last counted a few hundred orders or thousands', async () => {
    const agentId = await agent({}, usd(1000), 0n);
    const others = await agent({}, usd(1000), 0n);
    const plans = Array.from({ length: 20 }, () => plan(agentId, { side: 'BUY', market: 0, price: 500_000n, size: 1_000_000n }, Date.now()));
    const held = { version: '0', settings: (await loadAgentState(db, agentId)).settings };
    let seeded = 0;
    for (const size of [300, 3000]) {
      await seedOrders(db, others, size - seeded, { first: seeded + 1 });
      seeded = size;
      // A generic plan made now is kept while the table grows: a scan of every order would be paid by every batch after.
      const { scans, plan: reads } = await scansOf(db, reserveTogetherStatement('ledger', plans, held, '2026-12-01', 'plan').compile(db), 'orders');
      expect(scans, `${size} orders: ${reads}`).to.have.length.greaterThan(0).and.not.include('Seq Scan');
    }
  });

  /**
   * Deciding a batch together must answer exactly as deciding its orders one after another: two
   * agents alike in everything, one sent the batch, the other each order alone, in order, end
   * with the same answers and the same books, whatever the limits, cash and shares allow.
   */
  it('answers every batch as its orders one by one would, over random limits, cash, shares and orders', async () => {
    // mulberry32: a seeded generator, so that a failing round can be run again.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % n;
    };
    const describeAnswer = (a: Reservation | Error) => (a instanceof Error ? `${a.constructor.name}:${(a as { code?: string }).code ?? ''}:${a.message.replace(/0x[0-9a-f]{64}/g, 'HASH')}` : 'reserved');
    let together = 0;
    for (let round = 0; round < 40; round++) {
      const limits: RiskSettingsPatch = {
        tradeLimitEnabled: random(4) > 0,
        maxTradeAmount: usd(2 + random(4)),
        dailyTradeAmountLimit: usd(4 + random(12)),
        maxPositionValue: usd(2 + random(7)),
        maxTradesPerDay: 2 + random(9),
      };
      const balance = BigInt(3 + random(18)) * 1_000_000n;
      const shares = BigInt(random(11)) * 1_000_000n;
      const specs: Spec[] = Array.from({ length: 2 + random(7) }, () => ({
        side: random(4) === 0 ? 'SELL' : 'BUY',
        market: random(2) as 0 | 1,
        price: BigInt(1 + random(99)) * 10_000n,
        size: BigInt(1 + random(3)) * 1_000_000n + BigInt(random(2)) * 500_000n,
      }));
      const now = Date.now();
      const [a, b] = await Promise.all([agent(limits, balance, shares), agent(limits, balance, shares)]);
      const batch = await reserveHeld(db, 'ledger', specs.map((spec) => plan(a, spec, now)), await loadAgentState(db, a));
      const alone: Array<Reservation | Error> = [];
      for (const spec of specs) alone.push(...(await reserveHeld(db, 'ledger', [plan(b, spec, now)], await loadAgentState(db, b))));
      const context = JSON.stringify({ round, limits, balance, shares, specs }, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
      expect(batch.map(describeAnswer), context).to.deep.equal(alone.map(describeAnswer));
      expect(batch.map((r) => (r instanceof Error ? null : r.limits?.counted)), context).to.deep.equal(alone.map((r) => (r instanceof Error ? null : r.limits?.counted)));
      expect(await books(a), context).to.deep.equal(await books(b));
      if (batch.every((r) => !(r instanceof Error))) together++;
    }
    // The rounds cover both ways: batches reserved together, and batches some order of which is refused.
    expect(together).to.be.within(5, 35);
  });
});
