/**
 * Money and sizes as bigint atomic units: Polymarket's collateral and conditional tokens both have 6
 * decimals, so one share and one USDC are both 1_000_000n, and a price of 0.55 is 550_000n.
 * Decimal text is parsed and rendered from bigints; JS floats only appear where an API answers with
 * JSON numbers, and then only as the last step of rendering.
 */

export const DECIMALS = 6;
export const ONE = 10n ** BigInt(DECIMALS);

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;

/** "0.55" → 550_000n. Throws on text that is not a plain non-negative decimal with at most 6 places. */
export function parseAtomic(text: string): bigint {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) throw new Error(`not a decimal: ${JSON.stringify(text)}`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > DECIMALS) throw new Error(`more than ${DECIMALS} decimals: ${text}`);
  return BigInt(whole) * ONE + BigInt(fraction.padEnd(DECIMALS, '0') || '0');
}

/** Parses a JSON number such as Gamma's `orderMinSize: 5` or `orderPriceMinTickSize: 0.001`. */
export function parseAtomicNumber(value: number): bigint {
  // Number#toString gives the shortest text that round-trips, which for tick sizes and share counts is
  // the decimal the API meant (0.001 → "0.001").
  return parseAtomic(value.toString());
}

/** 550_000n → "0.55", 10_000_000n → "10", the way the CLOB writes prices and sizes. */
export function formatAtomic(units: bigint): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const whole = magnitude / ONE;
  const fraction = (magnitude % ONE).toString().padStart(DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The number of decimal places an atomic amount needs: 5_500_000n (5.5) → 1. */
export function decimalPlaces(units: bigint): number {
  const magnitude = units < 0n ? -units : units;
  const fraction = (magnitude % ONE).toString().padStart(DECIMALS, '0').replace(/0+$/, '');
  return fraction.length;
}

/** num/den as decimal text with at most `places` decimals (rounded half up), trailing zeros trimmed. */
export function formatRatio(num: bigint, den: bigint, places = 8): string {
  if (den <= 0n) throw new Error('formatRatio needs a positive denominator');
  const scale = 10n ** BigInt(places);
  const scaled = (num * scale * 2n + den) / (den * 2n);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(places, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}`;
}

/** num/den in atomic units, rounded half up: the display price of a ratio such as makerAmount/takerAmount. */
export function ratioToAtomic(num: bigint, den: bigint): bigint {
  return (num * ONE * 2n + den) / (den * 2n);
}

/** The USDC value of `shares` at `price`, both atomic; rounded down so neither side of a fill gains dust. */
export function notional(shares: bigint, price: bigint): bigint {
  return (shares * price) / ONE;
}

/** For APIs that answer with JSON numbers (Gamma, Data API): rendered from the bigint's exact text. */
export function toJsonNumber(units: bigint): number {
  return Number(formatAtomic(units));
}
