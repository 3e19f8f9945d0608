import { createTask, validate, type ScheduledTask as CronTimer } from 'node-cron';
import type { Logger } from '../logger.js';

/** A piece of periodic upkeep: when it runs (a cron expression, UTC) and what it does. */
export interface ScheduledTask {
  name: string;
  cron: string;
  run(): Promise<unknown>;
}

export interface Scheduler {
  /** Adds a task; once started, the scheduler runs it from now on. */
  register(task: ScheduledTask): void;
  /** Runs one task now, whether or not the schedules are on (tests, operators). */
  run(name: string): Promise<unknown>;
  names(): string[];
  /** Starts every registered task's timer; the server calls it unless SCHEDULES_ENABLED is false. */
  start(): void;
  /** Stops the timers and waits for runs under way. */
  stop(): Promise<void>;
}

/**
 * Cron timers over a list of tasks. A run still going when its next time comes is not doubled
 * (noOverlap). Every task is an idempotent clean-up or a sweep through the agents' actors, so
 * several processes running the same schedule only repeat work, never break it.
 */
export function createScheduler(logger: Logger): Scheduler {
  const tasks = new Map<string, ScheduledTask>();
  const timers: CronTimer[] = [];
  const running = new Set<Promise<unknown>>();
  let started = false;

  const execute = (task: ScheduledTask) => {
    const run = task.run().finally(() => running.delete(run));
    running.add(run);
    return run;
  };
  const schedule = (task: ScheduledTask) => {
    const timer = createTask(
      task.cron,
      async () => {
        await execute(task).catch((err) => logger.error({ err, task: task.name }, 'scheduled task failed'));
      },
      { name: task.name, noOverlap: true, timezone: 'Etc/UTC' },
    );
    timers.push(timer);
    void timer.start();
  };

  return {
    register(task) {
      if (tasks.has(task.name)) throw new Error(`a scheduled task named ${task.name} is already registered`);
      if (!validate(task.cron)) throw new Error(`scheduled task ${task.name} has an invalid cron expression "${task.cron}"`);
      tasks.set(task.name, task);
      if (started) schedule(task);
    },
    run(name) {
      const task = tasks.get(name);
      if (!task) throw new Error(`no scheduled task named ${name}; there are ${[...tasks.keys()].join(', ')}`);
      return execute(task);
    },
    names: () => [...tasks.keys()],
    start() {
      if (started) return;
      started = true;
      for (const task of tasks.values()) schedule(task);
    },
    async stop() {
      await Promise.all(timers.map((t) => t.destroy()));
      timers.length = 0;
      started = false;
      await Promise.allSettled([...running]);
    },
  };
}
