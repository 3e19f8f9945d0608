import fs from 'node:fs/promises';
import type { Migration } from 'kysely';
import { migrations as every } from '../../migrations/index.js';
import { openDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { pgliteVersion, templateData, templateInfo, type TemplateInfo } from './pglite-template.js';

/**
 * Builds the embedded database's template at `template` (see pglite-template.ts): a new PGlite
 * database with `migrations` applied by the migrations runner, made aside and renamed into place.
 */
export async function buildTemplate(template: string, migrations: Record<string, Migration> = every): Promise<TemplateInfo> {
  const building = `${template}.building-${process.pid}`;
  await fs.rm(building, { recursive: true, force: true });
  // No template to start from: this is the one initdb.
  const handle = await openDatabase({ kind: 'pglite', dir: templateData(building), template: null });
  let applied: string[];
  try {
    applied = await migrateToLatest(handle.db, migrations);
  } finally {
    await handle.close();
  }
  const info: TemplateInfo = { pglite: await pgliteVersion(), migrations: applied };
  await fs.writeFile(templateInfo(building), `${JSON.stringify(info, null, 2)}\n`);
  await fs.rm(template, { recursive: true, force: true });
  await fs.rename(building, template);
  return info;
}
