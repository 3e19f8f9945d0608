import { expect } from 'chai';
import { sql } from 'kysely';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { linkEoa, registerAgent } from './support/builders.js';
import { sdkOrder, Side } from './support/orders.js';
import { startTestService, type TestService } from './support/service.js';

const first = marketById('604146')!;
const second = marketById('604183')!;

describe('what live buys hold in a market (market_holds, kept by the orders table\'s triggers)', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ clock: new ManualClock(Date.UTC(2026, 11, 1, 12)), config: { sweepIntervalMs: 0 } });
    for (const market of [first, second]) service.services.prices.setScriptedPrices(market.id, [{ t: 0, price: 500_000n }]);
  });
  after(() => service.close());

  /** The held amounts as the triggers keep them, and as a sum over the live buys computes them (rows that hold nothing left out). */
  async function heldBoth(agentId: string) {
    const { db } = service.services;
    const kept = await sql<{ market: string; held: string }>`select market_condition_id as market, held::text from market_holds
      where agent_id = ${agentId} and held <> 0 order by 1`.execute(db);
    const summed = await sql<{ market: string; held: string }>`select market_condition_id as market, sum(((size - matched_size) * price + 999999) / 1000000)::text as held
      from orders where agent_id = ${agentId} and side = 'BUY' and status = 1 group by 1 having sum(((size - matched_size) * price + 999999) / 1000000) <> 0 order by 1`.execute(db);
    return { kept: kept.rows, summed: summed.rows };
  }

  async function expectKept(agentId: string, expected: Array<{ market: string; held: string }>) {
    const { kept, summed } = await heldBoth(agentId);
    expect(summed).to.deep.equal(expected);
    expect(kept).to.deep.equal(summed);
  }

  it('follows every insert, update and delete of an order, several orders to a statement, to the unit', async () => {
    const api = service.api();
    const agent = await registerAgent(api);
    const wallet = privateKeyToAccount(generatePrivateKey());
    await linkEoa(api, agent.key, wallet);
    const trade = async (market: typeof first, price: number, size: number) => {
      const answer = await api.post(
        '/markets/trade',
        { marketConditionId: market.conditionId, orderSize: size, price, order: await sdkOrder(wallet, { tokenID: market.clobTokenIds[0]!, side: Side.BUY, price, size }) },
        { key: agent.key },
      );
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      return answer.body.orderId as string;
    };
    const [a, b] = [await trade(first, 0.4, 10), await trade(first, 0.33, 7)];
    const c = await trade(second, 0.2, 5);
    /** The held amounts in the two markets, in key order, leaving out one that holds nothing. */
    const both = (inFirst: string, inSecond: string) =>
      [
        { market: first.conditionId, held: inFirst },
        { market: second.conditionId, held: inSecond },
      ]
        .filter((row) => row.held !== '0')
        .sort((x, y) => (x.market < y.market ? -1 : 1));
    // 10 at 0.40 and 7 at 0.33 (2.31) in one market; 5 at 0.20 in the other.
    await expectKept(agent.agentId, both('6310000', '1000000'));

    const { db } = service.services;
    // A fill of a millionth of a share leaves each order's cost rounded up to what it was: both orders in one statement.
    await sql`update orders set matched_size = matched_size + 1 where order_hash in (${a}, ${b})`.execute(db);
    await expectKept(agent.agentId, both('6310000', '1000000'));
    // 2.5 shares more of each: 7.499999 at 0.40 rounds up to 3.00, 4.499999 at 0.33 to 1.485.
    await sql`update orders set matched_size = matched_size + 2500000 where order_hash in (${a}, ${b}, ${c})`.execute(db);
    await expectKept(agent.agentId, both('4485000', '500000'));
    // An order that ends holds nothing; one that comes back to life holds again.
    await sql`update orders set status = 3 where order_hash = ${a}`.execute(db);
    await expectKept(agent.agentId, both('1485000', '500000'));
    await sql`update orders set status = 1 where order_hash = ${a}`.execute(db);
    await expectKept(agent.agentId, both('4485000', '500000'));
    await sql`delete from trade_log where order_id in (${b}, ${c})`.execute(db);
    await sql`delete from orders where order_hash in (${b}, ${c})`.execute(db);
    await expectKept(agent.agentId, both('3000000', '0'));
  });

  it('is what a limited buy is decided on: maxPositionValue refuses the buy that would pass it, and lets the one at it go', async () => {
    const api = service.api();
    const agent = await registerAgent(api);
    const wallet = privateKeyToAccount(generatePrivateKey());
    await linkEoa(api, agent.key, wallet);
    expect((await api.post('/markets/risk-settings', { maxTradeAmount: 1000, dailyTradeAmountLimit: 1000, maxPositionValue: 10 }, { key: agent.key })).status).to.equal(200);
    const buy = async (price: number, size: number) =>
      api.post(
        '/markets/trade',
        { marketConditionId: first.conditionId, orderSize: size, price, order: await sdkOrder(wallet, { tokenID: first.clobTokenIds[0]!, side: Side.BUY, price, size }) },
        { key: agent.key },
      );
    expect((await buy(0.4, 10)).status).to.equal(200);
    expect((await buy(0.3, 15)).status).to.equal(200);
    // 4.00 + 4.50 held: 1.80 more would pass 10, 1.50 more reaches it.
    const over = await buy(0.3, 6);
    expect(over.status).to.equal(403);
    expect(over.body.errorCode).to.equal('limit_exceeded');
    expect(over.body.message).to.include('already holds 8.5 USDC');
    expect((await buy(0.3, 5)).status).to.equal(200);
    await expectKept(agent.agentId, [{ market: first.conditionId, held: '10000000' }]);
  });
});
