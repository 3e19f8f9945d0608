import type { Services } from '../services.js';
import { oneAtATime, repeatEvery } from '../periodic.js';
import { resolveExpiredMarkets } from './resolution.js';

export interface PriceRecorder {
  /** One step: record prices and settle markets past their end date (retention is a scheduled task). */
  tick(): Promise<void>;
  /** Stops the timer and waits for the step or backfill under way. */
  stop(): Promise<void>;
}

/**
 * How long after the start the day of history is backfilled, unless a step comes first: writing
 * 28,000 rows into the embedded database, and compiling its insert path on first use, held a
 * start's first requests (its first health check too) by half a second.
 */
const BACKFILL_AFTER_MS = 2_000;

/**
 * The market-data timer: backfills a day of history shortly after the start, then every
 * PRICE_RECORD_INTERVAL_MS takes one step. Steps run one at a time, the first after the backfill
 * (a step asked for sooner starts the backfill at once); a step still running when the timer fires
 * again is not doubled. `onResolved` closes the live orders a resolution strands.
 */
export function startPriceRecorder(services: Services, onResolved: (conditionId: string) => Promise<unknown>): PriceRecorder {
  const { config, db, clock, logger } = services;
  const sim = services.venueA.sim;
  // A live venue keeps its own history and resolves its own markets: nothing to record or settle.
  const stepMs = sim ? config.priceRecordIntervalMs : 0;

  const step = async () => {
    if (!sim) return;
    const nowMs = clock.now();
    if (stepMs > 0) await sim.recordPrices(nowMs, stepMs);
    for (const resolution of await resolveExpiredMarkets(db, sim, nowMs)) {
      logger.info({ conditionId: resolution.conditionId, winningOutcome: resolution.winningOutcome }, 'market resolved at its end date');
      await onResolved(resolution.conditionId);
    }
  };

  let stopped = false;
  let begin!: () => void;
  const begun = new Promise<void>((resolve) => (begin = resolve));
  const delay = setTimeout(begin, BACKFILL_AFTER_MS);
  delay.unref();
  const backfill =
    sim && stepMs > 0
      ? begun
          .then(async () => {
            if (!stopped) logger.info({ rows: await sim.backfillPrices(clock.now(), stepMs) }, 'price history backfilled');
          })
          .catch((err) => logger.error({ err }, 'price history backfill failed'))
      : Promise.resolve();
  const steps = oneAtATime(step, backfill);
  const tick = () => {
    begin();
    return steps.run();
  };
  const timer = repeatEvery(stepMs, tick, logger, 'price recording');

  return {
    tick,
    stop: async () => {
      stopped = true;
      clearTimeout(delay);
      begin();
      await timer.stop();
      await steps.idle();
    },
  };
}
