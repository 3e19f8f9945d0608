import { startBareKoa } from './bare-koa-process.js';
import { costOverYardstick, cpuMeter, overYardstickText, perRequestCpuMs } from './cpu.js';
import { benchIdle } from './idle.js';
import { FIGURES, recordFigure, ROWS, rowFigures } from './figures.js';
import { withFloor } from './floor.js';
import { report, runLoad, shareOf, type LoadRequest, type LoadResult } from './load.js';
import { benchMonitors } from './monitors.js';
import { benchPortfolio, seedHeavyAgent } from './portfolio.js';
import { REQUEST_PATH_ENV, startServiceProcess } from './service-process.js';
import { benchSignatures } from './signatures.js';
import { counterValue, pipeMeter, stageMeter } from './stages.js';
import { benchStartup } from './startup.js';
import { batchRowCount, batchTrades, benchAgents, singleTrades, WIDE_LIMITS } from './trading.js';
import { benchVenueALive } from './venue-a-live.js';
import { benchVenueB, benchVenueBLive } from './venue-b.js';

/**
 * Benchmarks print their figures; they assert nothing. The service runs in a process of its own as
 * `npm start` runs it, on the embedded default, or on PostgreSQL and Redis (in a scratch database)
 * when DATABASE_URL / REDIS_URL are set. Each row's load comes from autocannon in a process of its
 * own; a bare Koa JSON server, in a plain node process of its own too, is the yardstick every row
 * is a ratio of.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const AGENTS = 100;
const BATCH = 20;
const TRADE_WARM_UP = 4_000;

const service = await startServiceProcess('bench', REQUEST_PATH_ENV);
const bare = await startBareKoa();

const agents = await benchAgents(service.url, AGENTS);
// Limits on and a 1 USDC cap per trade: every 5-share order at 0.05 (0.25 USDC) passes, at 0.99 is refused.
const capped = await benchAgents(service.url, AGENTS, null, { tradeLimitEnabled: true, maxTradeAmount: 1 });
// An agent's limits are on unless it turns them off: each of its buys also reads the day's counters
// and its exposure in the market, which the other trade rows' agents skip.
const limited = await benchAgents(service.url, AGENTS, null, WIDE_LIMITS);
const heavy = agents[0]!;
await seedHeavyAgent(service, heavy.agentId);

console.log(
  `database ${service.kind.database}, kv ${service.kind.redis ? 'redis' : 'memory'}, concurrency ${CONCURRENCY}, ${AGENTS} agents, loopback HTTP; the service, bare Koa and the load generator each in a process of its own`,
);
const bareKoa = (total = REQUESTS) => perRequestCpuMs(bare.pid, () => runLoad(bare.url, total, CONCURRENCY, () => ({ method: 'GET', path: '/' })));
await bareKoa(2000);
const first = await bareKoa();
report('bare Koa JSON', first.result, undefined, undefined, first.cpuMs === null ? '' : `   CPU/req ${first.cpuMs.toFixed(3)} ms`);

/** What a row measures: the service, or the floor (no /metrics). */
interface Server {
  url: string;
  pid: number;
  metrics?(): Promise<string>;
}

/**
 * One row: its figures, its share of bare Koa, the database statements it sent per request, and
 * for single orders the mean time of each stage of the trade path.
 * Bare Koa is measured again just before and just after each row, and the row's share is of their
 * mean: a shared machine's speed drifts over a run by more than the differences the ratios are read
 * for (in one run, the bare Koa just before a row read 15.5k to 30.8k).
 */
async function row(name: string, total: number, next: (i: number) => LoadRequest, concurrency = CONCURRENCY, warmUp = 0, server: Server = service): Promise<LoadResult> {
  const beside = await bareKoa();
  const metrics = () => server.metrics?.() ?? Promise.resolve('');
  let cpu = cpuMeter(server.pid, service.kind.database === 'postgres');
  let before = metrics();
  // Counted from the end of the generator's warm-up, on the row's own requests.
  const result = await runLoad(
    server.url,
    total,
    concurrency,
    next,
    () => {
      cpu = cpuMeter(server.pid, service.kind.database === 'postgres');
      before = metrics();
    },
    warmUp,
  );
  const [was, now] = [await before, await metrics()];
  const trips = counterValue(now, 'db_round_trips_total') - counterValue(was, 'db_round_trips_total');
  const cost = cpu.stop(result.requests);
  const after = await bareKoa();
  const yardstick = { ...beside.result, perSecond: Math.round((beside.result.perSecond + after.result.perSecond) / 2) };
  const times = costOverYardstick(cost, [beside.cpuMs, after.cpuMs]);
  const [roundTrips, stages] = server.metrics ? [result.requests ? trips / result.requests : 0, `${stageMeter(was).stop(now)}${pipeMeter(was).stop(now, result.seconds)}`] : [undefined, ''];
  report(name, result, yardstick, roundTrips, `${cost.text}${overYardstickText(times)}   (bare Koa just before and after: ${beside.result.perSecond} and ${after.result.perSecond} req/s)${stages}`);
  const figures = rowFigures(name);
  recordFigure(figures.share, shareOf(result, yardstick));
  recordFigure(figures.p99, result.p99Ms);
  if (times !== null) recordFigure(figures.cpuOverBare, times);
  return result;
}

