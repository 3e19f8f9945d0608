import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { BullmqJobRunner } from './bullmq.js';
import { InProcessJobRunner } from './in-process.js';
import type { JobRunner } from './jobs.js';

export function openJobRunner(config: Pick<Config, 'redis'>, logger: Logger): JobRunner {
  return config.redis
    ? new BullmqJobRunner(config.redis.url, `${config.redis.prefix}bull`, logger)
    : new InProcessJobRunner(logger);
}
