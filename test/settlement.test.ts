import { expect } from 'chai';
import { orderRowsStatement, settlementWrites } from '../engine/trading/settlement.js';
import { writtenOrderRow } from '../engine/trading/reserve-statement.js';
import { registerAgent } from './support/builders.js';
import { orderPlan } from './support/orders.js';
import { scansOf, seedOrders } from './support/plans.js';
import { startTestService, type TestService } from './support/service.js';

describe('settlement statements', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  it('finds the orders it settles by their key, however many orders there are', async () => {
    const { db } = service.services;
    const agentId = (await registerAgent(service.api())).agentId;
    await seedOrders(db, agentId, 5000);
    const row = await db.selectFrom('orders').selectAll().where('agent_id', '=', agentId).limit(1).executeTakeFirstOrThrow();
    const statement = orderRowsStatement([{ ...row, placement: 'live' }], 't', true).compile(db);
    const { scans, plan } = await scansOf(db, statement, 'orders');
    expect(scans, plan).to.have.length.greaterThan(0).and.not.include('Seq Scan');
  });

  it('reports no daily amount limit reached by a sell that fetched more than its limit price: the day counts it at its limit price', () => {
    const { db } = service.services;
    // Sell 10 at a 0.30 limit, which fills at 0.50: the day counted 3 of it, 8.1 in all, under a 9 limit.
    const plan = orderPlan('1', '0x0000000000000000000000000000000000000001');
    plan.order = { ...plan.order, side: 'SELL', price: 300_000n, size: 10_000_000n, notional: 3_000_000n };
    const settings = { tradeLimitEnabled: true, maxTradeAmount: 10n ** 12n, dailyTradeAmountLimit: 9n * 10n ** 8n, maxPositionValue: 10n ** 12n, maxTradesPerDay: 50, riskControlEnabled: false, takeProfitPercent: null, stopLossPercent: null };
    const reservation = { row: writtenOrderRow('venue', plan, '0'), riskExit: false, limits: { settings, counted: { trades: 2, amount: 8_100_000n } } };
    const placement = { orderId: plan.order.orderHash, status: 'matched' as const, fills: [{ price: 500_000n, size: 10_000_000n }], filled: 10_000_000n, notional: 5_000_000n, tradeIds: ['t1'] };
    const { writes, uncounted } = settlementWrites('venue', reservation, placement, new Date(plan.nowMs));
    expect(uncounted).to.equal(0n);
    const sent = writes.map((write) => JSON.stringify(write.compile(db).parameters)).join('\n');
    expect(sent).to.contain('order.filled').and.not.contain('limit.reached');
  });
});
