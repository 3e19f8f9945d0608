import fs from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { dbRoundTrips } from '../metrics.js';
import { PGliteDialect } from './pglite-dialect.js';
import { builtTemplateDir, seedFromTemplate } from './pglite-template.js';
import { preparationsFor, PREPARED_ON_CONNECTION, SCRIPT_MARK } from './script.js';
import { Shapes } from './shapes.js';
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
    pool.on('connect', (client) => {
      client.on('error', (err) => logger?.warn({ err }, 'a database connection in use was lost'));
      instrument(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
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

/**
 * Every statement a connection sends is one round trip; db_round_trips_total counts them. A script
 * (db/script.ts) answers with a result per statement; its answer is all their rows, in order. The
 * statement shapes a script EXECUTEs are prepared on this connection first, once; a parameterised
 * statement of a shape seen often is sent named, so the driver has the server parse it once.
 */
function instrument(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const send = (...args: unknown[]) => {
    dbRoundTrips.inc();
    return query(...args);
  };
  const prepared = new Set<string>();
  const prepare = async (needed: { names: string[]; text: string }) => {
    try {
      await send(needed.text);
      for (const name of needed.names) prepared.add(name);
    } catch (error) {
      // Some of the PREPAREs may have run before the one that failed: the connection says which
      // (unless a transaction it is in was aborted by the failure; then the next failure asks).
      const held = (await Promise.resolve(send(PREPARED_ON_CONNECTION)).catch(() => null)) as pg.QueryResult<{ name: string }> | null;
      if (held) {
        prepared.clear();
        for (const row of held.rows) prepared.add(row.name);
      }
      throw error;
    }
  };
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string') return send(...args);
    if (!text.startsWith(SCRIPT_MARK) && Array.isArray(values) && values.length && args.length === 2) {
      // A statement of a shape seen often goes as a named one: the driver has it parsed once per connection.
      const name = statementShapes.nameOf(text);
      return name === null ? send(text, values) : send({ name, text, values });
    }
    const needed = preparationsFor(text, prepared);
    const answer = needed ? prepare(needed).then(() => send(...args)) : send(...args);
    return answer instanceof Promise ? answer.then((result: unknown) => (Array.isArray(result) ? scriptResult(result as pg.QueryResult[]) : result)) : answer;
  }) as typeof client.query;
}

/** Parameterised statements named for the driver, as scripts' shapes are for PREPARE (db/script.ts). */
const statementShapes = new Shapes('statement_shape_');

const scriptResult = (results: pg.QueryResult[]): pg.QueryResult => ({ ...results.at(-1)!, rows: results.flatMap((r) => r.rows) });
