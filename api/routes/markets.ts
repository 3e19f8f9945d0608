import type { AgentActors } from '../../actors/agents.js';
import { notFound } from '../../engine/errors.js';
import { getMarket, searchMarkets } from '../../engine/markets/reads.js';
import { priceHistory } from '../../engine/markets/price-history.js';
import type { RedeemResult } from '../../engine/trading/redeem.js';
import { resolveMarket } from '../../engine/markets/resolution.js';
import { searchVenueBMarkets } from '../../engine/trading/venue_b/markets.js';
import type { Services } from '../../engine/services.js';
import { route, type AnyRoute } from '../route.js';
import { OPS_ERRORS } from './ops.js';
import {
  History,
  HistoryQuery,
  Market,
  MarketParams,
  MarketQuery,
  RedeemBody,
  RedeemResult as RedeemResultSchema,
  ResolveBody,
  ResolveParams,
  ResolveResult,
  SearchQuery,
  SearchResult,
} from '../schemas/markets.js';

const MARKET_NOT_FOUND = { status: 404, description: 'market not found' };

/** Market reads, price history, resolution and redeem. Reads go to the catalog and the store; redeem goes through the actor. */
export function marketRoutes(services: Services, actors: AgentActors): AnyRoute[] {
  const { db, venueA, clock } = services;
  const reads = () => ({ db, venueA, nowMs: clock.now() });
  return [
    route({
      method: 'GET',
      path: '/markets/search',
      operationId: 'searchMarkets',
      summary: 'Find markets by text, category, tag and state, sorted by volume, end date or liquidity (venue_a, or venue=venue_b)',
      description:
        'Paged with limit and offset. With venue=venue_b the answer holds venue_b markets (as GET /venue_b/markets); `venue` in the answer says which shape the markets have.',
      tag: 'Markets',
      auth: 'agent',
      envelope: true,
      query: SearchQuery,
      response: SearchResult,
      handler: async ({ query }) => {
        const filters = {
          ...(query.q !== undefined ? { q: query.q } : {}),
          ...(query.category !== undefined ? { category: query.category } : {}),
          ...(query.tag !== undefined ? { tag: query.tag } : {}),
          ...(query.active !== undefined ? { active: query.active } : {}),
          ...(query.closed !== undefined ? { closed: query.closed } : {}),
          sortBy: query.sortBy ?? 'volume',
          sortDirection: query.sortDirection ?? 'DESC',
          limit: query.limit ?? 20,
          offset: query.offset ?? 0,
        };
        if (query.venue === 'venue_b') return { venue: 'venue_b' as const, ...(await searchVenueBMarkets(services.venueB, filters)) };
        return { venue: 'venue_a' as const, ...(await searchMarkets(reads(), { ...filters, includeTag: query.includeTag ?? false })) };
      },
    }),
    route({
      method: 'GET',
      path: '/markets/prices-history',
      operationId: 'pricesHistory',
      summary: "A token's recorded prices, like the venue's /prices-history",
      description:
        'Give the token as market (or a conditionId for its Yes token), and either interval or startTs and endTs. ' +
        'fidelity keeps the first point of every that many minutes.',
      tag: 'Markets',
      auth: 'agent',
      envelope: false,
      query: HistoryQuery,
      response: History,
      errors: [MARKET_NOT_FOUND],
      handler: async ({ query }) =>
        priceHistory(
          venueA,
          {
            ...(query.market !== undefined ? { market: query.market } : {}),
            ...(query.conditionId !== undefined ? { conditionId: query.conditionId } : {}),
            ...(query.interval !== undefined ? { interval: query.interval } : {}),
            ...(query.startTs !== undefined ? { startTs: query.startTs } : {}),
            ...(query.endTs !== undefined ? { endTs: query.endTs } : {}),
            fidelity: query.fidelity ?? 1,
          },
          clock.now(),
        ),
    }),
    route({
      method: 'GET',
      path: '/markets/{market_id}',
      operationId: 'getMarket',
      summary: 'One venue_a market (Gamma-shaped), with its book and prices now',
      description:
        'Takes the Gamma id or the condition id. outcomes, outcomePrices and clobTokenIds are JSON-encoded strings, as Gamma answers them; includeTag=true fills tags. 404 for an unknown market.',
      tag: 'Markets',
      auth: 'agent',
      envelope: false,
      params: MarketParams,
      query: MarketQuery,
      response: Market,
      errors: [MARKET_NOT_FOUND],
      handler: async ({ params, query }) => getMarket(reads(), params.market_id, query.includeTag ?? false),
    }),
    route({
      method: 'POST',
      path: '/markets/redeem',
      operationId: 'redeem',
      summary: "Redeem the agent's positions in a resolved market: 1 USDC per winning share, 0 per losing share",
      description: 'Redeeming again pays nothing; walletAddress limits it to one wallet.',
      tag: 'Trading',
      auth: 'agent',
      envelope: true,
      body: RedeemBody,
      response: RedeemResultSchema,
      errors: [MARKET_NOT_FOUND],
      idempotent: true,
      handler: ({ agent, body }) =>
        actors.send<RedeemResult>(agent.agentId, {
          kind: 'redeem',
          conditionId: body.marketConditionId,
          ...(body.walletAddress ? { walletAddress: body.walletAddress } : {}),
        }),
    }),
    route({
      method: 'POST',
      path: '/ops/markets/{conditionId}/resolve',
      operationId: 'opsResolveMarket',
      summary: 'Resolve a market: its live orders close as MARKET_RESOLVED and its winning shares become redeemable',
      description: 'Resolving again to the same outcome changes nothing; to the other outcome is a 409.',
      tag: 'Operations',
      auth: 'ops',
      envelope: true,
      params: ResolveParams,
      body: ResolveBody,
      response: ResolveResult,
      errors: [
        ...OPS_ERRORS,
        MARKET_NOT_FOUND,
        { status: 409, description: 'Already resolved to the other outcome.' },
      ],
      handler: async ({ params, body }) => {
        // A live venue resolves its own markets.
        const market = venueA.sim && (await venueA.market(params.conditionId));
        if (!market) throw notFound('market_not_found', 'market not found');
        const { resolution, created } = await resolveMarket(db, venueA.sim!, market, body.winningOutcome, 'ops', new Date(clock.now()));
        // Also on a repeat: a retry finishes closing orders a failed first call left live.
        const ordersClosed = await actors.marketResolved(market.conditionId);
        return {
          conditionId: market.conditionId,
          winningOutcome: resolution.winningOutcome,
          source: resolution.source,
          resolvedAt: resolution.resolvedAt.toISOString(),
          alreadyResolved: !created,
          ordersClosed,
        };
      },
    }),
  ];
}
