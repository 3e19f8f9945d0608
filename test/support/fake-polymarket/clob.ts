import { createHash } from 'node:crypto';
import { L1_REFUSAL, L2_REFUSAL, verifyL1, verifyL2, type AuthSettings } from './auth.js';
import { formatAtomic, ONE, toJsonNumber } from './decimal.js';
import { errorJson, json, type FakeRequest, type FakeResponse, type Route } from '../fake-http/server.js';
import type { TokenRecord } from './markets.js';
import { endOrder, placeOrder } from './matching.js';
import { END_CURSOR, INITIAL_CURSOR } from './official-client.js';
import { takeInOrder } from './order-intake.js';
import { balanceKey, type ApiKeyRecord, type FakeState } from './state.js';
import { batchErrorJson, openOrderJson, tradeJson } from './wire.js';

/**
 * The CLOB (https://clob.polymarket.com): paths exactly as clob-client-v2's src/endpoints.ts names
 * them, answers shaped like its types/clob.ts.
 */

export interface ClobSettings extends AuthSettings {
  /** Page size of GET /data/orders and /data/trades. */
  pageSize: number;
}

const MAX_BATCH_ORDERS = 15;
const MAX_CANCEL_IDS = 3000;
const NOT_CANCELED = "order can't be found - already canceled or matched";
const NO_ORDERBOOK = 'No orderbook exists for the requested token id';
const ORDER_ID = /^0x[0-9a-fA-F]{64}$/;
const TOKEN_ID = /^\d+$/;
const CONDITION_ID = /^0x[0-9a-fA-F]{64}$/;

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  if (body.length === 0) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

const encodeCursor = (offset: number) => Buffer.from(String(offset)).toString('base64');

