import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { startServer } from '../api/server.js';
import { loadConfig } from '../engine/config.js';
import { createLogger } from '../engine/logger.js';
import { createScratchDatabase } from '../test/support/scratch-database.js';
import { report, runLoad } from './load.js';

/**
 * Benchmarks print their figures; they assert nothing. Runs on the embedded default, or on
 * PostgreSQL and Redis when DATABASE_URL / REDIS_URL are set.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const AGENTS = 100;

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
};
const service = await startServer(config, { logger: createLogger('silent') });

const bare = new Koa();
bare.use((ctx) => {
  ctx.body = { ok: true };
});
const bareServer = bare.listen(0, '127.0.0.1');
await new Promise((resolve) => bareServer.once('listening', resolve));
const bareUrl = `http://127.0.0.1:${(bareServer.address() as { port: number }).port}`;

const keys: string[] = [];
for (let i = 0; i < AGENTS; i++) {
  const res = await fetch(`${service.url}/agents/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `bench-${i}` }),
  });
  keys.push(((await res.json()) as { apiKeyCode: string }).apiKeyCode);
}

console.log(`database ${service.services.config.database.kind}, kv ${config.redis ? 'redis' : 'memory'}, ${REQUESTS} requests, concurrency ${CONCURRENCY}, ${AGENTS} agents`);
const warm = () => runLoad(bareUrl, 2000, CONCURRENCY, () => ({ method: 'GET', path: '/' }));
await warm();
const baseline = await runLoad(bareUrl, REQUESTS, CONCURRENCY, () => ({ method: 'GET', path: '/' }));
report('bare Koa JSON', baseline);

const me = await runLoad(service.url, REQUESTS, CONCURRENCY, (i) => ({
  method: 'GET',
  path: '/agents/me',
  headers: { authorization: `Bearer ${keys[i % AGENTS]}` },
}));
report('GET /agents/me (authenticated)', me);

const settings = await runLoad(service.url, Math.floor(REQUESTS / 4), CONCURRENCY, (i) => ({
  method: 'POST',
  path: '/markets/risk-settings',
  headers: { authorization: `Bearer ${keys[i % AGENTS]}`, 'content-type': 'application/json' },
  body: JSON.stringify({ maxTradesPerDay: (i % 5000) + 1 }),
}));
report('POST /markets/risk-settings', settings);
console.log(`ratio GET /agents/me to bare Koa: ${(me.perSecond / baseline.perSecond).toFixed(3)}`);

bareServer.close();
await service.close();
await scratch?.drop();
await fs.rm(dataDir, { recursive: true, force: true });
