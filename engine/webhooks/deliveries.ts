import type { Db } from '../db/connect.js';
import type { WebhookEventKind } from './outbox.js';
import { requireWebhook } from './webhooks.js';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface DeliveryAttemptView {
  attempt: number;
  /** null when the receiver did not answer (refused, timed out). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  attemptedAt: string;
}

export interface DeliveryView {
  deliveryId: string;
  eventId: string;
  kind: WebhookEventKind;
  status: DeliveryStatus;
  attemptCount: number;
  /** When the next try is due while pending; null once delivered or given up. */
  nextAttemptAt: string | null;
  createdAt: string;
  updatedAt: string;
  attempts: DeliveryAttemptView[];
}

const ms = (date: Date) => String(date.getTime());

/** A webhook's deliveries, newest first, each with its attempts in order. */
export async function listDeliveries(
  db: Db,
  agentId: string,
  webhookId: string,
  page: { limit: number; offset: number; status?: DeliveryStatus },
): Promise<{ list: DeliveryView[]; total: number }> {
  await requireWebhook(db, agentId, webhookId);
  let base = db.selectFrom('webhook_deliveries').where('webhook_id', '=', webhookId);
  if (page.status) base = base.where('status', '=', page.status);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(page.limit).offset(page.offset).execute();
  const attempts = rows.length
    ? await db.selectFrom('webhook_delivery_attempts').selectAll().where('delivery_id', 'in', rows.map((r) => r.id)).orderBy('attempt').execute()
    : [];
  return {
    total: Number(total),
    list: rows.map((row) => ({
      deliveryId: row.id,
      eventId: row.event_id,
      kind: row.kind as WebhookEventKind,
      status: row.status,
      attemptCount: row.attempts,
      nextAttemptAt: row.next_attempt_at && row.status === 'pending' ? ms(row.next_attempt_at) : null,
      createdAt: ms(row.created_at),
      updatedAt: ms(row.updated_at),
      attempts: attempts
        .filter((a) => a.delivery_id === row.id)
        .map((a) => ({ attempt: a.attempt, statusCode: a.status_code, error: a.error, durationMs: a.duration_ms, attemptedAt: ms(a.attempted_at) })),
    })),
  };
}

/** Deletes dispatched events and finished deliveries (with their attempts) older than `before`; pending ones stay. */
export async function pruneWebhookHistory(db: Db, before: Date): Promise<{ events: number; deliveries: number }> {
  const events = await db.deleteFrom('webhook_events').where('dispatched_at', '<', before).executeTakeFirst();
  const deliveries = await db
    .deleteFrom('webhook_deliveries')
    .where('status', 'in', ['delivered', 'failed'])
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return { events: Number(events.numDeletedRows), deliveries: Number(deliveries.numDeletedRows) };
}
