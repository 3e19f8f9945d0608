import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { buildTemplate } from '../engine/db/build-template.js';
import { builtTemplateDir } from '../engine/db/pglite-template.js';
import { BUILD_STAMP, DIST, ROOT, SERVICE_FOLDERS } from './build-inputs.mjs';

/**
 * `npm run build` (run by `npm ci` through `prepare`, and by `npm start` when a source is newer):
 * what `npm start` runs, made ahead so that a start does none of it.
 * - The service's TypeScript as JavaScript in dist/, file for file (a start under tsx spends seconds
 *   transpiling), with the JSON files the sources read beside them.
 * - The embedded database's template, dist/pglite-template: initdb and every migration, once.
 * Tests and scripts still run the sources under tsx; the build only serves `npm start`.
 */
async function main(): Promise<void> {
  const started = performance.now();
  await fs.rm(BUILD_STAMP, { force: true });
  const sources: string[] = [];
  for (const folder of SERVICE_FOLDERS) {
    await fs.rm(path.join(DIST, folder), { recursive: true, force: true });
    for (const entry of await fs.readdir(path.join(ROOT, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
      if (file.endsWith('.ts')) sources.push(file);
      else if (file.endsWith('.json')) await copy(file);
    }
  }
  await build({
    absWorkingDir: ROOT,
    entryPoints: sources,
    outdir: DIST,
    outbase: '.',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  const template = (await builtTemplateDir())!;
  const { migrations } = await buildTemplate(template);
  await fs.writeFile(BUILD_STAMP, `${JSON.stringify({ builtAt: new Date().toISOString(), sources: sources.length, migrations }, null, 2)}\n`);
  console.log(`built dist/: ${sources.length} modules, a database template with ${migrations.length} migrations, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function copy(file: string): Promise<void> {
  await fs.mkdir(path.dirname(path.join(DIST, file)), { recursive: true });
  await fs.copyFile(path.join(ROOT, file), path.join(DIST, file));
}

await main();
