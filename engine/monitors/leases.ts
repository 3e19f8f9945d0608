import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

const newClient = (url: string) => createClient({ url });
type Client = ReturnType<typeof newClient>;

/**
 * Leases over the shards of agents, so that exactly one process evaluates an agent's monitors.
 * A lease is a key holding its owner's id with a TTL: taken when absent (SET NX PX), renewed only
 * by its owner (compare-and-set), and taken over by anyone once its owner stops renewing it.
 */
export interface LeaseStore {
  /** For each key: true if `owner` now holds it (taken or renewed for ttlMs), false if another does. */
  claim(keys: readonly string[], owner: string, ttlMs: number): Promise<boolean[]>;
  release(keys: readonly string[], owner: string): Promise<void>;
  close(): Promise<void>;
}

// One round trip for every shard: take the free ones, renew our own, leave the others'.
const CLAIM = `
local held = {}
for i, key in ipairs(KEYS) do
  local owner = redis.call('GET', key)
  if owner == false then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
    held[i] = 1
  elseif owner == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
    held[i] = 1
  else
    held[i] = 0
  end
end
return held`;

const RELEASE = `
for _, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then redis.call('DEL', key) end
end
return 0`;

export class RedisLeases implements LeaseStore {
  private constructor(
    private readonly client: Client,
    private readonly prefix: string,
  ) {}

  static async connect(url: string, prefix: string): Promise<RedisLeases> {
    const client = newClient(url);
    // Without a listener a dropped connection would crash the process; the client reconnects.
    client.on('error', () => {});
    await client.connect();
    return new RedisLeases(client, prefix);
  }

  async claim(keys: readonly string[], owner: string, ttlMs: number): Promise<boolean[]> {
    const held = (await this.client.eval(CLAIM, { keys: keys.map((k) => this.prefix + k), arguments: [owner, String(ttlMs)] })) as number[];
    return held.map((h) => h === 1);
  }

  async release(keys: readonly string[], owner: string): Promise<void> {
    if (keys.length) await this.client.eval(RELEASE, { keys: keys.map((k) => this.prefix + k), arguments: [owner] });
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.quit();
  }
}

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
    const before = new Set(this.owned());
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