function decodeCursor(cursor: string | null): number | null {
  if (cursor === null || cursor === '' || cursor === INITIAL_CURSOR) return 0;
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  if (text === '-1') return -1;
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The CLOB's cursor pages: next_cursor is base64 of the next offset, "LTE=" (base64 "-1") at the end. */
function page<T>(items: T[], cursor: string | null, pageSize: number) {
  const offset = decodeCursor(cursor);
  if (offset === null) return null;
  if (offset === -1) return { limit: pageSize, count: 0, next_cursor: END_CURSOR, data: [] as T[] };
  const data = items.slice(offset, offset + pageSize);
  const next = offset + pageSize < items.length ? encodeCursor(offset + pageSize) : END_CURSOR;
  return { limit: pageSize, count: data.length, next_cursor: next, data };
}

export function clobRoutes(state: FakeState, settings: ClobSettings): Route[] {
  /** Wraps a handler that needs L2 auth: a bad or missing signature is 401 before anything runs. */
  const l2 =
    (handle: (request: FakeRequest, apiKey: ApiKeyRecord) => FakeResponse | Promise<FakeResponse>) =>
    async (request: FakeRequest): Promise<FakeResponse> => {
      const apiKey = await verifyL2(request, state, settings);
      return apiKey ? handle(request, apiKey) : errorJson(401, L2_REFUSAL);
    };

  const tokenParam = (request: FakeRequest): { token?: TokenRecord; refusal?: FakeResponse } => {
    const tokenId = request.query.get('token_id') ?? '';
    if (!TOKEN_ID.test(tokenId)) return { refusal: errorJson(400, 'Invalid token id') };
    const token = state.tokens.get(tokenId);
    return token ? { token } : { refusal: errorJson(404, 'market not found') };
  };

  /** The token's book, or the 404 the CLOB gives for a token without one. */
  const bookParam = (request: FakeRequest) => {
    const tokenId = request.query.get('token_id') ?? '';
    if (!TOKEN_ID.test(tokenId)) return { refusal: errorJson(400, 'Invalid token id') };
    const book = state.books.get(tokenId);
    return book ? { book } : { refusal: errorJson(404, NO_ORDERBOOK) };
  };

  /** The token's best bid and ask, or the CLOB's refusal when it lacks either. */
  const touchParam = (request: FakeRequest) => {
    const { book, refusal } = bookParam(request);
    if (!book) return { refusal: refusal! };
    const bid = book.bestBid();
    const ask = book.bestAsk();
    return bid === undefined || ask === undefined ? { refusal: errorJson(404, NO_ORDERBOOK) } : { touch: { bid, ask } };
  };

  const liveOrdersOf = (apiKey: ApiKeyRecord) =>
    [...state.orders.values()].filter((order) => order.owner === apiKey.key && order.status === 'LIVE');

  /** Cancels what the key owns and is live; everything else is reported in not_canceled. */
  const cancel = (apiKey: ApiKeyRecord, ids: string[]) => {
    const canceled: string[] = [];
    const notCanceled: Record<string, string> = {};
    for (const id of new Set(ids)) {
      const order = state.orders.get(id);
      if (order && order.owner === apiKey.key && order.status === 'LIVE') {
        endOrder(state, order, 'CANCELED');
        canceled.push(id);
      } else {
        notCanceled[id] = NOT_CANCELED;
      }
    }
    return json(200, { canceled, not_canceled: notCanceled });
  };

  const postOne = async (apiKey: ApiKeyRecord, body: unknown) => {
    const intake = await takeInOrder(state, apiKey, body, settings.chainId);
    if (!intake.ok) return intake;
    return placeOrder(state, intake.order);
  };

  const clobMarketDetails = (conditionId: string) => {
    const market = state.marketByConditionId(conditionId);
    if (!market) return null;
    return {
      c: market.conditionId,
      t: market.tokens.map((token) => ({ t: token.tokenId, o: token.outcome })),
      mts: Number(market.tickSize),
      nr: market.negRisk,
      mos: toJsonNumber(market.minSize),
      ao: market.gamma.acceptingOrders,
      fd: { r: 0, e: 0, to: true },
      r: null,
      sd: market.gamma.secondsDelay ?? 0,
    };
  };

  return [
    { method: 'GET', path: '/ok', handle: () => json(200, 'OK') },
    { method: 'GET', path: '/time', handle: () => json(200, state.nowSeconds()) },
    { method: 'GET', path: '/version', handle: () => json(200, { version: 2 }) },

    {
      method: 'POST',
      path: '/auth/api-key',
      handle: async (request) => {
        const wallet = await verifyL1(request, state, settings);
        if (!wallet) return errorJson(401, L1_REFUSAL);
        // One key per wallet and nonce: creating it again fails, which is what makes the client's
        // createOrDeriveApiKey fall back to deriving.
        if (state.apiKeyFor(wallet.address, wallet.nonce)) return errorJson(400, 'Could not create api key');
        const record = state.createApiKey(wallet.address, wallet.nonce);
        return json(200, { apiKey: record.key, secret: record.secret, passphrase: record.passphrase });
      },
    },
    {
      method: 'GET',
      path: '/auth/derive-api-key',
      handle: async (request) => {
        const wallet = await verifyL1(request, state, settings);
        if (!wallet) return errorJson(401, L1_REFUSAL);
        const record = state.apiKeyFor(wallet.address, wallet.nonce);
        if (!record) return errorJson(400, 'Could not derive api key!');
        return json(200, { apiKey: record.key, secret: record.secret, passphrase: record.passphrase });
      },
    },
    {
      method: 'GET',
      path: '/auth/api-keys',
      handle: l2((_request, apiKey) => {
        const keys = [...state.apiKeys.values()]
          .filter((record) => record.address.toLowerCase() === apiKey.address.toLowerCase())
          .map((record) => record.key);
        return json(200, { apiKeys: keys });
      }),
    },

    {
      method: 'GET',
      path: '/balance-allowance',
      handle: l2((request, apiKey) => {
        const assetType = request.query.get('asset_type');
        const tokenId = request.query.get('token_id') ?? '';
        const signatureType = request.query.get('signature_type') ?? '';
        if (assetType !== 'COLLATERAL' && assetType !== 'CONDITIONAL') return errorJson(400, 'Invalid asset type');
        if (assetType === 'CONDITIONAL' && !TOKEN_ID.test(tokenId)) return errorJson(400, 'Invalid token id');
        if (!/^[0-3]$/.test(signatureType)) return errorJson(400, 'Invalid signature type');
        const asset = assetType === 'COLLATERAL' ? 'COLLATERAL' : tokenId;
        const balance = state.balances.get(balanceKey(apiKey.address, Number(signatureType), asset)) ?? 0n;
        return json(200, { balance: balance.toString(), allowances: {} });
      }),
    },

    {
      method: 'POST',
      path: '/order',
      handle: l2(async (request, apiKey) => {
        const body = parseJson(request.body);
        if (!body.ok) return errorJson(400, 'Invalid order payload');
        const result = await postOne(apiKey, body.value);
        return result.ok ? json(200, result.response) : errorJson(400, result.message);
      }),
    },
    {
      method: 'POST',
      path: '/orders',
      handle: l2(async (request, apiKey) => {
        const body = parseJson(request.body);
        if (!body.ok || !Array.isArray(body.value) || body.value.length === 0) return errorJson(400, 'Invalid order payload');
        const orders: unknown[] = body.value;
        if (orders.length > MAX_BATCH_ORDERS) {
          return errorJson(400, `Too many orders in payload: ${orders.length}, max allowed: ${MAX_BATCH_ORDERS}`);
        }
        const responses = [];
        for (const order of orders) {
          const result = await postOne(apiKey, order);
          responses.push(result.ok ? result.response : batchErrorJson(result.message));
        }
        return json(200, responses);
      }),
    },

    {
      method: 'DELETE',
      path: '/order',
      handle: l2((request, apiKey) => {
        const body = parseJson(request.body);
        const payload = body.ok && typeof body.value === 'object' && body.value !== null ? (body.value as { orderID?: unknown }) : {};
        const orderId = payload.orderID;
        if (typeof orderId !== 'string') return errorJson(400, 'Invalid order payload');
        if (!ORDER_ID.test(orderId)) return errorJson(400, 'Invalid orderID');
        return cancel(apiKey, [orderId]);
      }),
    },
    {
      method: 'DELETE',
      path: '/orders',
      handle: l2((request, apiKey) => {
        const body = parseJson(request.body);
        if (!body.ok || !Array.isArray(body.value) || !body.value.every((id) => typeof id === 'string')) {
          return errorJson(400, 'Invalid order payload');
        }
        const ids = body.value as string[];
        if (ids.length > MAX_CANCEL_IDS) return errorJson(400, `Too many orders in payload, max allowed: ${MAX_CANCEL_IDS}`);
        if (!ids.every((id) => ORDER_ID.test(id))) return errorJson(400, 'Invalid orderID');
        return cancel(apiKey, ids);
      }),
    },
    {
      method: 'DELETE',
      path: '/cancel-all',
      handle: l2((_request, apiKey) => cancel(apiKey, liveOrdersOf(apiKey).map((order) => order.id))),
    },
    {
      method: 'DELETE',
      path: '/cancel-market-orders',
      handle: l2((request, apiKey) => {
        const body = parseJson(request.body);
        const filter = body.ok ? (body.value ?? {}) : null;
        if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) return errorJson(400, 'Invalid order payload');
        const { market, asset_id: assetId } = filter as { market?: unknown; asset_id?: unknown };
        if ((market !== undefined && typeof market !== 'string') || (assetId !== undefined && typeof assetId !== 'string')) {
          return errorJson(400, 'Invalid order payload');
        }
        const ids = liveOrdersOf(apiKey)
          .filter((order) => !market || order.token.market.conditionId.toLowerCase() === market.toLowerCase())
          .filter((order) => !assetId || order.token.tokenId === assetId)
          .map((order) => order.id);
        return cancel(apiKey, ids);
      }),
    },

    {
      method: 'GET',
      path: '/data/orders',
      handle: l2((request, apiKey) => {
        const id = request.query.get('id');
        const market = request.query.get('market');
        const assetId = request.query.get('asset_id');
        const orders = liveOrdersOf(apiKey)
          .filter((order) => !id || order.id.toLowerCase() === id.toLowerCase())
          .filter((order) => !market || order.token.market.conditionId.toLowerCase() === market.toLowerCase())
          .filter((order) => !assetId || order.token.tokenId === assetId)
          .map(openOrderJson);
        const result = page(orders, request.query.get('next_cursor'), settings.pageSize);
        return result ? json(200, result) : errorJson(400, 'invalid order params payload');
      }),
    },
    {
      method: 'GET',
      path: /^\/data\/order\/([^/]+)$/,
      handle: l2((request, apiKey) => {
        const id = request.params[0] ?? '';
        if (!ORDER_ID.test(id)) return errorJson(400, 'Invalid orderID');
        const order = state.orders.get(id);
        if (!order || order.owner !== apiKey.key) return errorJson(404, 'order not found');
        return json(200, openOrderJson(order));
      }),
    },
    {
      method: 'GET',
      path: '/data/trades',
      handle: l2((request, apiKey) => {
        const q = request.query;
        const [id, makerAddress, market, assetId, before, after] = ['id', 'maker_address', 'market', 'asset_id', 'before', 'after'].map(
          (name) => q.get(name) ?? undefined,
        );
        if ((before !== undefined && !/^\d+$/.test(before)) || (after !== undefined && !/^\d+$/.test(after))) {
          return errorJson(400, 'Invalid trade params payload');
        }
        const address = makerAddress?.toLowerCase();
        const trades = state.trades
          .filter((trade) => trade.owner === apiKey.key || trade.makerOrders.some((maker) => maker.owner === apiKey.key))
          .filter((trade) => !id || trade.id === id)
          .filter(
            (trade) =>
              !address ||
              trade.makerAddress.toLowerCase() === address ||
              trade.makerOrders.some((maker) => maker.makerAddress.toLowerCase() === address),
          )
          .filter((trade) => !market || trade.token.market.conditionId.toLowerCase() === market.toLowerCase())
          .filter((trade) => !assetId || trade.token.tokenId === assetId)
          .filter((trade) => before === undefined || trade.matchTime <= Number(before))
          .filter((trade) => after === undefined || trade.matchTime >= Number(after))
          .reverse() // newest first
          .map((trade) => tradeJson(trade, apiKey.key));
        const result = page(trades, q.get('next_cursor'), settings.pageSize);
        return result ? json(200, result) : errorJson(400, 'Invalid trade params payload');
      }),
    },

    {
      method: 'GET',
      path: '/book',
      handle: (request) => {
        const { book, refusal } = bookParam(request);
        return book ? json(200, book.summary(state.now())) : refusal!;
      },
    },
    {
      method: 'POST',
      path: '/books',
      handle: (request) => {
        const body = parseJson(request.body);
        if (!body.ok || !Array.isArray(body.value)) return errorJson(400, 'Invalid payload');
        const summaries = [];
        for (const item of body.value as { token_id?: unknown }[]) {
          const book = typeof item?.token_id === 'string' ? state.books.get(item.token_id) : undefined;
          if (book) summaries.push(book.summary(state.now()));
        }
        return json(200, summaries);
      },
    },
    {
      method: 'GET',
      path: '/price',
      handle: (request) => {
        const { book, refusal } = bookParam(request);
        if (!book) return refusal!;
        const side = request.query.get('side');
        if (side !== 'BUY' && side !== 'SELL') return errorJson(400, 'Invalid side');
        // As the live CLOB answers: side=BUY is the best bid, side=SELL the best ask.
        const price = side === 'BUY' ? book.bestBid() : book.bestAsk();
        return price === undefined ? errorJson(404, NO_ORDERBOOK) : json(200, { price: formatAtomic(price) });
      },
    },
    {
      method: 'GET',
      path: '/midpoint',
      handle: (request) => {
        const { touch, refusal } = touchParam(request);
        return touch ? json(200, { mid: formatAtomic((touch.bid + touch.ask) / 2n) }) : refusal;
      },
    },
    {
      method: 'GET',
      path: '/spread',
      handle: (request) => {
        const { touch, refusal } = touchParam(request);
        return touch ? json(200, { spread: formatAtomic(touch.ask - touch.bid) }) : refusal;
      },
    },
    {
      method: 'GET',
      path: '/last-trade-price',
      handle: (request) => {
        const { book, refusal } = bookParam(request);
        if (!book) return refusal!;
        return json(200, { price: formatAtomic(book.lastTradePrice), side: book.lastTradeSide });
      },
    },
    {
      method: 'GET',
      path: '/tick-size',
      handle: (request) => {
        const { token, refusal } = tokenParam(request);
        return token ? json(200, { minimum_tick_size: Number(token.market.tickSize) }) : refusal!;
      },
    },
    {
      method: 'GET',
      path: '/neg-risk',
      handle: (request) => {
        const { token, refusal } = tokenParam(request);
        return token ? json(200, { neg_risk: token.market.negRisk }) : refusal!;
      },
    },
    {
      method: 'GET',
      path: '/fee-rate',
      handle: (request) => {
        const { token, refusal } = tokenParam(request);
        return token ? json(200, { base_fee: 0 }) : refusal!;
      },
    },
    {
      method: 'GET',
      path: '/prices-history',
      handle: (request) => pricesHistory(state, request),
    },
    {
      method: 'GET',
      path: /^\/markets-by-token\/([^/]+)$/,
      handle: (request) => {
        const tokenId = request.params[0] ?? '';
        if (!TOKEN_ID.test(tokenId)) return errorJson(400, 'Invalid token id');
        const token = state.tokens.get(tokenId);
        return token ? json(200, { condition_id: token.market.conditionId }) : errorJson(404, 'market not found');
      },
    },
    {
      method: 'GET',
      path: /^\/clob-markets\/([^/]+)$/,
      handle: (request) => {
        const conditionId = request.params[0] ?? '';
        if (!CONDITION_ID.test(conditionId)) return errorJson(400, 'Invalid market');
        const details = clobMarketDetails(conditionId);
        return details ? json(200, details) : errorJson(404, 'market not found');
      },
    },
    {
      method: 'GET',
      path: /^\/markets\/([^/]+)$/,
      handle: (request) => {
        const conditionId = request.params[0] ?? '';
        if (!CONDITION_ID.test(conditionId)) return errorJson(400, 'Invalid market');
        const market = state.marketByConditionId(conditionId);
        if (!market) return errorJson(404, 'market not found');
        const { gamma } = market;
        return json(200, {
          enable_order_book: gamma.enableOrderBook,
          active: gamma.active,
          closed: gamma.closed,
          archived: gamma.archived ?? false,
          accepting_orders: gamma.acceptingOrders,
          accepting_order_timestamp: gamma.startDate,
          minimum_order_size: toJsonNumber(market.minSize),
          minimum_tick_size: Number(market.tickSize),
          condition_id: market.conditionId,
          question_id: '',
          question: gamma.question,
          description: gamma.description ?? '',
          market_slug: gamma.slug,
          end_date_iso: gamma.endDate,
          game_start_time: null,
          seconds_delay: gamma.secondsDelay ?? 0,
          fpmm: '',
          maker_base_fee: 0,
          taker_base_fee: 0,
          notifications_enabled: true,
          neg_risk: market.negRisk,
          neg_risk_market_id: gamma.negRiskMarketID ?? '',
          neg_risk_request_id: '',
          icon: gamma.icon ?? '',
          image: gamma.image ?? '',
          rewards: { rates: null, min_size: 0, max_spread: 0 },
          is_50_50_outcome: false,
          tokens: market.tokens.map((token) => ({
            token_id: token.tokenId,
            outcome: token.outcome,
            price: toJsonNumber(state.books.get(token.tokenId)?.lastTradePrice ?? token.initialPrice),
            winner: market.winner === token.outcomeIndex,
          })),
          tags: (gamma.tags ?? []).map((tag) => tag.label ?? tag.slug ?? tag.id),
        });
      },
    },
  ];
}

