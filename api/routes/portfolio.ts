import { Type } from '@sinclair/typebox';
import type { AgentActors } from '../../actors/agents.js';
import { parseAmount, USDC_SCALE } from '../../engine/money.js';
import { briefing, parseSince } from '../../engine/portfolio/briefing.js';
import { marketContext } from '../../engine/portfolio/market-context.js';
import { portfolioSummary, type PortfolioSummary } from '../../engine/portfolio/portfolio.js';
import { coalescedReads } from '../../engine/coalesced-reads.js';
import { agentClosedPositions, agentPositions } from '../../engine/portfolio/venue-positions.js';
import { walletPositions } from '../../engine/portfolio/wallet-positions.js';
import type { Services } from '../../engine/services.js';
import { route, type AnyRoute } from '../route.js';
import {
  Briefing,
  BriefingQuery,
  ClosedPosition,
  ClosedPositionsQuery,
  ContextParams,
  ContextQuery,
  CurrentPositionsQuery,
  MarketContext,
  Portfolio,
  PortfolioQuery,
  PositionRecord,
  WalletParams,
  WalletPositions,
} from '../schemas/portfolio.js';

/** Positions, portfolio, market context and briefing: reads, so they go straight to the stores. */
export function portfolioRoutes(services: Services, _actors: AgentActors): AnyRoute[] {
  const portfolios = coalescedReads<PortfolioSummary>();
  return [
    route({
      method: 'GET',
      path: '/markets/current-positions',
      operationId: 'currentPositions',
      summary: "The agent's open positions held by one wallet (a bare array)",
      description:
        "venue_a's come from the venue's data source (live: Polymarket's Data API `/positions`, with the filters passed on; simulated: the service's books); " +
        "venue_b's from the service's records. Only the calling agent's wallets: another agent's wallet gives an empty array. `market` and `eventId` exclude each other (400).",
      tag: 'Positions',
      auth: 'agent',
      envelope: false,
      query: CurrentPositionsQuery,
      response: Type.Array(PositionRecord),
      handler: ({ agent, query }) => agentPositions(services, agent.agentId, query),
    }),
    route({
      method: 'GET',
      path: '/markets/closed-positions',
      operationId: 'closedPositions',
      summary: "The agent's positions of one wallet that were fully sold or redeemed",
      description:
        'Positions of one wallet that are fully sold or redeemed, with their realized profit or loss; sorted by realized PnL by default.',
      tag: 'Positions',
      auth: 'agent',
      envelope: true,
      query: ClosedPositionsQuery,
      response: Type.Array(ClosedPosition),
      handler: ({ agent, query }) => agentClosedPositions(services, agent.agentId, query),
    }),
    route({
      method: 'GET',
      path: '/markets/wallet/{walletAddress}/positions',
      operationId: 'walletPositions',
      summary: "Any wallet's open venue_a positions, from the venue's data source",
      description:
        "Live, Polymarket's Data API (`user` = the wallet, which for a proxy or Safe is the funder); on the simulation, the service's books. " +
        'Answers are cached 30 s per wallet: a change shows at the latest 30 s later.',
      tag: 'Positions',
      auth: 'agent',
      envelope: false,
      params: WalletParams,
      response: WalletPositions,
      rateLimit: { name: 'wallet-positions', limit: 60, windowMs: 60_000, by: 'apiKey' },
      handler: ({ params }) => walletPositions(services, params.walletAddress),
    }),
    route({
      method: 'GET',
      path: '/markets/portfolio',
      operationId: 'portfolio',
      summary: "The agent's balance, exposure, PnL, concentration and risk warnings per venue",
      description: 'A venue not requested is not computed: its bucket is null.',
      tag: 'Positions',
      auth: 'agent',
      envelope: true,
      query: PortfolioQuery,
      response: Portfolio,
      sharedAnswers: true,
      handler: ({ agent, query }) => {
        const venue = query.venue ?? 'all';
        return portfolios.read(`${agent.agentId}:${venue}`, () => portfolioSummary(services, agent.agentId, venue));
      },
    }),
    route({
      method: 'GET',
      path: '/markets/context/{id}',
      operationId: 'marketContext',
      summary: 'One market with prices, the agent\'s positions in it, its safeguards, related markets, slippage and warnings',
      description:
        'Before trading a market: its prices, what the agent holds in it, its open orders there, the slippage a size would meet, and warnings about its limits.',
      tag: 'Positions',
      auth: 'agent',
      envelope: true,
      params: ContextParams,
      query: ContextQuery,
      response: MarketContext,
      errors: [{ status: 404, description: 'No venue_a market has this condition id.' }],
      handler: ({ agent, params, query }) =>
        marketContext(services, agent.agentId, params.id, {
          ...(query.walletAddress !== undefined ? { walletAddress: query.walletAddress } : {}),
          ...(query.probability !== undefined ? { probability: parseAmount(query.probability, USDC_SCALE) } : {}),
        }),
    }),
    route({
      method: 'GET',
      path: '/agents/briefing',
      operationId: 'briefing',
      summary: 'One heartbeat read: per venue balance, PnL, open orders, positions needing attention; risk alerts, limits used today, new markets',
      description:
        'What an agent reads first in a session: since `since` (default 24 hours ago), what filled, what needs attention, risk alerts, how much of today\'s limits is used, and markets opened since.',
      tag: 'Positions',
      auth: 'agent',
      envelope: true,
      query: BriefingQuery,
      response: Briefing,
      handler: ({ agent, query }) => briefing(services, agent.agentId, parseSince(query.since, services.clock.now())),
    }),
  ];
}
