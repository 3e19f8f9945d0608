import type { Logger } from '../logger.js';
import { retryDelayMs, type EnqueueOptions, type JobDefinition, type JobQueue, type JobRunner } from './jobs.js';

/** The embedded default: jobs run in this process with the same retry policy as BullMQ. */
export class InProcessJobRunner implements JobRunner {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly queuedIds = new Set<string>();
  private closed = false;
  /** Jobs added and not yet ended (done, or failed for the last time), by queue. */
  private readonly pending = new Map<string, number>();

  constructor(private readonly logger: Logger) {}

  queue<T>(definition: JobDefinition<T>): JobQueue<T> {
    const waiting: Array<() => void> = [];
    let active = 0;
    const concurrency = definition.concurrency ?? 1;

    const count = (change: number) => this.pending.set(definition.name, (this.pending.get(definition.name) ?? 0) + change);
    this.pending.set(definition.name, 0);
    const attempt = (key: string | undefined, data: T, number: number): void => {
      if (this.closed) return;
      if (active >= concurrency) {
        waiting.push(() => attempt(key, data, number));
        return;
      }
      active++;
      const run = definition
        .handle(data, number)
        .then(
          () => {
            count(-1);
            if (key) this.queuedIds.delete(key);
          },
          (error: unknown) => {
            if (number < definition.attempts) {
              this.schedule(retryDelayMs(definition.backoffMs, number), () => attempt(key, data, number + 1));
              return;
            }
            count(-1);
            if (key) this.queuedIds.delete(key);
            this.logger.error({ queue: definition.name, jobId: key, err: error }, 'job failed after its last attempt');
          },
        )
        .finally(() => {
          active--;
          this.running.delete(run);
          waiting.shift()?.();
        });
      this.running.add(run);
    };

    const queue: JobQueue<T> = {
      add: async (data: T, options: EnqueueOptions = {}) => {
        const key = options.jobId && `${definition.name}:${options.jobId}`;
        if (key) {
          if (this.queuedIds.has(key)) return;
          this.queuedIds.add(key);
        }
        // The same JSON round trip as BullMQ, so a job that works here works there.
        const copy = JSON.parse(JSON.stringify(data)) as T;
        count(1);
        this.schedule(options.delayMs ?? 0, () => attempt(key, copy, 1));
      },
      every: async (everyMs: number, data: T, schedulerId: string) => {
        if (everyMs <= 0) return;
        const tick = () =>
          this.schedule(everyMs, () => {
            void queue.add(data, { jobId: `every:${schedulerId}` });
            tick();
          });
        tick();
      },
    };
    return queue;
  }

  private schedule(delayMs: number, fn: () => void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, delayMs);
    this.timers.add(timer);
  }

  async depths(): Promise<Record<string, number>> {
    return Object.fromEntries(this.pending);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
