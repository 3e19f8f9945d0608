import type { TickSize } from '@polymarket/clob-client-v2';
import fs from 'node:fs';
import path from 'node:path';
import { formatAtomic, ONE, parseAtomic, parseAtomicNumber, toJsonNumber } from './decimal.js';

/**
 * Markets as Gamma serves them (https://gamma-api.polymarket.com/markets), and the fake's parsed view
 * of them. Gamma's quirks are kept on purpose: `outcomes`, `outcomePrices` and `clobTokenIds` are
 * JSON-encoded strings, tick and minimum size are JSON numbers, volume and liquidity come both as a
 * string and as a number.
 */
export interface GammaMarket {
  id: string;
  question: string;
  conditionId: string;
  slug: string;
  description?: string;
  category?: string;
  image?: string;
  icon?: string;
  /** JSON-encoded string array, e.g. "[\"Yes\", \"No\"]". */
  outcomes: string;
  /** JSON-encoded string array of decimal prices, e.g. "[\"0.71\", \"0.29\"]". */
  outcomePrices: string;
  /** JSON-encoded string array of decimal token ids. */
  clobTokenIds: string;
  /** Protocol V2 ("v2") markets name their assets positions; same JSON-string encoding as clobTokenIds. */
  positionIds?: string;
  /** "v1": CTF market, V2 orders (domain "2"); "v2": Protocol V2 market, V3 orders (domain "3"). */
  version: 'v1' | 'v2';
  active: boolean;
  closed: boolean;
  archived?: boolean;
  acceptingOrders: boolean;
  enableOrderBook: boolean;
  orderPriceMinTickSize: number;
  orderMinSize: number;
  negRisk: boolean;
  negRiskMarketID?: string;
  startDate: string;
  endDate: string;
  startDateIso?: string;
  endDateIso?: string;
  volume?: string;
  volumeNum?: number;
  liquidity?: string;
  liquidityNum?: number;
  bestBid?: number;
  bestAsk?: number;
  spread?: number;
  lastTradePrice?: number;
  secondsDelay?: number;
  umaResolutionStatus?: string;
  closedTime?: string;
  events?: { id: string; slug?: string; title?: string }[];
  tags?: { id: string; label?: string; slug?: string }[];
  [field: string]: unknown;
}

/** An order book to seed a token with: levels as decimal text, in any order. */
export interface BookSpec {
  bids: { price: string; size: string }[];
  asks: { price: string; size: string }[];
}

export interface MarketRecord {
  /** The wire object Gamma answers with; resolution hooks update it. */
  gamma: GammaMarket;
  conditionId: string;
  tokens: TokenRecord[];
  tickSize: TickSize;
  /** The tick in atomic units (0.01 → 10_000n). */
  tick: bigint;
  minSize: bigint;
  negRisk: boolean;
  version: 'v1' | 'v2';
  /** Outcome index that won, once resolved. */
  winner: number | null;
}

export interface TokenRecord {
  tokenId: string;
  outcome: string;
  outcomeIndex: number;
  market: MarketRecord;
  /** The outcome's price in Gamma's outcomePrices when the fake started: the default book's centre. */
  initialPrice: bigint;
}

const TICK_SIZES: readonly TickSize[] = ['0.1', '0.01', '0.005', '0.0025', '0.001', '0.0001'];

function parseJsonStringArray(text: string, field: string, marketId: string): string[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`market ${marketId}: ${field} must be a JSON-encoded string array`);
  }
  return value;
}

export function marketRecord(gamma: GammaMarket): MarketRecord {
  const outcomes = parseJsonStringArray(gamma.outcomes, 'outcomes', gamma.id);
  const tokenIds = parseJsonStringArray(gamma.clobTokenIds, 'clobTokenIds', gamma.id);
  const prices = parseJsonStringArray(gamma.outcomePrices, 'outcomePrices', gamma.id);
  if (outcomes.length !== 2 || tokenIds.length !== 2) throw new Error(`market ${gamma.id}: binary markets only`);
  const tickSize = gamma.orderPriceMinTickSize.toString() as TickSize;
  if (!TICK_SIZES.includes(tickSize)) throw new Error(`market ${gamma.id}: unknown tick size ${tickSize}`);
  const market: MarketRecord = {
    gamma,
    conditionId: gamma.conditionId,
    tokens: [],
    tickSize,
    tick: parseAtomic(tickSize),
    minSize: parseAtomicNumber(gamma.orderMinSize),
    negRisk: gamma.negRisk,
    version: gamma.version,
    winner: null,
  };
  market.tokens = tokenIds.map((tokenId, outcomeIndex) => ({
    tokenId,
    outcome: outcomes[outcomeIndex] ?? '',
    outcomeIndex,
    market,
    initialPrice: parseAtomic(prices[outcomeIndex] ?? '0.5'),
  }));
  return market;
}

/** Levels each side of the default book, best first, in whole shares. */
const DEFAULT_LEVEL_SIZES = [120n, 240n, 360n, 480n, 600n];

