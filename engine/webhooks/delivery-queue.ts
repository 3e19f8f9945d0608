import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { TamperedSecretError } from '../auth/credentials-cipher.js';
import type { CredentialsKeyRing } from '../auth/credentials-key.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import { retryDelayMs, type JobDefinition, type JobQueue, type JobRunner } from '../jobs/jobs.js';
import { connectionLookup, RefusedTargetError } from './targets.js';
import { openSecret } from './webhooks.js';
import { webhookAttempts } from '../metrics.js';

const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

export interface DeliveryJob {
  deliveryId: string;
}

interface DeliveryDeps {
  db: Db;
  keys: CredentialsKeyRing;
  clock: Clock;
  config: Pick<Config['webhooks'], 'maxAttempts' | 'backoffMs' | 'timeoutMs' | 'allowPrivateTargets'>;
}

/** Hex HMAC-SHA256 of the exact bytes posted: what the receiver recomputes from the raw body. */
function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}


function failure(error: unknown, timeoutMs: number, timedOut: boolean): string {
  if (error instanceof RefusedTargetError) return `refused: ${error.message}; webhooks post only to public addresses`;
  if (timedOut) return `no answer within ${timeoutMs} ms`;
  const code = (error as NodeJS.ErrnoException).code;
  return `request failed${code ? `: ${code}` : ''}`;
}

/**
 * The receiver's answer or the reason there was none; never the response body, which is the
 * receiver's. Unless private targets are allowed, the connection goes only to checked public
 * addresses (connectionLookup), however the name resolves by then.
 */
function post(url: string, headers: Record<string, string>, body: string, config: DeliveryDeps['config']): Promise<{ statusCode: number | null; error: string | null }> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  return new Promise((resolve) => {
    const failed = (error: unknown) => resolve({ statusCode: null, error: failure(error, config.timeoutMs, signal.aborted) });
    try {
      const target = new URL(url);
      const lookup = config.allowPrivateTargets ? undefined : connectionLookup(target);
      // Redirects are not followed (node's http never does): a signed body is meant for the registered URL only.
      const request = (target.protocol === 'https:' ? https : http).request(
        target,
        { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, signal, ...(lookup ? { lookup } : {}) },
        (response) => {
          response.resume();
          const status = response.statusCode ?? 0;
          resolve({ statusCode: status, error: status >= 200 && status < 300 ? null : `receiver answered HTTP ${status}` });
        },
      );
      request.on('error', failed);
      request.end(body);
    } catch (error) {
      failed(error);
    }
  });
}

/** The signing secret, or null when its key is gone from the key ring or the sealed row was altered. */
function openedSecret(keys: CredentialsKeyRing, row: Parameters<typeof openSecret>[1]): string | null {
  try {
    return openSecret(keys, row);
  } catch (error) {
    if (error instanceof TamperedSecretError) return null;
    throw error;
  }
}

/**
 * One attempt at one delivery. The delivery row is the truth: its attempt count numbers the
 * attempt (so a re-driven job does not restart the count), a delivery no longer pending (done,
 * given up, or its webhook deleted) is left alone, and only a failure with attempts left throws,
 * which makes the job runner retry after the backoff.
 */
async function attemptDelivery(deps: DeliveryDeps, deliveryId: string): Promise<void> {
  const row = await deps.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .select(['d.id', 'd.body', 'd.kind', 'd.status', 'd.attempts', 'w.id as webhook_id', 'w.agent_id', 'w.url', 'w.secret_key_id', 'w.secret_nonce', 'w.secret_ciphertext'])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  if (!row || row.status !== 'pending') return;
  const attempt = row.attempts + 1;
  const sentAt = deps.clock.now();
  const started = performance.now();
  const secret = openedSecret(deps.keys, row);
  const outcome =
    secret === null
      ? // Counted as a failed attempt, so the delivery ends instead of being re-driven forever as lost.
        { statusCode: null, error: 'the webhook secret cannot be opened with the configured credentials keys' }
      : await post(
          row.url,
          {
            'content-type': 'application/json',
            'user-agent': 'agent-trading-service-webhooks',
            'x-signature': signBody(secret, row.body),
            'x-delivery-id': row.id,
            'x-webhook-id': row.webhook_id,
            'x-event-kind': row.kind,
            'x-timestamp': String(sentAt),
            'x-delivery-attempt': String(attempt),
          },
          row.body,
          deps.config,
        );
  const delivered = outcome.error === null;
  const lastAttempt = attempt >= deps.config.maxAttempts;
  const now = new Date(deps.clock.now());
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_delivery_attempts')
      .values({
        delivery_id: row.id,
        attempt,
        status_code: outcome.statusCode,
        error: outcome.error,
        duration_ms: Math.round(performance.now() - started),
        attempted_at: new Date(sentAt),
      })
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status: delivered ? 'delivered' : lastAttempt ? 'failed' : 'pending',
        attempts: attempt,
        next_attempt_at: delivered || lastAttempt ? null : new Date(now.getTime() + retryDelayMs(deps.config.backoffMs, attempt)),
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
  });
  webhookAttempts.inc({ outcome: delivered ? 'delivered' : lastAttempt ? 'failed' : 'retrying' });
  if (!delivered && !lastAttempt) throw new Error(`webhook delivery ${row.id} attempt ${attempt} failed: ${outcome.error}`);
}

/** Registers the delivery worker of this process and returns its producer. */
export function deliveryQueue(jobs: JobRunner, deps: DeliveryDeps): JobQueue<DeliveryJob> {
  const definition: JobDefinition<DeliveryJob> = {
    name: WEBHOOK_DELIVERY_QUEUE,
    handle: (job) => attemptDelivery(deps, job.deliveryId),
    attempts: deps.config.maxAttempts,
    backoffMs: deps.config.backoffMs,
    concurrency: 8,
  };
  return jobs.queue(definition);
}
