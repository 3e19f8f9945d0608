import { createTransferCheckedInstruction } from '@solana/spl-token';
import type { PublicKey } from '@solana/web3.js';
import { blockedByPolicy, checkFeeSource, custodyFailed } from '../custody.js';
import { decimalText, USDC_SCALE } from '../../../money.js';
import { TOKEN_DECIMALS, type PreparedFee } from '../port.js';
import { ChainError, type SimChain } from './chain.js';

/** The simulated custody provider's policy for the fee delegate's key. */
export interface CustodyPolicy {
  /** The policy allows the delegate's raw signing at all. */
  rawSigning: boolean;
  /** Largest single charge the policy signs (USDC atomic). */
  maxFee: bigint;
}

/** The simulated custody provider: a chain refusal is the caller's to fix, anything else the provider's failure. */
function custody<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof ChainError) throw error;
    throw custodyFailed(error);
  }
}

/**
 * The platform fee on the simulated chain, signed and not sent: the delegate key the user approved
 * on its USDC account signs a transferChecked of `amount` to the fee wallet, and pays the network
 * fee. Each condition the spec lists is checked first, so the refusal names it; the chain still
 * has the last word when it is sent (a race with the user's own transfer shows as insufficient funds).
 */
export function prepareFee(chain: SimChain, policy: CustodyPolicy, from: PublicKey, amount: bigint): PreparedFee {
  if (!policy.rawSigning) throw blockedByPolicy('the platform vault is not allowed to sign raw transactions.');
  if (amount > policy.maxFee) throw blockedByPolicy(`one charge may be at most ${decimalText(policy.maxFee, USDC_SCALE)} USDC.`);
  const delegate = chain.feeDelegate.publicKey.toBase58();
  checkFeeSource(from.toBase58(), chain.tokenAccount(from, chain.usdcMint), delegate, amount);
  const feeAccount = chain.tokenAccountAddress(chain.usdcMint, chain.feeWallet.publicKey);
  const { transaction, signature } = custody(() =>
    chain.sign(
      [createTransferCheckedInstruction(chain.tokenAccountAddress(chain.usdcMint, from), chain.usdcMint, feeAccount, chain.feeDelegate.publicKey, amount, TOKEN_DECIMALS)],
      [chain.feeDelegate],
    ),
  );
  return { signature, toAddress: chain.feeWallet.publicKey.toBase58(), transaction: transaction.serialize() };
}

export function sendFee(chain: SimChain, fee: PreparedFee): void {
  custody(() => chain.broadcast(fee.transaction));
}
