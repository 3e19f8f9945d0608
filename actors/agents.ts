import { repeatEvery } from '../engine/periodic.js';
import type { Services } from '../engine/services.js';
import { agentsWithLiveOrders } from '../engine/trading/resting.js';
import { venueABids } from '../engine/monitors/price-feed.js';
import { openVenueBTrading, type VenueBTrading } from '../engine/trading/venue_b/venue-b.js';
import { ActorSystem } from './actor-system.js';
import { AgentActor, type AgentDeps, type AgentMessage } from './agent-actor.js';
import { startRiskMonitors, type RiskMonitors } from './risk-monitors.js';

/** The agents' actors, the timer that walks their resting orders against the moving book, and the risk monitors. */
export interface AgentActors {
  system: ActorSystem<AgentMessage>;
  send<R>(agentId: string, message: AgentMessage): Promise<R>;
  /** Sends a sweep to every agent with resting orders; the timer calls it, tests may too. */
  sweep(): Promise<void>;
  /** Closes the live orders of a resolved market, each through its agent's actor; returns how many. */
  marketResolved(conditionId: string): Promise<number>;
  monitors: RiskMonitors;
  venueB: VenueBTrading;
  shutdown(): Promise<void>;
}

export async function startAgentActors(services: Services): Promise<AgentActors> {
  const { config, db, evm, clock, credentialsKeys: keys, prices, logger } = services;
  // Bound late: the monitors send to the actors, and the actors (and venue_b's settlements) tell the monitors what changed.
  const changed = { to: async (_agentId: string) => {} };
  const venueB = openVenueBTrading(services, (agentId) => changed.to(agentId));
  const deps: AgentDeps = { db, evm, prices, clock, keys, venueASimulated: config.venueASimulated, venueB };
  const system = new ActorSystem<AgentMessage>((id) => new AgentActor(id, deps, (agentId) => changed.to(agentId)), config.actors, clock);
  const monitors = await startRiskMonitors({
    config,
    db,
    clock,
    logger,
    // The monitors read bids synchronously; until they read the port's bestBids, venue_b's come from the simulator.
    feeds: { venue_a: venueABids(prices), ...(services.venueB.sim ? { venue_b: services.venueB.sim.bidAt } : {}) },
    send: (agentId, message) => system.send(agentId, message),
  });
  changed.to = monitors.agentChanged;

  const sweep = async () => {
    const agents = await agentsWithLiveOrders(db);
    await Promise.allSettled(agents.map((id) => system.send(id, { kind: 'sweep' })));
  };
  const timer = repeatEvery(config.sweepIntervalMs, sweep, logger, 'resting-order sweep');

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
    monitors,
    venueB,
    shutdown: async () => {
      await timer.stop();
      await monitors.stop();
      await system.shutdown();
    },
  };
}
