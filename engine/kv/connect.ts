import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { KvStore } from './kv.js';
import { MemoryKv } from './memory-kv.js';
import { RedisKv } from './redis-kv.js';

export function openKv(config: Pick<Config, 'redis'>, clock: Clock): Promise<KvStore> {
  return config.redis ? RedisKv.connect(config.redis.url, config.redis.prefix) : Promise.resolve(new MemoryKv(clock));
}
