import { loadConfigOrExit } from '../engine/config.js';
import { openDatabase } from '../engine/db/connect.js';
import { migrateToLatest } from '../engine/db/migrate.js';

const config = loadConfigOrExit();
const handle = await openDatabase(config.database);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await handle.close();
}
