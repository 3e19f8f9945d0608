import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.js';
import { oneAtATime, repeatEvery } from '../periodic.js';
import type { Services } from '../services.js';
import { deliveryQueue } from './delivery-queue.js';
import { storedKinds } from './outbox.js';

const BATCH = 200;
/** A pending delivery this far past its due time has lost its job (a crash between commit and enqueue). */
const LOST_AFTER_MS = 60_000;

/** The body every webhook subscribed to the event receives, byte for byte on every attempt. */
function eventBody(event: { id: string; agent_id: string; kind: string; payload: string; occurred_at: Date }): string {
  return JSON.stringify({
    eventId: event.id,
    kind: event.kind,
    agentId: event.agent_id,
    occurredAt: String(event.occurred_at.getTime()),
    data: JSON.parse(event.payload) as unknown,
  });
}

/**
 * Turns a batch of committed outbox events into deliveries for the agents' subscribed webhooks
 * and marks them dispatched, in one transaction. SKIP LOCKED lets several processes drain the
 * outbox together: each takes rows no other has locked, so an event is dispatched once; the
 * unique (webhook, event) pair makes a repeat harmless all the same.
 */
async function dispatchBatch(db: Db, now: Date): Promise<{ events: number; deliveries: string[] }> {
  return db.transaction().execute(async (trx) => {
    const events = await trx
      .selectFrom('webhook_events')
      .selectAll()
      .where('dispatched_at', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (!events.length) return { events: 0, deliveries: [] };
    const hooks = await trx
      .selectFrom('webhooks')
      .select(['id', 'agent_id', 'events'])
      .where('agent_id', 'in', [...new Set(events.map((e) => e.agent_id))])
      .execute();
    const subscribed = hooks.map((h) => ({ ...h, kinds: new Set<string>(storedKinds(h.events)) }));
    const rows = events.flatMap((event) => {
      const hooksForEvent = subscribed.filter((hook) => hook.agent_id === event.agent_id && hook.kinds.has(event.kind));
      if (!hooksForEvent.length) return [];
      // One body per event: every webhook and every attempt posts the same bytes.
      const body = eventBody(event);
      return hooksForEvent.map((hook) => ({
        id: randomUUID(),
        webhook_id: hook.id,
        event_id: event.id,
        kind: event.kind,
        body,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      }));
    });
    const inserted = rows.length
      ? await trx.insertInto('webhook_deliveries').values(rows).onConflict((oc) => oc.columns(['webhook_id', 'event_id']).doNothing()).returning('id').execute()
      : [];
    await trx.updateTable('webhook_events').set({ dispatched_at: now }).where('id', 'in', events.map((e) => e.id)).execute();
    return { events: events.length, deliveries: inserted.map((r) => r.id) };
  });
}

/** Pending deliveries long overdue: their job was lost, so they are queued again (a queued job id is not added twice). */
async function lostDeliveries(db: Db, nowMs: number): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<', new Date(nowMs - LOST_AFTER_MS))
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .execute();
  return rows.map((r) => r.id);
}

export interface WebhookDispatcher {
  /** Drains the outbox into queued deliveries; returns the deliveries queued. The timer calls it, tests may too. */
  dispatch(): Promise<number>;
  stop(): Promise<void>;
}

export function startWebhookDispatcher(services: Services): WebhookDispatcher {
  const { db, clock, logger, config } = services;
  const queue = deliveryQueue(services.jobs, { db, keys: services.credentialsKeys, clock, config: config.webhooks });
  const enqueue = (ids: string[]) => Promise.all(ids.map((deliveryId) => queue.add({ deliveryId }, { jobId: deliveryId })));

  const drain = async () => {
    let queued = 0;
    for (;;) {
      // Enqueued only after the commit: a worker must find the delivery row.
      const { events, deliveries } = await dispatchBatch(db, new Date(clock.now()));
      await enqueue(deliveries);
      queued += deliveries.length;
      if (events < BATCH) break;
    }
    const lost = await lostDeliveries(db, clock.now());
    await enqueue(lost);
    return queued + lost.length;
  };

  // One drain at a time in this process; a timer tick during a drain is skipped, a direct call waits.
  const drains = oneAtATime(drain);
  const timer = repeatEvery(config.webhooks.dispatchIntervalMs, drains.run, logger, 'webhook dispatch');

  return {
    dispatch: drains.run,
    stop: async () => {
      await timer.stop();
      await drains.idle();
    },
  };
}
