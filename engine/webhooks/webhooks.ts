import { randomBytes } from 'node:crypto';
import { open, seal } from '../auth/credentials-cipher.js';
import type { CredentialsKeyRing } from '../auth/credentials-key.js';
import type { Db } from '../db/connect.js';
import type { Selectable } from 'kysely';
import type { WebhooksTable } from '../db/schema.js';
import { badRequest, conflict, notFound, quoted } from '../errors.js';
import { storedKinds, type WebhookEventKind } from './outbox.js';
import { checkedAddresses, RefusedTargetError, resolveWithDns } from './targets.js';

/** Enough for every kind of event many times over; more is a client looping on create. */
export const MAX_WEBHOOKS_PER_AGENT = 10;

export interface WebhookView {
  webhookId: string;
  url: string;
  events: WebhookEventKind[];
  createdAt: string;
}

export interface CreateWebhookInput {
  url: string;
  events: WebhookEventKind[];
  secret?: string;
}

export interface WebhookDeps {
  db: Db;
  keys: CredentialsKeyRing;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: local development and tests post to loopback receivers. */
  allowPrivateTargets: boolean;
}

/** The URL is bound into the sealed secret, so a ciphertext copied to another agent's or URL's row does not open. */
const secretContext = (agentId: string, url: string) => `webhook:${agentId}:${url}`;

const view = (row: { id: string; url: string; events: string; created_at: Date }): WebhookView => ({
  webhookId: row.id,
  url: row.url,
  events: storedKinds(row.events),
  createdAt: String(row.created_at.getTime()),
});

function checkedUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest('invalid_url', 'url must be an absolute http:// or https:// URL.', [{ path: 'body.url', message: 'not a URL' }]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest('invalid_url', `url must use http or https (got ${quoted(url.protocol)}).`, [{ path: 'body.url', message: 'must use http or https' }]);
  }
  if (url.username || url.password) {
    throw badRequest('invalid_url', 'url must not carry credentials; the signature authenticates the service to the receiver.', [
      { path: 'body.url', message: 'must not contain user:password@' },
    ]);
  }
  return url.toString();
}

/**
 * A webhook posts only to public addresses: refused here when its host is or resolves to any other
 * (and checked again at each delivery, against the address then connected to).
 */
async function checkTarget(url: URL): Promise<void> {
  try {
    await checkedAddresses(url.hostname, resolveWithDns);
  } catch (error) {
    if (error instanceof RefusedTargetError) {
      throw badRequest('webhook_target_refused', `url's host ${error.message}; webhooks post only to public addresses.`, [
        { path: 'body.url', message: `must not reach a ${error.kind} address` },
      ]);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTFOUND' && code !== 'ENODATA') throw error;
    throw badRequest('webhook_host_unresolvable', `url's host ${quoted(url.hostname)} does not resolve; check its spelling.`, [{ path: 'body.url', message: 'host does not resolve' }]);
  }
}

/** Registers a webhook; the secret (given or generated) is answered here and never again. */
export async function createWebhook(deps: WebhookDeps, agentId: string, input: CreateWebhookInput, now: Date): Promise<WebhookView & { secret: string }> {
  const url = checkedUrl(input.url);
  if (!deps.allowPrivateTargets) await checkTarget(new URL(url));
  const secret = input.secret ?? randomBytes(32).toString('hex');
  const sealed = seal(deps.keys, secret, secretContext(agentId, url));
  return deps.db.transaction().execute(async (trx) => {
    // The agent's row lock serializes concurrent creates, so the cap holds.
    await trx.selectFrom('agents').select('id').where('id', '=', agentId).forUpdate().executeTakeFirstOrThrow();
    const { count } = await trx
      .selectFrom('webhooks')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('agent_id', '=', agentId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_WEBHOOKS_PER_AGENT) {
      throw conflict('too_many_webhooks', `An agent may have at most ${MAX_WEBHOOKS_PER_AGENT} webhooks; delete one first (DELETE /agents/webhooks/{webhookId}).`);
    }
    const row = await trx
      .insertInto('webhooks')
      .values({
        agent_id: agentId,
        url,
        // The body schema refuses a repeated kind, so the list is stored as given.
        events: JSON.stringify(input.events),
        secret_key_id: sealed.keyId,
        secret_nonce: sealed.nonce,
        secret_ciphertext: sealed.ciphertext,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...view(row), secret };
  });
}

/** The event kinds any of the agent's webhooks subscribe to. */
export async function subscribedKinds(db: Db, agentId: string): Promise<Set<WebhookEventKind>> {
  const rows = await db.selectFrom('webhooks').select('events').where('agent_id', '=', agentId).execute();
  return new Set(rows.flatMap((row) => storedKinds(row.events)));
}

export async function listWebhooks(db: Db, agentId: string): Promise<WebhookView[]> {
  const rows = await db.selectFrom('webhooks').selectAll().where('agent_id', '=', agentId).orderBy('id').execute();
  return rows.map(view);
}

/** Another agent's webhook is as unknown as a missing one. */
const webhookNotFound = (webhookId: string) => notFound('webhook_not_found', `This agent has no webhook ${webhookId}; list them at GET /agents/webhooks.`);

/** Checks that the webhook is the agent's, or throws 404. */
export async function requireWebhook(db: Db, agentId: string, webhookId: string): Promise<void> {
  const row = await db.selectFrom('webhooks').select('id').where('id', '=', webhookId).where('agent_id', '=', agentId).executeTakeFirst();
  if (!row) throw webhookNotFound(webhookId);
}

/** Deletes the webhook with its deliveries; deliveries still queued find nothing and stop. */
export async function deleteWebhook(db: Db, agentId: string, webhookId: string): Promise<void> {
  const deleted = await db.deleteFrom('webhooks').where('id', '=', webhookId).where('agent_id', '=', agentId).returning('id').executeTakeFirst();
  if (!deleted) throw webhookNotFound(webhookId);
}

export function openSecret(keys: CredentialsKeyRing, row: Pick<Selectable<WebhooksTable>, 'agent_id' | 'url' | 'secret_key_id' | 'secret_nonce' | 'secret_ciphertext'>): string {
  return open(
    keys,
    { keyId: row.secret_key_id, nonce: row.secret_nonce, ciphertext: row.secret_ciphertext },
    secretContext(row.agent_id, row.url),
  );
}
