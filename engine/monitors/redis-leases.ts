import { createClient } from 'redis';
import type { LeaseStore } from './leases.js';

const newClient = (url: string) => createClient({ url });
type Client = ReturnType<typeof newClient>;

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
