import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../engine/config.js';
import { openDatabase } from '../engine/db/connect.js';
import type { Db } from '../engine/db/connect.js';
import { createScratchDatabase } from '../test/support/scratch-database.js';
import { freePort } from '../test/support/ports.js';
import { dropRedisPrefix } from '../test/support/scratch-redis.js';

export const ROOT = path.join(import.meta.dirname, '..');

/**
 * How package.json's `start` runs node (its node options, and the environment defaults it sets as
 * `NAME=${NAME:-value}`), read from package.json itself: a copy here had to be changed with it.
 * A start script of another form stops the bench rather than measure a service run otherwise.
 */
function npmStart(): { args: string[]; env: Record<string, string> } {
  const script = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const node = /(?:^|\s)node((?:\s+--\S+)*)\s+scripts\/start\.mjs$/.exec(script);
  if (!node) throw new Error(`package.json's start script is not "… node [--options] scripts/start.mjs": ${script}`);
  const env = Object.fromEntries([...script.matchAll(/(\w+)=\$\{\1:-([^}]*)\}/g)].map(([, name, value]) => [name!, value!]));
  return { args: node[1]!.split(/\s+/).filter(Boolean), env };
}
export const NPM_START = npmStart();
export const START_SCRIPT = path.join(ROOT, 'scripts', 'start.mjs');
/** Node options for the service's process alone (`--cpu-prof --cpu-prof-dir=…` profiles it; node refuses that in NODE_OPTIONS). */
const serviceNodeArgs = process.env.BENCH_SERVICE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

/** Builds dist/ when it is missing or older than a source, as `npm start` would, outside any timing. */
export function ensureBuilt(): void {
  const stale = spawnSync(process.execPath, ['--input-type=module', '-e', `import { isStale } from './scripts/build-inputs.mjs'; process.exit(await isStale() ? 1 : 0)`], { cwd: ROOT });
  if (stale.status !== 0 && spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' }).status !== 0) throw new Error('npm run build failed');
}

/** The service for the request-path rows: timers off, so the figures are the request path's; registration unthrottled for the set-up. */
export const REQUEST_PATH_ENV = { SWEEP_INTERVAL_MS: '0', PRICE_RECORD_INTERVAL_MS: '0', REGISTER_RATE_LIMIT: '100000' };

export interface ServiceProcess {
  url: string;
  pid: number;
  /** The file its output goes to (a line per request). */
  log: string;
  /** The database kind and whether Redis is in use, for the run's heading. */
  kind: { database: 'postgres' | 'pglite'; redis: boolean };
  /** Its PostgreSQL database's URL; null on the embedded database, which belongs to the service's process. */
  databaseUrl: string | null;
  /** The service's own /metrics text. */
  metrics(): Promise<string>;
  /**
   * Runs `write` on the service's database. The embedded database belongs to one process: the
   * service is stopped for it and started again on the same data (its agents and keys kept).
   */
  withDatabase<T>(write: (db: Db) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

/**
 * The service in a process of its own, run as `npm start` runs it (scripts/start.mjs on the build,
 * glibc's malloc arenas capped at two, V8's memory reducer off), logging a line per request into a
 * file as a deployed service does. On PostgreSQL and Redis (DATABASE_URL / REDIS_URL) it gets a
 * scratch database and key prefix of its own; otherwise the embedded default, in a new data
 * directory. A benchmark's own process would share its heap, its collector and its loader with it:
 * a bare Koa server measured 19-21k req/s beside the service in one process against 27-31k alone.
 */
export async function startServiceProcess(name: string, env: Record<string, string> = {}): Promise<ServiceProcess> {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ats-${name}-`));
  const base = loadConfig(process.env);
  const stamp = Date.now();
  const scratch = base.database.kind === 'postgres' ? await createScratchDatabase(base.database.url, `ats_${name}_${stamp}`) : undefined;
  const prefix = `ats-${name}-${stamp}:`;
  const port = await freePort();
  const { DATABASE_URL: _database, ...inherited } = process.env;
  const childEnv: Record<string, string | undefined> = {
    ...NPM_START.env,
    ...inherited,
    ...(scratch && scratch.config.kind === 'postgres' ? { DATABASE_URL: scratch.config.url } : {}),
    ...(base.redis ? { REDIS_PREFIX: prefix } : {}),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  };
  const url = `http://127.0.0.1:${port}`;
  const log = path.join(dataDir, 'service.log');
  let child: ChildProcess;

  const start = async () => {
    const out = fs.openSync(log, 'a');
    child = spawn(process.execPath, [...NPM_START.args, ...serviceNodeArgs, START_SCRIPT], { cwd: ROOT, env: childEnv, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    const started = performance.now();
    while (!(await fetch(`${url}/healthz`).then((res) => res.ok, () => false))) {
      if (child.exitCode !== null || performance.now() - started > 60_000) throw new Error(`the service did not start; see ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const halt = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  await start();

  return {
    url,
    get pid() {
      return child.pid!;
    },
    log,
    kind: { database: base.database.kind, redis: base.redis !== null },
    databaseUrl: scratch && scratch.config.kind === 'postgres' ? scratch.config.url : null,
    metrics: () => fetch(`${url}/metrics`, childEnv.METRICS_TOKEN ? { headers: { authorization: `Bearer ${childEnv.METRICS_TOKEN}` } } : {}).then((res) => res.text()),
    async withDatabase(write) {
      if (scratch) {
        const { db, close } = await openDatabase(scratch.config);
        try {
          return await write(db);
        } finally {
          await close();
        }
      }
      await halt();
      const { db, close } = await openDatabase(loadConfig(childEnv).database);
      try {
        return await write(db);
      } finally {
        await close();
        await start();
      }
    },
    async stop() {
      await halt();
      await scratch?.drop();
      if (base.redis) await dropRedisPrefix(base.redis.url, prefix);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
