import type { Config } from '../config.js';
import { jobRuns, watchQueues } from '../metrics.js';
import type { Logger } from '../logger.js';
import { InProcessJobRunner } from './in-process.js';
import type { JobRunner } from './jobs.js';

/** BullMQ and the Redis driver are loaded only when Redis is configured: the embedded default starts without them. */
export async function openJobRunner(config: Pick<Config, 'redis'>, logger: Logger): Promise<JobRunner> {
  if (!config.redis) return counted(new InProcessJobRunner(logger));
  const { BullmqJobRunner } = await import('./bullmq.js');
  return counted(new BullmqJobRunner(config.redis.url, `${config.redis.prefix}bull`, logger));
}

/** The runner with every job attempt counted by queue and outcome, and its queues' depths read at each scrape. */
function counted(runner: JobRunner): JobRunner {
  const unwatch = watchQueues(() => runner.depths());
  return {
    queue: (definition) =>
      runner.queue({
        ...definition,
        handle: async (data, attempt) => {
          try {
            await definition.handle(data, attempt);
          } catch (error) {
            jobRuns.inc({ queue: definition.name, outcome: 'failed' });
            throw error;
          }
          jobRuns.inc({ queue: definition.name, outcome: 'ok' });
        },
      }),
    depths: () => runner.depths(),
    close: async () => {
      unwatch();
      await runner.close();
    },
  };
}
