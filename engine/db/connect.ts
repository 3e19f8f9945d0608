import fs from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

/** `dir: 'memory://'` gives a throw-away embedded database. */
export async function openDatabase(config: DatabaseConfig, logger?: Logger): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 20 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (err) => logger?.warn({ err }, 'an idle database connection was dropped; the pool replaces it'));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (!config.dir.startsWith('memory://')) await fs.mkdir(config.dir, { recursive: true });
  // Same text forms as pg: int8 and numeric stay decimal strings, never doubles.
  const identity = (value: string) => value;
  const pglite = await PGlite.create(config.dir, { parsers: { [types.INT8]: identity, [types.NUMERIC]: identity } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
