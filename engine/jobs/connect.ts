import type { Config } from '../config.js';
import { jobRuns, watchQueues } from '../metrics.js';
import type { Logger } from '../logger.js';
import { BullmqJobRunner } from './bullmq.js';
import { InProcessJobRunner } from './in-process.js';
import type { JobRunner } from './jobs.js';

export function openJobRunner(config: Pick<Config, 'redis'>, logger: Logger): JobRunner {
  const runner = config.redis ? new BullmqJobRunner(config.redis.url, `${config.redis.prefix}bull`, logger) : new InProcessJobRunner(logger);
  return counted(runner);
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
