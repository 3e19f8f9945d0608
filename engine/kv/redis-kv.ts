import { closeClient, requestClient, withinDeadline } from '../redis-client.js';
import type { KvStore } from './kv.js';

type Client = ReturnType<typeof requestClient>;

/**
 * Redis, shared by every service process; keys live under the configured prefix. While Redis is
 * away every operation fails fast with a 503 (see requestClient), and serves again once it is back.
 */
export class RedisKv implements KvStore {
  private constructor(
    private readonly client: Client,
    private readonly prefix: string,
  ) {}

  static async connect(url: string, prefix: string): Promise<RedisKv> {
    const client = requestClient(url);
    await client.connect();
    return new RedisKv(client, prefix);
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  async get(key: string): Promise<string | null> {
    return (await withinDeadline(() => this.client.get(this.k(key)), this.client)) ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await withinDeadline(() => this.client.set(this.k(key), value, { expiration: { type: 'PX', value: ttlMs } }), this.client);
  }

  async del(key: string): Promise<void> {
    await withinDeadline(() => this.client.del(this.k(key)), this.client);
  }

  async getDel(key: string): Promise<string | null> {
    return (await withinDeadline(() => this.client.getDel(this.k(key)), this.client)) ?? null;
  }

  async incr(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }> {
    const k = this.k(key);
    // One transaction: PEXPIRE NX only sets the TTL when the increment created the key. A window it
    // set is ttlMs long: PTTL reads the clock again, and a millisecond's tick between the two made it 1 short.
    const [count, set, ttl] = await withinDeadline(() => this.client.multi().incr(k).pExpire(k, ttlMs, 'NX').pTTL(k).exec(), this.client);
    return { count: Number(count), ttlMs: Number(set) === 1 ? ttlMs : Number(ttl) };
  }

  async ping(): Promise<void> {
    await withinDeadline(() => this.client.ping(), this.client);
  }

  async close(): Promise<void> {
    await closeClient(this.client);
  }
}
