import { expect } from 'chai';
import { afterTurn } from '../engine/after-turn.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('afterTurn', () => {
  it('runs once after the turn however often it was asked in it, and again when asked in a later turn', async () => {
    let runs = 0;
    const schedule = afterTurn(() => runs++);
    schedule();
    schedule();
    expect(runs).to.equal(0);
    await turn();
    expect(runs).to.equal(1);
    schedule();
    await turn();
    expect(runs).to.equal(2);
  });
});
