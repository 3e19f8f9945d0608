import fs from 'node:fs/promises';
import path from 'node:path';
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

/** The embedded first start: a data directory copied from the build's template, and venue_b's chain made on first use. */
describe('embedded first start', () => {
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
