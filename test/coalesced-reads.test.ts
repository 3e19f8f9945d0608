import { expect } from 'chai';
import { batchedReads, coalescedReads } from '../engine/coalesced-reads.js';

const rejection = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'resolved',
    (error: Error) => error.message,
  );

/** A read whose runs finish when the test says, each seeing the store as it was when it started. */
function gatedStore() {
  const store = new Map<string, number>([['a', 1], ['b', 10]]);
  const gates: Array<() => void> = [];
  let runs = 0;
  const started = async <T>(read: () => T): Promise<T> => {
    runs++;
    const seen = read();
    await new Promise<void>((open) => gates.push(open));
    return seen;
  };
  return {
    store,
    started,
    runs: () => runs,
    /** Lets the oldest open run finish, then lets the promise chains settle. */
    async finishOne() {
      gates.shift()!();
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
  };
}

describe('coalesced reads', () => {
  it('answers callers arriving during a run from the next run, which sees what was written before they asked', async () => {
    const s = gatedStore();
    const reads = coalescedReads<number>();
    const read = () => reads.read('a', () => s.started(() => s.store.get('a')!));
    const first = read();
    s.store.set('a', 2);
    const [second, third] = [read(), read()];
    await s.finishOne();
    expect(await first).to.equal(1);
    await s.finishOne();
    expect([await second, await third]).to.deep.equal([2, 2]);
    expect(s.runs()).to.equal(2);
  });

  it('runs different keys apart, and a failed run fails only its own callers', async () => {
    const reads = coalescedReads<number>();
    let fail = true;
    const compute = async () => {
      if (fail) throw new Error('down');
      return 7;
    };
    const failed = reads.read('a', compute);
    fail = false;
    const queued = reads.read('a', compute);
    const other = reads.read('b', async () => 8);
    expect(await rejection(failed)).to.equal('down');
    expect(await queued).to.equal(7);
    expect(await other).to.equal(8);
  });
});

describe('batched reads', () => {
  it('reads every key asked for during a statement in the next one, after the callers asked', async () => {
    const s = gatedStore();
    const batches: string[][] = [];
    const reads = batchedReads<string, number>(
      (keys) => {
        batches.push(keys);
        return s.started(() => new Map(keys.flatMap((k) => (s.store.has(k) ? [[k, s.store.get(k)!] as const] : []))));
      },
      (key) => new Error(`no ${key}`),
    );
    const first = reads.read('a');
    s.store.set('a', 2);
    s.store.set('b', 20);
    const later = [reads.read('a'), reads.read('b'), reads.read('a'), reads.read('missing')];
    await s.finishOne();
    expect(await first).to.equal(1);
    await s.finishOne();
    expect(await Promise.all(later.slice(0, 3))).to.deep.equal([2, 20, 2]);
    expect(await rejection(later[3]!)).to.equal('no missing');
    expect(batches).to.deep.equal([['a'], ['a', 'b', 'missing']]);
  });

  it('fails the callers of a failed statement and serves the next ones', async () => {
    let fail = true;
    const reads = batchedReads<string, number>(
      async (keys) => {
        if (fail) throw new Error('down');
        return new Map(keys.map((k) => [k, 1] as const));
      },
      (key) => new Error(`no ${key}`),
    );
    expect(await rejection(reads.read('a'))).to.equal('down');
    fail = false;
    expect(await reads.read('a')).to.equal(1);
  });
});
