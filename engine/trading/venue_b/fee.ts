import { randomUUID } from 'node:crypto';
import { createTransferCheckedInstruction } from '@solana/spl-token';
import type { Db } from '../../db/connect.js';
import { ApiError, badRequest, forbidden } from '../../errors.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import { chainAddress } from './quotes.js';
import { ChainError, TOKEN_DECIMALS, type SimChain } from '../../venues/venue_b/sim/chain.js';

export interface FeePolicy {
  /** The custody provider's policy allows the delegate's raw signing at all. */
  rawSigning: boolean;
  /** Largest single charge the policy signs (USDC atomic). */
  maxFee: bigint;
}

export interface FeeReceipt {
  id: string;
  status: 'BROADCASTED';
  txSignature: string;
  fromAddress: string;
  toAddress: string;
  amount: string;
}

const blocked = (message: string) => badRequest('BLOCKED_BY_POLICY', `Signing rejected by the custody policy (BLOCKED_BY_POLICY): ${message}`);

/**
 * The platform fee: the custody key the user approved as a delegate of its USDC account signs a
 * transferChecked of `amount` to the platform's fee account, and pays the network fee. Each
 * condition the spec lists is checked first, so the refusal names it; the chain still has the
 * last word (a race with the user's own transfer shows as insufficient funds).
 */
export async function chargeTradeFee(db: Db, chain: SimChain, policy: FeePolicy, agentId: string, fromAddress: string, amount: bigint): Promise<FeeReceipt> {
  const delegate = chain.feeDelegate.publicKey;
  if (fromAddress === delegate.toBase58()) throw badRequest('delegate_as_source', 'fromAddress is the platform’s delegate address; give the user’s wallet, the one that approved the delegate.');
  const from = chainAddress(fromAddress, 'fromAddress');
  const owned = await db.selectFrom('venue_b_wallets').select('address').where('agent_id', '=', agentId).where('address', '=', from.toBase58()).executeTakeFirst();
  if (!owned) throw forbidden('wallet_not_agents', `${fromAddress} has not traded on venue_b for this agent; fees are charged only from the agent's own wallets.`);
  if (amount <= 0n) throw badRequest('invalid_amount', 'amount must be more than 0.');
  if (!policy.rawSigning) throw blocked('the platform vault is not allowed to sign raw transactions.');
  if (amount > policy.maxFee) throw blocked(`one charge may be at most ${decimalText(policy.maxFee, USDC_SCALE)} USDC.`);

  const account = chain.tokenAccount(from, chain.usdcMint);
  if (!account) throw badRequest('no_usdc_account', `${fromAddress} has no USDC token account on chain-B. Fund it and trade before paying a fee.`);
  if (account.amount < amount) {
    throw badRequest('insufficient_balance', `The wallet holds ${decimalText(account.amount, USDC_SCALE)} USDC, less than the fee of ${decimalText(amount, USDC_SCALE)}.`);
  }
  if (account.delegate !== delegate.toBase58() || account.delegatedAmount < amount) {
    const approved = account.delegate === delegate.toBase58() ? decimalText(account.delegatedAmount, USDC_SCALE) : '0';
    throw badRequest('insufficient_allowance', `The platform delegate ${delegate.toBase58()} is approved for ${approved} USDC of this wallet, less than the fee. Each quote's transaction approves the recommended fee of that trade.`);
  }
  const feeAccount = chain.tokenAccountAddress(chain.usdcMint, chain.feeWallet.publicKey);
  let signature: string;
  try {
    signature = chain.execute(
      [createTransferCheckedInstruction(chain.tokenAccountAddress(chain.usdcMint, from), chain.usdcMint, feeAccount, delegate, amount, TOKEN_DECIMALS)],
      [chain.feeDelegate],
    );
  } catch (error) {
    if (error instanceof ChainError) throw error;
    throw new ApiError(500, 'custody_failed', 'The custody provider call failed; nothing was charged. Retry with the same Idempotency-Key.');
  }
  return { id: randomUUID(), status: 'BROADCASTED', txSignature: signature, fromAddress: from.toBase58(), toAddress: chain.feeWallet.publicKey.toBase58(), amount: decimalText(amount, USDC_SCALE) };
}
