import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { migrations } from '../../migrations/index.js';

function migrator(db: Kysely<any>, set: Record<string, Migration> = migrations): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => set } });
}

/**
 * Applies every pending migration; on PostgreSQL concurrent starters wait on Kysely's migration lock.
 * `set` is for the database template's tests, which build one that is a migration behind.
 */
export async function migrateToLatest(db: Kysely<any>, set: Record<string, Migration> = migrations): Promise<string[]> {
  if (await upToDate(db, set)) return [];
  const { error, results = [] } = await migrator(db, set).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * True when the database holds exactly `set`'s migrations, which is every start but the first
 * after a new one: two small queries, where Kysely's migrator first reads the catalog to find its
 * tables (0.2-0.3 s of a start on the embedded database). Anything else goes to the migrator.
 */
async function upToDate(db: Kysely<any>, set: Record<string, Migration>): Promise<boolean> {
  const { rows: [table] } = await sql<{ found: boolean }>`select to_regclass('kysely_migration') is not null as found`.execute(db);
  if (!table?.found) return false;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = rows.map((row) => row.name).sort();
  const names = Object.keys(set).sort();
  return applied.length === names.length && applied.every((name, i) => name === names[i]);
}

/** Rolls every migration back, newest first. */
export async function migrateDownAll(db: Kysely<any>): Promise<void> {
  const m = migrator(db);
  for (;;) {
    const { error, results = [] } = await m.migrateDown();
    if (error) throw error;
    if (results.length === 0) return;
  }
}
