import type { ApiKeyCreds, OpenOrder, OrderBookSummary, Trade } from '@polymarket/clob-client-v2';
import { clobRoutes } from './clob.js';
import { dataApiRoutes } from './data-api.js';
import { parseAtomic } from './decimal.js';
import { Faults, type FaultBehaviour } from '../fake-http/faults.js';
import { gammaRoutes } from './gamma.js';
import { ApiServer, type RecordedRequest, type ServerHooks } from '../fake-http/server.js';
import { catalogMarkets, type BookSpec, type GammaMarket } from './markets.js';
import { endOrder, fillRestingOrder } from './matching.js';
import { balanceKey, FakeState, type TradeStatus } from './state.js';
import { openOrderJson, tradeJson } from './wire.js';

export type { BookSpec, GammaMarket } from './markets.js';
export type { FaultBehaviour } from '../fake-http/faults.js';
export type { RecordedRequest } from '../fake-http/server.js';
export type { TradeStatus } from './state.js';
export { catalogMarkets } from './markets.js';

export interface FakePolymarketOptions {
  /** Gamma-shaped markets; default: the service's sim catalog (engine/venues/venue_a/sim/catalog.json). */
  markets?: GammaMarket[];
  /** Books by token id; tokens not named here get the default book around their outcome price. */
  books?: Record<string, BookSpec>;
  /** Added to every response (for benchmarks). */
  latencyMs?: number;
  /** Page size of GET /data/orders and /data/trades; the real CLOB's is larger, keep it small to test paging. */
  pageSize?: number;
  /** How far POLY_TIMESTAMP may be from the fake's clock (seconds). */
  maxClockSkewSeconds?: number;
  chainId?: number;
  /** Status of new trades: CONFIRMED (settled at once, with a transaction hash) or MATCHED/MINED. */
  initialTradeStatus?: TradeStatus;
  /** The fake's clock in milliseconds. */
  now?: () => number;
}

interface Runtime {
  faults: Faults;
  requests: RecordedRequest[];
  latencyMs: number;
}

/**
 * A local fake of Polymarket's CLOB, Gamma and Data API, each on its own 127.0.0.1 port with no path
 * prefix (like the real hosts), following Polymarket's API as its official client
 * @polymarket/clob-client-v2 speaks it.
 */
export class FakePolymarket {
  readonly clobUrl: string;
  readonly gammaUrl: string;
  readonly dataUrl: string;

  private constructor(
    private readonly state: FakeState,
    private readonly runtime: Runtime,
    private readonly servers: ApiServer[],
    urls: [string, string, string],
  ) {
    [this.clobUrl, this.gammaUrl, this.dataUrl] = urls;
  }

  static async start(options: FakePolymarketOptions = {}): Promise<FakePolymarket> {
    const state = new FakeState({
      markets: options.markets ?? catalogMarkets(),
      books: options.books ?? {},
      initialTradeStatus: options.initialTradeStatus ?? 'CONFIRMED',
      now: options.now ?? Date.now,
    });
    const settings = {
      chainId: options.chainId ?? 137,
      maxClockSkewSeconds: options.maxClockSkewSeconds ?? 30,
      pageSize: options.pageSize ?? 100,
    };
    const runtime: Runtime = { faults: new Faults(), requests: [], latencyMs: options.latencyMs ?? 0 };
    const hooks: ServerHooks = {
      faults: runtime.faults,
      record: (request) => runtime.requests.push(request),
      latencyMs: () => runtime.latencyMs,
      beforeEach: () => state.expireOrders(),
    };
    const servers = [
      new ApiServer('clob', clobRoutes(state, settings), hooks),
      new ApiServer('gamma', gammaRoutes(state), hooks),
      new ApiServer('data', dataApiRoutes(state), hooks),
    ];
    const urls = await Promise.all(servers.map((server) => server.listen()));
    return new FakePolymarket(state, runtime, servers, urls as [string, string, string]);
  }

  /** Every request the three servers received, in arrival order. */
  get requests(): RecordedRequest[] {
    return this.runtime.requests;
  }

  /** Added to every response (for benchmarks); may be changed while running. */
  get latencyMs(): number {
    return this.runtime.latencyMs;
  }

  set latencyMs(value: number) {
    this.runtime.latencyMs = value;
  }

  async close(): Promise<void> {
    await Promise.all(this.servers.map((server) => server.close()));
  }

  /** Registers an API key for `address` (no L1 needed); `nonce` also makes it derivable via L1. */
  addApiKey(address: string, options: { nonce?: number } = {}): ApiKeyCreds {
    const record = this.state.createApiKey(address, options.nonce === undefined ? null : BigInt(options.nonce));
    return { key: record.key, secret: record.secret, passphrase: record.passphrase };
  }

