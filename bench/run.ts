import Koa from 'koa';
import { dbRoundTrips } from '../engine/metrics.js';
import { cpuMeter } from './cpu.js';
import { benchIdle } from './idle.js';
import { report, runLoad, type LoadRequest, type LoadResult } from './load.js';
import { benchMonitors } from './monitors.js';
import { benchPortfolio, seedHeavyBook } from './portfolio.js';
import { startBenchService } from './service.js';
import { benchSignatures } from './signatures.js';
import { stageMeter } from './stages.js';
import { benchStartup } from './startup.js';
import { batchTrades, benchAgents, call, singleTrades } from './trading.js';
import { benchVenueALive } from './venue-a-live.js';
import { benchVenueB, benchVenueBLive } from './venue-b.js';

/**
 * Benchmarks print their figures; they assert nothing. The service runs on the embedded default,
 * or on PostgreSQL and Redis (in a scratch database) when DATABASE_URL / REDIS_URL are set. Each
 * row's load comes from autocannon in a process of its own; a bare Koa JSON server in this run is
 * the yardstick every row is a ratio of.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const AGENTS = 100;
const BATCH = 20;
const TRADE_WARM_UP = 4_000;

const service = await startBenchService('bench');
const config = service.services.config;

const bare = new Koa();
bare.use((ctx) => {
  ctx.body = { ok: true };
});
const bareServer = bare.listen(0, '127.0.0.1');
await new Promise((resolve) => bareServer.once('listening', resolve));
const bareUrl = `http://127.0.0.1:${(bareServer.address() as { port: number }).port}`;

const agents = await benchAgents(service.url, AGENTS);
// Limits on and a 1 USDC cap per trade: every 5-share order at 0.05 (0.25 USDC) passes, at 0.99 is refused.
const capped = await benchAgents(service.url, AGENTS, null, { tradeLimitEnabled: true, maxTradeAmount: 1 });
const heavy = agents[0]!;
const heavyAgentId = (await call(service.url, 'GET', '/agents/me', heavy.key)).data.agentId as string;
await seedHeavyBook(service.services.db, heavyAgentId, new Date(service.services.clock.now()));

console.log(
  `database ${config.database.kind}, kv ${config.redis ? 'redis' : 'memory'}, concurrency ${CONCURRENCY}, ${AGENTS} agents, loopback HTTP`,
);
const bareKoa = (total = REQUESTS) => runLoad(bareUrl, total, CONCURRENCY, () => ({ method: 'GET', path: '/' }));
await bareKoa(2000);
report('bare Koa JSON', await bareKoa());

const roundTrips = async () => (await dbRoundTrips.get()).values[0]?.value ?? 0;
/**
 * One row: its figures, its share of bare Koa, the database statements it sent per request, and
 * for single orders the mean time of each stage of the trade path.
 * Bare Koa is measured again just before each row, and the row's share is of that: a shared
 * machine's speed drifts over a run by more than the differences the ratios are read for.
 */
async function row(name: string, total: number, next: (i: number) => LoadRequest, concurrency = CONCURRENCY): Promise<LoadResult> {
  const beside = await bareKoa();
  let before = await roundTrips();
  let cpu = cpuMeter();
  let stages = stageMeter();
  // Counted from the end of the generator's warm-up, which a read spends on the row's own requests.
  const result = await runLoad(service.url, total, concurrency, next, () => {
    cpu = cpuMeter();
    stages = stageMeter();
    void roundTrips().then((trips) => (before = trips));
  });
  const trips = (await roundTrips()) - before;
  report(name, result, beside, result.requests ? trips / result.requests : 0, `${cpu.stop(result.requests)}   (bare Koa just before: ${beside.perSecond} req/s)${await (await stages).stop()}`);
  return result;
}

const auth = (i: number) => ({ authorization: `Bearer ${agents[i % AGENTS]!.key}` });
await row('GET /healthz', REQUESTS, () => ({ method: 'GET', path: '/healthz' }));
await row('GET /agents/me', REQUESTS, (i) => ({ method: 'GET', path: '/agents/me', headers: auth(i) }));
/** Requests signed in advance, just before their row: the service's heap (this process's) holds no other row's. */
const rowOf = async (name: string, requests: Promise<LoadRequest[]>, concurrency = CONCURRENCY) => {
  const signed = await requests;
  return row(name, signed.length, (i) => signed[i]!, Math.min(concurrency, signed.length));
};
const warmUp = async (requests: Promise<LoadRequest[]>) => {
  const signed = await requests;
  await runLoad(service.url, signed.length, CONCURRENCY, (i) => signed[i]!);
};
// Trades that only warm the trade path up, as an outside probe warms up before it measures: after a
// thousand, V8's helper threads (compiling the path) still took about 0.2 ms of CPU a trade over the
// next four thousand, against 0.05-0.1 after five thousand, and the row measured them.
await warmUp(singleTrades(agents, TRADE_WARM_UP, 'resting'));
const single = await rowOf('POST /markets/trade (resting)', singleTrades(agents, REQUESTS, 'resting'));
await rowOf('POST /markets/trade (marketable)', singleTrades(agents, REQUESTS, 'marketable'));
await rowOf('POST /markets/trade (refused, 403)', singleTrades(capped, REQUESTS, 'marketable'));
// As many orders as a single-order row, and a warm-up of the batch path first: a hundred batches
// timed cold, 32 at a time, had measured V8 compiling it and the run's last wave draining.
await warmUp(batchTrades(agents, 50, BATCH));
const batch = await rowOf(`POST /markets/batch-trade (${BATCH} orders)`, batchTrades(agents, Math.max(10, Math.floor(REQUESTS / BATCH)), BATCH));
console.log(`  = ${Math.round(batch.perSecond * BATCH)} orders/s in batches, ${(batch.perSecond * BATCH / single.perSecond).toFixed(2)}× single resting orders/s`);
await row('GET /markets/portfolio (1000 positions)', REQUESTS / 4, () => ({ method: 'GET', path: '/markets/portfolio', headers: { authorization: `Bearer ${heavy.key}` } }));

bareServer.close();
await service.stop();

await benchIdle();
await benchStartup();
await benchSignatures();
await benchPortfolio();
await benchMonitors();
await benchVenueB();
await benchVenueBLive();
await benchVenueALive();
