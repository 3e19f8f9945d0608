import type { Db } from '../db/connect.js';
import { sql, type RawBuilder } from 'kysely';
import { insertRows } from '../db/json-rows.js';

/** What an agent can subscribe a webhook to. */
export const WEBHOOK_EVENT_KINDS = [
  'order.filled',
  'order.canceled',
  'risk.stop_loss_executed',
  'risk.take_profit_executed',
  'risk.alert',
  'limit.reached',
  'skill.reviewed',
  'market.resolved',
] as const;

export type WebhookEventKind = (typeof WEBHOOK_EVENT_KINDS)[number];

/** A webhook row's `events` column (a JSON array, as the body schema let it in) as its kinds. */
export const storedKinds = (events: string) => JSON.parse(events) as WebhookEventKind[];

export interface WebhookEvent {
  agentId: string;
  kind: WebhookEventKind;
  /** JSON-safe: money as decimal strings, times as epoch-ms strings. */
  payload: Record<string, unknown>;
  at: Date;
}

const outboxRow = (event: WebhookEvent) => ({
  agent_id: event.agentId,
  kind: event.kind,
  payload: JSON.stringify(event.payload),
  occurred_at: event.at,
  dispatched_at: null,
});

/**
 * The transactional outbox: pass the caller's transaction, so that the event is committed with
 * the change it reports and a rolled-back change reports nothing. The dispatcher turns committed
 * events into deliveries. One insert: it runs inside every trade's transaction.
 */
export async function recordEvent(db: Db, event: WebhookEvent): Promise<void> {
  await recordEvents(db, [event]);
}

/**
 * Events in one insert, for a script that writes them with the change they report: each only if
 * a webhook of its agent subscribes to its kind. An event no webhook asked for would be written,
 * dispatched to nobody and deleted again, three writes on every fill of every agent without one.
 */
export const eventsStatement = (events: readonly WebhookEvent[], when: RawBuilder<boolean> = sql`true`) =>
  insertRows('webhook_events', events.map(outboxRow), sql`${when} and exists (select 1 from webhooks w where w.agent_id = r.agent_id and w.events::jsonb ? r.kind)`);

/** Several events in one insert (one per holder of a resolved market, say). */
export async function recordEvents(db: Db, events: WebhookEvent[]): Promise<void> {
  if (events.length) await eventsStatement(events).execute(db);
}
