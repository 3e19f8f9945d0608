import { toJsonNumber, USDC_SCALE, PRICE_ONE, averagePrice } from '../money.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import { tickSize } from '../venues/venue_a/market.js';
import { matchOrder } from '../venues/venue_a/matching.js';
import { bestAsk, type OrderBook } from '../venues/venue_a/book.js';
import { percentNumber } from '../money.js';

/** The buy amounts, in USDC, whose cost the context estimates on the book. */
export const SLIPPAGE_AMOUNTS_USDC = [10n, 100n, 1000n];

export interface SlippageEstimate {
  outcome: string;
  /** USDC to spend, at the best ask. */
  amount: number;
  /** Shares that amount buys at the best ask. */
  shares: number;
  /** Shares the book actually fills when they are bought by walking it. */
  filled: number;
  cost: number;
  avgPrice: number | null;
  bestAsk: number | null;
  /** How far the average fill lies above the best ask, in percent of it. */
  slippagePct: number | null;
}

const usdc = (atomic: bigint) => toJsonNumber(atomic, USDC_SCALE);

/**
 * What buying `amountUsdc` worth of one outcome would cost now: the shares the amount buys at
 * the best ask, walked through the book as a marketable FAK order (nothing is placed).
 */
export function buySlippage(market: VenueAMarket, book: OrderBook, outcomeIndex: number, amountUsdc: bigint): SlippageEstimate {
  const amount = amountUsdc * PRICE_ONE;
  const ask = bestAsk(book);
  const base = { outcome: market.outcomes[outcomeIndex]!, amount: usdc(amount), bestAsk: ask === null ? null : usdc(ask) };
  if (ask === null) return { ...base, shares: 0, filled: 0, cost: 0, avgPrice: null, slippagePct: null };
  const shares = (amount * PRICE_ONE) / ask;
  const match = matchOrder(book, { side: 'BUY', price: PRICE_ONE - tickSize(market), size: shares, type: 'FAK', postOnly: false });
  const avg = match.filled > 0n ? averagePrice(match.notional, match.filled) : null;
  return {
    ...base,
    shares: usdc(shares),
    filled: usdc(match.filled),
    cost: usdc(match.notional),
    avgPrice: avg === null ? null : usdc(avg),
    slippagePct: avg === null ? null : percentNumber(avg - ask, ask),
  };
}
