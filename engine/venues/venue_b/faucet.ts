import { PublicKey } from '@solana/web3.js';
import type { Db } from '../../db/connect.js';
import { badRequest } from '../../errors.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import { lockAgent, moveCash } from '../../trading/ledger.js';
import { chainAddress } from './quotes.js';
import type { SimChain } from './sim/chain.js';

/** SOL sent with every faucet call: enough for the fees and token-account rent of many trades. */
export const FAUCET_LAMPORTS = 100_000_000n;

export interface FaucetReceipt {
  walletAddress: string;
  funded: string;
  usdcBalance: string;
  solBalance: string;
  simulationBalance: string;
}

/** A grant as its receipt shows it, with the balances as they are now. */
function receipt(chain: SimChain, wallet: PublicKey, amount: bigint, simulationBalance: bigint): FaucetReceipt {
  return {
    walletAddress: wallet.toBase58(),
    funded: decimalText(amount, USDC_SCALE),
    usdcBalance: decimalText(chain.tokenBalance(wallet, chain.usdcMint), USDC_SCALE),
    solBalance: decimalText(chain.solBalance(wallet), 9),
    simulationBalance: decimalText(simulationBalance, USDC_SCALE),
  };
}

/**
 * Simulation only: moves USDC from the agent's simulation balance onto its chain-B wallet (minted
 * by the simulated USDC authority) and sends SOL for fees. The debit, the grant's record (under
 * `grantId`, the request's work id) and the mint happen together: if the chain refuses, the
 * transaction rolls the debit back, and a retry of the same work finds the grant and funds nothing
 * twice.
 */
export async function fundWallet(db: Db, chain: SimChain, agentId: string, walletAddress: string, amount: bigint, grantId: string, now: Date): Promise<FaucetReceipt> {
  const wallet = chainAddress(walletAddress, 'walletAddress');
  return db.transaction().execute(async (trx) => {
    const { balance: before } = await lockAgent(trx, agentId);
    const granted = await trx.selectFrom('venue_b_transfers').select(['to_address', 'amount']).where('id', '=', grantId).where('agent_id', '=', agentId).executeTakeFirst();
    if (granted) return receipt(chain, new PublicKey(granted.to_address), BigInt(granted.amount), before);
    if (before < amount) {
      throw badRequest('insufficient_balance', `The simulation balance is ${decimalText(before, USDC_SCALE)} USDC, less than the ${decimalText(amount, USDC_SCALE)} asked for.`);
    }
    await moveCash(trx, agentId, -amount);
    await trx
      .insertInto('venue_b_transfers')
      .values({ id: grantId, agent_id: agentId, kind: 'faucet', from_address: null, to_address: wallet.toBase58(), amount, tx_signature: null, status: 'done', created_at: now })
      .execute();
    chain.fund(wallet, amount, FAUCET_LAMPORTS);
    return receipt(chain, wallet, amount, before - amount);
  });
}
