import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { dbRoundTrips } from '../metrics.js';
import { prepareShapes, scriptOfQuery, scriptText, type ScriptStatement } from './script.js';

/**
 * Kysely over PGlite. PGlite is a single Postgres session, so a connection is an exclusive lease
 * on it: without the lease, a query from one request could land inside another request's open
 * transaction.
 *
 * Why not a library (checked 2026-11-24): kysely-pglite 0.6.1 hands out a new connection over the
 * one session on every acquire, with no lease, so concurrent transactions would interleave;
 * kysely-pglite-dialect 1.3.1 leases, but declares @electric-sql/pglite ^0.2 to ^0.4 as its peer
 * (we run 0.5; forcing it would run an untested pairing under every embedded install), and closes
 * PGlite at destroy without waiting for the query in flight. Revisit when it supports PGlite 0.5.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private tail: Promise<void> = Promise.resolve();
  private readonly releases = new Map<DatabaseConnection, () => void>();
  private readonly connection: DatabaseConnection;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise((resolve) => (release = resolve));
    await previous;
    // PGlite runs each query on this thread. Handed from one waiter to the next in microtasks, a
    // queue of queries kept the event loop from reading sockets until it ran dry: 32 concurrent
    // portfolio reads were answered at 83 a second with a p99 of 3.6 s, each taking 10 ms once read.
    // A turn of the loop before each query lets new requests join the queue, and their reads share.
    // Before every query, not only one that waited: reads coalesced one at a time (coalesced-reads.ts)
    // rarely queue, and hopping only after a wait left GET /agents/me at 1,824 req/s against 5,000.
    await new Promise((resolve) => setImmediate(resolve));
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.releases.get(connection);
    this.releases.delete(connection);
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.tail;
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  /** The statement shapes this session has prepared (db/script.ts). */
  private readonly prepared = new Set<string>();

  constructor(private readonly pglite: PGlite) {}

  private async prepareFor(script: readonly ScriptStatement[]): Promise<void> {
    const run = (text: string) => {
      dbRoundTrips.inc();
      return this.pglite.exec(text);
    };
    await prepareShapes(script, this.prepared, run, (text) => this.pglite.query<{ name: string }>(text));
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    dbRoundTrips.inc();
    const script = scriptOfQuery(query.sql, query.parameters);
    if (script) {
      await this.prepareFor(script);
      // The simple protocol: PGlite runs a string of statements as one implicit transaction.
      const results = await this.pglite.exec(scriptText(script));
      return { rows: results.flatMap((r) => r.rows) as R[], numAffectedRows: BigInt(results.at(-1)?.affectedRows ?? 0) };
    }
    const result = await this.pglite.query<R>(query.sql, [...query.parameters]);
    // Kysely reads the count only for writes, so it is safe to pass it for every statement.
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on the embedded database');
  }
}
