import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { startServer, type RunningServer } from '../api/server.js';
import { loadConfig, type Config } from '../engine/config.js';
import { createLogger } from '../engine/logger.js';
import { createScratchDatabase } from '../test/support/scratch-database.js';
import { dropRedisPrefix } from '../test/support/scratch-redis.js';

/**
 * The service for a benchmark: on the embedded default, or on PostgreSQL and Redis (in a scratch
 * database and key prefix of its own) when DATABASE_URL / REDIS_URL are set. Timers are off, so
 * the figures are the request path's. It logs as a deployed service does (LOG_LEVEL, info by
 * default: a line per request), into a file of its data directory.
 */
export async function startBenchService(name: string, overrides: Partial<Config> = {}): Promise<RunningServer & { stop(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `ats-${name}-`));
  const base = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const stamp = Date.now();
  const scratch = base.database.kind === 'postgres' ? await createScratchDatabase(base.database.url, `ats_${name}_${stamp}`) : undefined;
  const redis = base.redis && { ...base.redis, prefix: `ats-${name}-${stamp}:` };
  const log = pino.destination({ dest: path.join(dataDir, 'service.log'), sync: false });
  const service = await startServer(
    {
      ...base,
      database: scratch?.config ?? base.database,
      redis,
      port: 0,
      host: '127.0.0.1',
      registerRateLimitPerMinute: 100_000,
      sweepIntervalMs: 0,
      priceRecordIntervalMs: 0,
      ...overrides,
    },
    { logger: createLogger(base.logLevel, log) },
  );
  return {
    ...service,
    stop: async () => {
      await service.close();
      const closed = once(log, 'close');
      log.end();
      await closed;
      await scratch?.drop();
      if (redis) await dropRedisPrefix(redis.url, redis.prefix);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
