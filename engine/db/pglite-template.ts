import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger.js';

/**
 * The embedded database's first start. initdb and every migration cost seconds and, through the
 * throw-away initdb instance, hundreds of MB the process keeps; `npm run build` does both once, into
 * a template, and a new data directory starts as a copy of it. Migrations newer than the template
 * still run at start (the migrations runner stays the only writer of the schema): the template is a
 * shortcut through the ones it already holds, never a second schema.
 *
 * A template made by another PGlite build is not used: its files are only PGlite's own format.
 */

/** Where `npm run build` leaves the template: dist/pglite-template under the package root, from the sources or from dist/. */
export async function builtTemplateDir(): Promise<string | null> {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (await exists(path.join(dir, 'package.json'))) return path.join(dir, 'dist', 'pglite-template');
    if (path.dirname(dir) === dir) return null;
  }
}

export interface TemplateInfo {
  pglite: string;
  migrations: string[];
}

/** The template's database files, copied as they are. */
export const templateData = (template: string) => path.join(template, 'pgdata');
/** What made it: PGlite's version, and the migrations it holds. */
export const templateInfo = (template: string) => path.join(template, 'template.json');

/**
 * Makes `dir` a copy of the template when it holds no database yet and the template was made by the
 * installed PGlite; false when it made none (a database already there, or no usable template: PGlite
 * then runs initdb as before).
 */
export function seedFromTemplate(dir: string, template: string | null, logger?: Logger): Promise<boolean> {
  // `npm start` begins the copy while the service's modules load; opening the database then joins it.
  let seeding = inFlight.get(dir);
  if (!seeding) {
    seeding = seed(dir, template, logger).finally(() => inFlight.delete(dir));
    inFlight.set(dir, seeding);
  }
  return seeding;
}

const inFlight = new Map<string, Promise<boolean>>();

async function seed(dir: string, template: string | null, logger?: Logger): Promise<boolean> {
  // Only into an empty place: whatever else is there is not this function's to replace.
  if ((await fs.readdir(dir).catch(() => [])).length > 0) return false;
  const info = template ? await readInfo(template) : null;
  if (!template || !info) return false;
  if (info.pglite !== (await pgliteVersion())) {
    logger?.warn({ template, made: info.pglite }, 'the database template was made by another PGlite; starting with initdb (npm run build remakes it)');
    return false;
  }
  // Copied beside and renamed into place: a copy cut short leaves no half database for the next start to trust.
  const partial = `${dir}.partial-${process.pid}`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(path.dirname(dir), { recursive: true });
  await copyTree(templateData(template), partial);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.rename(partial, dir);
  return true;
}

/**
 * The template is some 1,100 files: fs.cp walks them in JavaScript, some 0.6 s of the main thread's
 * time while the service's modules load beside it; cp(1), in a process of its own, takes none of it.
 * fs.cp where there is no cp.
 */
async function copyTree(from: string, to: string): Promise<void> {
  const copied = await new Promise<boolean>((resolve, reject) => {
    execFile('cp', ['-R', from, to], (error) => {
      if (!error) resolve(true);
      else if ((error as NodeJS.ErrnoException).code === 'ENOENT') resolve(false);
      else reject(error);
    });
  });
  if (!copied) await fs.cp(from, to, { recursive: true });
}

async function readInfo(template: string): Promise<TemplateInfo | null> {
  try {
    return JSON.parse(await fs.readFile(templateInfo(template), 'utf8')) as TemplateInfo;
  } catch {
    return null;
  }
}

export async function pgliteVersion(): Promise<string> {
  // The package's entry is dist/index.js; its package.json is one folder up.
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const { version } = JSON.parse(await fs.readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return version;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
