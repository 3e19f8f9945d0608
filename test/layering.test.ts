import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import ts from 'typescript';

/**
 * Imports run one way: api → actors → engine; inside the engine, the pipelines, books and readers
 * (trading, accounts, portfolio, monitors, risk, markets, webhooks) → the venue ports → the venue
 * implementations. Nothing under engine/venues/ depends on what is above it, so a venue adapter can
 * be read, replaced and tested alone; and outside engine/venues/ only the composition
 * (engine/services.ts) names an implementation.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const ABOVE_VENUES = ['engine/trading', 'engine/accounts', 'engine/portfolio', 'engine/monitors', 'engine/risk', 'engine/markets', 'engine/webhooks', 'engine/services.ts', 'api', 'actors'];
const IMPLEMENTATIONS = ['engine/venues/venue_a/sim', 'engine/venues/venue_a/live', 'engine/venues/venue_b/sim'];

/** The relative imports of one source file, however written (import, export from, import()), resolved from the repository root. */
function importsOf(file: string, source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(ROOT, path.resolve(path.dirname(file), specifier)));
}

const inside = (target: string, folders: readonly string[]) => folders.some((folder) => target === folder || target.startsWith(`${folder}/`) || target === folder.replace(/\.ts$/, '.js'));

function sourcesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** Every import from a file under `folders` into `forbidden`, as "file → target". */
function crossing(folders: readonly string[], forbidden: readonly string[], exempt: (file: string) => boolean = () => false): string[] {
  return folders.flatMap((folder) =>
    sourcesUnder(folder).flatMap((file) => {
      const name = path.relative(ROOT, file);
      if (exempt(name)) return [];
      return importsOf(file, fs.readFileSync(file, 'utf8'))
        .filter((target) => inside(target, forbidden))
        .map((target) => `${name} → ${target}`);
    }),
  );
}

describe('layering', () => {
  it('finds an import, however it is written', () => {
    const file = path.join(ROOT, 'engine/venues/venue_b/sim/example.ts');
    const source = [
      "import { lockAgent } from '../../../accounts/ledger.js';",
      "export { placeOrder } from '../../../trading/placement.js';",
      "const routes = await import('../../../../api/app.js');",
      "import type { Db } from '../../../db/connect.js';",
      "import { Keypair } from '@solana/web3.js';",
    ].join('\n');
    expect(importsOf(file, source).filter((target) => inside(target, ABOVE_VENUES))).to.deep.equal(['engine/accounts/ledger.js', 'engine/trading/placement.js', 'api/app.js']);
  });

  it('nothing under engine/venues/ imports the pipelines, the books, the readers, the API or the actors', () => {
    expect(sourcesUnder('engine/venues').length).to.be.greaterThan(10);
    expect(crossing(['engine/venues'], ABOVE_VENUES)).to.deep.equal([]);
  });

  it('outside engine/venues/, only the composition names a venue implementation; the rest talk to the ports', () => {
    expect(crossing(['engine', 'api', 'actors'], IMPLEMENTATIONS, (file) => file.startsWith('engine/venues/') || file === 'engine/services.ts')).to.deep.equal([]);
  });

  it('the engine never imports the API or the actors', () => {
    expect(crossing(['engine'], ['api', 'actors'])).to.deep.equal([]);
  });
});
