import { USDC_SCALE } from '../../../money.js';

/**
 * A venue's decimal (a JSON number's own text, or a string) as atomic units, rounded half up to
 * 6 decimals: the venue may send more digits than an atomic unit holds ("5.7703705") or an
 * exponent ("1e-7"). Empty or missing is 0, as the CLOB's unset amounts are "".
 */
export function atomicOf(value: unknown): bigint {
  if (value === undefined || value === null || value === '') return 0n;
  const text = String(value).trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new RangeError(`the venue sent "${text}" where a decimal was expected`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${whole}${fraction}` || '0');
  const shift = Number(exponent) - fraction.length + USDC_SCALE;
  let atomic: bigint;
  if (shift >= 0) atomic = digits * 10n ** BigInt(shift);
  else {
    const divisor = 10n ** BigInt(-shift);
    atomic = (digits + divisor / 2n) / divisor;
  }
  return sign ? -atomic : atomic;
}

/** An optional decimal: null when the venue sent none. */
export const atomicOrNull = (value: unknown): bigint | null => (value === undefined || value === null || value === '' ? null : atomicOf(value));
