import type { Services } from '../engine/services.js';
import { agentsWithLiveOrders } from '../engine/trading/resting.js';
import type { TradingDeps } from '../engine/trading/placement.js';
import { ActorSystem } from './actor-system.js';
import { AgentActor, type AgentMessage } from './agent-actor.js';

/** The agents' actors and the timer that walks their resting orders against the moving book. */
export interface AgentActors {
  system: ActorSystem<AgentMessage>;
  send<R>(agentId: string, message: AgentMessage): Promise<R>;
  /** Sends a sweep to every agent with resting orders; the timer calls it, tests may too. */
  sweep(): Promise<void>;
  /** Closes the live orders of a resolved market, each through its agent's actor; returns how many. */
  marketResolved(conditionId: string): Promise<number>;
  shutdown(): Promise<void>;
}

export function startAgentActors(services: Services): AgentActors {
  const { config, db, evm, clock, credentialsKeys: keys, prices, logger } = services;
  const deps: TradingDeps = { db, evm, prices, clock, keys };
  const system = new ActorSystem<AgentMessage>((id) => new AgentActor(id, deps), config.actors, clock);

  const sweep = async () => {
    const agents = await agentsWithLiveOrders(db);
    await Promise.allSettled(agents.map((id) => system.send(id, { kind: 'sweep' })));
  };
  let running = false;
  const timer =
    config.sweepIntervalMs > 0
      ? setInterval(() => {
          if (running) return;
          running = true;
          sweep()
            .catch((err) => logger.error({ err }, 'resting-order sweep failed'))
            .finally(() => (running = false));
        }, config.sweepIntervalMs)
      : undefined;
  timer?.unref();

  const marketResolved = async (conditionId: string) => {
    const agents = await agentsWithLiveOrders(db, conditionId);
    const results = await Promise.allSettled(agents.map((id) => system.send<{ closed: string[] }>(id, { kind: 'marketResolved', conditionId })));
    // An actor that could not take the message (mailbox full) is caught up by its next sweep.
    for (const failed of results.filter((r) => r.status === 'rejected')) logger.warn({ err: failed.reason, conditionId }, 'closing resolved orders failed');
    return results.reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value.closed.length : 0), 0);
  };

  return {
    system,
    send: (agentId, message) => system.send(agentId, message),
    sweep,
    marketResolved,
    shutdown: async () => {
      clearInterval(timer);
      await system.shutdown();
    },
  };
}
