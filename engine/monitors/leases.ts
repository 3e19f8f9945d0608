import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

const newClient = (url: string) => createClient({ url });
type Client = ReturnType<typeof newClient>;

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

// One round trip for every shard. The processes alive (those that claimed within a lease's
// time, kept in a sorted set by Redis's own clock) share the shards: each holds at most its fair
// share, renewing its own first, handing back what is beyond it and taking free ones up to it.
// A shard handed back is free until another process's next round, well inside a lease.
const CLAIM = `
local members = KEYS[#KEYS]
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZADD', members, now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', members, '-inf', now - ttl)
redis.call('PEXPIRE', members, ttl * 2)
local shards = #KEYS - 1
local fair = math.ceil(shards / redis.call('ZCARD', members))
local state = {}
local mine = 0
for i = 1, shards do
  local owner = redis.call('GET', KEYS[i])
  if owner == ARGV[1] then
    state[i] = 1
    mine = mine + 1
  elseif owner == false then
    state[i] = -1
  else
    state[i] = 0
  end
end
local held = {}
for i = 1, shards do
  held[i] = 0
  if state[i] == 1 then
    if mine > fair then
      redis.call('DEL', KEYS[i])
      mine = mine - 1
    else
      redis.call('PEXPIRE', KEYS[i], ttl)
      held[i] = 1
    end
  end
end
for i = 1, shards do
  if state[i] == -1 and mine < fair then
    redis.call('SET', KEYS[i], ARGV[1], 'PX', ttl)
    held[i] = 1
    mine = mine + 1
  end
end
return held`;

// A process that stops leaves the members as well, so the others' shares grow at once.
const RELEASE = `
for i = 1, #KEYS - 1 do
  if redis.call('GET', KEYS[i]) == ARGV[1] then redis.call('DEL', KEYS[i]) end
end
redis.call('ZREM', KEYS[#KEYS], ARGV[1])
return 0`;

export class RedisLeases implements LeaseStore {
  private readonly members: string;

  private constructor(
    private readonly client: Client,
    private readonly prefix: string,
  ) {
    this.members = `${prefix}monitor-members`;
  }

  static async connect(url: string, prefix: string): Promise<RedisLeases> {
    const client = newClient(url);
    // Without a listener a dropped connection would crash the process; the client reconnects.
    client.on('error', () => {});
    await client.connect();
    return new RedisLeases(client, prefix);
  }

  async claim(keys: readonly string[], owner: string, ttlMs: number): Promise<boolean[]> {
    const held = (await this.client.eval(CLAIM, { keys: [...keys.map((k) => this.prefix + k), this.members], arguments: [owner, String(ttlMs)] })) as number[];
    return held.map((h) => h === 1);
  }

  async release(keys: readonly string[], owner: string): Promise<void> {
    await this.client.eval(RELEASE, { keys: [...keys.map((k) => this.prefix + k), this.members], arguments: [owner] });
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
