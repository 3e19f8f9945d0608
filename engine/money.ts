/**
 * Exact decimal money. Values are integers in atomic units (`bigint`); decimal text crosses the
 * edges only through this module, so no amount is ever computed in binary floating point.
 */

import { quoted } from './errors.js';

/** USDC, pUSD and outcome shares all use 6 decimals. */
export const USDC_SCALE = 6;
/** Risk-settings money fields: numeric(20,8) in Postgres, 8 fraction digits on the wire. */
export const SETTINGS_SCALE = 8;
/** Settings money (8 decimals) per USDC atomic unit (6 decimals). */
export const SETTINGS_PER_USDC_UNIT = 10n ** BigInt(SETTINGS_SCALE - USDC_SCALE);

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export class DecimalFormatError extends Error {}

/**
 * Parses decimal text into atomic units at `scale`. Refuses rather than rounds when the text has
 * more fraction digits than the scale holds.
 */
export function parseDecimal(text: string, scale: number): bigint {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new DecimalFormatError(`${quoted(text)} is not a decimal number`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale) {
    throw new DecimalFormatError(`${quoted(text)} has more than ${scale} decimal places`);
  }
  const atomic = BigInt(whole! + fraction.padEnd(scale, '0'));
  return sign ? -atomic : atomic;
}

/**
 * A JSON number's exact decimal text. JSON.parse has already made it a double; the shortest
 * round-trip text of a double is the decimal the client wrote whenever that decimal has at most
 * 15 significant digits, which every meaningful amount has. Anything longer, or in exponent
 * form, is refused so that no amount is silently rounded.
 */
export function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new DecimalFormatError('amount must be a finite number');
  const text = String(value);
  if (/e/i.test(text)) throw new DecimalFormatError(`${text} is out of range; send the amount as a decimal string`);
  const digits = text.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  if (digits.length > 15) {
    throw new DecimalFormatError(`${text} has more than 15 significant digits; send it as a decimal string`);
  }
  return text;
}

/** A money input that may arrive as a JSON number or as a decimal string. */
export function parseAmount(value: number | string, scale: number): bigint {
  return parseDecimal(typeof value === 'number' ? numberToDecimalText(value) : value, scale);
}

/** Renders atomic units as decimal text with exactly `fractionDigits` fraction digits. */
export function formatDecimal(atomic: bigint, scale: number, fractionDigits = scale): string {
  if (fractionDigits < scale) throw new RangeError('formatDecimal cannot drop precision');
  const negative = atomic < 0n;
  const digits = (negative ? -atomic : atomic).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).padEnd(fractionDigits, '0');
  return `${negative ? '-' : ''}${whole}${fractionDigits > 0 ? `.${fraction}` : ''}`;
}

/**
 * Atomic units as a JSON number, for the fields the spec types as numbers. Exact: the decimal
 * text is converted once and only when it has at most 15 significant digits, where a double
 * holds it and prints it back unchanged.
 */
export function toJsonNumber(atomic: bigint, scale: number): number {
  const text = decimalText(atomic, scale);
  const significant = text.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  if (significant.length > 15) throw new RangeError(`${text} cannot be carried exactly as a JSON number`);
  return Number(text);
}

/** Atomic units as the shortest decimal text: "12.5", "0.55", "3". */
export function decimalText(atomic: bigint, scale: number): string {
  const full = formatDecimal(atomic, scale);
  return scale > 0 ? full.replace(/\.?0+$/, '') : full;
}

/** A 6-decimal atomic amount (USDC, shares or a price) as decimal text: 1_500_000n → "1.5". */
export const atomicText = (atomic: bigint | string): string => decimalText(BigInt(atomic), USDC_SCALE);

/** A price of 1 (a winning share's payout) in atomic units. */
export const PRICE_ONE = 10n ** BigInt(USDC_SCALE);

/** Percentages leave the service with two fraction digits. */
export const PERCENT_SCALE = 2;

/**
 * n / d rounded to the nearest integer, halves away from zero (so "round half up" for the
 * positive amounts that make up nearly every figure, and symmetric for losses).
 */
export function divideRounded(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('divideRounded needs a positive divisor');
  const quotient = n / d;
  const remainder = n % d;
  if (2n * (remainder < 0n ? -remainder : remainder) < d) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

/** part as a percentage of whole, in units of 10^-PERCENT_SCALE; 0 when there is no whole. */
export function percentOf(part: bigint, whole: bigint): bigint {
  return whole <= 0n ? 0n : divideRounded(part * 100n * 10n ** BigInt(PERCENT_SCALE), whole);
}

export const percentNumber = (part: bigint, whole: bigint): number => toJsonNumber(percentOf(part, whole), PERCENT_SCALE);

/** cost / size as a price, rounded half up to 6 decimals; 0 for an empty position. */
export function averagePrice(cost: bigint, size: bigint): bigint {
  return size === 0n ? 0n : divideRounded(cost * PRICE_ONE, size);
}

/** size × price as USDC, rounded half up to 6 decimals. */
export function valueAt(size: bigint, price: bigint): bigint {
  return divideRounded(size * price, PRICE_ONE);
}

export const bigMin = (a: bigint, b: bigint): bigint => (a < b ? a : b);
export const bigMax = (a: bigint, b: bigint): bigint => (a > b ? a : b);
