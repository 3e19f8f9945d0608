import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import ts from 'typescript';

/**
 * Imports run one way, down to the venues: trading, the books (accounts), portfolio, monitors,
 * webhooks and the API depend on the venue ports, and nothing under engine/venues/ depends on them,
 * so a venue adapter can be read, replaced and tested alone.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const ABOVE_VENUES = ['engine/trading', 'engine/accounts', 'engine/portfolio', 'engine/monitors', 'engine/webhooks', 'api'];

/** The imports of one source file that reach above the venues, as written. */
function upwardImports(file: string, source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => {
      if (!specifier.startsWith('.')) return false;
      const target = path.relative(ROOT, path.resolve(path.dirname(file), specifier));
      return ABOVE_VENUES.some((folder) => target === folder || target.startsWith(`${folder}/`));
    });
}

function sourcesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && entry.name.endsWith('.ts') ? [file] : [];
  });
}

describe('layering', () => {
  it('finds an upward import, however it is written', () => {
    const file = path.join(ROOT, 'engine/venues/venue_b/sim/example.ts');
    const source = [
      "import { lockAgent } from '../../../accounts/ledger.js';",
      "export { placeOrder } from '../../../trading/placement.js';",
      "const routes = await import('../../../../api/app.js');",
      "import type { Db } from '../../../db/connect.js';",
      "import { Keypair } from '@solana/web3.js';",
    ].join('\n');
    expect(upwardImports(file, source)).to.deep.equal(['../../../accounts/ledger.js', '../../../trading/placement.js', '../../../../api/app.js']);
  });

  it('nothing under engine/venues/ imports trading, accounts, portfolio, monitors, webhooks or api', () => {
    const files = sourcesUnder(path.join(ROOT, 'engine/venues'));
    expect(files.length).to.be.greaterThan(10);
    const upward = files.flatMap((file) => upwardImports(file, fs.readFileSync(file, 'utf8')).map((specifier) => `${path.relative(ROOT, file)} → ${specifier}`));
    expect(upward).to.deep.equal([]);
  });
});
