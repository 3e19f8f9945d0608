import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { KvStore } from './kv.js';
import { MemoryKv } from './memory-kv.js';

/** The Redis driver is loaded only when Redis is configured: the embedded default starts without it. */
export async function openKv(config: Pick<Config, 'redis'>, clock: Clock): Promise<KvStore> {
  if (!config.redis) return new MemoryKv(clock);
  const { RedisKv } = await import('./redis-kv.js');
  return RedisKv.connect(config.redis.url, config.redis.prefix);
}
