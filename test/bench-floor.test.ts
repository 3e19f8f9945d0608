import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { CompiledQuery, sql } from 'kysely';
import { FLOOR_WRITE, floorParams, type FloorTrade } from '../bench/floor.js';
import { BENCH_MARKET } from '../bench/trading.js';
import { registerAgent } from './support/builders.js';
import { rowsRead, seedOrders } from './support/plans.js';
import { withTestService } from './support/service.js';

const hash = () => `0x${randomBytes(32).toString('hex')}`;
const MAKER = '0x00000000000000000000000000000000000000aa';

/**
 * The probe's floor row writes with FLOOR_WRITE on the service's own schema: a migration that the
 * statement no longer fits would leave the row failing unnoticed, or measuring less than it says.
 */
describe("the bench floor's write (bench/floor.ts)", () => {
  it('writes what the service writes for a resting buy, within the balance and once for each order', () =>
    withTestService(async (service) => {
      const { db } = service.services;
      const [a, b] = [(await registerAgent(service.api())).agentId, (await registerAgent(service.api())).agentId];
      const balance = async (agentId: string) => BigInt((await db.selectFrom('agents').select('simulation_balance').where('id', '=', agentId).executeTakeFirstOrThrow()).simulation_balance);
      const [aBefore, bBefore] = [await balance(a), await balance(b)];
      const buy = (agentId: string, price: bigint, size: bigint): FloorTrade => ({ orderHash: hash(), agentId, maker: MAKER, tokenId: BENCH_MARKET.clobTokenIds[0]!, price, size });
      const write = async (trades: FloorTrade[]) =>
        (await db.executeQuery<{ order_hash: string }>(CompiledQuery.raw(FLOOR_WRITE, floorParams(trades, Date.now())))).rows.map((r) => r.order_hash);

      // Two of a's at 0.25 USDC each; b's costs a cent more than b has.
      const trades = [buy(a, 50_000n, 5_000_000n), buy(a, 50_000n, 5_000_000n), buy(b, 1_000_000n, bBefore + 10_000n)];
      expect(await write(trades)).to.have.members([trades[0]!.orderHash, trades[1]!.orderHash]);
      expect(await write([trades[0]!]), 'an order written before').to.deep.equal([]);

      expect(await balance(a)).to.equal(aBefore - 500_000n);
      expect(await balance(b)).to.equal(bBefore);
      const written = (table: 'orders' | 'sim_venue_a_orders') => db.selectFrom(table).select('order_hash').where('order_hash', 'in', trades.map((t) => t.orderHash)).execute();
      expect(await written('orders')).to.have.length(2);
      expect(await written('sim_venue_a_orders')).to.have.length(2);
      const logged = await db.selectFrom('trade_log').select(['agent_id', 'amount']).where('order_id', 'in', trades.map((t) => t.orderHash)).execute();
      expect(logged.map((r) => [String(r.agent_id), BigInt(r.amount)])).to.deep.equal([[a, 250_000n], [a, 250_000n]]);
      const day = await db.selectFrom('daily_counters').select(['trades', 'amount']).where('agent_id', '=', a).executeTakeFirstOrThrow();
      expect([day.trades, BigInt(day.amount)]).to.deep.equal([2, 500_000n]);
    }));

  it('looks its orders up by their hashes, whatever the planner last counted of the orders', () =>
    withTestService(async (service) => {
      const { db } = service.services;
      const [agent, crowd] = [(await registerAgent(service.api())).agentId, (await registerAgent(service.api())).agentId];
      // The probe's floor row may come first, on an orders table analyzed empty that it fills.
      await sql`analyze orders`.execute(db);
      await sql`alter table orders set (autovacuum_enabled = false)`.execute(db);
      try {
        await seedOrders(db, crowd, 3000, { analyze: false });
        const trades = [0, 1].map(() => ({ orderHash: hash(), agentId: agent, maker: MAKER, tokenId: BENCH_MARKET.clobTokenIds[0]!, price: 50_000n, size: 5_000_000n }));
        const read = await rowsRead(db, CompiledQuery.raw(FLOOR_WRITE, floorParams(trades, Date.now())), 'orders');
        expect(read.rows, `orders read: ${read.plan}`).to.be.at.most(trades.length);
      } finally {
        await sql`alter table orders reset (autovacuum_enabled)`.execute(db);
      }
    }));
});
