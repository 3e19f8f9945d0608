import { expect } from 'chai';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../engine/db/connect.js';
import { createLogger } from '../engine/logger.js';
import { runId } from './support/environment.js';
import { describeWith } from './support/requires.js';
import { createScratchDatabase } from './support/scratch-database.js';

describeWith(['postgres'], 'closing a PostgreSQL database handle', () => {
  it('resolves once every connection of its pool is closed: a drop of the database right after reaches none of them', async () => {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `ats_close_${runId}`;
    const scratch = await createScratchDatabase(adminUrl, name);
    const logged: string[] = [];
    const handle = await openDatabase(scratch.config, createLogger('warn', { write: (line: string) => logged.push(line) }));
    // The pool's twenty connections at once, each idle in it when the handle closes.
    await Promise.all(Array.from({ length: 20 }, () => sql`select pg_sleep(0.05)`.execute(handle.db)));
    // Connected first: asked the moment the handle says it is closed.
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await handle.close();
    try {
      // As a benchmark's or a test's teardown does: a backend still ending would be terminated, and its client told so.
      await admin.query(`drop database ${name} with (force)`);
    } finally {
      await admin.end();
      await scratch.drop();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logged).to.deep.equal([]);
  });
});
