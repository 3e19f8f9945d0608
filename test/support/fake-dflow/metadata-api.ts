import { json, type FakeResponse, type Route } from '../fake-http/server.js';
import type { FakeChain } from './chain.js';
import { complement, type FakeMarket } from './markets.js';

/**
 * DFlow's prediction-market metadata API (pond.dflow.net metadata-api: /api/v1/markets with a
 * cursor, /api/v1/market/{ticker}, /api/v1/market/by-mint/{mint}): Kalshi's market fields, and
 * the outcome mints under `accounts[settlementMint]`.
 */
export function metadataRoutes(chain: FakeChain, markets: FakeMarket[]): Route[] {
  const usdc = chain.usdcMint.toBase58();
  const shape = (market: FakeMarket) => ({
    ticker: market.ticker,
    eventTicker: market.eventTicker,
    marketType: 'binary',
    title: market.title,
    subtitle: market.subtitle,
    yesSubTitle: market.subtitle,
    noSubTitle: market.subtitle,
    openTime: market.closeTime - 90 * 86_400,
    closeTime: market.closeTime,
    expirationTime: market.closeTime + 86_400,
    status: market.status,
    result: market.result,
    volume: market.volume,
    volume24h: market.volume,
    openInterest: market.volume,
    yesBid: market.yesBid,
    yesAsk: market.yesAsk,
    noBid: complement(market.yesAsk),
    noAsk: complement(market.yesBid),
    settlementMint: usdc,
    accounts: {
      [usdc]: {
        yesMint: market.yesMint.toBase58(),
        noMint: market.noMint.toBase58(),
        marketLedger: market.yesMint.toBase58(),
        redemptionStatus: market.status === 'determined' || market.status === 'finalized' ? 'open' : 'closed',
        isInitialized: true,
      },
    },
  });
  const notFound = (what: string): FakeResponse => json(404, { code: 'not_found', msg: `${what} not found` });
  return [
    {
      method: 'GET',
      path: '/api/v1/markets',
      handle: (request) => {
        const limit = Number(request.query.get('limit') ?? '100');
        const offset = Number(request.query.get('cursor') ?? '0');
        const status = request.query.get('status');
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || !Number.isInteger(offset) || offset < 0) return json(400, { code: 'invalid_request', msg: 'bad limit or cursor' });
        const listed = markets.filter((market) => status === null || market.status === status);
        const page = listed.slice(offset, offset + limit);
        const next = offset + limit < listed.length ? String(offset + limit) : null;
        return json(200, { markets: page.map(shape), cursor: next });
      },
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/market\/by-mint\/([^/]+)$/,
      handle: (request) => {
        const mint = request.params[0];
        const market = markets.find((m) => m.yesMint.toBase58() === mint || m.noMint.toBase58() === mint);
        return market ? json(200, shape(market)) : notFound(`Market for mint ${mint}`);
      },
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/market\/([^/]+)$/,
      handle: (request) => {
        const market = markets.find((m) => m.ticker === request.params[0]);
        return market ? json(200, shape(market)) : notFound(`Market ${request.params[0]}`);
      },
    },
  ];
}
