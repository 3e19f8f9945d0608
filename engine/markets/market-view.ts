import { decimalText, parseDecimal, toJsonNumber, USDC_SCALE, PRICE_ONE } from '../money.js';
import { bestAsk, bestBid, bookAt, spread, type PriceSource } from '../venues/venue_a/sim/order-book.js';
import type { MarketState } from './market-state.js';

/** The spec's "Market (venue_a)" resource, shaped like Gamma's market object. */
export interface MarketView {
  id: string;
  question: string;
  slug: string;
  description: string;
  category: string;
  image: string | null;
  conditionId: string;
  outcomes: string;
  outcomePrices: string;
  clobTokenIds: string;
  volume: string;
  liquidity: string;
  active: boolean;
  closed: boolean;
  enableOrderBook: boolean;
  acceptingOrders: boolean;
  endDate: string;
  startDate: string;
  volumeNum: number;
  liquidityNum: number;
  bestBid: number | null;
  bestAsk: number | null;
  lastTradePrice: number | null;
  spread: number | null;
  oneDayPriceChange: number | null;
  oneWeekPriceChange: number | null;
  events: Array<{ id: string; slug: string; title: string }>;
  tags: Array<{ id: string; label: string; slug: string }>;
  orderPriceMinTickSize: number;
  orderMinSize: number;
  negRisk: boolean;
  negRiskMarketID: string | null;
  version: string;
  /** When a resolved market was settled; null while it is open. */
  closedTime: string | null;
}

const DAY_MS = 86_400_000;
const number = (atomic: bigint) => toJsonNumber(atomic, USDC_SCALE);
const nullableNumber = (atomic: bigint | null) => (atomic === null ? null : number(atomic));

/** Gamma's text form of a string array: JSON with a space after each comma. */
const gammaArray = (items: readonly string[]) => `[${items.map((item) => JSON.stringify(item)).join(', ')}]`;

/**
 * Prices are read at `nowMs`: the Yes book for the touch and the spread, the price process for
 * the last price and its moves. A resolved market has no book; its prices are its payouts.
 */
export function marketView({ market, resolution }: MarketState, prices: PriceSource, nowMs: number, includeTag: boolean): MarketView {
  const yesNow = prices.yesPrice(market, nowMs);
  const book = market.acceptingOrders ? bookAt(prices, market, 0, nowMs) : null;
  const payouts = resolution && market.clobTokenIds.map((_, i) => (i === resolution.winningOutcomeIndex ? PRICE_ONE : 0n));
  const outcomePrices = payouts ?? [yesNow, PRICE_ONE - yesNow];
  const change = (ms: number) => (resolution ? null : number(yesNow - prices.yesPrice(market, nowMs - ms)));
  return {
    id: market.id,
    question: market.question,
    slug: market.slug,
    description: market.description,
    category: market.category,
    image: market.image,
    conditionId: market.conditionId,
    outcomes: gammaArray(market.outcomes),
    outcomePrices: gammaArray(outcomePrices.map((p) => decimalText(p, USDC_SCALE))),
    clobTokenIds: gammaArray(market.clobTokenIds),
    volume: String(market.volumeNum),
    liquidity: String(market.liquidityNum),
    active: market.active,
    closed: market.closed,
    enableOrderBook: market.enableOrderBook,
    acceptingOrders: market.acceptingOrders,
    endDate: market.endDate,
    startDate: market.startDate,
    volumeNum: market.volumeNum,
    liquidityNum: market.liquidityNum,
    bestBid: book && nullableNumber(bestBid(book)),
    bestAsk: book && nullableNumber(bestAsk(book)),
    lastTradePrice: number(outcomePrices[0]!),
    spread: book && nullableNumber(spread(book)),
    oneDayPriceChange: change(DAY_MS),
    oneWeekPriceChange: change(7 * DAY_MS),
    events: market.events,
    tags: includeTag ? market.tags : [],
    orderPriceMinTickSize: number(parseDecimal(market.tickSize, USDC_SCALE)),
    orderMinSize: number(parseDecimal(market.minOrderSize, USDC_SCALE)),
    negRisk: market.negRisk,
    negRiskMarketID: market.negRiskMarketId,
    version: market.version,
    closedTime: resolution ? resolution.resolvedAt.toISOString() : null,
  };
}
