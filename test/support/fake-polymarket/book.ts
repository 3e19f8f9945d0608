import type { OrderBookSummary } from '@polymarket/clob-client-v2';
import { createHash } from 'node:crypto';
import { keccak256, toHex, type Hex } from 'viem';
import { formatAtomic } from './decimal.js';
import type { TokenRecord } from './markets.js';

/**
 * One token's order book: the resting orders of API keys plus synthetic liquidity (the rest of the
 * market), kept per side in priority order (best price first, then time).
 */

/** Who stands behind the synthetic liquidity and the simulated counterparties. */
export const MARKET_MAKER = {
  owner: '00000000-0000-4000-8000-00000000fa4e',
  address: '0x000000000000000000000000000000000000fA4e',
} as const;

export type Side = 'BUY' | 'SELL';

export interface RestingEntry {
  orderId: string;
  price: bigint;
  remaining: bigint;
  seq: number;
  /** API key of the order, or MARKET_MAKER.owner for synthetic liquidity. */
  owner: string;
  makerAddress: string;
  synthetic: boolean;
}

export class TokenBook {
  /** Best (highest) bid first. */
  readonly bids: RestingEntry[] = [];
  /** Best (lowest) ask first. */
  readonly asks: RestingEntry[] = [];
  lastTradePrice: bigint;
  lastTradeSide: Side | '' = '';

  constructor(readonly token: TokenRecord) {
    this.lastTradePrice = token.initialPrice;
  }

  /** The side a resting order of `side` sits on. */
  sideOf(side: Side): RestingEntry[] {
    return side === 'BUY' ? this.bids : this.asks;
  }

  add(side: Side, entry: RestingEntry): void {
    const entries = this.sideOf(side);
    const before = (other: RestingEntry) =>
      side === 'BUY' ? entry.price > other.price : entry.price < other.price;
    const index = entries.findIndex(before);
    if (index === -1) entries.push(entry);
    else entries.splice(index, 0, entry);
  }

  remove(orderId: string): void {
    for (const entries of [this.bids, this.asks]) {
      const index = entries.findIndex((entry) => entry.orderId === orderId);
      if (index !== -1) entries.splice(index, 1);
    }
  }

  /** Drops entries that have been filled completely. */
  prune(): void {
    for (const entries of [this.bids, this.asks]) {
      for (let index = entries.length - 1; index >= 0; index--) {
        if (entries[index]!.remaining === 0n) entries.splice(index, 1);
      }
    }
  }

  clear(): void {
    this.bids.length = 0;
    this.asks.length = 0;
  }

  bestBid(): bigint | undefined {
    return this.bids[0]?.price;
  }

  bestAsk(): bigint | undefined {
    return this.asks[0]?.price;
  }

  /**
   * GET /book's OrderBookSummary. Levels aggregate by price and, like the real CLOB, come worst first:
   * bids ascending, asks descending, so the best price is the last element (the client's market-price
   * helpers walk the arrays from the end). The hash is the client's own scheme
   * (generateOrderBookSummaryHash): SHA-1 of the summary's JSON with `hash` set to "".
   */
  summary(nowMs: number): OrderBookSummary {
    const levels = (entries: RestingEntry[]) => {
      const sizes = new Map<bigint, bigint>();
      for (const entry of entries) sizes.set(entry.price, (sizes.get(entry.price) ?? 0n) + entry.remaining);
      return [...sizes].map(([price, size]) => ({ price, size }));
    };
    const bids = levels(this.bids).sort((a, b) => (a.price < b.price ? -1 : 1));
    const asks = levels(this.asks).sort((a, b) => (a.price > b.price ? -1 : 1));
    const text = (rows: { price: bigint; size: bigint }[]) =>
      rows.map(({ price, size }) => ({ price: formatAtomic(price), size: formatAtomic(size) }));
    const { market } = this.token;
    const summary: OrderBookSummary = {
      market: market.conditionId,
      asset_id: this.token.tokenId,
      timestamp: String(nowMs),
      bids: text(bids),
      asks: text(asks),
      min_order_size: formatAtomic(market.minSize),
      tick_size: market.tickSize,
      neg_risk: market.negRisk,
      hash: '',
      last_trade_price: formatAtomic(this.lastTradePrice),
    };
    summary.hash = createHash('sha1').update(JSON.stringify(summary)).digest('hex');
    return summary;
  }
}

/** An order id for a synthetic liquidity level: 32 bytes like a real order hash, stable per level. */
export function syntheticOrderId(tokenId: string, side: Side, price: bigint, seq: number): Hex {
  return keccak256(toHex(`fake-polymarket liquidity ${tokenId} ${side} ${price} ${seq}`));
}
