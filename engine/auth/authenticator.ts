import type { Db } from '../db/connect.js';
import { unauthorized } from '../errors.js';
import { API_KEY_PATTERN, hashApiKey, KEY_STATUS, type AgentIdentity } from './api-keys.js';

/**
 * How long this process trusts a key it has read without reading it again. Revoking a key drops it
 * here at once; every other process reads it again within this, so a revoked key is refused
 * everywhere within one second without any message having to arrive.
 */
export const KEY_CACHE_MS = 1_000;
/** `last_called_at` is written at most this often per key, so a hot key costs no write per call. */
const LAST_CALLED_RESOLUTION_MS = 60_000;

interface KnownKey {
  identity: AgentIdentity;
  lastCalledAt: number;
  readAt: number;
}

export interface Authenticator {
  /** Resolves a bearer key to its agent; every failure is the same 401 family. */
  authenticate(key: string | undefined, now: Date): Promise<AgentIdentity>;
  /** A key revoked by this process: refused from the next request on. */
  forget(keyId: string): void;
}

/** Keys resolved from Postgres, held per process for at most KEY_CACHE_MS; concurrent first uses share one read. */
export function createAuthenticator(db: Db): Authenticator {
  const known = new Map<string, KnownKey>();
  const reading = new Map<string, Promise<KnownKey>>();
  // A read that started before a revocation in this process must not put the key back.
  let generation = 0;

  const read = async (hash: string): Promise<KnownKey> => {
    const started = generation;
    const readAt = performance.now();
    const row = await db
      .selectFrom('api_keys')
      .innerJoin('agents', 'agents.id', 'api_keys.agent_id')
      .select(['api_keys.id', 'api_keys.status', 'api_keys.agent_id', 'api_keys.last_called_at', 'agents.user_id'])
      .where('api_keys.key_hash', '=', hash)
      .executeTakeFirst();
    if (!row) throw unauthorized('invalid_api_key', 'Invalid API key: no such key. Check the key or create a new one.');
    if (row.status !== KEY_STATUS.active) {
      throw unauthorized('revoked_api_key', 'This API key has been revoked. Use another active key of this agent.');
    }
    const entry = { identity: { agentId: row.agent_id, userId: row.user_id, keyId: row.id }, lastCalledAt: row.last_called_at.getTime(), readAt };
    if (started === generation) known.set(hash, entry);
    return entry;
  };

  const current = (hash: string): Promise<KnownKey> => {
    const entry = known.get(hash);
    if (entry && performance.now() - entry.readAt < KEY_CACHE_MS) return Promise.resolve(entry);
    known.delete(hash);
    let pending = reading.get(hash);
    if (!pending) {
      pending = read(hash).finally(() => reading.delete(hash));
      reading.set(hash, pending);
    }
    return pending;
  };

  return {
    async authenticate(key, now) {
      if (!key) throw unauthorized('missing_api_key', 'Missing API key: send the header "Authorization: Bearer <API_KEY>".');
      if (!API_KEY_PATTERN.test(key)) {
        throw unauthorized('invalid_api_key', 'Invalid API key: a key is 64 hexadecimal characters, as issued at registration.');
      }
      const entry = await current(hashApiKey(key));
      if (now.getTime() - entry.lastCalledAt >= LAST_CALLED_RESOLUTION_MS) {
        entry.lastCalledAt = now.getTime();
        await db.updateTable('api_keys').set({ last_called_at: now }).where('id', '=', entry.identity.keyId).execute();
      }
      return entry.identity;
    },
    forget(keyId) {
      generation++;
      for (const [hash, entry] of known) if (entry.identity.keyId === keyId) known.delete(hash);
    },
  };
}
