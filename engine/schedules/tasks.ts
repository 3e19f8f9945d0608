import { pruneIdempotencyKeys } from '../idempotency.js';
import type { Services } from '../services.js';
import { pruneWebhookHistory } from '../webhooks/deliveries.js';
import type { ScheduledTask } from './scheduler.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The service's own upkeep. `syncOrders` brings every agent's open orders up to the venue (fills,
 * GTD expiry, cancellations) through its actor; the fast sync timer does the same when on, and
 * this minute-by-minute run is the backstop when it is off.
 */
export function upkeepTasks(services: Pick<Services, 'db' | 'clock' | 'config' | 'venueA'>, syncOrders: () => Promise<void>): ScheduledTask[] {
  const { db, clock, config, venueA } = services;
  const ago = (ms: number) => new Date(clock.now() - ms);
  return [
    { name: 'order-sync', cron: '* * * * *', run: syncOrders },
    ...(venueA.sim
      ? [{ name: 'price-history-retention', cron: '7 * * * *', run: () => venueA.sim!.prunePrices(clock.now(), config.priceHistoryRetentionDays * DAY_MS) }]
      : []),
    { name: 'webhook-history-cleanup', cron: '17 * * * *', run: () => pruneWebhookHistory(db, ago(config.webhooks.retentionDays * DAY_MS)) },
    { name: 'idempotency-key-cleanup', cron: '27 * * * *', run: () => pruneIdempotencyKeys(db, ago(config.idempotencyKeyTtlHours * HOUR_MS)) },
  ];
}
