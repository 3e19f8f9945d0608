import { ApiError, badRequest } from '../../errors.js';
import { decimalText, USDC_SCALE } from '../../money.js';

/** The custody provider's policy refused to sign (its BLOCKED_BY_POLICY): nothing was charged. */
export const blockedByPolicy = (reason: string) => badRequest('BLOCKED_BY_POLICY', `Signing rejected by the custody policy (BLOCKED_BY_POLICY): ${reason}`);

/** The custody provider failed (not a refusal): nothing was charged. */
export const custodyFailed = (cause: unknown) =>
  new ApiError(500, 'custody_failed', 'The custody provider call failed; nothing was charged. Retry with the same Idempotency-Key.', { cause });

/** A USDC token account as the fee checks read it, on either chain. */
export interface FeeSourceAccount {
  amount: bigint;
  delegate: string | null;
  delegatedAmount: bigint;
}

/**
 * The conditions the spec lists for charging a fee, checked before anything is signed so that the
 * refusal names the one that fails: the wallet's USDC account exists, holds the fee, and has
 * approved the platform's delegate for at least the fee.
 */
export function checkFeeSource(from: string, account: FeeSourceAccount | null, delegate: string, amount: bigint): void {
  if (!account) throw badRequest('no_usdc_account', `${from} has no USDC token account on chain-B. Fund it and trade before paying a fee.`);
  if (account.amount < amount) {
    throw badRequest('insufficient_balance', `The wallet holds ${decimalText(account.amount, USDC_SCALE)} USDC, less than the fee of ${decimalText(amount, USDC_SCALE)}.`);
  }
  if (account.delegate !== delegate || account.delegatedAmount < amount) {
    const approved = account.delegate === delegate ? decimalText(account.delegatedAmount, USDC_SCALE) : '0';
    throw badRequest('insufficient_allowance', `The platform delegate ${delegate} is approved for ${approved} USDC of this wallet, less than the fee. Each quote's transaction approves the recommended fee of that trade.`);
  }
}
