import { createTransferCheckedInstruction } from '@solana/spl-token';
import type { PublicKey } from '@solana/web3.js';
import { badRequest } from '../../../errors.js';
import { blockedByPolicy, custodyFailed } from '../custody.js';
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
  const account = chain.tokenAccount(from, chain.usdcMint);
  if (!account) throw badRequest('no_usdc_account', `${from.toBase58()} has no USDC token account on chain-B. Fund it and trade before paying a fee.`);
  if (account.amount < amount) {
    throw badRequest('insufficient_balance', `The wallet holds ${decimalText(account.amount, USDC_SCALE)} USDC, less than the fee of ${decimalText(amount, USDC_SCALE)}.`);
  }
  if (account.delegate !== delegate || account.delegatedAmount < amount) {
    const approved = account.delegate === delegate ? decimalText(account.delegatedAmount, USDC_SCALE) : '0';
    throw badRequest('insufficient_allowance', `The platform delegate ${delegate} is approved for ${approved} USDC of this wallet, less than the fee. Each quote's transaction approves the recommended fee of that trade.`);
  }
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
