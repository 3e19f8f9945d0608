import type { AgentActors } from '../../actors/agents.js';
import type { Services } from '../../engine/services.js';
import type { AnyRoute } from '../route.js';

/** Market reads, price history, resolution and redeem (being built). */
export function marketRoutes(_services: Services, _actors: AgentActors): AnyRoute[] {
  return [];
}
