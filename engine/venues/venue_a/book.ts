/**
 * An order book as every venue_a implementation answers it: levels best first, prices and sizes
 * in atomic units (6 decimals). The helpers read the touch of any book, live or simulated.
 */

export interface Level {
  price: bigint;
  size: bigint;
}

export interface OrderBook {
  /** Best (highest) first. */
  bids: Level[];
  /** Best (lowest) first. */
  asks: Level[];
}

export function bestBid(book: OrderBook): bigint | null {
  return book.bids[0]?.price ?? null;
}

export function bestAsk(book: OrderBook): bigint | null {
  return book.asks[0]?.price ?? null;
}

/** Halfway between the touch prices (exact: every tick is a multiple of 2 atomic units); null if a side is empty. */
export function midPrice(book: OrderBook): bigint | null {
  const bid = bestBid(book);
  const ask = bestAsk(book);
  return bid === null || ask === null ? null : (bid + ask) / 2n;
}

export function spread(book: OrderBook): bigint | null {
  const bid = bestBid(book);
  const ask = bestAsk(book);
  return bid === null || ask === null ? null : ask - bid;
}
