import { getBase58Decoder } from '@solana/kit';
import type { VersionedTransaction } from '@solana/web3.js';
import { ed25519Verify } from '../../crypto/ed25519.js';
import { badRequest } from '../../errors.js';

const base58 = getBase58Decoder();

/** A Solana transaction's id is its first signature (the fee payer's): known before it is sent. */
export function transactionId(transaction: VersionedTransaction): string {
  return base58.decode(transaction.signatures[0]!);
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
    if (!ed25519Verify(signer.toBytes(), message, signature)) {
      throw badRequest(
        'signature_invalid',
        isUser ? `The signature for ${userPublicKey} does not verify: it was made with another key or over other bytes.` : `The market maker's signature does not verify: the transaction was altered after quoting.`,
      );
    }
  });
}
