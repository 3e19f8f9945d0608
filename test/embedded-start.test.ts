import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { expect } from 'chai';
import { openDatabase } from '../engine/db/connect.js';
import { buildTemplate } from '../engine/db/build-template.js';
import { migrateToLatest } from '../engine/db/migrate.js';
import { seedFromTemplate, templateInfo } from '../engine/db/pglite-template.js';
import { ManualClock } from '../engine/clock.js';
import { createLogger } from '../engine/logger.js';
import { PriceProcess } from '../engine/venues/venue_a/sim/price-process.js';
import { openSimVenueB } from '../engine/venues/venue_b/sim/adapter.js';
import { DeferredSimVenueB } from '../engine/venues/venue_b/sim/deferred.js';
import { migrations } from '../migrations/index.js';
import { env } from './support/environment.js';
import { freePort } from './support/ports.js';

/** A module hook that fails the process if it imports any of `specifiers`. */
const refusing = (specifiers: string[], what: string) => `data:text/javascript,${encodeURIComponent(`
  import { register } from 'node:module';
  register('data:text/javascript,' + encodeURIComponent(\`
    export async function resolve(specifier, context, next) {
      if (${JSON.stringify(specifiers)}.includes(specifier)) throw new Error('${what} loaded ' + specifier);
      return next(specifier, context);
    }\`));
`)}`;

/** The drivers of the stores an embedded start is not configured with. */
const REFUSE_DRIVERS = refusing(['pg', 'redis', 'bullmq'], 'the embedded start');

/** The service's first answer at /healthz, or null if `child` exits or the time is up first. */
async function firstHealth(port: number, child: ChildProcess, withinMs = 170_000): Promise<Response | null> {
  for (const deadline = Date.now() + withinMs; child.exitCode === null && Date.now() < deadline; await sleep(100)) {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (health) return health;
  }
  return null;
}

/** The embedded first start: a data directory copied from the build's template, and venue_b's chain made on first use. */
describe('embedded first start', () => {
  it('npm start (the build, rebuilt when stale) answers on a new data directory without loading the PostgreSQL or Redis drivers', async function () {
    this.timeout(180_000);
    const port = await freePort();
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
    const childEnv = { ...inherited, DATA_DIR: path.join(env().tmpDir, 'npm-start'), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    const child = spawn(process.execPath, ['--import', REFUSE_DRIVERS, path.join(import.meta.dirname, '..', 'scripts', 'start.mjs')], { env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      expect((await firstHealth(port, child))?.status, `the service did not answer: ${stderr}`).to.equal(200);
      const register = (body: unknown) => fetch(`http://127.0.0.1:${port}/agents/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect((await register({ name: 42 })).status, stderr).to.equal(400);
      expect((await register({ name: 'built' })).status, stderr).to.equal(200);
      // The recovery pool names its worker beside its own module: in the bundle, beside every file.
      const worker = new Worker(new URL('../dist/recovery-worker.js', import.meta.url));
      try {
        const answer = new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
        worker.postMessage({ checks: [{ id: 1, typed: { domainSeparator: `0x${'11'.repeat(32)}`, encodedStruct: new Uint8Array(64).fill(0x33), signature: `0x${'22'.repeat(64)}1b` } }] });
        expect(await answer).to.have.nested.property('answers[0].id', 1);
      } finally {
        await worker.terminate();
      }
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('npm start runs the service with glibc\'s malloc arenas capped at two (MALLOC_ARENA_MAX, unless the environment sets it), V8\'s memory reducer off and its young generation 32 MB a semi-space', async function () {
    this.timeout(180_000);
    const { DATABASE_URL: _database, REDIS_URL: _redis, MALLOC_ARENA_MAX: _arenas, ...inherited } = process.env;
    /** The node process that serves under `npm start`: its MALLOC_ARENA_MAX and its arguments, read from /proc. */
    const servingUnderNpmStart = async (given: Record<string, string>) => {
      const dataDir = path.join(env().tmpDir, `npm-start-flags-${Object.keys(given).length}`);
      const port = await freePort();
      const npm = spawn('npm', ['start'], { env: { ...inherited, ...given, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: 'ignore', detached: true });
      const exited = new Promise((resolve) => npm.once('exit', resolve));
      try {
        expect((await firstHealth(port, npm))?.status, 'npm start did not answer').to.equal(200);
        const read = (pid: string, file: string) => fs.readFile(`/proc/${pid}/${file}`, 'utf8').then((text) => text.split('\0'), (): string[] => []);
        const processes = await Promise.all((await fs.readdir('/proc')).filter((pid) => /^\d+$/.test(pid)).map(async (pid) => ({ environ: await read(pid, 'environ'), args: await read(pid, 'cmdline') })));
        // npm itself, the shell it runs the script in, and the service: the one running scripts/start.mjs.
        const serving = processes.filter(({ environ, args }) => environ.includes(`DATA_DIR=${dataDir}`) && environ.includes(`PORT=${port}`) && args.includes('scripts/start.mjs'));
        expect(serving, 'the serving process').to.have.length(1);
        const { environ, args } = serving[0]!;
        return { arenas: environ.find((v) => v.startsWith('MALLOC_ARENA_MAX='))?.split('=')[1], args };
      } finally {
        process.kill(-npm.pid!, 'SIGTERM');
        await exited;
      }
    };
    const unset = await servingUnderNpmStart({});
    expect(unset.arenas).to.equal('2');
    expect(unset.args).to.include('--no-memory-reducer');
    expect(unset.args).to.include('--max-semi-space-size=32');
    expect((await servingUnderNpmStart({ MALLOC_ARENA_MAX: '4' })).arenas).to.equal('4');
  });

  it("loads at start neither venue_b's Solana library nor the live venue's HTTP client: each loads on its first use", async function () {
    this.timeout(60_000);
    const hook = refusing(['@solana/web3.js', 'undici'], 'importing the service');
    const child = spawn(process.execPath, ['--import', hook, '--import', 'tsx', '--input-type=module', '-e', "await import('./api/server.ts')"], { cwd: path.join(import.meta.dirname, '..'), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise((resolve) => child.once('exit', resolve)), stderr).to.equal(0);
  });

  describe('database template', () => {
    const names = Object.keys(migrations);
    const newest = names.at(-1)!;
    let template: string;

    before(async function () {
      this.timeout(120_000);
      // A template one migration behind the code: the newest must still run at start.
      template = path.join(env().tmpDir, 'template');
      const older = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== newest));
      expect((await buildTemplate(template, older)).migrations).to.deep.equal(names.slice(0, -1));
    });

    it('starts a new data directory from the template, and the migrations runner applies what the template lacks', async function () {
      this.timeout(60_000);
      const dir = path.join(env().tmpDir, 'from-template', 'pglite');
      const first = await openDatabase({ kind: 'pglite', dir, template });
      try {
        expect(await migrateToLatest(first.db)).to.deep.equal([newest]);
      } finally {
        await first.close();
      }
      // Reopened, the directory is the database it became: not copied again, nothing left to apply.
      const again = await openDatabase({ kind: 'pglite', dir, template });
      try {
        expect(await migrateToLatest(again.db)).to.deep.equal([]);
      } finally {
        await again.close();
      }
    });

    it('is not used over a directory that holds anything, nor when another PGlite made it', async () => {
      const occupied = path.join(env().tmpDir, 'occupied');
      await fs.mkdir(occupied, { recursive: true });
      await fs.writeFile(path.join(occupied, 'notes.txt'), 'mine');
      expect(await seedFromTemplate(occupied, template)).to.equal(false);
      expect(await fs.readdir(occupied)).to.deep.equal(['notes.txt']);

      const foreign = path.join(env().tmpDir, 'foreign-template');
      await fs.cp(template, foreign, { recursive: true });
      const info = JSON.parse(await fs.readFile(templateInfo(foreign), 'utf8')) as { pglite: string };
      await fs.writeFile(templateInfo(foreign), JSON.stringify({ ...info, pglite: '0.0.1' }));
      const fresh = path.join(env().tmpDir, 'fresh');
      expect(await seedFromTemplate(fresh, foreign)).to.equal(false);
      expect(await fs.readdir(fresh).catch(() => [])).to.deep.equal([]);
    });
  });

  it("venue_b's simulation, opened on first use, names at once the keys and mint its chain has", async () => {
    const options = {
      db: env().handle.db,
      clock: new ManualClock(Date.UTC(2026, 11, 1, 12)),
      logger: createLogger('silent'),
      prices: new PriceProcess({ seed: 'embedded-start' }),
      seed: 'embedded-start',
      chainFile: null,
      quoteTtlMs: 120_000,
      requireKyc: false,
      custody: { rawSigning: true, maxFee: 1n },
    };
    const deferred = new DeferredSimVenueB(options);
    const opened = openSimVenueB(options);
    try {
      expect([deferred.settlementMint, deferred.feeDelegate, deferred.sim.marketMaker, deferred.sim.feeWallet]).to.deep.equal([
        opened.settlementMint,
        opened.feeDelegate,
        opened.sim.marketMaker,
        opened.sim.feeWallet,
      ]);
      expect(await deferred.markets()).to.deep.equal(await opened.markets());
    } finally {
      await deferred.close();
      await opened.close();
    }
  });
});
