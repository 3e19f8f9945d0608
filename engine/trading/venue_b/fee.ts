import { randomUUID } from 'node:crypto';
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

/**
 * The platform fee, pulled by the delegate the user approved. What the service knows is checked
 * here (the source is a wallet of this agent's, the amount is positive); what the venue and the
 * custody provider know (policy, token account, balance, approval) is checked there, and each
 * refusal names its reason.
 */
export async function chargeTradeFee(db: Db, venue: VenueB, agentId: string, fromAddress: string, amount: bigint): Promise<FeeReceipt> {
  if (fromAddress === venue.feeDelegate) throw badRequest('delegate_as_source', 'fromAddress is the platform’s delegate address; give the user’s wallet, the one that approved the delegate.');
  const from = chainAddress(fromAddress, 'fromAddress').toBase58();
  const owned = await db.selectFrom('venue_b_wallets').select('address').where('agent_id', '=', agentId).where('address', '=', from).executeTakeFirst();
  if (!owned) throw forbidden('wallet_not_agents', `${fromAddress} has not traded on venue_b for this agent; fees are charged only from the agent's own wallets.`);
  if (amount <= 0n) throw badRequest('invalid_amount', 'amount must be more than 0.');
  const transfer = await venue.chargeFee(from, amount);
  return { id: randomUUID(), status: 'BROADCASTED', txSignature: transfer.signature, fromAddress: from, toAddress: transfer.toAddress, amount: decimalText(amount, USDC_SCALE) };
}
