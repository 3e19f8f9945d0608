// `npm start`: the service from dist/, built first when there is no build or a source is newer than it.
// Plain JavaScript, so that a start runs no TypeScript tooling at all.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { DIST, ROOT, isStale } from './build-inputs.mjs';

// Set before any WebAssembly is compiled. PGlite's module is 9 MB of WebAssembly; compiled whole
// at start, its machine code alone stays some 40 MB resident, most of it for functions a service
// never calls. Compiled a function at a time on first call, hot ones still optimized as before.
v8.setFlagsFromString('--wasm-lazy-compilation');

if (await isStale()) {
  const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'build.ts')], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const load = (file) => import(pathToFileURL(path.join(DIST, file)).href);
// A new embedded database is copied from its template while the service's modules load (opening the
// database joins the copy under way); a configuration error is left for the service to report.
const [{ loadConfig }, { builtTemplateDir, seedFromTemplate }] = await Promise.all([load('config.js'), load('pglite-template.js')]);
try {
  const { database } = loadConfig();
  if (database.kind === 'pglite' && !database.dir.startsWith('memory://')) seedFromTemplate(database.dir, await builtTemplateDir()).catch(() => {});
} catch {}
const { main } = await load('server.js');
await main();
