import type { PublicClient } from 'viem';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/connect.js';
import { PRICE_ONE } from '../../../money.js';
import { bestAsk, bestBid, spread } from '../book.js';
import type { VenueAMarket } from '../market.js';
import type { MarketPage, MarketQuery, MarketQuote, SimVenueAHost, SimVenueATools, TokenRef, VenueA } from '../port.js';
import { checkSimApiKey, createSimApiKey } from './api-keys.js';
import { allMarkets, marketByConditionId, marketById, marketByTokenId } from './catalog.js';
import { keptRows, keptStatements, SimExchange } from './exchange.js';
import { resolutionCache } from './resolution-cache.js';
import { bestBidAt, bookAt } from './order-book.js';
import { backfillPrices, prunePrices, recordedHistory, recordPrices } from './price-history.js';
import type { PriceProcess } from './price-process.js';

export interface SimVenueADeps {
  db: Db;
  prices: PriceProcess;
  clock: Clock;
  /** For contract wallets' ClobAuth signatures (EIP-1271). */
  evm: PublicClient | null;
  host: SimVenueAHost;
}

const DAY_MS = 86_400_000;

/** A resolved market takes no more orders. */
const closedBy = (market: VenueAMarket, resolved: ReadonlySet<string>): VenueAMarket =>
  resolved.has(market.conditionId) ? { ...market, active: false, closed: true, acceptingOrders: false } : market;

const SORT_KEYS: Record<MarketQuery['sortBy'], (m: VenueAMarket) => number> = {
  volume: (m) => m.volumeNum,
  endDate: (m) => Date.parse(m.endDate),
  liquidity: (m) => m.liquidityNum,
  startDate: (m) => Date.parse(m.startDate),
};

const matchesText = (market: VenueAMarket, needle: string) =>
  [market.question, market.slug, market.description, ...market.events.map((e) => e.title)].some((text) => text.toLowerCase().includes(needle));

