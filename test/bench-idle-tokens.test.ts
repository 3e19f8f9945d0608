import { expect } from 'chai';
import { idleTokens } from '../bench/idle-tokens.js';

describe('the idle row’s resting orders', () => {
  it('rest only in markets open past the window, so the price recorder resolves none of them while it is measured', () => {
    // The catalog's markets end on their real dates: 2026-12-20 is past the end of several the row chose.
    const untilMs = Date.UTC(2026, 11, 20);
    const tokens = idleTokens(untilMs);
    expect(tokens).to.not.be.empty;
    for (const { market } of tokens) {
      expect(Date.parse(market.endDate), market.id).to.be.greaterThan(untilMs);
      expect(market.active && !market.closed, market.id).to.equal(true);
    }
  });

  it('says so when no market of the catalog is open that long', () => {
    expect(() => idleTokens(Date.UTC(2030, 0, 1))).to.throw(/no market/);
  });
});
