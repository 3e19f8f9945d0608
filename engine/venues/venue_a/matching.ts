import { PRICE_ONE } from '../../money.js';
import type { Level, OrderBook } from './book.js';
import type { Fill, OrderType, Side } from './port.js';

/**
 * Matching of one order against a synthetic book. Pure: the book is not consumed, so whoever holds
 * orders decides how fills affect later matches.
 */


export interface IncomingOrder {
  side: Side;
  /** Limit price, atomic units. */
  price: bigint;
  /** Shares, atomic units. */
  size: bigint;
  type: OrderType;
  postOnly: boolean;
}


export type MatchOutcome = 'filled' | 'partially_filled_resting' | 'resting' | 'killed' | 'rejected_post_only';

export interface MatchResult {
  fills: Fill[];
  filled: bigint;
  /** The part not filled: resting for 'resting' and 'partially_filled_resting', cancelled otherwise. */
  remaining: bigint;
  /** Cash of the fills; see `notional` for the rounding. */
  notional: bigint;
  outcome: MatchOutcome;
}

export interface RestingOrder {
  side: Side;
  price: bigint;
  remaining: bigint;
}

/**
 * Cash of a set of fills: Σ price × size is exact at 12 decimals and is divided back to 6 once,
 * for the whole order, with the last unit rounded in the venue's favour: a buyer pays it (up), a
 * seller does not receive it (down). E.g. 10.123457 shares at 0.57 cost a buyer 5.770371 and pay
 * a seller 5.770370 (exactly 5.77037049).
 */
export function notional(fills: readonly Fill[], side: Side): bigint {
  const exact = fills.reduce((sum, fill) => sum + fill.price * fill.size, 0n);
  const whole = exact / PRICE_ONE;
  return side === 'BUY' && whole * PRICE_ONE < exact ? whole + 1n : whole;
}

function totalSize(fills: readonly Fill[]): bigint {
  return fills.reduce((sum, fill) => sum + fill.size, 0n);
}

/** The levels an order at `price` on `side` trades against, best first. */
function crossingLevels(book: OrderBook, side: Side, price: bigint): Level[] {
  return side === 'BUY'
    ? book.asks.filter((level) => level.price <= price)
    : book.bids.filter((level) => level.price >= price);
}

/** Takes up to `size` from the levels in order, each fill at `fillPrice(level)`. */
function take(levels: readonly Level[], size: bigint, fillPrice: (level: Level) => bigint): Fill[] {
  const fills: Fill[] = [];
  let left = size;
  for (const level of levels) {
    if (left === 0n) break;
    const taken = level.size < left ? level.size : left;
    fills.push({ price: fillPrice(level), size: taken });
    left -= taken;
  }
  return fills;
}

/**
 * Matches a taker order: it walks the opposite side level by level, at each level's price, as far
 * as its limit allows. FOK fills completely or not at all; FAK keeps what filled and kills the rest;
 * GTC and GTD leave the rest resting. A post-only order that would trade is rejected whole; one that
 * would not rests (GTC/GTD) or, as FOK/FAK cannot rest, is killed.
 */
export function matchOrder(book: OrderBook, order: IncomingOrder): MatchResult {
  if (order.size <= 0n) throw new RangeError('order size must be positive');
  if (order.price <= 0n || order.price >= PRICE_ONE) throw new RangeError('order price must lie strictly between 0 and 1');
  const levels = crossingLevels(book, order.side, order.price);
  const result = (fills: Fill[], outcome: MatchOutcome): MatchResult => {
    const filled = totalSize(fills);
    return { fills, filled, remaining: order.size - filled, notional: notional(fills, order.side), outcome };
  };
  if (order.postOnly && levels.length > 0) return result([], 'rejected_post_only');

  const fills = take(levels, order.size, (level) => level.price);
  const filled = totalSize(fills);
  if (filled === order.size) return result(fills, 'filled');
  if (order.type === 'FOK') return result([], 'killed');
  if (order.type === 'FAK') return result(fills, 'killed');
  return result(fills, filled === 0n ? 'resting' : 'partially_filled_resting');
}

/**
 * Fills a resting GTC/GTD order that the book has moved through: it trades against every level
 * now at or through its limit (asks at or below a resting bid, bids at or above a resting ask),
 * best first, up to its remaining size, always at its own limit price, as a resting maker order
 * does. No fills when nothing crosses.
 */
export function crossRestingOrder(book: OrderBook, resting: RestingOrder): Fill[] {
  return take(crossingLevels(book, resting.side, resting.price), resting.remaining, () => resting.price);
}
