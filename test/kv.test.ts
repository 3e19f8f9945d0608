import { expect } from 'chai';
import { createClient } from 'redis';
import { ManualClock } from '../engine/clock.js';
import type { KvStore } from '../engine/kv/kv.js';
import { MemoryKv } from '../engine/kv/memory-kv.js';
import { RedisKv } from '../engine/kv/redis-kv.js';
import { env, runId } from './support/environment.js';
import { describeWith, type Dependency } from './support/requires.js';

interface Subject {
  kv: KvStore;
  /** Moves time past a TTL (memory), or checks the TTL the store holds (Redis). */
  expire(key: string, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

function contract(name: string, make: () => Promise<Subject>, needs: Dependency[] = []) {
  describeWith(needs, `KV store: ${name}`, () => {
    let s: Subject;
    let n = 0;
    const key = () => `kv-test:${runId}:${++n}`;
    beforeEach(async () => {
      s = await make();
    });
    afterEach(() => s.close());

    it('sets, gets and deletes', async () => {
      const k = key();
      expect(await s.kv.get(k)).to.equal(null);
      await s.kv.set(k, 'v1', 60_000);
      expect(await s.kv.get(k)).to.equal('v1');
      await s.kv.set(k, 'v2', 60_000);
      expect(await s.kv.get(k)).to.equal('v2');
      await s.kv.del(k);
      expect(await s.kv.get(k)).to.equal(null);
    });

    it('expires a value after its TTL', async () => {
      const k = key();
      await s.kv.set(k, 'v', 5_000);
      await s.expire(k, 5_000);
      expect(await s.kv.get(k)).to.equal(null);
    });

    it('gives a value to exactly one of many concurrent getDel callers', async () => {
      const k = key();
      await s.kv.set(k, 'once', 60_000);
      const results = await Promise.all(Array.from({ length: 20 }, () => s.kv.getDel(k)));
      expect(results.filter((r) => r === 'once')).to.have.length(1);
      expect(results.filter((r) => r === null)).to.have.length(19);
      expect(await s.kv.get(k)).to.equal(null);
    });

    it('counts 100 concurrent increments exactly', async () => {
      const k = key();
      const results = await Promise.all(Array.from({ length: 100 }, () => s.kv.incr(k, 60_000)));
      expect(results.map((r) => r.count).sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 100 }, (_, i) => i + 1));
    });

    it('sets the window on the first increment and never extends it', async () => {
      // Each first increment answers the whole window, whatever millisecond the store's clock ticks over in
      // (Redis's PTTL, read after the PEXPIRE that set it, came 1 ms short in about 1 of 600).
      for (let wave = 0; wave < 6; wave++) {
        const firsts = await Promise.all(Array.from({ length: 500 }, () => s.kv.incr(key(), 60_000)));
        expect(firsts.filter((first) => first.count !== 1 || first.ttlMs !== 60_000)).to.deep.equal([]);
      }
      const k = key();
      await s.kv.incr(k, 60_000);
      const second = await s.kv.incr(k, 600_000);
      expect(second.count).to.equal(2);
      expect(second.ttlMs).to.be.within(1, 60_000);
      await s.expire(k, 60_000);
      expect((await s.kv.incr(k, 60_000)).count).to.equal(1);
    });

    it('answers ping', async () => {
      await s.kv.ping();
    });
  });
}

contract('memory', async () => {
  const clock = new ManualClock();
  const kv = new MemoryKv(clock);
  return {
    kv,
    expire: async (_key, ttlMs) => clock.advance(ttlMs),
    close: () => kv.close(),
  };
});

contract('redis', async () => {
  const { url, prefix } = env().redis!;
  const kv = await RedisKv.connect(url, prefix);
  const raw = createClient({ url });
  await raw.connect();
  return {
    kv,
    // Redis keeps time itself: check the TTL it holds (under the prefix), then let it lapse.
    expire: async (key, ttlMs) => {
      const ttl = await raw.pTTL(prefix + key);
      expect(ttl).to.be.within(1, ttlMs);
      await raw.pExpire(prefix + key, 1);
      while ((await raw.exists(prefix + key)) === 1) await new Promise((r) => setTimeout(r, 2));
    },
    close: async () => {
      await kv.close();
      await raw.quit();
    },
  };
}, ['redis']);
