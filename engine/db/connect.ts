import fs from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type { PoolClient } from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { PGliteDialect } from './pglite-dialect.js';
import { builtTemplateDir, seedFromTemplate } from './pglite-template.js';
import { instrument } from './pg-statements.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

/**
 * Postgres's default shared_buffers (128 MB) lives inside PGlite's WebAssembly memory, touched at
 * start: resident for the life of the process. The embedded database is one session over a data set
 * that fits in a few MB of cache, and the operating system's page cache holds the rest of its files.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** `dir: 'memory://'` gives a throw-away embedded database. */
export async function openDatabase(config: DatabaseConfig, logger?: Logger): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    // Loaded only here: the embedded default starts without the PostgreSQL driver.
    const { default: pg } = await import('pg');
    // A server that accepts connections but never answers fails requests after the wait (503), not never.
    const pool = new pg.Pool({ connectionString: config.url, max: 20, connectionTimeoutMillis: 10_000 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (err) => logger?.warn({ err }, 'an idle database connection was dropped; the pool replaces it'));
    // The pool listens only while a connection is idle; one lost while a query runs on it emits its
    // error there too, and unheard that crashes the process. The query itself fails (a 503), and the
    // pool discards the connection when it comes back.
    const open = new Set<PoolClient>();
    pool.on('connect', (client) => {
      open.add(client);
      client.on('error', (err) => logger?.warn({ err }, 'a database connection in use was lost'));
      instrument(client);
    });
    // The pool's end resolves once it has asked each connection to end, not once they have: closed
    // means closed, or a database dropped (or a logger ended) right after still hears from them.
    const allClosed = new Promise<void>((resolve) =>
      pool.on('remove', (client) => {
        open.delete(client);
        if (pool.ending && !open.size) resolve();
      }),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await db.destroy();
        if (open.size) await allClosed;
      },
    };
  }
  if (!config.dir.startsWith('memory://')) {
    const template = config.template === undefined ? await builtTemplateDir() : config.template;
    if (await seedFromTemplate(config.dir, template, logger)) logger?.info({ template }, 'new embedded database copied from its template');
    await fs.mkdir(config.dir, { recursive: true });
  }
  // Same text forms as pg: int8 and numeric stay decimal strings, never doubles.
  const identity = (value: string) => value;
  const pglite = await PGlite.create(config.dir, { parsers: { [types.INT8]: identity, [types.NUMERIC]: identity }, startParams: PGLITE_START_PARAMS });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
