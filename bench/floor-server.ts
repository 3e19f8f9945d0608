import fs from 'node:fs';
import Koa from 'koa';
import pg from 'pg';
import { MAX_IN_FLIGHT } from '../engine/db/script-groups.js';
import { verifyOrder } from '../engine/venues/venue_a/order-verification.js';
import { FLOOR_WRITE, floorParams, type FloorAgent, type FloorTrade } from './floor.js';
import { BENCH_MARKET } from './trading.js';

/**
 * The floor (floor.ts) as a server: POST /markets/trade bodies of BENCH_MARKET's resting buys from
 * the agents in the file given, written by FLOOR_WRITE on the PostgreSQL database given. Prints its
 * port. An order it did not write (a duplicate, over the balance) answers 409; a bad one, 400.
 */
const [databaseUrl, agentsFile] = process.argv.slice(2) as [string, string];
const agents = new Map((JSON.parse(fs.readFileSync(agentsFile, 'utf8')) as FloorAgent[]).map((a) => [`Bearer ${a.key}`, { agentId: a.agentId, wallets: new Set([a.address]) }]));
const pool = new pg.Pool({ connectionString: databaseUrl, max: MAX_IN_FLIGHT });

interface Waiting {
  trade: FloorTrade;
  done(written: boolean | Error): void;
}
let waiting: Waiting[] = [];
let onTheirWay = 0;

function send(): void {
  if (!waiting.length || onTheirWay >= MAX_IN_FLIGHT) return;
  const group = waiting;
  waiting = [];
  onTheirWay++;
  pool
    .query<{ order_hash: string }>({ name: 'floor', text: FLOOR_WRITE, values: floorParams(group.map((w) => w.trade), Date.now()) })
    .then(
      ({ rows }) => {
        const written = new Set(rows.map((r) => r.order_hash));
        for (const w of group) w.done(written.has(w.trade.orderHash));
      },
      (error: Error) => group.forEach((w) => w.done(error)),
    )
    .finally(() => {
      onTheirWay--;
      send();
    });
}

const write = (trade: FloorTrade) =>
  new Promise<boolean>((resolve, reject) => {
    if (!waiting.length) setImmediate(send);
    waiting.push({ trade, done: (written) => (written instanceof Error ? reject(written) : resolve(written)) });
  });

const app = new Koa();
app.use(async (ctx) => {
  const agent = agents.get(ctx.get('authorization'));
  if (!agent) {
    ctx.status = 401;
    ctx.body = { success: false, error: 'unauthorized' };
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  let order;
  try {
    order = await verifyOrder(body.order, {
      market: BENCH_MARKET, marketConditionId: body.marketConditionId, price: body.price, orderSize: body.orderSize, orderType: 'GTC', wallets: agent.wallets, evm: null, nowMs: Date.now(),
    });
  } catch (error) {
    ctx.status = 400;
    ctx.body = { success: false, error: (error as Error).message };
    return;
  }
  const { orderHash, maker, tokenId, price, size, notional } = order;
  const written = await write({ orderHash, agentId: agent.agentId, maker, tokenId, price, size, notional });
  ctx.status = written ? 200 : 409;
  ctx.body = { success: written, data: { orderId: order.orderHash, status: written ? 'live' : 'refused' } };
});
const server = app.listen(0, '127.0.0.1', () => console.log((server.address() as { port: number }).port));