  /** Sets what GET /balance-allowance answers for `address` (atomic units): its collateral, or with `tokenId` its shares of that token. */
  setBalance(address: string, atomic: bigint, options: { signatureType?: number; tokenId?: string } = {}): void {
    this.state.balances.set(balanceKey(address, options.signatureType ?? 0, options.tokenId ?? 'COLLATERAL'), atomic);
  }

  /** Injects `behaviour` into the next `times` requests matching `route` ("POST /order", "gamma:GET /markets"). */
  fault(route: string, behaviour: FaultBehaviour, options: { times?: number } = {}): void {
    this.runtime.faults.add(route, behaviour, options.times ?? 1);
  }

  clearFaults(): void {
    this.runtime.faults.clear();
  }

  resetRequests(): void {
    this.runtime.requests.length = 0;
  }

  /** Requests to one route, e.g. requestsTo('POST /order'). */
  requestsTo(route: string): RecordedRequest[] {
    const [method, path] = route.trim().split(/\s+/);
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** Every order the CLOB accepted, any status, as GET /data/order/{id} shows it. */
  orders(): OpenOrder[] {
    this.state.expireOrders();
    return [...this.state.orders.values()].map(openOrderJson);
  }

  /** Every trade, taker's view, oldest first. */
  trades(): Trade[] {
    return this.state.trades.map((trade) => tradeJson(trade));
  }

  /** The book GET /book would answer with. */
  book(tokenId: string): OrderBookSummary {
    const book = this.state.books.get(tokenId);
    if (!book) throw new Error(`no book for token ${tokenId}`);
    return book.summary(this.state.now());
  }

  /** Replaces a token's synthetic liquidity (API keys' resting orders stay). */
  setBook(tokenId: string, spec: BookSpec): void {
    this.state.seedBook(tokenId, spec);
  }

  /**
   * A counterparty takes `size` shares (decimal text; default all that is left) of a resting order:
   * a trade in which the order is the maker, at its own price.
   */
  fillRestingOrder(orderId: string, size?: string): Trade {
    const trade = fillRestingOrder(this.state, orderId, size === undefined ? undefined : parseAtomic(size));
    const order = this.state.orders.get(orderId)!;
    return tradeJson(trade, order.owner);
  }

  /** The venue cancels a resting order on its own (e.g. a missed heartbeat): status CANCELED. */
  cancelAsVenue(orderId: string): void {
    const order = this.state.orders.get(orderId);
    if (!order || order.status !== 'LIVE') throw new Error(`order ${orderId} is not live`);
    endOrder(this.state, order, 'CANCELED');
  }

  /**
   * Resolves a market: Gamma shows it closed with outcome prices 1/0, resting orders end as
   * CANCELED_MARKET_RESOLVED, its books are gone, and positions in it become redeemable.
   */
  setMarketResolved(conditionId: string, winningOutcome: string): void {
    const market = this.state.marketByConditionId(conditionId);
    if (!market) throw new Error(`unknown market ${conditionId}`);
    const winner = market.tokens.find((token) => token.outcome === winningOutcome);
    if (!winner) throw new Error(`market ${conditionId} has no outcome ${winningOutcome}`);
    market.winner = winner.outcomeIndex;
    for (const order of this.state.orders.values()) {
      if (order.status === 'LIVE' && order.token.market === market) endOrder(this.state, order, 'CANCELED_MARKET_RESOLVED');
    }
    for (const token of market.tokens) this.state.books.delete(token.tokenId);
    const { gamma } = market;
    gamma.closed = true;
    gamma.acceptingOrders = false;
    gamma.outcomePrices = JSON.stringify(market.tokens.map((token) => (token === winner ? '1' : '0')));
    gamma.umaResolutionStatus = 'resolved';
    gamma.closedTime = new Date(this.state.now()).toISOString();
    delete gamma.bestBid;
    delete gamma.bestAsk;
    delete gamma.spread;
  }

  /** Moves a trade along its settlement: MATCHED → MINED → CONFIRMED, or RETRYING/FAILED. */
  setTradeStatus(tradeId: string, status: TradeStatus, transactionHash?: string): void {
    const trade = this.state.trades.find((candidate) => candidate.id === tradeId);
    if (!trade) throw new Error(`unknown trade ${tradeId}`);
    trade.status = status;
    trade.lastUpdate = this.state.nowSeconds();
    if (transactionHash !== undefined) trade.transactionHash = transactionHash;
  }
}
