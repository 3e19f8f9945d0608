import { hash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { ApiKeyRow } from '../db/schema.js';
import { conflict, notFound } from '../errors.js';

/** Who a request acts for; always resolved from the key, never from the request. */
export interface AgentIdentity {
  agentId: string;
  userId: string;
  keyId: string;
}

export const API_KEY_PATTERN = /^[0-9a-f]{64}$/;
export const KEY_STATUS = { active: 1, revoked: 2 } as const;
export const KEY_CREATE_TYPE = { user: 1, system: 2 } as const;
/** Keys an agent may hold at once; more is a leak waiting to happen. */
export const MAX_ACTIVE_KEYS = 10;

export interface NewKeyMaterial {
  key: string;
  hash: string;
  prefix: string;
  suffix: string;
}

/** 32 random bytes as 64 hex characters; only the SHA-256 is stored. */
export function newKeyMaterial(): NewKeyMaterial {
  const key = randomBytes(32).toString('hex');
  return { key, hash: hashApiKey(key), prefix: key.slice(0, 8), suffix: key.slice(-4) };
}

/** One-shot (no Hash object): every authenticated request hashes its key to find it. */
export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** The key as listings show it: same length, the middle masked. */
export function maskedKey(row: Pick<ApiKeyRow, 'key_prefix' | 'key_suffix'>): string {
  return row.key_prefix + '*'.repeat(64 - row.key_prefix.length - row.key_suffix.length) + row.key_suffix;
}

export interface ApiKeyView {
  id: string;
  keyName: string;
  apiKeyCode: string;
  status: number;
  createType: number;
  createdAt: string;
  lastCalledAt: string;
  revokedAt: string | null;
}

export function apiKeyView(row: ApiKeyRow, apiKeyCode = maskedKey(row)): ApiKeyView {
  return {
    id: row.id,
    keyName: row.key_name,
    apiKeyCode,
    status: row.status,
    createType: row.create_type,
    createdAt: String(row.created_at.getTime()),
    lastCalledAt: String(row.last_called_at.getTime()),
    revokedAt: row.revoked_at ? String(row.revoked_at.getTime()) : null,
  };
}

/** Inserts a key for `agentId` inside the caller's transaction and returns it with its secret. */
export async function insertApiKey(
  db: Db,
  agentId: string,
  keyName: string,
  createType: number,
  now: Date,
): Promise<{ row: ApiKeyRow; key: string }> {
  const material = newKeyMaterial();
  const row = await db
    .insertInto('api_keys')
    .values({
      agent_id: agentId,
      key_name: keyName,
      key_hash: material.hash,
      key_prefix: material.prefix,
      key_suffix: material.suffix,
      status: KEY_STATUS.active,
      create_type: createType,
      created_at: now,
      last_called_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, key: material.key };
}

/** Locks the agent row so that key-count rules hold against concurrent requests. */
async function lockAgent(trx: Db, agentId: string): Promise<void> {
  await trx.selectFrom('agents').select('id').where('id', '=', agentId).forUpdate().executeTakeFirstOrThrow();
}

async function activeKeyCount(trx: Db, agentId: string): Promise<number> {
  const { count } = await trx
    .selectFrom('api_keys')
    .select(sql<string>`count(*)`.as('count'))
    .where('agent_id', '=', agentId)
    .where('status', '=', KEY_STATUS.active)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function createApiKey(db: Db, agentId: string, keyName: string, now: Date): Promise<ApiKeyView> {
  return db.transaction().execute(async (trx) => {
    await lockAgent(trx, agentId);
    if ((await activeKeyCount(trx, agentId)) >= MAX_ACTIVE_KEYS) {
      throw conflict('too_many_api_keys', `An agent may hold ${MAX_ACTIVE_KEYS} active keys; revoke one before creating another.`);
    }
    const { row, key } = await insertApiKey(trx, agentId, keyName, KEY_CREATE_TYPE.user, now);
    return apiKeyView(row, key);
  });
}

export async function listApiKeys(db: Db, agentId: string): Promise<ApiKeyView[]> {
  const rows = await db.selectFrom('api_keys').selectAll().where('agent_id', '=', agentId).orderBy('id').execute();
  return rows.map((row) => apiKeyView(row));
}

/** Revokes one of the agent's keys; the caller tells its Authenticator to forget it. */
export async function revokeApiKey(db: Db, agentId: string, keyId: string, now: Date): Promise<ApiKeyView> {
  return db.transaction().execute(async (trx) => {
    await lockAgent(trx, agentId);
    const key = await trx
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', keyId)
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
    if (!key) throw notFound('api_key_not_found', `No API key ${keyId} belongs to this agent; list them at GET /agents/api-key/list.`);
    if (key.status === KEY_STATUS.revoked) return apiKeyView(key);
    if ((await activeKeyCount(trx, agentId)) <= 1) {
      throw conflict('last_active_key', 'This is the agent\'s only active key; create another before revoking it.');
    }
    const revoked = await trx
      .updateTable('api_keys')
      .set({ status: KEY_STATUS.revoked, revoked_at: now })
      .where('id', '=', keyId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return apiKeyView(revoked);
  });
}
