import type { Venue } from '../accounts/trade-log.js';
import { marketByTokenId } from '../venues/venue_a/sim/catalog.js';
import { bestBidAt, type PriceSource } from '../venues/venue_a/sim/order-book.js';

/**
 * The price a monitor compares with its thresholds: the best bid of the token, because an exit is
 * a sale and the best bid is what a sale gets first. A stop therefore fires when a seller could no
 * longer get more than the stop price, not when a trade or the mid happens to print there. null:
 * no price for the token now (not listed, or an empty bid side).
 */
export type BidFeed = (tokenId: string, nowMs: number) => bigint | null;

export type BidFeeds = Partial<Record<Venue, BidFeed>>;

/** venue_a's bids from its (simulated) order book; the live venue's prices come from the same source in this service. */
export function venueABids(prices: PriceSource): BidFeed {
  return (tokenId, nowMs) => {
    const ref = marketByTokenId(tokenId);
    return ref ? bestBidAt(prices, ref.market, ref.outcomeIndex, nowMs) : null;
  };
}
