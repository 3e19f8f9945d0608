import type { RawBuilder } from 'kysely';
import type { RowSet } from '../../db/json-rows.js';
import type { VenueHealth } from '../health.js';
import type { OrderBook } from './book.js';
import type { ClosedPositionRecord, ClosedPositionsQuery, CurrentPositionsQuery, PositionRecord } from './data-api.js';
import type { VenueAMarket } from './market.js';
import type { SignedOrder } from './order-verification.js';
import type { PriceProcess } from './sim/price-process.js';

/**
 * Everything the engine asks of venue_a, whichever venue answers: the simulated exchange
 * (sim/adapter.ts) or Polymarket's CLOB, Gamma and Data API (live/adapter.ts). Config picks one
 * at start. Prices and sizes are bigint atomic units (6 decimals: 0.55 is 550_000n).
 *
 * Rules every implementation keeps:
 * - No method takes a database transaction: a call may go over the network, and nothing may wait
 *   on a venue while holding an agent's row lock. The engine reserves (one transaction), calls the
 *   venue, then settles (another). The one exception is a venue whose orders live in the service's
 *   own database (CommitsWithCaller): it waits on nothing.
 * - A venue's refusal of an order is an ApiError with status 400 or 403, a stable `code` and the
 *   venue's own words (see venue-errors.ts); 429 carries Retry-After; an unreachable, slow or
 *   failing venue is VenueUnavailable, after which the order's fate is unknown until asked for.
 */
export type Side = 'BUY' | 'SELL';
export type OrderType = 'GTC' | 'GTD' | 'FOK' | 'FAK';

export interface VenueA {
  readonly mode: 'sim' | 'live';
  /**
   * Who holds the agent's money and shares. `ledger`: the simulation's balance and positions rows
   * are the holdings, so they must cover each order; `venue`: the venue holds and checks them,
   * and the rows only follow the fills.
   */
  readonly custody: 'ledger' | 'venue';

  /**
   * A market as the venue has it now; with `recentMs`, as it was up to that long ago (its closing
   * may show late, and a read is spared): for a caller that checks the closing again where it counts.
   */
  market(conditionId: string, recentMs?: number): Promise<VenueAMarket | undefined>;
  marketById(id: string): Promise<VenueAMarket | undefined>;
  marketOfToken(tokenId: string): Promise<TokenRef | undefined>;
  /**
   * The markets of many tokens (a whole book) in one call, as the venue lists them: unlike
   * marketOfToken, the service's recorded resolutions are not applied to their open/closed flags
   * (a caller valuing holdings reads those itself). Unknown tokens are left out.
   */
  marketsOfTokens(tokenIds: readonly string[]): Promise<Map<string, TokenRef>>;
  searchMarkets(query: MarketQuery): Promise<MarketPage>;
  /** Markets to read beside this one: its event's first, then its neg-risk siblings, then its category's. */
  relatedMarkets(market: VenueAMarket, limit: number): Promise<VenueAMarket[]>;

  /** The Yes side's prices of a market now and their moves, as Gamma shows them on a market. */
  quote(market: VenueAMarket, atMs: number): Promise<MarketQuote>;
  book(tokenId: string, atMs: number): Promise<OrderBook>;
  /** The best bid of each token (what a sale gets first); null when its bid side is empty or it is unknown. */
  bestBids(tokenIds: readonly string[], atMs: number): Promise<Map<string, bigint | null>>;
  /** What each token is marked at for valuing positions; tokens without a price are left out. */
  markPrices(tokenIds: readonly string[], atMs: number): Promise<Map<string, bigint>>;
  priceHistory(query: PriceHistoryQuery): Promise<PricePoint[]>;

