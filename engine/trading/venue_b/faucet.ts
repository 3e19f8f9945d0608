import type { Db } from '../../db/connect.js';
import { badRequest } from '../../errors.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import { lockAgent, moveCash } from '../../accounts/ledger.js';
import { chainAddress } from './quotes.js';
import type { SimChain } from '../../venues/venue_b/sim/chain.js';

/** SOL sent with every faucet call: enough for the fees and token-account rent of many trades. */
export const FAUCET_LAMPORTS = 100_000_000n;

export interface FaucetReceipt {
  walletAddress: string;
  funded: string;
  usdcBalance: string;
  solBalance: string;
  simulationBalance: string;
}

/**
 * Simulation only: moves USDC from the agent's simulation balance onto its chain-B wallet (minted
 * by the simulated USDC authority) and sends SOL for fees. The debit and the mint happen together:
 * if the chain refuses, the transaction rolls the debit back.
 */
export async function fundWallet(db: Db, chain: SimChain, agentId: string, walletAddress: string, amount: bigint): Promise<FaucetReceipt> {
  const wallet = chainAddress(walletAddress, 'walletAddress');
  return db.transaction().execute(async (trx) => {
    const { balance: before } = await lockAgent(trx, agentId);
    if (before < amount) {
      throw badRequest('insufficient_balance', `The simulation balance is ${decimalText(before, USDC_SCALE)} USDC, less than the ${decimalText(amount, USDC_SCALE)} asked for.`);
    }
    await moveCash(trx, agentId, -amount);
    chain.fund(wallet, amount, FAUCET_LAMPORTS);
    return {
      walletAddress: wallet.toBase58(),
      funded: decimalText(amount, USDC_SCALE),
      usdcBalance: decimalText(chain.tokenBalance(wallet, chain.usdcMint), USDC_SCALE),
      solBalance: decimalText(chain.solBalance(wallet), 9),
      simulationBalance: decimalText(before - amount, USDC_SCALE),
    };
  });
}
