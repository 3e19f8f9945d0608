import { sql } from 'kysely';
import { afterTurn } from '../after-turn.js';
import type { Db } from '../db/connect.js';
import { unauthorized } from '../errors.js';
import { API_KEY_PATTERN, hashApiKey, KEY_STATUS, type AgentIdentity } from './api-keys.js';

/**
 * How long this process trusts a key it has read without reading it again. Revoking a key drops it
 * here at once; every other process reads it again within this, so a revoked key is refused
 * everywhere within one second without any message having to arrive.
 */
export const KEY_CACHE_MS = 1_000;
/**
 * A key used when its read is older than this is read again in the background, while it is still
 * trusted, together with every other key in use: one statement a refresh for all of them, where a
 * read per key each second had been a sixth of a trade's round trips with a hundred agents trading.
 */
const REFRESH_AFTER_MS = KEY_CACHE_MS / 2;
/**
 * A refresh takes with it every key in use read at least this long ago, so that keys first read at
 * different times come to be read together.
 */
const ALIGN_AFTER_MS = REFRESH_AFTER_MS / 2;
/** A key not used for this long is let go at the next refresh instead of read again. */
const IN_USE_MS = 10_000;
/** `last_called_at` is written at most this often per key, so a hot key costs no write per call. */
const LAST_CALLED_RESOLUTION_MS = 60_000;

interface KnownKey {
  identity: AgentIdentity;
  lastCalledAt: number;
  readAt: number;
  /** When a request last used it: a key in use is refreshed with the others, one nobody uses let go. */
  usedAt: number;
}

export interface Authenticator {
  /** Resolves a bearer key to its agent; every failure is the same 401 family. */
  authenticate(key: string | undefined, now: Date): Promise<AgentIdentity>;
  /** A key revoked by this process: refused from the next request on. */
  forget(keyId: string): void;
}

const invalidKey = () => unauthorized('invalid_api_key', 'Invalid API key: no such key. Check the key or create a new one.');
const revokedKey = () => unauthorized('revoked_api_key', 'This API key has been revoked. Use another active key of this agent.');

/**
 * Keys resolved from Postgres, held per process for at most KEY_CACHE_MS. Reads are batched: the
 * keys asked for in one turn of the event loop, and the keys in use due a refresh, are read by one
 * statement.
 */
export function createAuthenticator(db: Db): Authenticator {
  const known = new Map<string, KnownKey>();
  /** Keys on their way in a read, and the read that answers them. */
  const reading = new Map<string, Promise<KnownKey>>();
  /** Keys asked for since the last read went out, and their waiters. */
  let wanted = new Map<string, { resolve(entry: KnownKey): void; reject(error: unknown): void }[]>();
  // A read that started before a revocation in this process must not put the key back.
  let generation = 0;

  const readBatch = async (hashes: string[]): Promise<Map<string, KnownKey | Error>> => {
    const started = generation;
    const readAt = performance.now();
    const rows = await db
      .selectFrom('api_keys')
      .innerJoin('agents', 'agents.id', 'api_keys.agent_id')
      .select(['api_keys.key_hash', 'api_keys.id', 'api_keys.status', 'api_keys.agent_id', 'api_keys.last_called_at', 'agents.user_id'])
      .where(sql<boolean>`api_keys.key_hash = any(${hashes}::text[])`)
      .execute();
    const found = new Map(rows.map((row) => [row.key_hash, row]));
    const answers = new Map<string, KnownKey | Error>();
    for (const hash of hashes) {
      const row = found.get(hash);
      const last = known.get(hash);
      if (!row || row.status !== KEY_STATUS.active) {
        known.delete(hash);
        answers.set(hash, row ? revokedKey() : invalidKey());
        continue;
      }
      // A refresh keeps the entry (and the last_called_at this process wrote); only its read time moves.
      const entry = last ?? { identity: { agentId: row.agent_id, userId: row.user_id, keyId: row.id }, lastCalledAt: row.last_called_at.getTime(), readAt, usedAt: readAt };
      entry.readAt = readAt;
      if (started === generation) known.set(hash, entry);
      answers.set(hash, entry);
    }
    return answers;
  };

  /** One statement for the keys asked for, and the keys in use that are due a refresh. */
  const flush = () => {
    const waiters = wanted;
    wanted = new Map();
    const now = performance.now();
    for (const [hash, entry] of known) {
      if (now - entry.usedAt >= IN_USE_MS) known.delete(hash);
      else if (now - entry.readAt >= ALIGN_AFTER_MS && !reading.has(hash) && !waiters.has(hash)) waiters.set(hash, []);
    }
    if (!waiters.size) return;
    const hashes = [...waiters.keys()];
    const batch = readBatch(hashes);
    for (const hash of hashes) {
      const one = batch.then((answers) => {
        const answer = answers.get(hash)!;
        if (answer instanceof Error) throw answer;
        return answer;
      });
      reading.set(hash, one);
      one.then(
        (entry) => waiters.get(hash)!.forEach((w) => w.resolve(entry)),
        (error: unknown) => waiters.get(hash)!.forEach((w) => w.reject(error)),
      ).finally(() => reading.delete(hash));
    }
  };

  const schedule = afterTurn(flush);

  const current = (hash: string): Promise<KnownKey> => {
    const entry = known.get(hash);
    const now = performance.now();
    const age = entry ? now - entry.readAt : Infinity;
    if (entry && age < KEY_CACHE_MS) {
      entry.usedAt = now;
      if (age >= REFRESH_AFTER_MS) schedule();
      return Promise.resolve(entry);
    }
    const pending = reading.get(hash);
    if (pending) return pending;
    return new Promise<KnownKey>((resolve, reject) => {
      const waiters = wanted.get(hash) ?? [];
      waiters.push({ resolve, reject });
      wanted.set(hash, waiters);
      schedule();
    });
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
