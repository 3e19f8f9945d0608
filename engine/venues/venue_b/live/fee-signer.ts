import { Keypair, type PublicKey, type VersionedTransaction } from '@solana/web3.js';
import { ApiError } from '../../../errors.js';
import { custodyFailed } from '../custody.js';

/**
 * Who signs the platform's fee transfers as the users' approved delegate. Here a local keypair; a
 * custody provider (a Fireblocks PROGRAM_CALL with signOnly, say) implements the same two members,
 * refusing with `blockedByPolicy` (../custody.ts) when its policy says no.
 */
export interface FeeSigner {
  readonly publicKey: PublicKey;
  /** Adds the delegate's signature to the transaction, whose fee payer it is. */
  sign(transaction: VersionedTransaction): Promise<void>;
}

/** Runs the signer: its refusals pass as they are; any other failure is the custody provider's, and nothing was charged. */
export async function custodySign(signer: FeeSigner, transaction: VersionedTransaction): Promise<void> {
  try {
    await signer.sign(transaction);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw custodyFailed(error);
  }
}

export class LocalKeypairSigner implements FeeSigner {
  private readonly keypair: Keypair;

  constructor(secretKey: Uint8Array) {
    this.keypair = Keypair.fromSecretKey(secretKey);
  }

  get publicKey(): PublicKey {
    return this.keypair.publicKey;
  }

  async sign(transaction: VersionedTransaction): Promise<void> {
    transaction.sign([this.keypair]);
  }
}
