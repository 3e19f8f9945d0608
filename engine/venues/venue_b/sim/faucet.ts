import type { PublicKey } from '@solana/web3.js';
import type { SimChain } from './chain.js';

/** SOL sent with every faucet call: enough for the fees and token-account rent of many trades. */
export const FAUCET_LAMPORTS = 100_000_000n;

/** The faucet's chain side: simulated USDC minted to the owner, SOL for fees; answers the balances after. */
export function faucet(chain: SimChain, owner: PublicKey, usdc: bigint): { usdc: bigint; sol: bigint } {
  chain.fund(owner, usdc, FAUCET_LAMPORTS);
  return walletBalances(chain, owner);
}

/** What a wallet holds of simulated USDC and of SOL. */
export function walletBalances(chain: SimChain, owner: PublicKey): { usdc: bigint; sol: bigint } {
  return { usdc: chain.tokenBalance(owner, chain.usdcMint), sol: chain.solBalance(owner) };
}