const INTERVAL_SECONDS: Record<string, number | null> = {
  '1h': 3600,
  '6h': 6 * 3600,
  '1d': 86_400,
  '1w': 7 * 86_400,
  '1m': 30 * 86_400,
  max: null,
  all: null,
};
const MAX_HISTORY_POINTS = 1000;

/**
 * GET /prices-history: a deterministic synthetic series for a token, a few ticks around its starting
 * price, one point per `fidelity` minutes (thinned to at most 1000 points).
 */
function pricesHistory(state: FakeState, request: FakeRequest): FakeResponse {
  const q = request.query;
  const tokenId = q.get('market');
  const interval = q.get('interval');
  const startText = q.get('startTs');
  const endText = q.get('endTs');
  const fidelityText = q.get('fidelity') ?? '1';
  if (!tokenId) return errorJson(400, 'market is required');
  if (!interval && (startText === null || endText === null)) return errorJson(400, 'startTs and endTs or interval is required');
  if (interval && !(interval in INTERVAL_SECONDS)) return errorJson(400, `invalid interval: ${interval}`);
  if (!/^\d+$/.test(fidelityText) || Number(fidelityText) === 0) return errorJson(400, `invalid fidelity: ${fidelityText}`);
  if ((startText !== null && !/^\d+$/.test(startText)) || (endText !== null && !/^\d+$/.test(endText))) {
    return errorJson(400, 'invalid startTs or endTs');
  }
  const token = state.tokens.get(tokenId);
  if (!token) return json(200, { history: [] });

  const now = state.nowSeconds();
  let start: number;
  let end: number;
  if (interval) {
    const span = INTERVAL_SECONDS[interval] ?? null;
    end = now;
    start = span === null ? Math.floor(Date.parse(token.market.gamma.startDate) / 1000) : now - span;
  } else {
    start = Number(startText);
    end = Number(endText);
  }
  start = Math.max(start, 0);
  if (end < start) return json(200, { history: [] });
  let step = Number(fidelityText) * 60;
  if ((end - start) / step > MAX_HISTORY_POINTS) step = Math.ceil((end - start) / MAX_HISTORY_POINTS);

  const { tick } = token.market;
  const history: { t: number; p: number }[] = [];
  for (let t = Math.ceil(start / step) * step; t <= end; t += step) {
    const digest = createHash('sha256').update(`${tokenId}:${t}`).digest();
    const offsetTicks = BigInt((digest[0]! % 7) - 3);
    let price = token.initialPrice + offsetTicks * tick;
    if (price < tick) price = tick;
    if (price > ONE - tick) price = ONE - tick;
    history.push({ t, p: toJsonNumber(price) });
  }
  return json(200, { history });
}
