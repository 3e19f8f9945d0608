import { createPublicKey, verify } from 'node:crypto';
import type { VersionedTransaction } from '@solana/web3.js';
import { badRequest } from '../../errors.js';

// DER header of an Ed25519 SubjectPublicKeyInfo; the 32 raw key bytes follow it.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

function verifies(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]), format: 'der', type: 'spki' });
  return verify(null, message, key, signature);
}

/**
 * Every required signature must verify over the message: the user's, which says which wallet
 * agreed to the swap, and the market maker's, which a client could otherwise have replaced.
 * The chain checks them too; checking first names the wallet at fault.
 */
export function verifySignatures(transaction: VersionedTransaction, userPublicKey: string): void {
  const message = transaction.message.serialize();
  const signers = transaction.message.staticAccountKeys.slice(0, transaction.message.header.numRequiredSignatures);
  signers.forEach((signer, index) => {
    const signature = transaction.signatures[index];
    const isUser = signer.toBase58() === userPublicKey;
    if (!signature || signature.every((byte) => byte === 0)) {
      throw badRequest(
        'signature_missing',
        isUser ? `The transaction is not signed by userPublicKey ${userPublicKey}. Sign it with that wallet's key.` : `The market maker's signature was removed from the transaction. Sign the quoted transaction without re-creating it.`,
      );
    }
    if (!verifies(signer.toBytes(), message, signature)) {
      throw badRequest(
        'signature_invalid',
        isUser ? `The signature for ${userPublicKey} does not verify: it was made with another key or over other bytes.` : `The market maker's signature does not verify: the transaction was altered after quoting.`,
      );
    }
  });
}
