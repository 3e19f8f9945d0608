import { Keypair, type PublicKey, type VersionedTransaction } from '@solana/web3.js';
import { ApiError, badRequest } from '../../../errors.js';

/**
 * Who signs the platform's fee transfers as the users' approved delegate. Here a local keypair; a
 * custody provider (a Fireblocks PROGRAM_CALL with signOnly, say) implements the same two members,
 * refusing with `blockedByPolicy` when its policy says no.
 */
export interface FeeSigner {
  readonly publicKey: PublicKey;
  /** Adds the delegate's signature to the transaction, whose fee payer it is. */
  sign(transaction: VersionedTransaction): Promise<void>;
}

/** The custody provider's policy refused to sign (its BLOCKED_BY_POLICY): nothing was charged. */
export const blockedByPolicy = (reason: string) => badRequest('BLOCKED_BY_POLICY', `Signing rejected by the custody policy (BLOCKED_BY_POLICY): ${reason}`);

/** Runs the signer: its refusals pass as they are; any other failure is the custody provider's, and nothing was charged. */
export async function custodySign(signer: FeeSigner, transaction: VersionedTransaction): Promise<void> {
  try {
    await signer.sign(transaction);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(500, 'custody_failed', 'The custody provider call failed; nothing was charged. Retry with the same Idempotency-Key.', { cause: error });
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
