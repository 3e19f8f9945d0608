import { Migrator, type Kysely, type Migration } from 'kysely';
import { migrations } from '../../migrations/index.js';

function migrator(db: Kysely<any>, set: Record<string, Migration> = migrations): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => set } });
}

/**
 * Applies every pending migration; on PostgreSQL concurrent starters wait on Kysely's migration lock.
 * `set` is for the database template's tests, which build one that is a migration behind.
 */
export async function migrateToLatest(db: Kysely<any>, set: Record<string, Migration> = migrations): Promise<string[]> {
  const { error, results = [] } = await migrator(db, set).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
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
