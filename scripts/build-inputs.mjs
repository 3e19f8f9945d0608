// Plain JavaScript: `npm start` reads it before anything is built, without tsx.
import fs from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const DIST = path.join(ROOT, 'dist');
/** Written last by the build: its age is the build's. */
export const BUILD_STAMP = path.join(DIST, 'build.json');
/** The sources of what `npm start` runs, bundled into dist/: a change to any of them makes the build stale. */
export const SERVICE_FOLDERS = ['engine', 'api', 'actors', 'migrations'];
/** Besides the sources: the dependencies (PGlite's version makes the template) and the build itself. */
const OTHER_INPUTS = ['package-lock.json', 'tsconfig.json', 'scripts/build.ts', 'scripts/build-inputs.mjs'];

/** True when there is no build, or a source or other input changed after it was made. */
export async function isStale() {
  const built = await fs.stat(BUILD_STAMP).then((stat) => stat.mtimeMs, () => null);
  if (built === null) return true;
  const files = [...OTHER_INPUTS];
  for (const folder of SERVICE_FOLDERS) {
    for (const entry of await fs.readdir(path.join(ROOT, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
    }
  }
  const times = await Promise.all(files.map((file) => fs.stat(path.resolve(ROOT, file)).then((stat) => stat.mtimeMs, () => 0)));
  return times.some((time) => time > built);
}
