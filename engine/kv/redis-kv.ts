import { createClient } from 'redis';
import type { KvStore } from './kv.js';

const newClient = (url: string) => createClient({ url });
type Client = ReturnType<typeof newClient>;

/** Redis, shared by every service process; keys live under the configured prefix. */
export class RedisKv implements KvStore {
  private constructor(
    private readonly client: Client,
    private readonly prefix: string,
  ) {}

  static async connect(url: string, prefix: string): Promise<RedisKv> {
    const client = newClient(url);
    // Without a listener a dropped connection would crash the process; the client reconnects.
    client.on('error', () => {});
    await client.connect();
    return new RedisKv(client, prefix);
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  async get(key: string): Promise<string | null> {
    return (await this.client.get(this.k(key))) ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.client.set(this.k(key), value, { expiration: { type: 'PX', value: ttlMs } });
  }

  async del(key: string): Promise<void> {
    await this.client.del(this.k(key));
  }

  async getDel(key: string): Promise<string | null> {
    return (await this.client.getDel(this.k(key))) ?? null;
  }

  async incr(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }> {
    const k = this.k(key);
    // One transaction: PEXPIRE NX only sets the TTL when the increment created the key.
    const [count, , ttl] = await this.client.multi().incr(k).pExpire(k, ttlMs, 'NX').pTTL(k).exec();
    return { count: Number(count), ttlMs: Number(ttl) };
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.quit();
  }
}
