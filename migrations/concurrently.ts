import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';

/**
 * A migration that runs outside a transaction, on its own (engine/db/migrate.ts): one that builds
 * or drops indexes CONCURRENTLY, which PostgreSQL refuses inside a transaction block. Nothing rolls
 * it back if it fails part way, so it must do the same when run again from its start.
 */
export type Step = Migration & { readonly outsideTransaction?: true };

/**
 * An index built CONCURRENTLY: the table is written while it builds, where a plain build holds
 * every write to it (every trade, for the orders) until the build ends. A build that failed leaves
 * an invalid index of its name, dropped here before building again; a valid one, built by a run
 * of the migration that failed after it, is kept, where building it again would leave the reads
 * it serves without it meanwhile.
 */
export async function createIndexConcurrently(db: Kysely<any>, name: string, definition: RawBuilder<unknown>): Promise<void> {
  const { rows } = await sql<{ valid: boolean }>`select indisvalid as valid from pg_index where indexrelid = to_regclass(${name})`.execute(db);
  if (rows[0]?.valid === false) await dropIndexConcurrently(db, name);
  await sql`create index concurrently if not exists ${sql.id(name)} on ${definition}`.execute(db);
}

/** An index dropped without waiting for, then holding up, every read and write of its table. */
export async function dropIndexConcurrently(db: Kysely<any>, name: string): Promise<void> {
  await sql`drop index concurrently if exists ${sql.id(name)}`.execute(db);
}
