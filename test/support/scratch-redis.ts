import { createClient } from 'redis';

/** Deletes every key under a run's prefix, so a test or benchmark run leaves Redis as it found it. */
export async function dropRedisPrefix(url: string, prefix: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) keys.push(...batch);
    for (let i = 0; i < keys.length; i += 1000) await client.del(keys.slice(i, i + 1000));
  } finally {
    await client.quit();
  }
}
