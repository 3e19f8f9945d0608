/**
 * Short-lived shared state: quotes, challenges, rate-limit windows, caches. Redis when REDIS_URL
 * is set, an in-memory map otherwise; both behave the same, and the tests run against both.
 */
export interface KvStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Reads and removes in one step: of several concurrent callers, one gets the value. */
  getDel(key: string): Promise<string | null>;
  /**
   * Adds one and returns the new count with the time left on the key. The TTL is set by the
   * increment that creates the key and never extended, so the key is a fixed window.
   */
  incr(key: string, ttlMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Resolves when the store answers; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