  placeOrder(account: VenueAccount, order: OrderRequest): Promise<Placement>;
  /** Orders taken in the engine's own transaction; null on a venue across a network (see CommitsWithCaller). */
  readonly commitsWithCaller: CommitsWithCaller | null;
  /** Each order's own answer, in request order: a Placement or the refusal of that order. */
  placeBatch(account: VenueAccount, orders: readonly OrderRequest[]): Promise<Array<Placement | Error>>;
  cancelOrders(account: VenueAccount, orderIds: readonly string[]): Promise<CancelOutcome>;
  /** Every open order of the account in one market (a condition id) or of one token. */
  cancelMarket(account: VenueAccount, scope: { conditionId?: string; tokenId?: string }): Promise<CancelOutcome>;
  cancelAll(account: VenueAccount): Promise<CancelOutcome>;
  /** The venue's record of an order; null when the venue never took it. */
  order(account: VenueAccount, orderId: string): Promise<VenueOrder | null>;
  openOrders(account: VenueAccount, scope?: { conditionId?: string; tokenId?: string }): Promise<VenueOrder[]>;
  /** The account's trades matched at or after `sinceSeconds` (unix seconds), oldest first. */
  fills(account: VenueAccount, sinceSeconds: number): Promise<VenueFill[]>;
  /** A wallet's open positions, filtered, sorted and paged as the Data API's `/positions` does. */
  positions(wallet: string, query: CurrentPositionsQuery): Promise<PositionRecord[]>;
  /** A wallet's closed positions, as the Data API's `/closed-positions`. */
  closedPositions(wallet: string, query: ClosedPositionsQuery): Promise<ClosedPositionRecord[]>;
  /** Whether the venue accepts these API credentials for the account's address. */
  checkCredentials(account: VenueAccount): Promise<CredentialCheck>;
  /**
   * The collateral (pUSD) the venue holds for the account, in atomic units, where `signatureType`
   * says which of the signer's wallets funds its orders: what its buys can spend. Null where the
   * service itself keeps the cash (custody 'ledger').
   */
  collateral(account: VenueAccount, signatureType: number): Promise<bigint | null>;

  /** Tools only the simulation has (scripted prices, its own API keys); null on a live venue. */
  readonly sim: SimVenueATools | null;
  /** Upstream health for /readyz and /metrics: each upstream's circuit state. */
  health(): VenueHealth;
  close(): Promise<void>;
}

/**
 * A venue whose order store is the service's own database (the simulation) takes orders in the
 * engine's transaction, the one exception to the rule above: it matches them in memory, and gives
 * the writes that record them, which the engine runs in its reservation's statement, with its
 * settlement in the same script, so the three commit together or not at all. A venue across a
 * network has none: there, the reservation must be durable before the venue is called.
 */
export interface CommitsWithCaller {
  /** The venue's answer to an order at `nowMs`, or its refusal, with nothing recorded; its trades have no ids before they are. */
  match(order: OrderRequest, nowMs: number): Placement | Error;
  /** The rows that record orders as match answered them: one set for the orders of any number of accounts, each at its own time. */
  keptRows(matched: ReadonlyArray<KeptOrder>): KeptRows;
  /**
   * The writes of keptRows' rows, each order only where `keep` holds of its hash, as common table
   * expressions for the caller's own statement (their names start with `name`). They take the rows
   * as parameters only, and their text depends on nothing but the row sets' columns and `name`:
   * a caller may build them once for other rows of the same columns (db/shaped-statement.ts).
   */
  keptWrites(rows: KeptRows, keep: (orderHash: RawBuilder<string>) => RawBuilder<boolean>, name: string): KeptWrites;
}

/** The venue's records of orders, and of their trades (null for none). */
export interface KeptRows {
  orders: RowSet;
  trades: RowSet | null;
}

/** An order match answered, to record: whose venue account it is on, and when it was placed. */
export interface KeptOrder {
  account: VenueAccount;
  order: OrderRequest;
  placement: Placement;
  nowMs: number;
}

export interface KeptWrites {
  /** `name_orders as (…), name_trades as (…)`. */
  writes: RawBuilder<unknown>;
  /** The orders it recorded, a table of their `order_hash`: one it held already is not recorded again. */
  recorded: RawBuilder<unknown>;
}

export interface TokenRef {
  market: VenueAMarket;
  /** Index into market.outcomes / market.clobTokenIds: 0 is Yes, 1 is No. */
  outcomeIndex: number;
}

/** Prices of a market's first (Yes) outcome; null where the venue has none (an empty book side). */
export interface MarketQuote {
  yesPrice: bigint;
  bestBid: bigint | null;
  bestAsk: bigint | null;
  spread: bigint | null;
  lastTradePrice: bigint | null;
  oneDayPriceChange: bigint | null;
  oneWeekPriceChange: bigint | null;
}

