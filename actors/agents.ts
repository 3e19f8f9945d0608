import { eachAtMost } from '../engine/periodic.js';
import type { Services } from '../engine/services.js';
import { agentsToSweep, agentsWithLiveOrders } from '../engine/trading/order-sync.js';
import { openVenueBTrading, type VenueBTrading } from '../engine/trading/venue_b/venue-b.js';
import { ActorSystem } from './actor-system.js';
import { AgentActor, type AgentDeps, type AgentMessage } from './agent-actor.js';
import { startRiskMonitors, type RiskMonitors } from './risk-monitors.js';

/** The agents' actors, the repeated job that syncs their open orders with the venue, and the risk monitors. */
export interface AgentActors {
  system: ActorSystem<AgentMessage>;
  send<R>(agentId: string, message: AgentMessage): Promise<R>;
  /** Sends an order sync to every agent with open orders; the repeated job calls it, tests may too. */
  sweep(): Promise<void>;
  /** Closes the live orders of a resolved market, each through its agent's actor; returns how many. */
  marketResolved(conditionId: string): Promise<number>;
  monitors: RiskMonitors;
  venueB: VenueBTrading;
  shutdown(): Promise<void>;
}

const FULL_SWEEP_EVERY = 3_600;
/**
 * Agents a sweep syncs at once. A process's first sweep visits every agent with live orders; sent
 * all at once, a hundred agents' syncs took every pooled connection, and trades waited behind them
 * (p99 820 ms at 25,000 resting orders, against 90 ms either side).
 */
const SWEEP_CONCURRENCY = 2;

export async function startAgentActors(services: Services): Promise<AgentActors> {
  const { config, db, evm, clock, credentialsKeys: keys, logger, venueA } = services;
  // Bound late: the monitors send to the actors, and the actors (and venue_b's settlements) tell the monitors what changed.
  const changed = { to: async (_agentId: string) => {} };
  const venueB = openVenueBTrading(services, (agentId) => changed.to(agentId));
  // A pending order younger than two venue timeouts may still be on its way from another process.
  const deps: AgentDeps = { db, evm, clock, keys, venueA, venueB, pendingGraceMs: 2 * config.venueA.timeoutMs + 5_000 };
  const system = new ActorSystem<AgentMessage>((id) => new AgentActor(id, deps, (agentId) => changed.to(agentId)), config.actors, clock);
  const monitors = await startRiskMonitors({
    config,
    db,
    clock,
    logger,
    feeds: { venue_a: (tokenIds, nowMs) => venueA.bestBids(tokenIds, nowMs), venue_b: (mints, nowMs) => services.venueB.bestBids(mints, nowMs) },
    venueA,
    send: (agentId, message) => system.send(agentId, message),
  });
  changed.to = monitors.agentChanged;

  // The simulation says which resting orders its book reached, so a sweep visits only their agents.
  // A process's first sweep visits every agent with live orders, as a sweep on a live venue always
  // does: it books what a crash left between the venue's fill and the service's books. Later ones
  // do so once an hour (FULL_SWEEP_EVERY sweeps at the default second) as a safety net only: at
  // 100,000 resting orders a full sweep costs seconds of CPU, a targeted one next to nothing.
  let sweeps = 0;
  const sweep = async () => {
    const full = !venueA.sim || sweeps++ % FULL_SWEEP_EVERY === 0;
    const agents = full ? await agentsWithLiveOrders(services) : await agentsToSweep(deps, await venueA.sim!.reachedOrders(clock.now()), clock.now());
    await eachAtMost(agents, SWEEP_CONCURRENCY, (id) => system.send(id, { kind: 'syncOrders' }));
  };
  // A BullMQ job scheduler on Redis: one process syncs each interval, not every process.
  const syncJob = services.jobs.queue<Record<string, never>>({ name: 'venue_a-order-sync', attempts: 1, backoffMs: 1_000, handle: sweep });
  await syncJob.every(config.sweepIntervalMs, {}, 'venue_a-order-sync');

  const marketResolved = async (conditionId: string) => {
    const agents = await agentsWithLiveOrders(services, conditionId);
    const results = await Promise.allSettled(agents.map((id) => system.send<{ closed: string[] }>(id, { kind: 'marketResolved', conditionId })));
    // An actor that could not take the message (mailbox full) is caught up by its next sync.
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
      await monitors.stop();
      await system.shutdown();
    },
  };
}
