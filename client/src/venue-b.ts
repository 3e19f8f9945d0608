import { VersionedTransaction, type Keypair } from '@solana/web3.js';

/**
 * The quote's `unsignedTransaction` signed by the wallet, as POST /venue_b/agent/submit takes it:
 * deserialized, signed with the keypair on this machine, serialized unchanged otherwise.
 */
export function signVenueBTransaction(unsignedTransaction: string, keypair: Keypair): string {
  const transaction = VersionedTransaction.deserialize(Buffer.from(unsignedTransaction, 'base64'));
  transaction.sign([keypair]);
  return Buffer.from(transaction.serialize()).toString('base64');
}
