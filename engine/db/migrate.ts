import { Migrator, sql, type Kysely } from 'kysely';
import type { Step } from '../../migrations/concurrently.js';
import { migrations } from '../../migrations/index.js';

function migrator(db: Kysely<any>, set: Record<string, Step>, outsideTransaction: boolean): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => set }, disableTransactions: outsideTransaction });
}

/**
 * Held by a process for as long as it migrates, on the connection it migrates on. Kysely's own lock
 * is held for one migrator run, and a run is either in one transaction or outside any, so a start
 * that applies both kinds runs the migrator several times: without this lock, a second starter
 * could slip in between, and the runs each planned would meet migrations already applied.
 */
const MIGRATING_LOCK = 4_412_817;

const LOCK_POLL_MS = 100;

/**
 * `work` under MIGRATING_LOCK. The lock is asked for again and again, not waited on: a session
 * waiting in pg_advisory_lock is a statement in progress, which a CREATE INDEX CONCURRENTLY of the
 * migrating session waits for to end, so the two starts deadlocked.
 */
async function whileMigrating<T>(db: Kysely<any>, work: (connection: Kysely<any>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    const locked = async () => (await sql<{ locked: boolean }>`select pg_try_advisory_lock(${MIGRATING_LOCK}) as locked`.execute(connection)).rows[0]!.locked;
    while (!(await locked())) await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATING_LOCK})`.execute(connection);
    }
  });
}

/**
 * Applies every pending migration, in order: the ones in a row that run in a transaction together
 * in one, as Kysely's migrator runs them, and each that runs outside one (`outsideTransaction`:
 * migrations/concurrently.ts) on its own. Concurrent starters wait for the first to finish.
 * `set` is for the database template's tests, which build one that is a migration behind.
 */
export async function migrateToLatest(db: Kysely<any>, set: Record<string, Step> = migrations): Promise<string[]> {
  if (await upToDate(db, set)) return [];
  return whileMigrating(db, async (connection) => {
    const applied: string[] = [];
    for (const { last, outsideTransaction } of runs(set, await appliedNames(connection))) {
      const { error, results = [] } = await migrator(connection, set, outsideTransaction).migrateTo(last);
      applied.push(...results.filter((r) => r.status === 'Success').map((r) => r.migrationName));
      if (error) {
        const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
        throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return applied;
  });
}

/** The pending migrations as runs of the migrator: each run's last migration, and whether it runs outside a transaction. */
function runs(set: Record<string, Step>, applied: ReadonlySet<string>): Array<{ last: string; outsideTransaction: boolean }> {
  const found: Array<{ last: string; outsideTransaction: boolean }> = [];
  for (const name of Object.keys(set).sort()) {
    if (applied.has(name)) continue;
    const outsideTransaction = set[name]!.outsideTransaction === true;
    const previous = found.at(-1);
    if (previous && !previous.outsideTransaction && !outsideTransaction) previous.last = name;
    else found.push({ last: name, outsideTransaction });
  }
  return found;
}

const appliedNames = async (db: Kysely<any>): Promise<Set<string>> => {
  const { rows: [table] } = await sql<{ found: boolean }>`select to_regclass('kysely_migration') is not null as found`.execute(db);
  if (!table?.found) return new Set();
  return new Set((await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name));
};

/**
 * True when the database holds exactly `set`'s migrations, which is every start but the first
 * after a new one: two small queries, where Kysely's migrator first reads the catalog to find its
 * tables (0.2-0.3 s of a start on the embedded database). Anything else goes to the migrator.
 */
async function upToDate(db: Kysely<any>, set: Record<string, Step>): Promise<boolean> {
  const applied = await appliedNames(db);
  const names = Object.keys(set);
  return applied.size === names.length && names.every((name) => applied.has(name));
}

/** Rolls every migration back, newest first, each as it was applied (in a transaction or outside one). */
export async function migrateDownAll(db: Kysely<any>): Promise<void> {
  await whileMigrating(db, async (connection) => {
    for (const name of [...(await appliedNames(connection))].sort().reverse()) {
      const { error } = await migrator(connection, migrations, migrations[name]!.outsideTransaction === true).migrateDown();
      if (error) throw error;
    }
  });
}
