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
 * The market-data timer: backfills a day of history at start, then every
 * PRICE_RECORD_INTERVAL_MS takes one step. Steps run one at a time; a step still running when the
 * timer fires again is not doubled. `onResolved` closes the live orders a resolution strands.
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

  const backfill =
    sim && stepMs > 0
      ? sim.backfillPrices(clock.now(), stepMs)
          .then((rows) => logger.info({ rows }, 'price history backfilled'))
          .catch((err) => logger.error({ err }, 'price history backfill failed'))
      : Promise.resolve();
  const steps = oneAtATime(step, backfill);
  const timer = repeatEvery(stepMs, steps.run, logger, 'price recording');

  return {
    tick: steps.run,
    stop: async () => {
      await timer.stop();
      await steps.idle();
    },
  };
}
