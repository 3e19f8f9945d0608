import type { Venue } from '../accounts/trade-log.js';
import type { TriggerKind } from './thresholds.js';

/** One open position's stop-loss and take-profit, as the tick loop sees them. */
export interface Monitor {
  agentId: string;
  venue: Venue;
  wallet: string;
  tokenId: string;
  /** positionState() of the row it was built from. */
  state: string;
  stop: bigint | null;
  take: bigint | null;
}

export interface Crossed {
  monitor: Monitor;
  kind: TriggerKind;
  threshold: bigint;
}

export const monitorKey = (m: Pick<Monitor, 'agentId' | 'wallet' | 'tokenId'>) => `${m.agentId}/${m.wallet}/${m.tokenId}`;
const tokenKey = (venue: Venue, tokenId: string) => `${venue}:${tokenId}`;

/** The monitors of one token, with their thresholds sorted ascending (re-sorted lazily after changes). */
class TokenMonitors {
  readonly byKey = new Map<string, Monitor>();
  private stops: Monitor[] = [];
  private takes: Monitor[] = [];
  private dirty = false;

  constructor(
    readonly venue: Venue,
    readonly tokenId: string,
  ) {}

  put(key: string, monitor: Monitor): void {
    this.byKey.set(key, monitor);
    this.dirty = true;
  }

  remove(key: string): void {
    if (this.byKey.delete(key)) this.dirty = true;
  }

  /**
   * Stops at or above the bid and take-profits at or below it: two binary searches, then only
   * the monitors that crossed are visited.
   */
  crossed(bid: bigint): Crossed[] {
    if (this.dirty) this.sort();
    const out: Crossed[] = [];
    for (let i = firstIndex(this.stops, (m) => m.stop! >= bid); i < this.stops.length; i++) {
      out.push({ monitor: this.stops[i]!, kind: 'stop_loss', threshold: this.stops[i]!.stop! });
    }
    const takeEnd = firstIndex(this.takes, (m) => m.take! > bid);
    for (let i = 0; i < takeEnd; i++) out.push({ monitor: this.takes[i]!, kind: 'take_profit', threshold: this.takes[i]!.take! });
    return out;
  }

  private sort(): void {
    const all = [...this.byKey.values()];
    this.stops = all.filter((m) => m.stop !== null).sort((a, b) => compare(a.stop!, b.stop!));
    this.takes = all.filter((m) => m.take !== null).sort((a, b) => compare(a.take!, b.take!));
    this.dirty = false;
  }
}

const compare = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

const sameMonitor = (a: Monitor, b: Monitor) => a.state === b.state && a.stop === b.stop && a.take === b.take;

/** The first index whose element satisfies a predicate that is false, then true, along the array. */
function firstIndex<T>(sorted: readonly T[], atOrAfter: (item: T) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (atOrAfter(sorted[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Every monitor this process evaluates, indexed per token so that one price finds the crossed
 * monitors without looking at any other token's, and per agent so an agent's set is replaced
 * whole when its positions or settings change.
 */
export class MonitorIndex {
  private readonly tokens = new Map<string, TokenMonitors>();
  private readonly agents = new Map<string, Map<string, Monitor>>();

  /** Replaces the agent's monitors with these (none: the agent leaves the index). */
  setAgent(agentId: string, monitors: readonly Monitor[]): void {
    const old = this.agents.get(agentId);
    const next = new Map(monitors.map((m) => [monitorKey(m), m]));
    for (const [key, monitor] of old ?? []) if (!next.has(key)) this.tokenOf(monitor)?.remove(key);
    for (const [key, monitor] of next) {
      const token = this.tokenOf(monitor) ?? this.addToken(monitor);
      const held = token.byKey.get(key);
      // A reload (after every actor message, and every full resync) builds new objects for
      // unchanged monitors: keep the held one so the token is not re-sorted for nothing.
      if (held && sameMonitor(held, monitor)) next.set(key, held);
      else token.put(key, monitor);
    }
    for (const monitor of old?.values() ?? []) this.dropTokenIfEmpty(monitor);
    if (next.size) this.agents.set(agentId, next);
    else this.agents.delete(agentId);
  }

  monitorsOf(agentId: string): Monitor[] {
    return [...(this.agents.get(agentId)?.values() ?? [])];
  }

  agentIds(): string[] {
    return [...this.agents.keys()];
  }

  get size(): number {
    let n = 0;
    for (const monitors of this.agents.values()) n += monitors.size;
    return n;
  }

  tokenCount(): number {
    return this.tokens.size;
  }

  *watchedTokens(): Iterable<{ venue: Venue; tokenId: string; crossed(bid: bigint): Crossed[] }> {
    yield* this.tokens.values();
  }

  private tokenOf(m: Monitor): TokenMonitors | undefined {
    return this.tokens.get(tokenKey(m.venue, m.tokenId));
  }

  private addToken(m: Monitor): TokenMonitors {
    const token = new TokenMonitors(m.venue, m.tokenId);
    this.tokens.set(tokenKey(m.venue, m.tokenId), token);
    return token;
  }

  private dropTokenIfEmpty(m: Monitor): void {
    const token = this.tokenOf(m);
    if (token && token.byKey.size === 0) this.tokens.delete(tokenKey(m.venue, m.tokenId));
  }
}
