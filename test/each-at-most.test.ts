import { expect } from 'chai';
import { eachAtMost } from '../engine/periodic.js';

describe('eachAtMost', () => {
  it('visits every item, never more than the limit at once, past a failing one', async () => {
    let running = 0;
    let most = 0;
    const visited: number[] = [];
    await eachAtMost([1, 2, 3, 4, 5, 6, 7], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (n === 3) throw new Error('one sync failed');
      visited.push(n);
    });
    expect(most).to.equal(2);
    expect(visited.sort()).to.deep.equal([1, 2, 4, 5, 6, 7]);
  });

  it('is done at once with nothing to visit', async () => {
    await eachAtMost([], 2, () => Promise.reject(new Error('never called')));
  });
});
