// `npm start`: the service from dist/, built first when there is no build or a source is newer than it.
// Plain JavaScript, so that a start runs no TypeScript tooling at all.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, ROOT, isStale } from './build-inputs.mjs';

if (await isStale()) {
  const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'build.ts')], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const load = (file) => import(pathToFileURL(path.join(DIST, file)).href);
// A new embedded database is copied from its template while the service's modules load (opening the
// database joins the copy under way); a configuration error is left for the service to report.
const [{ loadConfig }, { builtTemplateDir, seedFromTemplate }] = await Promise.all([load('engine/config.js'), load('engine/db/pglite-template.js')]);
try {
  const { database } = loadConfig();
  if (database.kind === 'pglite' && !database.dir.startsWith('memory://')) seedFromTemplate(database.dir, await builtTemplateDir()).catch(() => {});
} catch {}
const { main } = await load('api/server.js');
await main();
