import Koa from 'koa';
import { report, runLoad } from './load.js';
import { benchMonitors } from './monitors.js';
import { benchPortfolio } from './portfolio.js';
import { startBenchService } from './service.js';
import { benchSignatures } from './signatures.js';
import { batchTrades, benchAgents, singleTrades } from './trading.js';
import { benchVenueALive } from './venue-a-live.js';
import { benchVenueB, benchVenueBLive } from './venue-b.js';

/**
 * Benchmarks print their figures; they assert nothing. The service runs on the embedded default,
 * or on PostgreSQL and Redis (in a scratch database) when DATABASE_URL / REDIS_URL are set.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const AGENTS = 100;
const BATCH = 20;

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
const trades = await singleTrades(agents, REQUESTS);
const batches = await batchTrades(agents, Math.max(10, Math.floor(REQUESTS / BATCH / 2)), BATCH);

console.log(
  `database ${config.database.kind}, kv ${config.redis ? 'redis' : 'memory'}, concurrency ${CONCURRENCY}, ${AGENTS} agents, loopback HTTP`,
);
await runLoad(bareUrl, 2000, CONCURRENCY, () => ({ method: 'GET', path: '/' }));
const baseline = await runLoad(bareUrl, REQUESTS, CONCURRENCY, () => ({ method: 'GET', path: '/' }));
report('bare Koa JSON', baseline);

const me = await runLoad(service.url, REQUESTS, CONCURRENCY, (i) => ({
  method: 'GET',
  path: '/agents/me',
  headers: { authorization: `Bearer ${agents[i % AGENTS]!.key}` },
}));
report('GET /agents/me (authenticated)', me);

const single = await runLoad(service.url, trades.length, CONCURRENCY, (i) => trades[i]!);
report('POST /markets/trade', single);

const batch = await runLoad(service.url, batches.length, Math.min(CONCURRENCY, batches.length), (i) => batches[i]!);
report(`POST /markets/batch-trade (${BATCH} orders)`, batch);
console.log(`  = ${Math.round(batch.perSecond * BATCH)} orders/s in batches`);
console.log(`ratio POST /markets/trade to bare Koa: ${(single.perSecond / baseline.perSecond).toFixed(3)}`);
console.log(`ratio GET /agents/me to bare Koa:      ${(me.perSecond / baseline.perSecond).toFixed(3)}`);

bareServer.close();
await service.stop();

await benchSignatures();
await benchPortfolio();
await benchMonitors();
await benchVenueB();
await benchVenueBLive();
await benchVenueALive();
