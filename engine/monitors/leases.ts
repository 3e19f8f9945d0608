import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';

/**
 * Leases over the shards of agents, so that exactly one process evaluates an agent's monitors.
 * A lease is a key holding its owner's id with a TTL: taken when absent, renewed only by its owner
 * (compare-and-set), and taken over by anyone once its owner stops renewing it. Live processes
 * share the shards evenly.
 */
export interface LeaseStore {
  /** For each key: true if `owner` now holds it (taken or renewed for ttlMs), false if another does or it went over its share. */
  claim(keys: readonly string[], owner: string, ttlMs: number): Promise<boolean[]>;
  release(keys: readonly string[], owner: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Leases in Redis, shared by every service process (redis-leases.ts). The Redis driver is loaded
 * only by a process configured with Redis: the embedded default starts without it.
 */
export const RedisLeases = {
  async connect(url: string, prefix: string): Promise<LeaseStore> {
    const { RedisLeases: Leases } = await import('./redis-leases.js');
    return Leases.connect(url, prefix);
  },
};

/** The embedded single process: the same rules over a map. */
export class MemoryLeases implements LeaseStore {
  private readonly leases = new Map<string, { owner: string; until: number }>();

  async claim(keys: readonly string[], owner: string, ttlMs: number): Promise<boolean[]> {
    const now = Date.now();
    return keys.map((key) => {
      const lease = this.leases.get(key);
      if (lease && lease.owner !== owner && lease.until > now) return false;
      this.leases.set(key, { owner, until: now + ttlMs });
      return true;
    });
  }

  async release(keys: readonly string[], owner: string): Promise<void> {
    for (const key of keys) if (this.leases.get(key)?.owner === owner) this.leases.delete(key);
  }

  async close(): Promise<void> {
    this.leases.clear();
  }
}

/** This process's id in lease values: host and pid, so an operator can tell who holds what. */
export const processOwnerId = () => `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;

const shardKey = (shard: number) => `monitor-lease:${shard}`;

/**
 * This process's view of the shard leases. Lease time is wall time (Redis TTLs are), never the
 * injected clock. A shard counts as held only until the moment its last successful claim was
 * *sent* plus the TTL, so a process that stalls stops evaluating before anyone else can take over.
 */
export class ShardLeases {
  private readonly heldUntil = new Map<number, number>();

  constructor(
    private readonly store: LeaseStore,
    readonly owner: string,
    readonly shardCount: number,
    readonly leaseMs: number,
  ) {}

  owns(shard: number): boolean {
    return (this.heldUntil.get(shard) ?? 0) > Date.now();
  }

  owned(): number[] {
    return [...this.heldUntil.keys()].filter((s) => this.owns(s));
  }

  /** Claims every shard; returns the shards gained and lost since the previous round. */
  async round(): Promise<{ gained: number[]; lost: number[] }> {
    const shards = Array.from({ length: this.shardCount }, (_, i) => i);
    const sentAt = Date.now();
    // Every shard believed held, lapsed ones included: a lease that lapsed during a stall and is
    // not taken back must come out as lost, or its agents would stay in the index.
    const before = new Set(this.heldUntil.keys());
    const held = await this.store.claim(shards.map(shardKey), this.owner, this.leaseMs);
    const gained: number[] = [];
    const lost: number[] = [];
    shards.forEach((shard, i) => {
      if (held[i]) {
        this.heldUntil.set(shard, sentAt + this.leaseMs);
        if (!before.has(shard)) gained.push(shard);
      } else {
        this.heldUntil.delete(shard);
        if (before.has(shard)) lost.push(shard);
      }
    });
    return { gained, lost };
  }

  async releaseAll(): Promise<void> {
    const shards = [...this.heldUntil.keys()];
    this.heldUntil.clear();
    await this.store.release(shards.map(shardKey), this.owner);
  }
}
