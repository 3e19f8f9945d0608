import { expect } from 'chai';
import {
  DecimalFormatError,
  formatDecimal,
  numberToDecimalText,
  parseAmount,
  parseDecimal,
  toJsonNumber,
} from '../engine/money.js';

describe('money', () => {
  it('parses decimal text into atomic units exactly', () => {
    expect(parseDecimal('1', 6)).to.equal(1_000_000n);
    expect(parseDecimal('0.000001', 6)).to.equal(1n);
    expect(parseDecimal('-2.5', 6)).to.equal(-2_500_000n);
    expect(parseDecimal('12345678901234.12345678', 8)).to.equal(1234567890123412345678n);
  });

  it('refuses text it cannot hold exactly', () => {
    for (const text of ['1.0000001', 'abc', '', '1e3', '1.', '.5', '+1', '0x10']) {
      expect(() => parseDecimal(text, 6), text).to.throw(DecimalFormatError);
    }
  });

  it('takes JSON numbers through their exact decimal text', () => {
    expect(parseAmount(0.1, 8)).to.equal(10_000_000n);
    expect(parseAmount(7.25, 8)).to.equal(725_000_000n);
    expect(parseAmount(1000000000.5, 8)).to.equal(100000000050000000n);
    expect(numberToDecimalText(0.3)).to.equal('0.3');
    expect(() => numberToDecimalText(1e21)).to.throw(DecimalFormatError);
    expect(() => numberToDecimalText(1e-7)).to.throw(DecimalFormatError);
    expect(() => numberToDecimalText(0.1 + 0.2)).to.throw(DecimalFormatError, /15 significant digits/);
    expect(() => numberToDecimalText(Number.NaN)).to.throw(DecimalFormatError);
  });

  it('formats atomic units with a fixed number of fraction digits', () => {
    expect(formatDecimal(500_000_000n, 8)).to.equal('5.00000000');
    expect(formatDecimal(1n, 6)).to.equal('0.000001');
    expect(formatDecimal(-1_500_000n, 6)).to.equal('-1.500000');
    expect(formatDecimal(1_500_000n, 6, 8)).to.equal('1.50000000');
    expect(formatDecimal(42n, 0)).to.equal('42');
  });

  it('gives JSON numbers only where a double carries the value exactly', () => {
    expect(toJsonNumber(10_000_000_000n, 6)).to.equal(10000);
    expect(toJsonNumber(1_234_560_001n, 6)).to.equal(1234.560001);
    expect(toJsonNumber(100n, 0)).to.equal(100);
    expect(() => toJsonNumber(1234567890123456789n, 6)).to.throw(RangeError);
  });
});
