import { createHash, randomUUID } from 'node:crypto';
import type { Db } from './db/connect.js';
import { ApiError } from './errors.js';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The hold on a key in progress: only the holder of `token` may answer for it. */
export interface Lease {
  token: string;
  /** Names what the request creates; the same for every run of one keyed request. */
  workId: string;
}

export type Claim =
  /** `recovering`: an earlier run's owner died with the key in progress; this run takes over its work. */
  | { kind: 'run'; lease: Lease; recovering: boolean }
  | { kind: 'replay'; answer: StoredAnswer };

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

const inProgress = (retryAfterSeconds: number) =>
  new ApiError(409, 'idempotency_key_in_progress', 'A request with this Idempotency-Key is still running; retry in a moment.', {
    headers: { 'Retry-After': String(Math.max(1, retryAfterSeconds)) },
  });

/**
 * Takes an Idempotency-Key for a request. The first request with a key runs, holding it with a
 * lease its owner renews while it works; every later one gets the first one's answer, or 409 while
 * it is still running. A key whose lease lapsed with no answer belonged to a process that died:
 * the next request takes it over and runs again, as the same work (its work id), which finds what
 * the dead run did and does only what it did not. A key sent again with another request is a
 * client bug and is refused.
 */
export async function claimKey(db: Db, agentId: string, key: string, hash: string, now: Date, leaseMs: number): Promise<Claim> {
  const token = randomUUID();
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ agent_id: agentId, key, request_hash: hash, status_code: null, response: null, created_at: now, lease_token: token, lease_until: leaseUntil, work_id: randomUUID() })
    .onConflict((oc) => oc.columns(['agent_id', 'key']).doNothing())
    .returning('work_id')
    .executeTakeFirst();
  if (inserted) return { kind: 'run', lease: { token, workId: inserted.work_id! }, recovering: false };
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response', 'lease_until'])
    .where('agent_id', '=', agentId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (row.request_hash !== hash) {
    throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request; use a new key for a new request.');
  }
  if (row.status_code !== null) return { kind: 'replay', answer: { status: row.status_code, body: JSON.parse(row.response ?? 'null') } };
  if (row.lease_until && row.lease_until > now) throw inProgress(Math.ceil((row.lease_until.getTime() - now.getTime()) / 1000));
  // Lapsed: one conditional update decides which of several concurrent retries takes it over.
  const taken = await db
    .updateTable('idempotency_keys')
    .set((eb) => ({ lease_token: token, lease_until: leaseUntil, work_id: eb.fn.coalesce('work_id', eb.val(randomUUID())) }))
    .where('agent_id', '=', agentId)
    .where('key', '=', key)
    .where('status_code', 'is', null)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .returning('work_id')
    .executeTakeFirst();
  if (!taken) throw inProgress(Math.ceil(leaseMs / 1000));
  return { kind: 'run', lease: { token, workId: taken.work_id! }, recovering: true };
}

/** Extends the lease of a key still held by `lease`; false once another run took it over. */
export async function renewLease(db: Db, agentId: string, key: string, lease: Lease, until: Date): Promise<boolean> {
  const renewed = await db
    .updateTable('idempotency_keys')
    .set({ lease_until: until })
    .where('agent_id', '=', agentId)
    .where('key', '=', key)
    .where('lease_token', '=', lease.token)
    .where('status_code', 'is', null)
    .executeTakeFirst();
  return renewed.numUpdatedRows > 0n;
}

/** Keeps a final answer (success or refusal) for replay, unless another run took the key over. */
export async function storeAnswer(db: Db, agentId: string, key: string, lease: Lease, answer: StoredAnswer): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.status, response: JSON.stringify(answer.body), lease_token: null, lease_until: null })
    .where('agent_id', '=', agentId)
    .where('key', '=', key)
    .where('lease_token', '=', lease.token)
    .execute();
}

/**
 * A server failure is not an answer: the lease is dropped so that a retry runs again at once, as
 * the same work (it keeps the work id), finding whatever the failed run did before it failed.
 */
export async function releaseKey(db: Db, agentId: string, key: string, lease: Lease): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ lease_token: null, lease_until: null })
    .where('agent_id', '=', agentId)
    .where('key', '=', key)
    .where('lease_token', '=', lease.token)
    .execute();
}

/** Idempotency keys past their lifetime: a retry after it is a new request. */
export async function pruneIdempotencyKeys(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
