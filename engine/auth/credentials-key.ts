import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';

/** The AES-256-GCM key for venue credentials, and the id stored beside each ciphertext. */
export interface CredentialsKey {
  id: string;
  key: Buffer;
}

/** The key new records are written with, and every key a stored record may name. */
export interface CredentialsKeyRing {
  current: CredentialsKey;
  byId: Map<string, Buffer>;
}

function ring(current: Buffer, previous: Buffer[]): CredentialsKeyRing {
  const byId = new Map([current, ...previous].map((key) => [credentialsKeyId(key), key]));
  return { current: { id: credentialsKeyId(current), key: current }, byId };
}

export function credentialsKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * CREDENTIALS_KEY when set; otherwise a key generated once into DATA_DIR and reused, so that
 * the embedded default keeps reading what it encrypted across restarts.
 */
export async function resolveCredentialsKeys(
  config: Pick<Config, 'credentialsKey' | 'previousCredentialsKeys' | 'dataDir' | 'database'>,
  logger: Logger,
): Promise<CredentialsKeyRing> {
  if (config.credentialsKey) return ring(config.credentialsKey, config.previousCredentialsKeys);

  const file = path.join(config.dataDir, 'credentials.key');
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together agree on one key.
    await fs.writeFile(file, randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
    logger.info({ file }, 'CREDENTIALS_KEY is not set: generated a new credentials key in DATA_DIR; keep this file');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    logger.info({ file }, 'CREDENTIALS_KEY is not set: using the credentials key stored in DATA_DIR');
  }
  const text = (await fs.readFile(file, 'utf8')).trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} does not hold a 64-hex-digit key; restore it or set CREDENTIALS_KEY`);
  if (config.database.kind === 'postgres') {
    logger.warn('set CREDENTIALS_KEY when several processes share one database, so that all of them hold the same key');
  }
  return ring(Buffer.from(text, 'hex'), config.previousCredentialsKeys);
}
