import type { Logger } from './logger.js';

/**
 * Runs `run` every `intervalMs` (0: never). A tick that comes while the last run is still going is
 * skipped, so a slow run is never doubled; a failed run is logged and the next tick tries again.
 * `stop` clears the timer and waits for the run under way.
 */
export function repeatEvery(intervalMs: number, run: () => Promise<unknown>, logger: Logger, what: string): { stop(): Promise<void> } {
  let current: Promise<unknown> | null = null;
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (current) return;
          current = run()
            .catch((err) => logger.error({ err }, `${what} failed`))
            .finally(() => (current = null));
        }, intervalMs)
      : undefined;
  timer?.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}

/** Wraps `step` so that its calls run one after another, each caller getting its own result. */
export function oneAtATime<T>(step: () => Promise<T>, after: Promise<unknown> = Promise.resolve()): { run(): Promise<T>; idle(): Promise<unknown> } {
  let work: Promise<unknown> = after;
  return {
    run: () => {
      const next = work.then(step);
      work = next.catch(() => {});
      return next;
    },
    idle: () => work,
  };
}

/**
 * `visit` for each item, at most `limit` at a time, until all are done; one that fails does not
 * stop the others (its failure is its own to report). Background work over many keys goes so, to
 * leave the connection pool and the event loop to requests meanwhile.
 */
export async function eachAtMost<T>(items: readonly T[], limit: number, visit: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await visit(items[next++]!).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
