import type { Clock } from '../engine/clock.js';
import type { Config } from '../engine/config.js';
import type { Db } from '../engine/db/connect.js';
import type { Logger } from '../engine/logger.js';
import { MemoryLeases, processOwnerId, RedisLeases, ShardLeases } from '../engine/monitors/leases.js';
import { repeatEvery } from '../engine/periodic.js';
import { agentsChangedSince, loadMonitors, shardOf, type AgentScope } from '../engine/monitors/monitor-loader.js';
import { MonitorIndex, monitorKey, type Crossed } from '../engine/monitors/monitor-index.js';
import type { BidFeed, BidFeeds } from '../engine/monitors/price-feed.js';
import { SETTLED_OUTCOMES, type TriggerOutcome } from '../engine/risk/risk-exits.js';
import type { Venue } from '../engine/accounts/trade-log.js';
import type { VenueA } from '../engine/venues/venue_a/port.js';
import type { AgentMessage } from './agent-actor.js';

/**
 * The stop-loss / take-profit daemon of one process: the monitors of the agents whose shards it
 * holds the lease for, a tick that reads each watched token's bid once and sends a trigger to the
 * agent's actor for every monitor it crossed, and the upkeep that keeps the index in step with
 * Postgres (shards loaded whole when their lease is gained, an agent reloaded at the tick after its
 * actor's messages, a catch-up on what other processes changed).
 *
 * Exactly once: a trigger goes out from one process only (the lease), at most once at a time
 * (in flight), and not again for the same position state once settled; and the actor's
 * transaction acts at most once per position state whatever arrives (risk_triggers).
 */
export interface RiskMonitors {
  /** One evaluation (leases and catch-up first when due); resolves once the triggers it sent are handled. */
  tick(): Promise<TickReport>;
  /** The agent's positions or settings may have changed: its monitors are reloaded before the next evaluation, if this process evaluates them. */
  agentChanged(agentId: string): Promise<void>;
  /** The bid source of a venue; venue_a's (the simulated book) is built in. */
  setBidFeed(venue: Venue, feed: BidFeed): void;
  readonly index: MonitorIndex;
  readonly leases: ShardLeases;
  stop(): Promise<void>;
}

export interface TickReport {
  tokens: number;
  triggers: Array<{ agentId: string; kind: string; result: TriggerOutcome | { outcome: 'failed'; error: string } }>;
}

export interface MonitorDeps {
  config: Pick<Config, 'monitors' | 'redis'>;
  db: Db;
  clock: Clock;
  logger: Logger;
  feeds: BidFeeds;
  /** For the ticks that cap take-profit thresholds. */
  venueA: VenueA;
  send(agentId: string, message: AgentMessage): Promise<unknown>;
}

// Positions stamped this long before the last catch-up are looked at again: a transaction may
// commit well after the time it stamped (up to the actor's message timeout).
const CATCH_UP_OVERLAP_MS = 15_000;
// Every so often the owned shards are reloaded whole, whatever the catch-up saw.
const FULL_RELOADS_EVERY = 30;

/** A monitor's trigger of one kind: the key of the in-flight and settled sets. */
const triggerKey = ({ monitor, kind }: Crossed) => `${monitorKey(monitor)}/${kind}`;

