import type { AgentActors } from '../../actors/agents.js';
import type { Services } from '../../engine/services.js';
import type { AnyRoute } from '../route.js';

/** Positions, portfolio, market context and briefing (being built). */
export function portfolioRoutes(_services: Services, _actors: AgentActors): AnyRoute[] {
  return [];
}
