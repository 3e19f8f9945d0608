import { decimalText, parseDecimal, toJsonNumber, USDC_SCALE, PRICE_ONE } from '../money.js';
import type { MarketQuote } from '../venues/venue_a/port.js';
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

const number = (atomic: bigint) => toJsonNumber(atomic, USDC_SCALE);
const nullableNumber = (atomic: bigint | null) => (atomic === null ? null : number(atomic));

/** Gamma's text form of a string array: JSON with a space after each comma. */
const gammaArray = (items: readonly string[]) => `[${items.map((item) => JSON.stringify(item)).join(', ')}]`;

/**
 * Prices are the venue's quote now: the Yes book's touch and spread, the last price and its moves.
 * A resolved market has no book; its prices are its payouts.
 */
export function marketView({ market, resolution }: MarketState, quote: MarketQuote, includeTag: boolean): MarketView {
  const payouts = resolution && market.clobTokenIds.map((_, i) => (i === resolution.winningOutcomeIndex ? PRICE_ONE : 0n));
  const outcomePrices = payouts ?? [quote.yesPrice, PRICE_ONE - quote.yesPrice];
  const open = market.acceptingOrders && !resolution;
  const resolvedOr = (atomic: bigint | null) => (resolution ? null : nullableNumber(atomic));
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
    bestBid: open ? nullableNumber(quote.bestBid) : null,
    bestAsk: open ? nullableNumber(quote.bestAsk) : null,
    lastTradePrice: number(payouts ? outcomePrices[0]! : (quote.lastTradePrice ?? quote.yesPrice)),
    spread: open ? nullableNumber(quote.spread) : null,
    oneDayPriceChange: resolvedOr(quote.oneDayPriceChange),
    oneWeekPriceChange: resolvedOr(quote.oneWeekPriceChange),
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
