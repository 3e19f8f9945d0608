import { expect } from 'chai';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import { ApiError } from '../engine/errors.js';
import { scriptGroupWait } from '../engine/metrics.js';
import type { TradeInput, TradeResult } from '../engine/trading/placement.js';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { tradingAgent } from './support/builders.js';
import { sdkOrder, Side } from './support/orders.js';
import { startTestService, type TestService } from './support/service.js';

const market = marketById('604146')!;
const YES = market.clobTokenIds[0]!;
const LIMITS = { maxTradeAmount: 1000000, dailyTradeAmountLimit: 1000000, maxPositionValue: 1000000 };

/** Scripts sent through the group committer so far. */
const groupCommits = async () => (await scriptGroupWait.get()).values.find((v) => v.metricName === 'db_script_group_wait_seconds_count')!.value;

/** A trade's answer as the agent reads it: its status, or the refusal's status and code. */
const outcome = (settled: PromiseSettledResult<TradeResult>) =>
  settled.status === 'fulfilled' ? settled.value.status : settled.reason instanceof ApiError ? `${settled.reason.status} ${settled.reason.code}` : String(settled.reason);

describe("single trades of one agent that wait for its actor together (placeTrades)", () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ clock: new ManualClock(Date.UTC(2026, 11, 1, 12)), config: { sweepIntervalMs: 0 } });
    // Yes at 0.50: the book's best bid is 0.50 and best ask 0.51.
    service.services.prices.setScriptedPrices(market.id, [{ t: 0, price: 500_000n }]);
  });
  after(() => service.close());

  async function trader(limits: object = LIMITS) {
    const api = service.api();
    const { agent, wallet } = await tradingAgent(api, limits);
    const hook = await api.post('/agents/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['order.filled', 'limit.reached'] }, { key: agent.key });
    expect(hook.status, JSON.stringify(hook.body)).to.equal(200);
    const input = async (price: number, size: number, signer = wallet): Promise<TradeInput> => ({
      marketConditionId: market.conditionId,
      orderSize: size,
      price,
      order: await sdkOrder(signer, { tokenID: YES, side: Side.BUY, price, size }),
    });
    // Sent to the actor in one turn: the first is handled alone, and the others wait behind it, in a row.
    const atOnce = (inputs: TradeInput[]) => Promise.allSettled(inputs.map((one) => service.actors.send<TradeResult>(agent.agentId, { kind: 'trade', input: one })));
    const oneByOne = async (inputs: TradeInput[]) => {
      const settled: Array<PromiseSettledResult<TradeResult>> = [];
      for (const one of inputs) settled.push(...(await Promise.allSettled([service.actors.send<TradeResult>(agent.agentId, { kind: 'trade', input: one })])));
      return settled;
    };
    const books = async () => {
      const { db } = service.services;
      const { balance } = await db.selectFrom('agents').select('simulation_balance as balance').where('id', '=', agent.agentId).executeTakeFirstOrThrow();
      const counters = await db.selectFrom('daily_counters').select(['trades', 'amount']).where('agent_id', '=', agent.agentId).execute();
      const orders = await db.selectFrom('orders').select('placement').where('agent_id', '=', agent.agentId).orderBy('placement').execute();
      const events = await db.selectFrom('webhook_events').select('kind').where('agent_id', '=', agent.agentId).orderBy('kind').execute();
      return { balance, counters, orders: orders.map((o) => o.placement), events: events.map((e) => e.kind) };
    };
    return { agent, wallet, input, atOnce, oneByOne, books };
  }

  it('places the trades waiting in a row in one script, each answered its own result', async () => {
    const t = await trader();
    const inputs = await Promise.all([0.4, 0.6, 0.3, 0.6, 0.4, 0.6, 0.3, 0.6].map((price) => t.input(price, 10)));
    const start = BigInt((await t.books()).balance);
    const before = await groupCommits();
    const settled = await t.atOnce(inputs);
    // The first alone, the seven behind it together.
    expect((await groupCommits()) - before).to.equal(2);
    expect(settled.map(outcome)).to.deep.equal(['live', 'matched', 'live', 'matched', 'live', 'matched', 'live', 'matched']);
    const ids = settled.map((s) => (s as PromiseFulfilledResult<TradeResult>).value.orderId);
    expect(new Set(ids).size).to.equal(8);
    // 4.00, 3.00, 4.00 and 3.00 held by the resting buys; forty shares at the ask of 0.51 paid 20.40.
    const { balance, counters } = await t.books();
    expect(start - BigInt(balance)).to.equal(14_000_000n + 20_400_000n);
    expect(counters).to.deep.equal([{ trades: 8, amount: String(14_000_000 + 20_400_000) }]);
  });

  it('answers each trade of a unit what it would have been answered alone, the refused ones and the others', async () => {
    const limits = { ...LIMITS, maxTradesPerDay: 4 };
    const [together, alone] = [await trader(limits), await trader(limits)];
    const stranger = privateKeyToAccount(generatePrivateKey());
    const shapes: Array<[price: number, foreign?: boolean]> = [[0.4], [0.6], [0.4, true], [0.3], [0.6], [0.4], [0.6]];
    const inputsOf = (t: typeof together) => Promise.all(shapes.map(([price, foreign]) => t.input(price, 10, foreign ? stranger : t.wallet)));
    const [inUnit, inTurn] = [await together.atOnce(await inputsOf(together)), await alone.oneByOne(await inputsOf(alone))];
    expect(inUnit.map(outcome)).to.deep.equal(inTurn.map(outcome));
    expect(inUnit.map(outcome).filter((o) => o === 'live' || o === 'matched')).to.have.length(4);
    expect(inUnit.map(outcome)[2]).to.match(/^403 /);
    expect(await together.books()).to.deep.equal(await alone.books());
    expect((await together.books()).events).to.include('limit.reached');
  });

  it('decides a unit again, on the settings as they are, when they changed since its actor loaded them', async () => {
    const t = await trader();
    expect((await t.atOnce([await t.input(0.4, 10)])).map(outcome)).to.deep.equal(['live']);
    // Another process lowers the day's trades to three: the actor still holds the wide settings.
    await service.services.db.updateTable('risk_settings').set({ max_trades_per_day: 3 }).where('agent_id', '=', t.agent.agentId).execute();
    const inputs = await Promise.all([0.3, 0.4, 0.3, 0.4].map((price) => t.input(price, 10)));
    // An order sync first, which reads none of the held state, so that all four trades wait behind it as one unit.
    const [, settled] = await Promise.all([service.actors.send(t.agent.agentId, { kind: 'syncOrders' }), t.atOnce(inputs)]);
    expect(settled.map(outcome).filter((o) => o === 'live')).to.have.length(2);
    expect(settled.map(outcome).filter((o) => o.startsWith('403 '))).to.have.length(2);
    expect((await t.books()).counters).to.deep.equal([{ trades: 3, amount: '11000000' }]);
  });

  it('places a signed order given twice in one unit once, and answers both with it', async () => {
    const t = await trader();
    const [first, second] = [await t.input(0.4, 10), await t.input(0.3, 10)];
    const settled = await t.atOnce([await t.input(0.6, 5), first, second, first]);
    expect(settled.map(outcome)).to.deep.equal(['matched', 'live', 'live', 'live']);
    const ids = settled.map((s) => (s as PromiseFulfilledResult<TradeResult>).value.orderId);
    expect(ids[3]).to.equal(ids[1]);
    expect((await t.books()).counters).to.deep.equal([{ trades: 3, amount: String(2_550_000 + 4_000_000 + 3_000_000) }]);
  });
});
