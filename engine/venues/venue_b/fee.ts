import { createTransferCheckedInstruction } from '@solana/spl-token';
import type { Db } from '../../db/connect.js';
import { ApiError, badRequest, forbidden } from '../../errors.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import { chainAddress } from './quotes.js';
import { ChainError, TOKEN_DECIMALS, type SimChain } from './sim/chain.js';

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

/** The custody provider's signing and broadcast: a chain refusal is the caller's to fix, anything else the provider's failure. */
function custody<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof ChainError) throw error;
    throw new ApiError(500, 'custody_failed', 'The custody provider call failed; nothing was charged. Retry with the same Idempotency-Key.', { cause: error });
  }
}

/** A fee charge as its receipt shows it. */
const receipt = (row: { id: string; tx_signature: string | null; from_address: string | null; to_address: string; amount: string | bigint }): FeeReceipt => ({
  id: row.id,
  status: 'BROADCASTED',
  txSignature: row.tx_signature!,
  fromAddress: row.from_address!,
  toAddress: row.to_address,
  amount: decimalText(BigInt(row.amount), USDC_SCALE),
});

/**
 * What an earlier run of this charge (same id) did: its receipt if its transaction landed. A charge
 * still pending whose transaction the chain never executed provably moved nothing (the simulated
 * chain loses a transaction with the process that held it; a live chain would wait out the
 * blockhash first), so it is forgotten and the charge runs again.
 */
async function earlierCharge(db: Db, chain: SimChain, agentId: string, chargeId: string): Promise<FeeReceipt | null> {
  const row = await db.selectFrom('venue_b_transfers').selectAll().where('id', '=', chargeId).where('agent_id', '=', agentId).where('kind', '=', 'fee').executeTakeFirst();
  if (!row) return null;
  if (row.status === 'done') return receipt(row);
  if (!chain.landed(row.tx_signature!)?.ok) {
    await db.deleteFrom('venue_b_transfers').where('id', '=', chargeId).execute();
    return null;
  }
  await db.updateTable('venue_b_transfers').set({ status: 'done' }).where('id', '=', chargeId).execute();
  return receipt(row);
}

/**
 * The platform fee: the custody key the user approved as a delegate of its USDC account signs a
 * transferChecked of `amount` to the platform's fee account, and pays the network fee. Each
 * condition the spec lists is checked first, so the refusal names it; the chain still has the
 * last word (a race with the user's own transfer shows as insufficient funds). The charge is
 * recorded, under `chargeId` (the request's work id), as pending before its transaction is
 * broadcast: a retry of the same work finds it and answers its receipt instead of charging twice.
 */
export async function chargeTradeFee(db: Db, chain: SimChain, policy: FeePolicy, agentId: string, fromAddress: string, amount: bigint, chargeId: string, now: Date): Promise<FeeReceipt> {
  const earlier = await earlierCharge(db, chain, agentId, chargeId);
  if (earlier) return earlier;
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
  const { transaction, signature } = custody(() =>
    chain.sign(
      [createTransferCheckedInstruction(chain.tokenAccountAddress(chain.usdcMint, from), chain.usdcMint, feeAccount, delegate, amount, TOKEN_DECIMALS)],
      [chain.feeDelegate],
    ),
  );
  const charge = { id: chargeId, agent_id: agentId, kind: 'fee' as const, from_address: from.toBase58(), to_address: chain.feeWallet.publicKey.toBase58(), amount, tx_signature: signature, created_at: now };
  await db.insertInto('venue_b_transfers').values({ ...charge, status: 'pending' }).execute();
  try {
    custody(() => chain.broadcast(transaction.serialize()));
  } catch (error) {
    await db.deleteFrom('venue_b_transfers').where('id', '=', chargeId).execute();
    throw error;
  }
  await db.updateTable('venue_b_transfers').set({ status: 'done' }).where('id', '=', chargeId).execute();
  return receipt(charge);
}