/**
 * The default book of a binary market, deterministic: the Yes book has a bid one tick under the
 * market's Yes price and an ask one tick over it, then further levels a tick apart (clipped to
 * [tick, 1 − tick]); the No book mirrors it (a Yes ask at p is a No bid at 1 − p, same size).
 */
export function defaultBooks(market: MarketRecord): Map<string, BookSpec> {
  const [yes, no] = market.tokens;
  const books = new Map<string, BookSpec>();
  if (!yes || !no || market.gamma.closed || !market.gamma.enableOrderBook) return books;
  const { tick } = market;
  const yesBids: { price: bigint; size: bigint }[] = [];
  const yesAsks: { price: bigint; size: bigint }[] = [];
  DEFAULT_LEVEL_SIZES.forEach((shares, index) => {
    const step = tick * BigInt(index + 1);
    const size = shares * ONE;
    const bid = yes.initialPrice - step;
    const ask = yes.initialPrice + step;
    if (bid >= tick) yesBids.push({ price: bid, size });
    if (ask <= ONE - tick) yesAsks.push({ price: ask, size });
  });
  const text = (levels: { price: bigint; size: bigint }[]) =>
    levels.map(({ price, size }) => ({ price: formatAtomic(price), size: formatAtomic(size) }));
  const mirror = (levels: { price: bigint; size: bigint }[]) => levels.map(({ price, size }) => ({ price: ONE - price, size }));
  books.set(yes.tokenId, { bids: text(yesBids), asks: text(yesAsks) });
  books.set(no.tokenId, { bids: text(mirror(yesAsks)), asks: text(mirror(yesBids)) });
  return books;
}

/** One entry of the service's sim catalog (engine/venues/venue_a/sim/catalog.json), as stored there. */
interface CatalogEntry {
  id: string;
  question: string;
  slug: string;
  description: string;
  category: string;
  image: string | null;
  conditionId: string;
  outcomes: string[];
  clobTokenIds: string[];
  tickSize: string;
  minOrderSize: string;
  negRisk: boolean;
  negRiskMarketId: string | null;
  version: 'v1' | 'v2';
  startDate: string;
  endDate: string;
  active: boolean;
  closed: boolean;
  acceptingOrders: boolean;
  enableOrderBook: boolean;
  volumeNum: number;
  liquidityNum: number;
  events: { id: string; slug: string; title: string }[];
  tags: { id: string; label: string; slug: string }[];
  initialYesPrice: string;
}

/** Read directly from the JSON file: the fake must not depend on the service's own market code. */
const CATALOG_FILE = path.join(import.meta.dirname, '..', '..', '..', 'engine', 'venues', 'venue_a', 'sim', 'catalog.json');

function toGamma(entry: CatalogEntry): GammaMarket {
  const yes = parseAtomic(entry.initialYesPrice);
  const tick = parseAtomic(entry.tickSize);
  const hasBook = entry.enableOrderBook && !entry.closed;
  const gamma: GammaMarket = {
    id: entry.id,
    question: entry.question,
    conditionId: entry.conditionId,
    slug: entry.slug,
    description: entry.description,
    category: entry.category,
    ...(entry.image === null ? {} : { image: entry.image, icon: entry.image }),
    outcomes: JSON.stringify(entry.outcomes),
    outcomePrices: JSON.stringify([formatAtomic(yes), formatAtomic(ONE - yes)]),
    clobTokenIds: JSON.stringify(entry.clobTokenIds),
    ...(entry.version === 'v2' ? { positionIds: JSON.stringify(entry.clobTokenIds) } : {}),
    version: entry.version,
    active: entry.active,
    closed: entry.closed,
    archived: false,
    acceptingOrders: entry.acceptingOrders,
    enableOrderBook: entry.enableOrderBook,
    orderPriceMinTickSize: Number(entry.tickSize),
    orderMinSize: Number(entry.minOrderSize),
    negRisk: entry.negRisk,
    ...(entry.negRiskMarketId === null ? {} : { negRiskMarketID: entry.negRiskMarketId }),
    startDate: entry.startDate,
    endDate: entry.endDate,
    startDateIso: entry.startDate.slice(0, 10),
    endDateIso: entry.endDate.slice(0, 10),
    volume: entry.volumeNum.toString(),
    volumeNum: entry.volumeNum,
    liquidity: entry.liquidityNum.toString(),
    liquidityNum: entry.liquidityNum,
    // The default book's top of book (see defaultBooks): one tick either side of the Yes price.
    ...(hasBook ? { bestBid: toJsonNumber(yes - tick), bestAsk: toJsonNumber(yes + tick), spread: toJsonNumber(2n * tick) } : {}),
    lastTradePrice: toJsonNumber(yes),
    secondsDelay: 0,
    events: entry.events,
    tags: entry.tags,
  };
  return gamma;
}

/** The sim catalog converted to Gamma's wire shape; a fresh copy on every call (the fake mutates its own). */
export function catalogMarkets(): GammaMarket[] {
  const { markets } = JSON.parse(fs.readFileSync(CATALOG_FILE, 'utf8')) as { markets: CatalogEntry[] };
  return markets.map(toGamma);
}
