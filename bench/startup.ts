import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/ports.js';
import { processCpuMs, rssMb } from './cpu.js';
import { FIGURES, recordFigure } from './figures.js';
import { ensureBuilt, NPM_START, ROOT, START_SCRIPT } from './service-process.js';

const IDLE_S = 10;

/**
 * A first start on the embedded default, as `npm start` does it after `npm ci` on a fresh machine: a
 * new data directory, no DATABASE_URL or REDIS_URL. Prints the time from spawning what `npm start`
 * runs (scripts/start.mjs, without npm's own few hundred ms) to its first healthy /healthz, and its
 * resident memory after IDLE_S seconds of doing nothing. The CPU time it used until healthy is printed
 * too: on a shared machine it varies far less than the time on the clock. The build `npm ci` makes is made first when
 * missing or older than a source, outside the clock, as `npm ci` would have.
 */
export async function benchStartup(): Promise<void> {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ats-startup-'));
  const port = await freePort();
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const env = { ...NPM_START.env, ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  const started = performance.now();
  const child = spawn(process.execPath, [...NPM_START.args, START_SCRIPT], { cwd: ROOT, env, stdio: 'ignore' });
  try {
    let healthy = false;
    while (!healthy && performance.now() - started < 60_000) {
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.ok, () => false);
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const toHealthy = performance.now() - started;
    const cpuToHealthy = (processCpuMs(child.pid!)?.all ?? NaN) / 1000;
    await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
    const rss = rssMb(child.pid!);
    console.log(`first start, embedded: healthy after ${(toHealthy / 1000).toFixed(2)} s${healthy ? '' : ' (never: gave up)'} (CPU ${cpuToHealthy.toFixed(2)} s); RSS after ${IDLE_S} s idle ${Math.round(rss)} MB`);
    // A start that never became healthy records nothing: its goals fail as not measured.
    if (healthy) {
      recordFigure(FIGURES.startSeconds, toHealthy / 1000);
      recordFigure(FIGURES.startRssMb, rss);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
