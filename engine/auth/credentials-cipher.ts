import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { CredentialsKeyRing } from './credentials-key.js';

export interface SealedSecret {
  keyId: string;
  /** base64 of the 12-byte GCM nonce, fresh for every record. */
  nonce: string;
  /** base64 of ciphertext followed by the 16-byte tag. */
  ciphertext: string;
}

export class TamperedSecretError extends Error {}

/**
 * AES-256-GCM. `context` is bound as associated data, so a ciphertext copied onto another row
 * (another wallet or agent) fails to open instead of lending its secrets there.
 */
export function seal(keys: CredentialsKeyRing, plaintext: string, context: string): SealedSecret {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.current.key, nonce).setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { keyId: keys.current.id, nonce: nonce.toString('base64'), ciphertext: body.toString('base64') };
}

export function open(keys: CredentialsKeyRing, sealed: SealedSecret, context: string): string {
  const key = keys.byId.get(sealed.keyId);
  if (!key) throw new TamperedSecretError(`no credentials key with id ${sealed.keyId} is configured`);
  const body = Buffer.from(sealed.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.nonce, 'base64'))
    .setAAD(Buffer.from(context))
    .setAuthTag(body.subarray(body.length - 16));
  try {
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new TamperedSecretError('stored credentials failed their integrity check');
  }
}
