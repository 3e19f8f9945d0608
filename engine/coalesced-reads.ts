/**
 * Reads that arrive together share a run, without any answer older than its request: while a run
 * is out, the callers that arrive wait for the next one, which starts when it ends and answers
 * them all. So every answer was read after its caller asked (whatever was written before the
 * request is in it), and under load one run serves many callers, like a group commit; a caller
 * alone waits for nothing. Unlike a cache, nothing outlives the run that read it.
 */

export interface CoalescedReads<V> {
  /** The value of `key`, computed by `compute` (the callers of one key must compute the same thing). */
  read(key: string, compute: () => Promise<V>): Promise<V>;
}

/** One run at a time per key; the callers of a key that arrive during its run share the next. */
export function coalescedReads<V>(): CoalescedReads<V> {
  const slots = new Map<string, { running: Promise<V>; queued: Promise<V> | null }>();

  const start = (key: string, compute: () => Promise<V>): Promise<V> => {
    const slot = { running: compute(), queued: null as Promise<V> | null };
    slots.set(key, slot);
    const settled = () => {
      if (slot.queued === null) slots.delete(key);
    };
    slot.running.then(settled, settled);
    return slot.running;
  };

  return {
    read(key, compute) {
      const slot = slots.get(key);
      if (!slot) return start(key, compute);
      if (!slot.queued) {
        const again = () => start(key, compute);
        slot.queued = slot.running.then(again, again);
      }
      return slot.queued;
    },
  };
}

export interface BatchedReads<K, V> {
  read(key: K): Promise<V>;
}

/**
 * One statement at a time for many keys: `readMany` gets every key asked for since the last one
 * started (at most `maxBatch`) and answers each, or leaves it out (its caller gets `missing(key)`).
 */
export function batchedReads<K, V>(
  readMany: (keys: K[]) => Promise<Map<K, V>>,
  missing: (key: K) => Error,
  maxBatch = 256,
): BatchedReads<K, V> {
  let waiting: Array<{ key: K; resolve(value: V): void; reject(error: unknown): void }> = [];
  let reading = false;

  const drain = async (): Promise<void> => {
    reading = true;
    while (waiting.length) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      try {
        const found = await readMany([...new Set(batch.map((w) => w.key))]);
        for (const w of batch) {
          const value = found.get(w.key);
          if (value === undefined) w.reject(missing(w.key));
          else w.resolve(value);
        }
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    reading = false;
  };

  return {
    read: (key) =>
      new Promise<V>((resolve, reject) => {
        waiting.push({ key, resolve, reject });
        if (!reading) void drain();
      }),
  };
}
