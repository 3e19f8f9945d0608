import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../../engine/config.js';
import { openDatabase, type DatabaseHandle } from '../../engine/db/connect.js';
import { migrateToLatest } from '../../engine/db/migrate.js';
import { createScratchDatabase } from './scratch-database.js';
import { dropRedisPrefix } from './scratch-redis.js';

/**
 * One fresh database (and Redis key prefix) per test run: PostgreSQL and Redis when
 * DATABASE_URL / REDIS_URL are set, in-memory PGlite and in-memory KV otherwise.
 */
export interface TestEnvironment {
  database: DatabaseConfig;
  /** Shared by every service a test starts in this process. */
  handle: DatabaseHandle;
  redis: { url: string; prefix: string } | null;
  tmpDir: string;
}

let current: TestEnvironment | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

export const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

export function env(): TestEnvironment {
  if (!current) throw new Error('the test environment is not set up (root hooks did not run)');
  return current;
}

async function freshPostgres(url: string): Promise<DatabaseConfig> {
  const scratch = await createScratchDatabase(url, `ats_test_${runId}`);
  dropDatabase = scratch.drop;
  return scratch.config;
}

export async function setUpEnvironment(): Promise<void> {
  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ats-test-'));
  const database: DatabaseConfig = process.env.DATABASE_URL
    ? await freshPostgres(process.env.DATABASE_URL)
    : { kind: 'pglite', dir: 'memory://' };
  const handle = await openDatabase(database);
  await migrateToLatest(handle.db);
  const redis = process.env.REDIS_URL ? { url: process.env.REDIS_URL, prefix: `ats-test-${runId}:` } : null;
  current = { database, handle, redis, tmpDir };
}

export async function tearDownEnvironment(): Promise<void> {
  if (!current) return;
  const { handle, redis, tmpDir } = current;
  current = undefined;
  await handle.close();
  await dropDatabase?.();
  if (redis) await dropRedisPrefix(redis.url, redis.prefix);
  await fs.rm(tmpDir, { recursive: true, force: true });
}
