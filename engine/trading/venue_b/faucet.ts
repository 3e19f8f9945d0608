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

/**
 * Simulation only: moves USDC from the agent's simulation balance onto its chain-B wallet (minted
 * by the simulated USDC authority) with SOL for fees. The debit and the mint happen together: the
 * simulated chain runs in process, so it is called inside the transaction, and if it refuses the
 * debit rolls back.
 */
export async function fundWallet(db: Db, sim: SimVenueBTools, agentId: string, walletAddress: string, amount: bigint): Promise<FaucetReceipt> {
  const wallet = chainAddress(walletAddress, 'walletAddress').toBase58();
  return db.transaction().execute(async (trx) => {
    const { balance: before } = await lockAgent(trx, agentId);
    if (before < amount) {
      throw badRequest('insufficient_balance', `The simulation balance is ${decimalText(before, USDC_SCALE)} USDC, less than the ${decimalText(amount, USDC_SCALE)} asked for.`);
    }
    await moveCash(trx, agentId, -amount);
    const after = await sim.fund(wallet, amount);
    return {
      walletAddress: wallet,
      funded: decimalText(amount, USDC_SCALE),
      usdcBalance: decimalText(after.usdc, USDC_SCALE),
      solBalance: decimalText(after.sol, 9),
      simulationBalance: decimalText(before - amount, USDC_SCALE),
    };
  });
}
