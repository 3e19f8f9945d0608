import { createHash } from 'node:crypto';
import { bigMax, bigMin, parseDecimal, USDC_SCALE, PRICE_ONE } from '../../../money.js';
import type { Level, OrderBook } from '../book.js';
import type { VenueAMarket } from '../market.js';
import { tickSize } from '../market.js';

/**
 * The synthetic order book of a token at time t, built around the fair Yes price.
 *
 * Shape: LEVELS price levels per side, one tick apart, starting at the touch. The spread is one
 * tick for markets with at least TIGHT_SPREAD_LIQUIDITY of liquidityNum and two ticks below it.
 * The touch straddles the fair price, a one-tick spread leaning toward 0.5 (bid at the fair price
 * when it is at most 0.5, ask at it above), and is pushed back inside [tick, 1 − tick] near the
 * bounds; levels that would fall outside are left out. The touch holds liquidityNum /
 * LIQUIDITY_PER_TOUCH_SHARE shares and each further level half a touch more than the one before,
 * every amount jittered by ±25% from sha256(market id, price step), so sizes grow away from the
 * mid and change with each price step. Sizes are rounded down to 0.01 share, never under the
 * market's minimum order size. The No book is the Yes book mirrored (a Yes ask of s at p is a No
 * bid of s at 1 − p), so the two books never offer an arbitrage. Sizes are bigint throughout.
 */

/** What a book needs from the price process; PriceProcess provides it, tests may stub it. */
export interface PriceSource {
  readonly stepMs: number;
  yesPrice(market: VenueAMarket, t: number): bigint;
}

const LEVELS = 10;
const TIGHT_SPREAD_LIQUIDITY = 25_000;
const LIQUIDITY_PER_TOUCH_SHARE = 250n;
const SIZE_LOT = 10n ** BigInt(USDC_SCALE - 2);

export function bookAt(prices: PriceSource, market: VenueAMarket, outcomeIndex: number, t: number): OrderBook {
  const yesBook = yesBookAt(prices, market, t);
  if (outcomeIndex === 0) return yesBook;
  if (outcomeIndex === 1) return mirror(yesBook);
  throw new RangeError(`market ${market.id} has no outcome ${outcomeIndex}`);
}

/** The best bid of an outcome at t without building the book (the risk monitors ask for it every tick). */
export function bestBidAt(prices: PriceSource, market: VenueAMarket, outcomeIndex: number, t: number): bigint {
  return touchAt(prices, market, outcomeIndex, t).bestBid;
}

/** The best bid and ask of an outcome at t, without building the book. */
export function touchAt(prices: PriceSource, market: VenueAMarket, outcomeIndex: number, t: number): { bestBid: bigint; bestAsk: bigint } {
  const touch = yesTouchAt(prices, market, t);
  if (outcomeIndex === 0) return touch;
  if (outcomeIndex === 1) return { bestBid: PRICE_ONE - touch.bestAsk, bestAsk: PRICE_ONE - touch.bestBid };
  throw new RangeError(`market ${market.id} has no outcome ${outcomeIndex}`);
}

function yesTouchAt(prices: PriceSource, market: VenueAMarket, t: number): { bestBid: bigint; bestAsk: bigint } {
  const tick = tickSize(market);
  const fair = prices.yesPrice(market, t);
  const spreadTicks = market.liquidityNum >= TIGHT_SPREAD_LIQUIDITY ? 1n : 2n;
  const ticksBelowFair = fair > PRICE_ONE / 2n ? (spreadTicks + 1n) / 2n : spreadTicks / 2n;
  const highestBestBid = PRICE_ONE - tick - spreadTicks * tick;
  const bestBid = bigMin(bigMax(fair - ticksBelowFair * tick, tick), highestBestBid);
  return { bestBid, bestAsk: bestBid + spreadTicks * tick };
}

/**
 * The book last built for each market, by price source: a book is a function of its fair price
 * and its step (the jitter), so every order of a step that sees the same price gets the same book
 * without building it again. Frozen: callers share it.
 */
const built = new WeakMap<PriceSource, Map<string, { step: number; fair: bigint; book: OrderBook }>>();

function yesBookAt(prices: PriceSource, market: VenueAMarket, t: number): OrderBook {
  let books = built.get(prices);
  if (!books) built.set(prices, (books = new Map()));
  const step = Math.floor(t / prices.stepMs);
  const fair = prices.yesPrice(market, t);
  const last = books.get(market.id);
  if (last?.step === step && last.fair === fair) return last.book;
  const book = buildYesBook(prices, market, t);
  books.set(market.id, { step, fair, book });
  return book;
}

function buildYesBook(prices: PriceSource, market: VenueAMarket, t: number): OrderBook {
  const tick = tickSize(market);
  const { bestBid, bestAsk } = yesTouchAt(prices, market, t);

  const touch = (BigInt(Math.round(market.liquidityNum)) * PRICE_ONE) / LIQUIDITY_PER_TOUCH_SHARE;
  const minSize = parseDecimal(market.minOrderSize, USDC_SCALE);
  const jitter = createHash('sha256').update(`${market.id}\n${Math.floor(t / prices.stepMs)}`).digest();
  const side = (touchPrice: bigint, direction: bigint, firstJitterByte: number): Level[] => {
    const levels: Level[] = [];
    let size = 0n;
    for (let level = 0; level < LEVELS; level++) {
      const price = touchPrice + direction * BigInt(level) * tick;
      if (price < tick || price > PRICE_ONE - tick) break;
      const permille = 750n + (BigInt(jitter[firstJitterByte + level]!) * 500n) / 256n;
      size += (touch * permille) / (level === 0 ? 1_000n : 2_000n);
      levels.push({ price, size: bigMax(size - (size % SIZE_LOT), minSize) });
    }
    return levels;
  };
  return Object.freeze({ bids: Object.freeze(side(bestBid, -1n, 0)), asks: Object.freeze(side(bestAsk, 1n, LEVELS)) }) as OrderBook;
}

function mirror(book: OrderBook): OrderBook {
  const flip = ({ price, size }: Level): Level => ({ price: PRICE_ONE - price, size });
  return { bids: book.asks.map(flip), asks: book.bids.map(flip) };
}

