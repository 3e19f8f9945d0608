import type { Keypair, PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import type { VenueBLiveConfig } from '../../engine/config.js';
import type { FakeDflow } from './fake-dflow/index.js';

/** The live venue_b's settings pointed at the local fakes: the fee goes to the fee wallet's USDC account. */
export function liveVenueBConfig(fake: FakeDflow, options: { apiKey?: string; feeDelegate: Keypair; feeWallet: PublicKey; timeoutMs?: number }): VenueBLiveConfig {
  return {
    tradeApiUrl: fake.tradeUrl,
    metadataApiUrl: fake.metadataUrl,
    apiKey: options.apiKey ?? null,
    rpcUrl: fake.rpcUrl,
    settlementMint: fake.usdcMint.toBase58(),
    feeDelegateSecretKey: options.feeDelegate.secretKey,
    feeAccount: getAssociatedTokenAddressSync(fake.usdcMint, options.feeWallet).toBase58(),
    timeoutMs: options.timeoutMs ?? 2000,
    marketTtlMs: 60_000,
  };
}
