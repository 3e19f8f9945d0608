import { expect } from 'chai';
import { jsonRows, textInts } from '../engine/db/json-rows.js';

/** What jsonRows writes by hand: JSON.stringify of the rows, their bigints as text. */
const stringified = (rows: readonly Record<string, unknown>[]) => JSON.stringify(rows.map(textInts));

describe('jsonRows', () => {
  it('writes every UTF-16 code unit, alone and beside others, as JSON.stringify does', () => {
    const units = Array.from({ length: 0x10000 }, (_, unit) => String.fromCharCode(unit));
    const rows = units.map((unit) => ({ alone: unit, between: `a${unit}b` }));
    expect(jsonRows(rows)).to.equal(stringified(rows));
    // A surrogate pair is written as it is; a lone surrogate escaped.
    const pairs = [{ pair: '😀', reversed: '\ude00\ud83d', high: 'x\ud83d', low: '\ude00x' }];
    expect(jsonRows(pairs)).to.equal(stringified(pairs));
  });

  it('writes bigints as text, times as ISO text, and every other value as JSON.stringify does', () => {
    const at = new Date(Date.UTC(2026, 10, 29, 12, 0, 0, 5));
    const rows = [
      { int8: 123456789012345678901234567890n, negative: -5n, zero: 0n, number: 1.5, negativeZero: -0, big: 1e21, tiny: 5e-7 },
      { nan: Number.NaN, infinite: Number.POSITIVE_INFINITY, yes: true, no: false, nothing: null, left: undefined, fn: () => 1 },
      { at, again: new Date(at.getTime()), later: new Date(at.getTime() + 1), invalid: new Date(Number.NaN), at2: at },
      { nested: { a: [1, 'two', null], b: 'q"uote' }, list: ['x', 2], text: 'back\\slash "quoted"\n\t\u2028' },
      {},
      { only: undefined },
      { key: 'with "quoted" key and \\', 'a "key"': 1, 'é\u0001': 'x' },
    ];
    expect(jsonRows(rows)).to.equal(stringified(rows));
    expect(JSON.parse(jsonRows(rows))[0].int8).to.equal('123456789012345678901234567890');
  });

  it('writes no rows as an empty list', () => {
    expect(jsonRows([])).to.equal('[]');
  });
});
