import { createHash } from 'node:crypto';
import type { Db } from './db/connect.js';
import { ApiError } from './errors.js';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type Claim = { kind: 'new' } | { kind: 'replay'; answer: StoredAnswer };

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

/**
 * Takes an Idempotency-Key for a request. The first request with a key runs; every later one
 * gets the first one's answer (or 409 while it is still running). A key sent again with another
 * request is a client bug and is refused.
 */
export async function claimKey(db: Db, agentId: string, key: string, hash: string, now: Date): Promise<Claim> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ agent_id: agentId, key, request_hash: hash, status_code: null, response: null, created_at: now })
    .onConflict((oc) => oc.columns(['agent_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { kind: 'new' };
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('agent_id', '=', agentId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (row.request_hash !== hash) {
    throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request; use a new key for a new request.');
  }
  if (row.status_code === null) {
    throw new ApiError(409, 'idempotency_key_in_progress', 'A request with this Idempotency-Key is still running; retry in a moment.', {
      headers: { 'Retry-After': '1' },
    });
  }
  return { kind: 'replay', answer: { status: row.status_code, body: JSON.parse(row.response ?? 'null') } };
}

/** Keeps a final answer (success or refusal) for replay. */
export async function storeAnswer(db: Db, agentId: string, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.status, response: JSON.stringify(answer.body) })
    .where('agent_id', '=', agentId)
    .where('key', '=', key)
    .execute();
}

/** A server failure is not an answer: the key is freed so that a retry runs again. */
export async function releaseKey(db: Db, agentId: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('agent_id', '=', agentId).where('key', '=', key).execute();
}

/** Idempotency keys past their lifetime: a retry after it is a new request. */
export async function pruneIdempotencyKeys(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
