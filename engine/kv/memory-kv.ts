import { systemClock, type Clock } from '../clock.js';
import type { KvStore } from './kv.js';

interface Entry {
  value: string;
  expiresAt: number;
}

/** The embedded default: one process, expiry against the injected clock. */
export class MemoryKv implements KvStore {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly clock: Clock = systemClock) {
    // Reads already ignore expired entries; the sweep only bounds memory.
    this.sweeper = setInterval(() => this.sweep(), 30_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.clock.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.clock.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.clock.now() + ttlMs });
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async getDel(key: string): Promise<string | null> {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry?.value ?? null;
  }

  async incr(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }> {
    const entry = this.live(key);
    if (!entry) {
      this.entries.set(key, { value: '1', expiresAt: this.clock.now() + ttlMs });
      return { count: 1, ttlMs };
    }
    const count = Number(entry.value) + 1;
    entry.value = String(count);
    return { count, ttlMs: entry.expiresAt - this.clock.now() };
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}
