import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Imports run one way: api → actors → engine; inside the engine, the pipelines and books
 * (trading, accounts, portfolio, monitors, webhooks) → the venue ports → the venue
 * implementations. A file that imports against the flow fails here, naming the import.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative import of every file under `dir`, resolved to a path from the repository root. */
function imports(dir: string): Array<{ file: string; target: string }> {
  return sources(path.join(ROOT, dir)).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((m) => ({
      file: path.relative(ROOT, file),
      target: path.relative(ROOT, path.resolve(path.dirname(file), m[1]!)),
    })),
  );
}

const against = (dir: string, forbidden: readonly string[]) =>
  imports(dir)
    .filter(({ target }) => forbidden.some((f) => target === f || target.startsWith(`${f}/`)))
    .map(({ file, target }) => `${file} → ${target}`);

describe('layering', () => {
  it('nothing under engine/venues imports the pipelines, the books, the readers or the API', () => {
    const upward = ['engine/trading', 'engine/accounts', 'engine/portfolio', 'engine/monitors', 'engine/webhooks', 'engine/risk', 'engine/markets', 'engine/services.ts', 'api', 'actors'];
    expect(against('engine/venues', upward)).to.deep.equal([]);
  });

  it('outside engine/venues, only the composition reaches a venue implementation; the rest talk to the ports', () => {
    const implementations = ['engine/venues/venue_a/sim', 'engine/venues/venue_a/live'];
    const reaching = [...against('engine', implementations), ...against('api', implementations), ...against('actors', implementations)].filter(
      (line) => !line.startsWith('engine/venues/') && !line.startsWith('engine/services.ts'),
    );
    expect(reaching).to.deep.equal([]);
  });

  it('the engine never imports the API or the actors', () => {
    expect(against('engine', ['api', 'actors'])).to.deep.equal([]);
  });
});
