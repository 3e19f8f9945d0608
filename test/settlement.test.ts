import { expect } from 'chai';
import { sql } from 'kysely';
import { orderRowsStatement, settlementWrites } from '../engine/trading/settlement.js';
import { writtenOrderRow } from '../engine/trading/reserve-statement.js';
import { registerAgent } from './support/builders.js';
import { orderPlan } from './support/orders.js';
import { startTestService, type TestService } from './support/service.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describe('settlement statements', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  it('finds the orders it settles by their key, however many orders there are', async () => {
    const { db } = service.services;
    const agentId = (await registerAgent(service.api())).agentId;
    await sql`insert into orders (order_hash, agent_id, venue, wallet_address, signer, market_id, market_condition_id, market_question, token_id, outcome, side,
        price, size, notional, matched_size, matched_notional, fee_amount, order_type, post_only, expiration, order_version, signature_type, status, placement,
        reserved_cash, reserved_shares, created_at, updated_at)
      select '0x' || lpad(to_hex(n), 64, '0'), ${agentId}, 'venue_a', '0xw', '0xw', 'm', '0xc', 'q', 't', 'YES', 'BUY',
        500000, 1000000, 500000, 0, 0, 0, 'GTC', false, 0, 2, 0, 1, 'pending', 500000, 0, now(), now()
      from generate_series(1, 5000) n`.execute(db);
    await sql`analyze orders`.execute(db);
    const row = await db.selectFrom('orders').selectAll().where('order_hash', '=', `0x${'0'.repeat(63)}7`).executeTakeFirstOrThrow();
    const statement = orderRowsStatement([{ ...row, placement: 'live' }], 't', true).compile(db);
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>({ ...statement, sql: `explain (format json) ${statement.sql}` });
    const answer = rows[0]!['QUERY PLAN'];
    const [{ Plan: plan }] = (typeof answer === 'string' ? JSON.parse(answer) : answer) as [{ Plan: PlanNode }];
    const scans = nodes(plan).filter((node) => node['Relation Name'] === 'orders');
    expect(scans.map((node) => node['Node Type']), JSON.stringify(plan)).to.have.length.greaterThan(0).and.not.include('Seq Scan');
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
