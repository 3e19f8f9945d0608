import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { startServer } from '../api/server.js';
import { loadConfig } from '../engine/config.js';
import { createLogger } from '../engine/logger.js';
import { createScratchDatabase } from '../test/support/scratch-database.js';
import { report, runLoad } from './load.js';
import { benchSignatures } from './signatures.js';
import { batchTrades, benchAgents, singleTrades } from './trading.js';

/**
 * Benchmarks print their figures; they assert nothing. The service runs on the embedded default,
 * or on PostgreSQL and Redis (in a scratch database) when DATABASE_URL / REDIS_URL are set.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const AGENTS = 100;
const BATCH = 20;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ats-bench-'));
const base = loadConfig({ ...process.env, DATA_DIR: dataDir });
const scratch =
  base.database.kind === 'postgres' ? await createScratchDatabase(base.database.url, `ats_bench_${Date.now()}`) : undefined;
const config = {
  ...base,
  database: scratch?.config ?? base.database,
  redis: base.redis && { ...base.redis, prefix: `ats-bench-${Date.now()}:` },
  port: 0,
  host: '127.0.0.1',
  registerRateLimitPerMinute: 100_000,
  // Resting orders are not walked during the run: the figures are the request path's.
  sweepIntervalMs: 0,
};
const service = await startServer(config, { logger: createLogger('silent') });

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
await service.close();
await scratch?.drop();
await fs.rm(dataDir, { recursive: true, force: true });

await benchSignatures();