export interface MarketQuery {
  q?: string;
  category?: string;
  tag?: string;
  active?: boolean;
  closed?: boolean;
  /** Markets whose start date is after / at or before these epoch ms. */
  startedAfterMs?: number;
  startedByMs?: number;
  sortBy: 'volume' | 'endDate' | 'liquidity' | 'startDate';
  sortDirection: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

export interface MarketPage {
  /** Null when the venue does not say how many match. */
  total: number | null;
  markets: VenueAMarket[];
}

export interface PriceHistoryQuery {
  tokenId: string;
  /** Epoch ms; null for the start of the history. */
  fromMs: number | null;
  toMs: number;
  /** Minutes between points. */
  fidelity: number;
}

/** A point of a price history: unix seconds and the price then. */
export interface PricePoint {
  t: number;
  price: bigint;
}

export interface ApiCredentials {
  apiKey: string;
  apiSecret: string;
  apiPassphrase: string;
}

/**
 * Whose venue account a call acts for: the wallet the venue API key belongs to. The secrets are
 * opened only by an adapter that signs its requests, for the request it signs.
 */
export interface VenueAccount {
  address: string;
  credentials(): Promise<ApiCredentials>;
}

/** A verified order as the engine hands it to the venue. */
export interface OrderRequest {
  orderHash: string;
  /**
   * The order exactly as its owner signed it, which a live venue is sent; null for an order the
   * service made itself for the simulated venue (a risk exit), which only a simulation takes.
   */
  signed: SignedOrder | null;
  maker: string;
  tokenId: string;
  side: Side;
  price: bigint;
  size: bigint;
  /** Unix seconds; 0 for none. */
  expiration: number;
  type: OrderType;
  postOnly: boolean;
  deferExec: boolean;
}

/** Shares traded at one price. */
export interface Fill {
  price: bigint;
  size: bigint;
}

/** The venue's answer to an order it took. */
export interface Placement {
  orderId: string;
  /** live: rests on the book; matched: traded in full or as far as a FAK/FOK goes; delayed: queued by the venue's matching delay. */
  status: 'live' | 'matched' | 'delayed';
  /** What traded at placement, with the USDC of each fill exact as the venue counts it. */
  fills: Fill[];
  filled: bigint;
  notional: bigint;
  tradeIds: string[];
}

export interface CancelOutcome {
  canceled: string[];
  /** Order id → the venue's reason. */
  notCanceled: Record<string, string>;
}

/** The venue's order statuses (`/data/order`). */
export type VenueOrderStatus = 'LIVE' | 'MATCHED' | 'CANCELED' | 'CANCELED_MARKET_RESOLVED' | 'INVALID';

export interface VenueOrder {
  orderId: string;
  status: VenueOrderStatus;
  maker: string;
  conditionId: string;
  tokenId: string;
  side: 'BUY' | 'SELL';
  price: bigint;
  originalSize: bigint;
  sizeMatched: bigint;
  orderType: string;
  /** Unix seconds; 0 for none. */
  expiration: number;
  createdAt: number;
  tradeIds: string[];
}

/** One of the account's trades, as far as it touches one of its orders. */
export interface VenueFill {
  tradeId: string;
  orderId: string;
  /** TAKER: the order took liquidity at placement; MAKER: it rested and was taken. */
  role: 'TAKER' | 'MAKER';
  side: 'BUY' | 'SELL';
  tokenId: string;
  price: bigint;
  size: bigint;
  /** Unix seconds. */
  matchedAt: number;
}

export type CredentialCheck = 'ok' | 'invalid' | 'owner_mismatch';

/** The simulation's own tools, for its routes, operators and tests. */
export interface SimVenueATools {
  /** The seeded price process every simulated price comes from; tests script it. */
  readonly prices: PriceProcess;
  createApiKey(input: { address: string; timestamp: string; nonce: string; signature: `0x${string}` }, nowMs: number): Promise<ApiCredentials>;
  /** The Yes price at t, for resolving a market by its price at its end date. */
  yesPrice(market: VenueAMarket, atMs: number): bigint;
  /** Every catalog market, for the resolver. */
  allMarkets(): readonly VenueAMarket[];
  /** The simulation's price history (what /prices-history answers) is recorded from its price process. */
  recordPrices(nowMs: number, stepMs: number): Promise<number>;
  backfillPrices(nowMs: number, stepMs: number): Promise<number>;
  prunePrices(nowMs: number, retentionMs: number): Promise<number>;
  /** The resting orders the book at `nowMs` trades or expires: the only ones a sync at `nowMs` finds changed at the venue. */
  reachedOrders(nowMs: number): Promise<string[]>;
  /** The service recorded this market's resolution: reads in this process see it at once, whatever `recentMs` they accept. */
  marketResolved(conditionId: string): void;
}

/**
 * What the simulation reads from the service it runs beside. The simulated exchange has no chain:
 * its positions are the service's books, and a market resolves when the service records it
 * (an operator, or the price at the end date). The composition root passes these in, so nothing
 * here reaches up into the engine.
 */
export interface SimVenueAHost {
  /** Condition ids of the given markets (all markets when none are given) that have resolved. */
  resolved(conditionIds?: readonly string[]): Promise<ReadonlySet<string>>;
  positions(wallet: string, query: CurrentPositionsQuery): Promise<PositionRecord[]>;
  closedPositions(wallet: string, query: ClosedPositionsQuery): Promise<ClosedPositionRecord[]>;
}
