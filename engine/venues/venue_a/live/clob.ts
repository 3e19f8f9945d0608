import type { Clock } from '../../../clock.js';
import { badRequest } from '../../../errors.js';
import { PRICE_ONE } from '../../../money.js';
import { errorMessage, type Upstream, type UpstreamAnswer, type UpstreamRequest } from '../../http-upstream.js';
import { VenueRefusal } from '../../venue-errors.js';
import type { OrderBook, Level } from '../book.js';
import type { ApiCredentials, CancelOutcome, CredentialCheck, OrderRequest, Placement, PricePoint, PriceHistoryQuery, VenueAccount, VenueFill, VenueOrder, VenueOrderStatus } from '../port.js';
import { atomicOf } from './amounts.js';
import { l2Headers } from './l2-auth.js';
import { orderBody } from './order-body.js';

/**
 * Polymarket's CLOB: orders, cancels and the account's orders and trades under the account's L2
 * credentials, and the public books and price history. Paths are clob-client-v2's endpoints.
 */

type Json = Record<string, unknown>;

/** The venue takes at most this many orders in one `POST /orders`. */
export const BATCH_LIMIT = 15;
const INITIAL_CURSOR = 'MA==';
const END_CURSOR = 'LTE=';
/** A listing stops after this many pages, whatever the cursor says. */
const MAX_PAGES = 100;

const STATUSES = new Set<VenueOrderStatus>(['LIVE', 'MATCHED', 'CANCELED', 'CANCELED_MARKET_RESOLVED', 'INVALID']);

/** The venue's order status; older answers prefix it with ORDER_STATUS_. */
function orderStatus(value: unknown): VenueOrderStatus {
  const status = String(value ?? '').toUpperCase().replace(/^ORDER_STATUS_/, '') as VenueOrderStatus;
  return STATUSES.has(status) ? status : 'INVALID';
}

const side = (value: unknown): 'BUY' | 'SELL' => (String(value).toUpperCase() === 'SELL' ? 'SELL' : 'BUY');

function venueOrder(o: Json): VenueOrder {
  return {
    orderId: String(o.id),
    status: orderStatus(o.status),
    maker: String(o.maker_address ?? ''),
    conditionId: String(o.market ?? '').toLowerCase(),
    tokenId: String(o.asset_id ?? ''),
    side: side(o.side),
    price: atomicOf(o.price),
    // Sizes are shares as decimal text (the venue's current documentation).
    originalSize: atomicOf(o.original_size),
    sizeMatched: atomicOf(o.size_matched),
    orderType: String(o.order_type ?? ''),
    expiration: Number(o.expiration ?? 0) || 0,
    createdAt: Number(o.created_at ?? 0) || 0,
    tradeIds: Array.isArray(o.associate_trades) ? o.associate_trades.map(String) : [],
  };
}

/** An order response: the placement it reports, or its refusal in the venue's words. */
function placementOf(request: OrderRequest, r: Json): Placement | VenueRefusal {
  const error = typeof r.errorMsg === 'string' ? r.errorMsg : '';
  if (r.success === false || error || !r.orderID || r.status === 'unmatched') {
    return new VenueRefusal(error || `the order was not placed (status ${String(r.status ?? 'unknown')})`);
  }
  // A buy makes USDC and takes shares; a sell makes shares and takes USDC.
  const making = atomicOf(r.makingAmount);
  const taking = atomicOf(r.takingAmount);
  const [filled, cash] = request.side === 'BUY' ? [taking, making] : [making, taking];
  const fills = filled > 0n ? [{ price: (cash * PRICE_ONE + filled / 2n) / filled, size: filled }] : [];
  const status = r.status === 'live' ? 'live' : r.status === 'delayed' ? 'delayed' : 'matched';
  return { orderId: String(r.orderID), status, fills, filled, notional: cash, tradeIds: Array.isArray(r.tradeIDs) ? r.tradeIDs.map(String) : [] };
}

function levels(value: unknown, best: 'highest' | 'lowest'): Level[] {
  const parsed = (Array.isArray(value) ? (value as Json[]) : []).map((l) => ({ price: atomicOf(l.price), size: atomicOf(l.size) })).filter((l) => l.size > 0n);
  // The CLOB lists levels worst first; the book here is best first whatever order arrives.
  return parsed.sort((a, b) => (a.price === b.price ? 0 : (a.price > b.price) === (best === 'highest') ? -1 : 1));
}