const auth = (i: number) => ({ authorization: `Bearer ${agents[i % AGENTS]!.key}` });
await row('GET /healthz', REQUESTS, () => ({ method: 'GET', path: '/healthz' }));
await row(ROWS.me, REQUESTS, (i) => ({ method: 'GET', path: '/agents/me', headers: auth(i) }));
/**
 * Requests signed in advance (signing is the client's cost), just before their row: this process
 * holds no other row's. The first `warmUp` of them are the row's warm-up, as an outside probe warms
 * up on the row it measures: its agents' actors loaded, its path compiled (a refusal's, a batch's).
 */
const rowOf = async (name: string, requests: Promise<LoadRequest[]>, warmUp: number, server: Server = service) => {
  const signed = await requests;
  return row(name, signed.length, (i) => signed[i]!, Math.min(CONCURRENCY, signed.length - warmUp), warmUp, server);
};
const ROW_WARM_UP = Math.floor(REQUESTS / 4);
const warmUp = async (requests: Promise<LoadRequest[]>) => {
  const signed = await requests;
  await runLoad(service.url, signed.length, CONCURRENCY, (i) => signed[i]!);
};
// Trades that only warm the trade path up, as an outside probe warms up before it measures: after a
// thousand, V8's helper threads (compiling the path) still took about 0.2 ms of CPU a trade over the
// next four thousand, against 0.05-0.1 after five thousand, and the row measured them.
await warmUp(singleTrades(agents, TRADE_WARM_UP, 'resting'));
const single = await rowOf(ROWS.resting, singleTrades(agents, ROW_WARM_UP + REQUESTS, 'resting'), ROW_WARM_UP);
await rowOf('POST /markets/trade (resting, limits on)', singleTrades(limited, ROW_WARM_UP + REQUESTS, 'resting'), ROW_WARM_UP);
await rowOf(ROWS.marketable, singleTrades(agents, ROW_WARM_UP + REQUESTS, 'marketable'), ROW_WARM_UP);
await rowOf(ROWS.refused, singleTrades(capped, ROW_WARM_UP + REQUESTS, 'marketable'), ROW_WARM_UP);
// After fifty batches of warm-up (batchRowCount says how many are timed).
const BATCH_WARM_UP = 50;
const batch = await rowOf(`POST /markets/batch-trade (${BATCH} orders)`, batchTrades(agents, BATCH_WARM_UP + batchRowCount(REQUESTS, BATCH), BATCH), BATCH_WARM_UP);
const batchOverSingle = (batch.perSecond * BATCH) / single.perSecond;
console.log(`  = ${Math.round(batch.perSecond * BATCH)} orders/s in batches, ${batchOverSingle.toFixed(2)}× single resting orders/s`);
recordFigure(FIGURES.batchOverSingle, batchOverSingle);
await row(ROWS.portfolio, REQUESTS / 4, () => ({ method: 'GET', path: '/markets/portfolio', headers: { authorization: `Bearer ${heavy.key}` } }));
// The floor beside the trade rows (bench/floor.ts): a verified, durable resting trade with nothing of the contract on top.
await withFloor(service, AGENTS, (floor) => rowOf(ROWS.floor, singleTrades(floor.agents, ROW_WARM_UP + REQUESTS, 'resting'), ROW_WARM_UP, floor));
// Every connection trading for one agent, whose actor takes its trades in turn (a quarter dollar each,
// of the agent's 10,000). Last of the trade rows: its orders leave none of the goals' rows measured on a different book.
await rowOf(ROWS.oneAgent, singleTrades(await benchAgents(service.url, 1), ROW_WARM_UP + REQUESTS, 'resting'), ROW_WARM_UP);

bare.stop();
await service.stop();

await benchIdle();
await benchStartup();
await benchSignatures();
await benchPortfolio();
await benchMonitors();
await benchVenueB();
await benchVenueBLive();
await benchVenueALive();