export async function startRiskMonitors(deps: MonitorDeps): Promise<RiskMonitors> {
  const { config, db, clock, logger, feeds } = deps;
  const { shards, leaseMs, resyncMs, intervalMs } = config.monitors;
  const store = config.redis ? await RedisLeases.connect(config.redis.url, config.redis.prefix) : new MemoryLeases();
  const leases = new ShardLeases(store, processOwnerId(), shards, leaseMs);
  const index = new MonitorIndex();
  const inFlight = new Set<string>();
  /** monitor key + kind → the position state after which the trigger settled. */
  const settled = new Map<string, string>();
  let leaseRoundAt = -Infinity;
  let caughtUpAt: number | null = null;
  let catchUps = 0;

  const load = async (scope: AgentScope) => {
    for (const [agentId, monitors] of await loadMonitors(db, deps.venueA, scope)) index.setAgent(agentId, monitors);
  };
  const dropShards = (lost: readonly number[]) => {
    const gone = new Set(lost);
    for (const agentId of index.agentIds()) if (gone.has(shardOf(agentId, shards))) index.setAgent(agentId, []);
  };

  // Renewal at a third of the lease leaves two chances to renew before it lapses.
  const maintainLeases = async () => {
    if (Date.now() - leaseRoundAt < leaseMs / 3) return;
    leaseRoundAt = Date.now();
    const { gained, lost } = await leases.round();
    if (lost.length) dropShards(lost);
    if (gained.length) await load({ shards: gained, shardCount: shards });
  };

  const catchUp = async () => {
    const now = clock.now();
    if (caughtUpAt !== null && now - caughtUpAt < resyncMs) return;
    const owned = leases.owned();
    if (caughtUpAt === null || ++catchUps % FULL_RELOADS_EVERY === 0) {
      dropShards(Array.from({ length: shards }, (_, i) => i).filter((s) => !leases.owns(s)));
      await load({ shards: owned, shardCount: shards });
      const watched = new Set(index.agentIds().flatMap((id) => index.monitorsOf(id).map(monitorKey)));
      for (const key of settled.keys()) if (!watched.has(key.slice(0, key.lastIndexOf('/')))) settled.delete(key);
    } else {
      const changed = await agentsChangedSince(db, new Date(caughtUpAt - CATCH_UP_OVERLAP_MS), owned, shards);
      if (changed.length) await load({ agentIds: changed });
    }
    caughtUpAt = now;
  };

  const fire = async (crossed: Crossed, key: string, price: bigint): Promise<TickReport['triggers'][number]> => {
    const { monitor, kind } = crossed;
    inFlight.add(key);
    try {
      const result = (await deps.send(monitor.agentId, {
        kind: 'riskTrigger',
        trigger: { venue: monitor.venue, wallet: monitor.wallet, tokenId: monitor.tokenId, kind, price },
      })) as TriggerOutcome;
      if (SETTLED_OUTCOMES.has(result.outcome)) settled.set(key, monitor.state);
      return { agentId: monitor.agentId, kind, result };
    } catch (error) {
      // Not settled: a full mailbox or a failure is tried again on the next tick.
      logger.warn({ err: error, agentId: monitor.agentId, kind }, 'risk trigger failed');
      return { agentId: monitor.agentId, kind, result: { outcome: 'failed', error: error instanceof Error ? error.message : String(error) } };
    } finally {
      inFlight.delete(key);
    }
  };

  const readBids = async (watched: ReadonlyArray<{ venue: Venue; tokenId: string }>, nowMs: number): Promise<Map<string, bigint | null>> => {
    const byVenue = new Map<Venue, string[]>();
    for (const token of watched) byVenue.set(token.venue, [...(byVenue.get(token.venue) ?? []), token.tokenId]);
    const bids = new Map<string, bigint | null>();
    for (const [venue, tokenIds] of byVenue) {
      const feed = feeds[venue];
      if (!feed) continue;
      for (const [tokenId, bid] of await feed(tokenIds, nowMs)) bids.set(`${venue}:${tokenId}`, bid);
    }
    return bids;
  };

  const evaluate = async (nowMs: number): Promise<{ tokens: number; sends: Array<Promise<TickReport['triggers'][number]>> }> => {
    const sends: Array<Promise<TickReport['triggers'][number]>> = [];
    const watched = [...index.watchedTokens()];
    const bids = await readBids(watched, nowMs);
    let tokens = 0;
    for (const token of watched) {
      const bid = bids.get(`${token.venue}:${token.tokenId}`) ?? null;
      tokens++;
      if (bid === null) continue;
      for (const crossed of token.crossed(bid)) {
        const key = triggerKey(crossed);
        if (inFlight.has(key) || settled.get(key) === crossed.monitor.state) continue;
        sends.push(fire(crossed, key, bid));
      }
    }
    return { tokens, sends };
  };

  const tick = async (): Promise<TickReport> => {
    await maintainLeases();
    await catchUp();
    await reloadChanged();
    const { tokens, sends } = await evaluate(clock.now());
    return { tokens, triggers: await Promise.all(sends) };
  };

  // Agents whose actors handled a message since the last tick, reloaded together before the next
  // evaluation: the index is read only there, and one read serves a burst of trades.
  const changed = new Set<string>();
  const agentChanged = async (agentId: string) => {
    if (leases.owns(shardOf(agentId, shards))) changed.add(agentId);
  };
  const reloadChanged = async () => {
    if (!changed.size) return;
    const agentIds = [...changed];
    changed.clear();
    try {
      await load({ agentIds });
    } catch (err) {
      for (const agentId of agentIds) changed.add(agentId);
      logger.warn({ err, agents: agentIds.length }, 'reloading monitors failed; tried again next tick');
    }
  };

  const timer = repeatEvery(intervalMs, tick, logger, 'monitor tick');

  return {
    tick,
    agentChanged,
    setBidFeed: (venue, feed) => {
      feeds[venue] = feed;
    },
    index,
    leases,
    stop: async () => {
      await timer.stop();
      // Handing the shards back lets another process take them at once instead of after the TTL.
      await leases.releaseAll().catch((err) => logger.warn({ err }, 'releasing monitor leases failed'));
      await store.close();
    },
  };
}
