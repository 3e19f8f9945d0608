import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { buildTemplate } from '../engine/db/build-template.js';
import { builtTemplateDir } from '../engine/db/pglite-template.js';
import { BUILD_STAMP, DIST, ROOT } from './build-inputs.mjs';

/**
 * `npm run build` (run by `npm ci` through `prepare`, and by `npm start` when a source is newer):
 * what `npm start` runs, made ahead so that a start does none of it.
 * - The service bundled by esbuild into dist/: the entry points `npm start` loads, and chunks they
 *   share or load on demand (venue_b's simulated chain, the live venue). Resolving and loading a
 *   few hundred modules one by one cost a start about a second; a bundle, a third of that.
 * - The embedded database's template, dist/pglite-template: initdb and every migration, once.
 * Tests and scripts still run the sources under tsx; the build only serves `npm start`.
 */
async function main(): Promise<void> {
  const started = performance.now();
  await fs.rm(BUILD_STAMP, { force: true });
  // The previous build's files; the template is remade below, aside and renamed into place.
  for (const entry of await fs.readdir(DIST).catch(() => [])) {
    if (entry !== 'pglite-template') await fs.rm(path.join(DIST, entry), { recursive: true, force: true });
  }
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRY_POINTS,
    outdir: DIST,
    // Every file side by side: a file a module names beside itself (the recovery pool's worker) is there.
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    external: EXTERNAL,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    sourcemap: 'linked',
    // CommonJS packages in the bundle call require() for Node's own modules.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'warning',
  });
  const template = (await builtTemplateDir())!;
  const { migrations } = await buildTemplate(template);
  const outputs = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  await fs.writeFile(BUILD_STAMP, `${JSON.stringify({ builtAt: new Date().toISOString(), outputs, migrations }, null, 2)}\n`);
  console.log(`built dist/: ${outputs.length} bundled files, a database template with ${migrations.length} migrations, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** What scripts/start.mjs loads, and the recovery pool's worker threads (engine/crypto/recovery-pool.ts). */
const ENTRY_POINTS = ['api/server.ts', 'engine/config.ts', 'engine/db/pglite-template.ts', 'engine/crypto/recovery-worker.ts'];

/**
 * Left to node_modules: packages that read files of their own beside their code (PGlite's
 * WebAssembly and file system, litesvm's, bigint-buffer's and secp256k1's native modules, BullMQ's Lua
 * scripts, pino's worker transports), and the PostgreSQL and Redis drivers, which a start on the
 * embedded default never loads.
 */
const EXTERNAL = ['@electric-sql/pglite', 'litesvm', 'bigint-buffer', 'secp256k1', 'pino', 'bullmq', 'redis', 'pg', 'swagger-ui-dist'];

await main();