/** The simulated venue_a: the catalog, the seeded price process and its books, and the simulated exchange. */
export function openSimVenueA(deps: SimVenueADeps): VenueA {
  const { db, prices, host } = deps;
  const exchange = new SimExchange(db, prices);
  const resolutions = resolutionCache(host);
  const withState = async (market: VenueAMarket | undefined, recentMs = 0) => market && closedBy(market, await resolutions.of([market.conditionId], recentMs));
  const tokenRef = async (tokenId: string): Promise<TokenRef | undefined> => {
    const ref = marketByTokenId(tokenId);
    const market = await withState(ref?.market);
    return ref && market && { market, outcomeIndex: ref.outcomeIndex };
  };
  const openMarkets = async () => {
    const resolved = await resolutions.of();
    return allMarkets().map((market) => closedBy(market, resolved));
  };

  // A history read while the start's backfill runs waits for it rather than answer with a day missing.
  let backfilling: Promise<unknown> = Promise.resolve();

  const tools: SimVenueATools = {
    prices,
    createApiKey: (input, nowMs) => createSimApiKey(db, deps.evm, input, nowMs),
    yesPrice: (market, atMs) => prices.yesPrice(market, atMs),
    allMarkets,
    recordPrices: async (nowMs, stepMs) => recordPrices(db, prices, await openMarkets(), nowMs, stepMs),
    backfillPrices: (nowMs, stepMs) => {
      const backfill = openMarkets().then((markets) => backfillPrices(db, prices, markets, nowMs, stepMs));
      backfilling = backfill.catch(() => {});
      return backfill;
    },
    prunePrices: (nowMs, retentionMs) => prunePrices(db, nowMs, retentionMs),
    reachedOrders: (nowMs) => exchange.reachedOrders(nowMs),
    marketResolved: (conditionId) => resolutions.noteResolved(conditionId),
  };

  return {
    mode: 'sim',
    custody: 'ledger',
    sim: tools,

    market: async (conditionId, recentMs) => withState(marketByConditionId(conditionId), recentMs),
    marketById: async (id) => withState(marketById(id)),
    marketOfToken: tokenRef,
    marketsOfTokens: async (tokenIds) =>
      new Map(
        tokenIds.flatMap((tokenId) => {
          const ref = marketByTokenId(tokenId);
          return ref ? [[tokenId, ref] as const] : [];
        }),
      ),
    searchMarkets: async (query): Promise<MarketPage> => {
      const needle = query.q?.trim().toLowerCase();
      const category = query.category?.toLowerCase();
      const tag = query.tag?.toLowerCase();
      const found = (await openMarkets()).filter(
        (market) =>
          (!needle || matchesText(market, needle)) &&
          (category === undefined || market.category.toLowerCase() === category) &&
          (tag === undefined || market.tags.some((t) => t.slug.toLowerCase() === tag)) &&
          (query.active === undefined || market.active === query.active) &&
          (query.closed === undefined || market.closed === query.closed) &&
          (query.startedAfterMs === undefined || Date.parse(market.startDate) > query.startedAfterMs) &&
          (query.startedByMs === undefined || Date.parse(market.startDate) <= query.startedByMs),
      );
      const key = SORT_KEYS[query.sortBy];
      const sign = query.sortDirection === 'ASC' ? 1 : -1;
      // Ties keep one order across pages: by id, whatever the direction.
      found.sort((a, b) => sign * (key(a) - key(b)) || Number(a.id) - Number(b.id));
      return { total: found.length, markets: found.slice(query.offset, query.offset + query.limit) };
    },

    relatedMarkets: async (market, limit) => {
      const events = new Set(market.events.map((e) => e.id));
      const rank = (m: VenueAMarket) =>
        m.events.some((e) => events.has(e.id)) ? 0 : market.negRiskMarketId && m.negRiskMarketId === market.negRiskMarketId ? 1 : m.category === market.category ? 2 : 3;
      return (await openMarkets())
        .filter((m) => m.id !== market.id && rank(m) < 3)
        .sort((a, b) => rank(a) - rank(b) || b.volumeNum - a.volumeNum)
        .slice(0, limit);
    },
    quote: async (market, atMs): Promise<MarketQuote> => {
      const yes = prices.yesPrice(market, atMs);
      const book = market.acceptingOrders ? bookAt(prices, market, 0, atMs) : null;
      return {
        yesPrice: yes,
        bestBid: book && bestBid(book),
        bestAsk: book && bestAsk(book),
        spread: book && spread(book),
        lastTradePrice: yes,
        oneDayPriceChange: yes - prices.yesPrice(market, atMs - DAY_MS),
        oneWeekPriceChange: yes - prices.yesPrice(market, atMs - 7 * DAY_MS),
      };
    },
    book: async (tokenId, atMs) => {
      const ref = marketByTokenId(tokenId);
      return ref ? bookAt(prices, ref.market, ref.outcomeIndex, atMs) : { bids: [], asks: [] };
    },
    bestBids: async (tokenIds, atMs) =>
      new Map(
        tokenIds.map((tokenId) => {
          const ref = marketByTokenId(tokenId);
          return [tokenId, ref ? bestBidAt(prices, ref.market, ref.outcomeIndex, atMs) : null];
        }),
      ),
    markPrices: async (tokenIds, atMs) => {
      const marks = new Map<string, bigint>();
      for (const tokenId of tokenIds) {
        const ref = marketByTokenId(tokenId);
        if (ref) marks.set(tokenId, ref.outcomeIndex === 0 ? prices.yesPrice(ref.market, atMs) : PRICE_ONE - prices.yesPrice(ref.market, atMs));
      }
      return marks;
    },
    priceHistory: async (query) => {
      await backfilling;
      return recordedHistory(db, query);
    },

    placeOrder: (account, order) => exchange.place(account.address, order, deps.clock.now()),
    commitsWithCaller: {
      match: (order, nowMs) => exchange.matchOne(order, nowMs),
      keptRows: (matched) => keptRows(matched.map(({ account, order, placement, nowMs }) => ({ account: account.address, order, placement, at: new Date(nowMs) }))),
      keptWrites: keptStatements,
    },
    placeBatch: (account, orders) => exchange.placeMany(account.address, orders, deps.clock.now()),
    cancelOrders: (account, orderIds) => exchange.cancel(account.address, orderIds),
    cancelMarket: (account, scope) => exchange.cancel(account.address, null, scope),
    cancelAll: (account) => exchange.cancel(account.address, null),
    order: (account, orderId) => exchange.order(account.address, orderId),
    openOrders: (account, scope) => exchange.openOrders(account.address, scope),
    fills: async (account, sinceSeconds) => {
      // The book moves with the clock: resting orders trade when the account's trades are asked for.
      await exchange.cross(account.address, deps.clock.now());
      return exchange.fills(account.address, sinceSeconds);
    },
    positions: (wallet, query) => host.positions(wallet, query),
    closedPositions: (wallet, query) => host.closedPositions(wallet, query),
    checkCredentials: async (account) => checkSimApiKey(db, account.address, await account.credentials()),
    collateral: async () => null,

    health: () => ({ upstreams: {} }),
    close: async () => {},
  };
}
