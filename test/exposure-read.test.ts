import { expect } from 'chai';
import { sql } from 'kysely';
import { exposureExpression, marketExposure } from '../engine/accounts/ledger.js';
import { registerAgent } from './support/builders.js';
import { rowsRead, seedOrders } from './support/plans.js';
import { withTestService } from './support/service.js';

/**
 * Every buy under maxPositionValue reads the agent's exposure in the order's market. What that read
 * costs must be the agent's own rows there, not the market's crowd nor the agent's other markets,
 * also when the planner's statistics predate them: a market new since the last analyze, which on a
 * large orders table autovacuum leaves unanalyzed for long.
 */
describe('the market exposure a limited buy reads', () => {
  it("reads only the agent's own live orders and positions in the market, whatever the planner last counted", () =>
    withTestService(async (service) => {
      const { db } = service.services;
      const [reader, crowd] = [(await registerAgent(service.api())).agentId, (await registerAgent(service.api())).agentId];
      // Statistics taken before the market's orders: autovacuum must not refresh them under the test.
      await sql`alter table orders set (autovacuum_enabled = false)`.execute(db);
      try {
        await seedOrders(db, reader, 5, { market: '0xold' });
        await seedOrders(db, crowd, 3000, { market: '0xnew', analyze: false });
        await seedOrders(db, reader, 2, { first: 6, market: '0xnew', analyze: false });
        // An agent in many markets: a planner that knows the positions, and still has only the agent's key to read them by.
        await sql`insert into positions (agent_id, wallet_address, token_id, venue, market_condition_id, outcome, size, reserved_size, cost, realized_pnl, updated_at)
          select ${reader}, '0xw', 't' || n, 'venue_a', case when n = 1 then '0xnew' else '0xm' || n end, 'YES', 1000000, 0, 300000, 0, now()
          from generate_series(1, 2000) n`.execute(db);
        await sql`analyze positions`.execute(db);

        // Two buys of 1 share at 0.50, and the position's cost.
        expect(await marketExposure(db, reader, '0xnew')).to.equal(1_300_000n);
        const read = sql`select ${exposureExpression(reader, '0xnew')}`.compile(db);
        const orders = await rowsRead(db, read, 'orders');
        expect(orders.rows, `orders read: ${orders.plan}`).to.be.at.most(2);
        const positions = await rowsRead(db, read, 'positions');
        expect(positions.rows, `positions read: ${positions.plan}`).to.be.at.most(1);
      } finally {
        await sql`alter table orders reset (autovacuum_enabled)`.execute(db);
      }
    }));
});