/** One account's trades as fills of its orders: as the taker, and as each of the account's maker orders in the trade. */
function fillsOf(trade: Json, apiKey: string, account: string): VenueFill[] {
  if (String(trade.status ?? '').toUpperCase() === 'FAILED') return [];
  const tradeId = String(trade.id);
  const matchedAt = Number(trade.match_time ?? 0) || 0;
  const fills: VenueFill[] = [];
  if (String(trade.trader_side ?? '').toUpperCase() === 'TAKER' && trade.taker_order_id) {
    fills.push({ tradeId, orderId: String(trade.taker_order_id), role: 'TAKER', side: side(trade.side), tokenId: String(trade.asset_id), price: atomicOf(trade.price), size: atomicOf(trade.size), matchedAt });
  }
  const mine = (m: Json) => String(m.owner ?? '') === apiKey || String(m.maker_address ?? '').toLowerCase() === account.toLowerCase();
  for (const m of Array.isArray(trade.maker_orders) ? (trade.maker_orders as Json[]) : []) {
    if (!mine(m)) continue;
    const makerSide = m.side ? side(m.side) : side(trade.side) === 'BUY' ? 'SELL' : 'BUY';
    fills.push({ tradeId, orderId: String(m.order_id), role: 'MAKER', side: makerSide, tokenId: String(m.asset_id ?? trade.asset_id), price: atomicOf(m.price), size: atomicOf(m.matched_amount), matchedAt });
  }
  return fills;
}

const canceledOf = (answer: UpstreamAnswer): CancelOutcome => {
  const body = (answer.json ?? {}) as { canceled?: unknown; not_canceled?: unknown };
  const notCanceled = body.not_canceled && typeof body.not_canceled === 'object' ? (body.not_canceled as Record<string, unknown>) : {};
  return {
    canceled: Array.isArray(body.canceled) ? body.canceled.map(String) : [],
    notCanceled: Object.fromEntries(Object.entries(notCanceled).map(([id, why]) => [id, String(why)])),
  };
};

export class Clob {
  constructor(
    private readonly api: Upstream,
    private readonly clock: Clock,
  ) {}

  /** A private request: the account's L2 headers over the exact path and body sent (credentials opened for it, unless given). */
  private async signed(account: VenueAccount, req: UpstreamRequest, accept?: (status: number) => boolean, opened?: ApiCredentials): Promise<UpstreamAnswer> {
    const credentials = opened ?? (await account.credentials());
    const headers = l2Headers(account.address, credentials, req.method, req.path, req.body, Math.floor(this.clock.now() / 1000));
    return this.api.call({ ...req, headers }, accept);
  }

  private body(order: OrderRequest, apiKey: string): string {
    if (!order.signed) throw badRequest('unsigned_order', 'The live venue takes only orders their owner signed.');
    return orderBody(order.signed, apiKey, order.type, order.postOnly, order.deferExec);
  }

  async place(account: VenueAccount, order: OrderRequest): Promise<Placement> {
    const credentials = await account.credentials();
    const answer = await this.signed(account, { method: 'POST', path: '/order', body: this.body(order, credentials.apiKey) }, undefined, credentials);
    const placement = placementOf(order, (answer.json ?? {}) as Json);
    if (placement instanceof Error) throw placement;
    return placement;
  }

  /** Up to BATCH_LIMIT orders in one call; each answer in request order, a refusal of that order where it failed. */
  async placeBatch(account: VenueAccount, orders: readonly OrderRequest[]): Promise<Array<Placement | Error>> {
    const credentials = await account.credentials();
    const body = `[${orders.map((order) => this.body(order, credentials.apiKey)).join(',')}]`;
    const answer = await this.signed(account, { method: 'POST', path: '/orders', body }, undefined, credentials);
    const answers = Array.isArray(answer.json) ? (answer.json as Json[]) : [];
    return orders.map((order, i) => (answers[i] ? placementOf(order, answers[i]!) : new VenueRefusal(`the venue gave no answer for order ${i + 1} of the batch: ${errorMessage(answer)}`)));
  }

  async cancel(account: VenueAccount, orderIds: readonly string[]): Promise<CancelOutcome> {
    const [path, body] = orderIds.length === 1 ? ['/order', JSON.stringify({ orderID: orderIds[0] })] : ['/orders', JSON.stringify(orderIds)];
    return canceledOf(await this.signed(account, { method: 'DELETE', path, body }));
  }

  async cancelMarket(account: VenueAccount, scope: { conditionId?: string; tokenId?: string }): Promise<CancelOutcome> {
    const body = JSON.stringify({ ...(scope.conditionId ? { market: scope.conditionId } : {}), ...(scope.tokenId ? { asset_id: scope.tokenId } : {}) });
    return canceledOf(await this.signed(account, { method: 'DELETE', path: '/cancel-market-orders', body }));
  }

