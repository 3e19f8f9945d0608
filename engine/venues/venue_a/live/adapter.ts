import type { Clock } from '../../../clock.js';
import type { VenueAConfig } from '../../../config.js';
import type { KvStore } from '../../../kv/kv.js';
import type { Logger } from '../../../logger.js';
import { PRICE_ONE } from '../../../money.js';
import { Upstream, upstreamClient } from '../../http-upstream.js';
import { bestBid, midPrice, type OrderBook } from '../book.js';
import type { TokenRef, VenueA } from '../port.js';
import { BATCH_LIMIT, Clob } from './clob.js';
import { DataApi } from './data-api.js';
import { Gamma } from './gamma.js';

export interface LiveVenueADeps {
  kv: KvStore;
  clock: Clock;
  logger: Logger;
}

/** Prices asked for further back than this come from the price history, not the book now. */
const NOW_WINDOW_MS = 60_000;
/** Books read at once when many tokens are asked for. */
const BOOK_CONCURRENCY = 8;

/**
 * venue_a live: Polymarket's CLOB (orders under each agent's own L2 credentials, books, price
 * history), Gamma (markets, cached in the kv store) and the Data API (positions), over one
 * keep-alive HTTP client with a circuit breaker per upstream. Polymarket holds the money and the
 * shares: the service's books follow the fills.
 */
export function openLiveVenueA(config: VenueAConfig, deps: LiveVenueADeps): VenueA {
  const client = upstreamClient();
  const upstream = (name: string, baseUrl: string) => new Upstream({ name, baseUrl, timeoutMs: config.timeoutMs, client, logger: deps.logger });
  const clobApi = upstream('clob', config.clobUrl);
  const gammaApi = upstream('gamma', config.gammaUrl);
  const dataApi = upstream('data-api', config.dataUrl);
  const clob = new Clob(clobApi, deps.clock);
  const gamma = new Gamma(gammaApi, deps.kv, deps.clock, config.marketTtlMs, deps.logger);
  const data = new DataApi(dataApi);

  // Books serve the monitors and position marks for a moment, and one read serves every caller waiting on it.
  const books = new Map<string, { at: number; book: Promise<OrderBook> }>();
  const book = (tokenId: string): Promise<OrderBook> => {
    const now = deps.clock.now();
    const cached = books.get(tokenId);
    if (cached && now - cached.at <= config.bookTtlMs) return cached.book;
    const read = clob.book(tokenId);
    books.set(tokenId, { at: now, book: read });
    read.catch(() => books.delete(tokenId));
    return read;
  };
  const booksOf = async (tokenIds: readonly string[]): Promise<Map<string, OrderBook>> => {
    const found = new Map<string, OrderBook>();
    const queue = [...new Set(tokenIds)];
    await Promise.all(
      Array.from({ length: Math.min(BOOK_CONCURRENCY, queue.length) }, async () => {
        for (let tokenId = queue.shift(); tokenId !== undefined; tokenId = queue.shift()) found.set(tokenId, await book(tokenId));
      }),
    );
    return found;
  };
  const tokenRef = async (tokenId: string): Promise<TokenRef | undefined> => {
    const market = await gamma.marketOfToken(tokenId);
    return market && { market, outcomeIndex: market.clobTokenIds.indexOf(tokenId) };
  };

  return {
    mode: 'live',
    custody: 'venue',
    sim: null,

    market: (conditionId) => gamma.market(conditionId),
    marketById: (id) => gamma.marketById(id),
    marketOfToken: tokenRef,
    marketsOfTokens: async (tokenIds) => {
      // Gamma's answers are cached in the KV store: a book's known tokens cost cache reads, not a Gamma request each.
      const refs = await Promise.all([...new Set(tokenIds)].map(async (tokenId) => [tokenId, await tokenRef(tokenId)] as const));
      return new Map(refs.flatMap(([tokenId, ref]) => (ref ? [[tokenId, ref] as const] : [])));
    },
    searchMarkets: (query) => gamma.search(query),
    // Gamma's market listing has no relation to search by; the event's own markets would need its events API.
    relatedMarkets: async () => [],

    quote: async (market) => (await gamma.quote(market.conditionId))!,
    book: (tokenId) => book(tokenId),
    bestBids: async (tokenIds) => {
      const found = await booksOf(tokenIds);
      return new Map(tokenIds.map((tokenId) => [tokenId, found.has(tokenId) ? bestBid(found.get(tokenId)!) : null]));
    },
    markPrices: async (tokenIds, atMs) => {
      const marks = new Map<string, bigint>();
      if (deps.clock.now() - atMs > NOW_WINDOW_MS) {
        // A past price: the last point of the price history at or before then.
        for (const tokenId of new Set(tokenIds)) {
          const points = await clob.priceHistory({ tokenId, fromMs: atMs - 6 * 3_600_000, toMs: atMs, fidelity: 1 });
          const last = points[points.length - 1];
          if (last) marks.set(tokenId, last.price);
        }
        return marks;
      }
      const found = await booksOf(tokenIds);
      for (const tokenId of new Set(tokenIds)) {
        const b = found.get(tokenId);
        const mid = b && (midPrice(b) ?? b.bids[0]?.price ?? b.asks[0]?.price ?? null);
        if (mid !== undefined && mid !== null) {
          marks.set(tokenId, mid);
          continue;
        }
        // No book (a resolved or halted market): Gamma's outcome prices, 1 and 0 once resolved.
        const ref = await tokenRef(tokenId);
        const quote = ref && (await gamma.quote(ref.market.conditionId));
        if (ref && quote) marks.set(tokenId, ref.outcomeIndex === 0 ? quote.yesPrice : PRICE_ONE - quote.yesPrice);
      }
      return marks;
    },
    priceHistory: (query) => clob.priceHistory(query),

    placeOrder: (account, order) => clob.place(account, order),
    commitsWithCaller: null,
    placeBatch: async (account, orders) => {
      const answers = [];
      for (let from = 0; from < orders.length; from += BATCH_LIMIT) {
        const chunk = orders.slice(from, from + BATCH_LIMIT);
        answers.push(...(await clob.placeBatch(account, chunk).catch((error: Error) => chunk.map(() => error))));
      }
      return answers;
    },
    cancelOrders: (account, orderIds) => clob.cancel(account, orderIds),
    cancelMarket: (account, scope) => clob.cancelMarket(account, scope),
    cancelAll: (account) => clob.cancelAll(account),
    order: (account, orderId) => clob.order(account, orderId),
    openOrders: (account, scope) => clob.openOrders(account, scope),
    fills: (account, sinceSeconds) => clob.fills(account, sinceSeconds),
    positions: (wallet, query) => data.positions(wallet, query),
    closedPositions: (wallet, query) => data.closedPositions(wallet, query),
    checkCredentials: (account) => clob.checkCredentials(account),
    collateral: (account, signatureType) => clob.collateral(account, signatureType),

    health: () => ({ upstreams: { clob: clobApi.state, gamma: gammaApi.state, 'data-api': dataApi.state } }),
    close: () => client.close(),
  };
}
