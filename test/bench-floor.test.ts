import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { CompiledQuery, sql } from 'kysely';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { FLOOR_WRITE, floorParams, startFloor, type FloorTrade } from '../bench/floor.js';
import { BENCH_MARKET, singleTrades } from '../bench/trading.js';
import { linkEoa, registerAgent } from './support/builders.js';
import { env } from './support/environment.js';
import { describeWith } from './support/requires.js';
import { rowsRead, seedOrders } from './support/plans.js';
import { withTestService } from './support/service.js';

const hash = () => `0x${randomBytes(32).toString('hex')}`;
const MAKER = '0x00000000000000000000000000000000000000aa';
/** A resting buy of `size` at `price` (atomic units), as verification would give it. */
const buy = (agentId: string, price: bigint, size: bigint): FloorTrade => ({
  orderHash: hash(), agentId, maker: MAKER, tokenId: BENCH_MARKET.clobTokenIds[0]!, price, size, notional: (price * size) / 1_000_000n,
});

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
        const trades = [buy(agent, 50_000n, 5_000_000n), buy(agent, 50_000n, 5_000_000n)];
        const read = await rowsRead(db, CompiledQuery.raw(FLOOR_WRITE, floorParams(trades, Date.now())), 'orders');
        expect(read.rows, `orders read: ${read.plan}`).to.be.at.most(trades.length);
      } finally {
        await sql`alter table orders reset (autovacuum_enabled)`.execute(db);
      }
    }));
});

describeWith(['postgres'], 'the bench floor as a server (bench/floor-server.ts)', () => {
  it('writes a verified order once, and answers a repeat 409, a bad signature 400 and an unknown key 401', () =>
    withTestService(async (service) => {
      const { agentId, key } = await registerAgent(service.api());
      const wallet = privateKeyToAccount(generatePrivateKey());
      await linkEoa(service.api(), key, wallet);
      const database = env().database;
      if (database.kind !== 'postgres') throw new Error('describeWith gives PostgreSQL');
      const floor = await startFloor(database.url, [{ key, agentId, wallet }]);
      try {
        const [trade] = await singleTrades([{ key, agentId, wallet }], 1, 'resting');
        const send = (body: string, headers = trade!.headers) => fetch(floor.url + trade!.path, { method: 'POST', headers, body });
        const first = await send(trade!.body!);
        expect(first.status).to.equal(200);
        const { data } = (await first.json()) as { data: { orderId: string } };
        expect(await service.services.db.selectFrom('orders').select('agent_id').where('order_hash', '=', data.orderId).executeTakeFirst()).to.deep.equal({ agent_id: agentId });
        expect((await send(trade!.body!)).status, 'the same order again').to.equal(409);

        const body = JSON.parse(trade!.body!);
        // The other recovery id: a well-formed signature of another key.
        const signature = body.order.signature.slice(0, -2) + (body.order.signature.endsWith('1b') ? '1c' : '1b');
        expect((await send(JSON.stringify({ ...body, order: { ...body.order, signature } }))).status, 'another signature').to.equal(400);
        expect((await send(trade!.body!, { ...trade!.headers, authorization: 'Bearer nobody' })).status).to.equal(401);
      } finally {
        floor.stop();
      }
    }));
});