  async cancelAll(account: VenueAccount): Promise<CancelOutcome> {
    return canceledOf(await this.signed(account, { method: 'DELETE', path: '/cancel-all' }));
  }

  /** The venue's record of an order; null when it has none (404, or an empty answer). */
  async order(account: VenueAccount, orderId: string): Promise<VenueOrder | null> {
    const answer = await this.signed(account, { method: 'GET', path: `/data/order/${orderId}` }, (status) => status === 404 || status === 400);
    const body = answer.json as Json | null | undefined;
    if (answer.status >= 400 || !body || typeof body !== 'object' || !body.id) return null;
    return venueOrder(body);
  }

  /** Every page of a cursor listing. */
  private async pages(account: VenueAccount, path: string, query: Record<string, string | undefined>, opened?: ApiCredentials): Promise<Json[]> {
    const credentials = opened ?? (await account.credentials());
    const rows: Json[] = [];
    let cursor = INITIAL_CURSOR;
    for (let page = 0; page < MAX_PAGES && cursor !== END_CURSOR; page++) {
      const answer = await this.signed(account, { method: 'GET', path, query: { ...query, next_cursor: cursor } }, undefined, credentials);
      // A page is {data, next_cursor}; a bare array is taken as the only page.
      const body = (Array.isArray(answer.json) ? { data: answer.json } : (answer.json ?? {})) as { data?: unknown; next_cursor?: unknown };
      if (Array.isArray(body.data)) rows.push(...(body.data as Json[]));
      const next = typeof body.next_cursor === 'string' ? body.next_cursor : END_CURSOR;
      if (!next || next === cursor) break;
      cursor = next;
    }
    return rows;
  }

  async openOrders(account: VenueAccount, scope: { conditionId?: string; tokenId?: string } = {}): Promise<VenueOrder[]> {
    return (await this.pages(account, '/data/orders', { market: scope.conditionId, asset_id: scope.tokenId })).map(venueOrder);
  }

  async fills(account: VenueAccount, sinceSeconds: number): Promise<VenueFill[]> {
    const credentials = await account.credentials();
    const trades = await this.pages(account, '/data/trades', { after: String(Math.max(0, sinceSeconds)) }, credentials);
    return trades.flatMap((t) => fillsOf(t, credentials.apiKey, account.address)).sort((a, b) => a.matchedAt - b.matchedAt);
  }

  async checkCredentials(account: VenueAccount): Promise<CredentialCheck> {
    const answer = await this.signed(account, { method: 'GET', path: '/auth/api-keys' }, (status) => status === 401 || status === 403);
    return answer.status < 300 ? 'ok' : 'invalid';
  }

  /** `GET /balance-allowance` for COLLATERAL: the balance is a whole number of atomic units. */
  async collateral(account: VenueAccount, signatureType: number): Promise<bigint> {
    const answer = await this.signed(account, { method: 'GET', path: '/balance-allowance', query: { asset_type: 'COLLATERAL', signature_type: String(signatureType) } });
    const balance = ((answer.json ?? {}) as Json).balance;
    const text = typeof balance === 'string' || typeof balance === 'number' ? String(balance) : '';
    if (!/^\d+$/.test(text)) throw new RangeError(`the venue sent "${text}" where a balance in atomic units was expected`);
    return BigInt(text);
  }

  /** A token's book, best first; an unknown token (404) has an empty one. */
  async book(tokenId: string): Promise<OrderBook> {
    const answer = await this.api.call({ method: 'GET', path: '/book', query: { token_id: tokenId } }, (status) => status === 404 || status === 400);
    const body = (answer.status < 300 ? answer.json : undefined) as { bids?: unknown; asks?: unknown } | undefined;
    return { bids: levels(body?.bids, 'highest'), asks: levels(body?.asks, 'lowest') };
  }

  async priceHistory(query: PriceHistoryQuery): Promise<PricePoint[]> {
    const window =
      query.fromMs === null
        ? { interval: 'max' }
        : { startTs: String(Math.floor(query.fromMs / 1000)), endTs: String(Math.floor(query.toMs / 1000)) };
    const answer = await this.api.call({ method: 'GET', path: '/prices-history', query: { market: query.tokenId, ...window, fidelity: String(query.fidelity) } });
    const history = ((answer.json ?? {}) as { history?: unknown }).history;
    return (Array.isArray(history) ? (history as Json[]) : [])
      .map((point) => ({ t: Number(point.t), price: atomicOf(point.p) }))
      .filter((point) => Number.isFinite(point.t) && point.t * 1000 <= query.toMs);
  }
}
