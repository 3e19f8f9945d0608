import { Queue, Worker, createNodeRedisClient } from 'bullmq';
import { createClient } from 'redis';
import type { Logger } from '../logger.js';
import { closeClient, requestClient, withinDeadline } from '../redis-client.js';
import type { EnqueueOptions, JobDefinition, JobQueue, JobRunner } from './jobs.js';

const newClient = (url: string) => createClient({ url });
type Client = ReturnType<typeof newClient> | ReturnType<typeof requestClient>;

/**
 * BullMQ over the same `redis` driver as the KV store; jobs survive a restart of the process.
 * Adding a job is request work and fails fast while Redis is away; the workers' connections keep
 * the driver's defaults, since they block on Redis by design and simply resume when it returns.
 */
export class BullmqJobRunner implements JobRunner {
  private readonly clients: Client[] = [];
  private readonly queues: Queue[] = [];
  private readonly workers: Worker[] = [];

  constructor(
    private readonly url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  private connection(client: Client) {
    client.on('error', () => {});
    this.clients.push(client);
    // BullMQ's connection type names ioredis; the node-redis adapter satisfies it at run time.
    return createNodeRedisClient(client) as never;
  }

  queue<T>(definition: JobDefinition<T>): JobQueue<T> {
    const queue = new Queue(definition.name, { connection: this.connection(requestClient(this.url)), prefix: this.prefix });
    const worker = new Worker(definition.name, (job) => definition.handle(job.data as T, job.attemptsMade + 1), {
      connection: this.connection(newClient(this.url)),
      prefix: this.prefix,
      concurrency: definition.concurrency ?? 1,
    });
    // Connection errors while Redis is away: the clients reconnect by themselves, /readyz reports
    // the outage and requests that needed Redis log their 503; unheard, BullMQ prints each one.
    queue.on('error', () => {});
    worker.on('error', () => {});
    worker.on('failed', (job, error) => {
      if (job && job.attemptsMade >= definition.attempts) {
        this.logger.error({ queue: definition.name, jobId: job.id, err: error }, 'job failed after its last attempt');
      }
    });
    this.queues.push(queue);
    this.workers.push(worker);
    return {
      add: async (data: T, options: EnqueueOptions = {}) => {
        await withinDeadline(() => queue.add(definition.name, data, {
          jobId: options.jobId,
          delay: options.delayMs,
          attempts: definition.attempts,
          backoff: { type: 'exponential', delay: definition.backoffMs },
          // Ended jobs leave the queue, failed ones too (their last error is logged): a job id then
          // blocks a new add only while queued or running, as the JobQueue contract says.
          removeOnComplete: true,
          removeOnFail: true,
        }));
      },
      every: async (everyMs: number, data: T, schedulerId: string) => {
        if (everyMs <= 0) {
          await queue.removeJobScheduler(schedulerId);
          return;
        }
        await queue.upsertJobScheduler(schedulerId, { every: everyMs }, { name: definition.name, data, opts: { attempts: 1, removeOnComplete: true, removeOnFail: true } });
      },
    };
  }

  async depths(): Promise<Record<string, number>> {
    const counts = await Promise.all(this.queues.map((q) => withinDeadline(() => q.getJobCountByTypes('waiting', 'delayed', 'active', 'prioritized'))));
    return Object.fromEntries(this.queues.map((q, i) => [q.name, counts[i]!]));
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all(this.queues.map((q) => q.close()));
    await Promise.all(this.clients.map(closeClient));
  }
}
