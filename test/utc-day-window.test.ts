import { expect } from 'chai';
import { utcDayWindow } from '../engine/rate-limits.js';

describe('utcDayWindow', () => {
  it('names the UTC day of any moment and the milliseconds left in it, whatever day it named before', () => {
    const at = (iso: string) => utcDayWindow(Date.parse(iso));
    expect(at('2026-11-27T23:59:59.999Z')).to.deep.equal({ day: '2026-11-27', windowMs: 1 });
    expect(at('2026-11-28T00:00:00.000Z')).to.deep.equal({ day: '2026-11-28', windowMs: 86_400_000 });
    expect(at('2026-11-27T12:00:00.000Z')).to.deep.equal({ day: '2026-11-27', windowMs: 43_200_000 });
    expect(at('2024-02-29T06:00:00.000Z')).to.deep.equal({ day: '2024-02-29', windowMs: 64_800_000 });
    expect(at('1969-12-31T23:00:00.000Z')).to.deep.equal({ day: '1969-12-31', windowMs: 3_600_000 });
  });
});
