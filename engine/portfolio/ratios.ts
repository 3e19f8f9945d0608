import { toJsonNumber } from '../money.js';

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
