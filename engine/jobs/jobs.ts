/** A kind of background work: its queue name, its handler and its retry policy. */
export interface JobDefinition<T> {
  name: string;
  handle(data: T, attempt: number): Promise<void>;
  /** Total tries, the first included. */
  attempts: number;
  /** Delay before the first retry; each later retry waits twice as long. */
  backoffMs: number;
  concurrency?: number;
}

/** The wait before try `attempt + 1` (attempt counts from 1): BullMQ's exponential backoff. */
export const retryDelayMs = (backoffMs: number, attempt: number): number => backoffMs * 2 ** (attempt - 1);

export interface EnqueueOptions {
  /** A job whose id is already queued or running is not added again. */
  jobId?: string;
  delayMs?: number;
}

export interface JobQueue<T> {
  add(data: T, options?: EnqueueOptions): Promise<void>;
  /**
   * Runs the job every `everyMs` for as long as the runner runs: with BullMQ once per interval
   * across every process sharing the queue (a job scheduler, upserted under `schedulerId`), in
   * process on a timer. A run is not started while the previous one of this process is running.
   * `everyMs` 0 stops it (a BullMQ scheduler outlives the process that made it).
   */
  every(everyMs: number, data: T, schedulerId: string): Promise<void>;
}

/**
 * BullMQ on Redis when REDIS_URL is set, an in-process runner otherwise. Job data must survive
 * JSON (both runners pass it through JSON), so money travels as decimal strings.
 */
export interface JobRunner {
  /** Registers the worker for `definition` and returns its producer. */
  queue<T>(definition: JobDefinition<T>): JobQueue<T>;
  /** Jobs waiting, delayed or running, by queue (with BullMQ, across every process sharing the queue). */
  depths(): Promise<Record<string, number>>;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}
