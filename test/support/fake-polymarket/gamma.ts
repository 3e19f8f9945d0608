import { errorJson, json, type FakeRequest, type FakeResponse, type Route } from '../fake-http/server.js';
import type { GammaMarket } from './markets.js';
import type { FakeState } from './state.js';

/**
 * Gamma (https://gamma-api.polymarket.com), the market catalogue: no auth. List filters accept a
 * parameter repeated and comma-separated alike.
 */

/** All values of a list parameter: `?id=1&id=2` and `?id=1,2` alike. */
function listParam(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
}

function booleanParam(query: URLSearchParams, name: string): boolean | undefined | 'invalid' {
  const value = query.get(name);
  if (value === null) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return 'invalid';
}

function compareField(a: GammaMarket, b: GammaMarket, field: string): number {
  const x = a[field];
  const y = b[field];
  if (x === y) return 0;
  if (x === undefined || x === null) return 1;
  if (y === undefined || y === null) return -1;
  // Gamma ids are numeric text; order them as numbers.
  const nx = typeof x === 'number' ? x : typeof x === 'string' && /^\d+(\.\d+)?$/.test(x) ? Number(x) : NaN;
  const ny = typeof y === 'number' ? y : typeof y === 'string' && /^\d+(\.\d+)?$/.test(y) ? Number(y) : NaN;
  if (!Number.isNaN(nx) && !Number.isNaN(ny)) return nx - ny;
  return String(x) < String(y) ? -1 : 1;
}

/** The markets a listing's filters select, in its order; a string is a 422 refusal. */
function select(state: FakeState, query: URLSearchParams): GammaMarket[] | string {
  const ids = listParam(query, 'id');
  const slugs = listParam(query, 'slug');
  const conditionIds = listParam(query, 'condition_ids').map((id) => id.toLowerCase());
  const tokenIds = listParam(query, 'clob_token_ids');
  const closed = booleanParam(query, 'closed');
  const active = booleanParam(query, 'active');
  const archived = booleanParam(query, 'archived');
  if (closed === 'invalid' || active === 'invalid' || archived === 'invalid') return 'invalid boolean parameter';
  const order = listParam(query, 'order');
  const ascending = booleanParam(query, 'ascending');
  if (ascending === 'invalid') return 'invalid boolean parameter';

  const markets = state.markets
    .map((market) => market.gamma)
    .filter((market) => ids.length === 0 || ids.includes(market.id))
    .filter((market) => slugs.length === 0 || slugs.includes(market.slug))
    .filter((market) => conditionIds.length === 0 || conditionIds.includes(market.conditionId.toLowerCase()))
    .filter((market) => {
      if (tokenIds.length === 0) return true;
      const own = JSON.parse(market.clobTokenIds) as string[];
      return own.some((id) => tokenIds.includes(id));
    })
    // Upstream applies closed=false when the parameter is absent, even to lookups by id or slug.
    .filter((market) => market.closed === (closed ?? false))
    .filter((market) => active === undefined || market.active === active)
    .filter((market) => archived === undefined || (market.archived ?? false) === archived);
  if (order.length > 0) {
    const direction = ascending === false ? -1 : 1;
    markets.sort((a, b) => {
      for (const field of order) {
        const result = compareField(a, b, field);
        if (result !== 0) return result * direction;
      }
      return 0;
    });
  }
  return markets;
}

function integerParam(query: URLSearchParams, name: string, fallback: number): number | null {
  const value = query.get(name);
  if (value === null) return fallback;
  return /^\d+$/.test(value) ? Number(value) : null;
}

export function gammaRoutes(state: FakeState): Route[] {
  const byId = (request: FakeRequest): FakeResponse => {
    const market = state.markets.find((candidate) => candidate.gamma.id === request.params[0]);
    return market ? json(200, market.gamma) : errorJson(404, 'market not found');
  };
  return [
    {
      method: 'GET',
      path: '/markets',
      handle: (request) => {
        const markets = select(state, request.query);
        if (typeof markets === 'string') return errorJson(422, markets);
        const limit = integerParam(request.query, 'limit', 500);
        const offset = integerParam(request.query, 'offset', 0);
        if (limit === null || offset === null) return errorJson(422, 'invalid limit or offset');
        return json(200, markets.slice(offset, offset + limit));
      },
    },
    {
      method: 'GET',
      path: '/markets/keyset',
      handle: (request) => {
        if (request.query.has('offset')) return errorJson(422, 'offset is not supported, use after_cursor');
        const markets = select(state, request.query);
        if (typeof markets === 'string') return errorJson(422, markets);
        const limit = integerParam(request.query, 'limit', 20);
        if (limit === null || limit > 100) return errorJson(422, 'invalid limit');
        const cursor = request.query.get('after_cursor');
        const start = cursor === null ? 0 : Number(Buffer.from(cursor, 'base64url').toString('utf8'));
        if (!Number.isSafeInteger(start) || start < 0) return errorJson(422, 'invalid after_cursor');
        const pageMarkets = markets.slice(start, start + limit);
        const next = start + limit < markets.length ? Buffer.from(String(start + limit)).toString('base64url') : undefined;
        return json(200, { markets: pageMarkets, ...(next === undefined ? {} : { next_cursor: next }) });
      },
    },
    {
      method: 'GET',
      path: /^\/markets\/slug\/([^/]+)$/,
      handle: (request) => {
        const slug = decodeURIComponent(request.params[0] ?? '');
        const market = state.markets.find((candidate) => candidate.gamma.slug === slug);
        return market ? json(200, market.gamma) : errorJson(404, 'market not found');
      },
    },
    { method: 'GET', path: /^\/markets\/(\d+)$/, handle: byId },
  ];
}
