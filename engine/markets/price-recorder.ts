import type { Services } from '../services.js';
import { backfillPrices, prunePrices, recordPrices } from './price-history.js';
import { resolveExpiredMarkets } from './resolution.js';

export interface PriceRecorder {
  /** One step: record prices, settle markets past their end date, drop history past retention. */
  tick(): Promise<void>;
  /** Stops the timer and waits for the step or backfill under way. */
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;

/**
 * The market-data timer: backfills a day of history at start, then every
 * PRICE_RECORD_INTERVAL_MS takes one step. Steps run one at a time; a step still running when the
 * timer fires again is not doubled. `onResolved` closes the live orders a resolution strands.
 */
export function startPriceRecorder(services: Services, onResolved: (conditionId: string) => Promise<unknown>): PriceRecorder {
  const { config, db, prices, clock, logger } = services;
  const stepMs = config.priceRecordIntervalMs;
  const deps = { db, prices };

  const step = async () => {
    const nowMs = clock.now();
    if (stepMs > 0) await recordPrices(deps, nowMs, stepMs);
    for (const resolution of await resolveExpiredMarkets(deps, nowMs)) {
      logger.info({ conditionId: resolution.conditionId, winningOutcome: resolution.winningOutcome }, 'market resolved at its end date');
      await onResolved(resolution.conditionId);
    }
    await prunePrices(db, nowMs, config.priceHistoryRetentionDays * DAY_MS);
  };

  let work: Promise<unknown> =
    stepMs > 0
      ? backfillPrices(deps, clock.now(), stepMs)
          .then((rows) => logger.info({ rows }, 'price history backfilled'))
          .catch((err) => logger.error({ err }, 'price history backfill failed'))
      : Promise.resolve();
  const run = () => {
    const next = work.then(step);
    work = next.catch(() => {});
    return next;
  };

  let busy = false;
  const timer =
    stepMs > 0
      ? setInterval(() => {
          if (busy) return;
          busy = true;
          run()
            .catch((err) => logger.error({ err }, 'price recording failed'))
            .finally(() => (busy = false));
        }, stepMs)
      : undefined;
  timer?.unref();

  return {
    tick: run,
    stop: async () => {
      clearInterval(timer);
      await work;
    },
  };
}
