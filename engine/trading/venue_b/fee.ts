import type { Db } from '../../db/connect.js';
import { badRequest, forbidden } from '../../errors.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import type { VenueB } from '../../venues/venue_b/port.js';
import { chainAddress } from './quotes.js';

export interface FeeReceipt {
  id: string;
  status: 'BROADCASTED';
  txSignature: string;
  fromAddress: string;
  toAddress: string;
  amount: string;
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
 * still pending whose transaction provably never landed moved nothing, so it is forgotten and the
 * charge runs again; one whose fate is not known yet is answered as broadcast, which it was.
 */
async function earlierCharge(db: Db, venue: VenueB, agentId: string, chargeId: string): Promise<FeeReceipt | null> {
  const row = await db.selectFrom('venue_b_transfers').selectAll().where('id', '=', chargeId).where('agent_id', '=', agentId).where('kind', '=', 'fee').executeTakeFirst();
  if (!row) return null;
  if (row.status === 'done') return receipt(row);
  const landed = await venue.transferLanded(row.tx_signature!);
  if (landed === false) {
    await db.deleteFrom('venue_b_transfers').where('id', '=', chargeId).execute();
    return null;
  }
  if (landed) await db.updateTable('venue_b_transfers').set({ status: 'done' }).where('id', '=', chargeId).execute();
  return receipt(row);
}

/**
 * The platform fee, pulled by the delegate the user approved. What the service knows is checked
 * here (the source is a wallet of this agent's, the amount is positive); what the venue and the
 * custody provider know (policy, token account, balance, approval) is checked there, and each
 * refusal names its reason. The charge is recorded, under `chargeId` (the request's work id), as
 * pending before its transaction is sent: a retry of the same work finds it and answers its
 * receipt instead of charging twice.
 */
export async function chargeTradeFee(db: Db, venue: VenueB, agentId: string, fromAddress: string, amount: bigint, chargeId: string, now: Date): Promise<FeeReceipt> {
  const earlier = await earlierCharge(db, venue, agentId, chargeId);
  if (earlier) return earlier;
  if (fromAddress === venue.feeDelegate) throw badRequest('delegate_as_source', 'fromAddress is the platform’s delegate address; give the user’s wallet, the one that approved the delegate.');
  const from = chainAddress(fromAddress, 'fromAddress');
  const owned = await db.selectFrom('venue_b_wallets').select('address').where('agent_id', '=', agentId).where('address', '=', from).executeTakeFirst();
  if (!owned) throw forbidden('wallet_not_agents', `${fromAddress} has not traded on venue_b for this agent; fees are charged only from the agent's own wallets.`);
  if (amount <= 0n) throw badRequest('invalid_amount', 'amount must be more than 0.');
  const fee = await venue.prepareFee(from, amount);
  const charge = { id: chargeId, agent_id: agentId, kind: 'fee' as const, from_address: from, to_address: fee.toAddress, amount, tx_signature: fee.signature, created_at: now };
  await db.insertInto('venue_b_transfers').values({ ...charge, status: 'pending' }).execute();
  try {
    await venue.sendFee(fee);
  } catch (error) {
    await db.deleteFrom('venue_b_transfers').where('id', '=', chargeId).execute();
    throw error;
  }
  await db.updateTable('venue_b_transfers').set({ status: 'done' }).where('id', '=', chargeId).execute();
  return receipt(charge);
}
