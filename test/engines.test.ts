import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

describe('the Node versions the packages admit (engines)', () => {
  it('are the same in every workspace and in the lockfile as in the root package', () => {
    const root = read('package.json');
    const lock = read('package-lock.json');
    const admitted = root.engines.node;
    for (const workspace of root.workspaces as string[]) {
      expect(read(`${workspace}/package.json`).engines?.node, workspace).to.equal(admitted);
      expect(lock.packages[workspace].engines?.node, `the lockfile's ${workspace}`).to.equal(admitted);
    }
    expect(lock.packages[''].engines?.node, "the lockfile's root").to.equal(admitted);
  });
});
