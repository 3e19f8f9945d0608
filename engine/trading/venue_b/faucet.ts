import type { Db } from '../../db/connect.js';
import { badRequest } from '../../errors.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import { lockAgent, moveCash } from '../../accounts/ledger.js';
import type { SimVenueBTools } from '../../venues/venue_b/port.js';
import { chainAddress } from './quotes.js';

export interface FaucetReceipt {
  walletAddress: string;
  funded: string;
  usdcBalance: string;
  solBalance: string;
  simulationBalance: string;
}

const receipt = (wallet: string, amount: bigint, after: { usdc: bigint; sol: bigint }, simulationBalance: bigint): FaucetReceipt => ({
  walletAddress: wallet,
  funded: decimalText(amount, USDC_SCALE),
  usdcBalance: decimalText(after.usdc, USDC_SCALE),
  solBalance: decimalText(after.sol, 9),
  simulationBalance: decimalText(simulationBalance, USDC_SCALE),
});

/**
 * Simulation only: moves USDC from the agent's simulation balance onto its chain-B wallet (minted
 * by the simulated USDC authority) with SOL for fees. The debit, the grant's record (under
 * `grantId`, the request's work id) and the mint happen together: the simulated chain runs in
 * process, so it is called inside the transaction, and if it refuses the debit rolls back. A retry
 * of the same work finds the grant and funds nothing twice.
 */
export async function fundWallet(db: Db, sim: SimVenueBTools, agentId: string, walletAddress: string, amount: bigint, grantId: string, now: Date): Promise<FaucetReceipt> {
  const wallet = chainAddress(walletAddress, 'walletAddress');
  return db.transaction().execute(async (trx) => {
    const { balance: before } = await lockAgent(trx, agentId);
    const granted = await trx.selectFrom('venue_b_transfers').select(['to_address', 'amount']).where('id', '=', grantId).where('agent_id', '=', agentId).executeTakeFirst();
    if (granted) return receipt(granted.to_address, BigInt(granted.amount), await sim.walletBalances(granted.to_address), before);
    if (before < amount) {
      throw badRequest('insufficient_balance', `The simulation balance is ${decimalText(before, USDC_SCALE)} USDC, less than the ${decimalText(amount, USDC_SCALE)} asked for.`);
    }
    await moveCash(trx, agentId, -amount);
    await trx
      .insertInto('venue_b_transfers')
      .values({ id: grantId, agent_id: agentId, kind: 'faucet', from_address: null, to_address: wallet, amount, tx_signature: null, status: 'done', created_at: now })
      .execute();
    return receipt(wallet, amount, await sim.fund(wallet, amount), before - amount);
  });
}
