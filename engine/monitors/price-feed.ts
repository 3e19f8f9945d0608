import type { Venue } from '../accounts/trade-log.js';

/**
 * The price a monitor compares with its thresholds: the best bid of the token, because an exit is
 * a sale and the best bid is what a sale gets first. A stop therefore fires when a seller could no
 * longer get more than the stop price, not when a trade or the mid happens to print there. null:
 * no price for the token now (not listed, or an empty bid side). One call per venue per tick reads
 * every watched token, so a live venue can answer from one batch of books.
 */
export type BidFeed = (tokenIds: readonly string[], nowMs: number) => Promise<ReadonlyMap<string, bigint | null>>;

export type BidFeeds = Partial<Record<Venue, BidFeed>>;
