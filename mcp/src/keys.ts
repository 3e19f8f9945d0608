import { getBase58Encoder } from '@solana/kit';
import { Keypair } from '@solana/web3.js';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

/**
 * The signing keys, from this process's environment only: they sign here and are never returned
 * by a tool, logged or sent. A missing key disables only the tools that need it.
 */
export interface Keys {
  venueA: PrivateKeyAccount | null;
  venueB: Keypair | null;
}

export function keysFromEnv(env: NodeJS.ProcessEnv): Keys {
  const evm = env.VENUE_A_PRIVATE_KEY?.trim();
  if (evm && !/^0x[0-9a-fA-F]{64}$/.test(evm)) throw new Error('VENUE_A_PRIVATE_KEY must be 0x followed by 64 hex digits');
  const solana = env.VENUE_B_SECRET_KEY?.trim();
  return { venueA: evm ? privateKeyToAccount(evm as `0x${string}`) : null, venueB: solana ? solanaKeypair(solana) : null };
}

/** A Solana secret key as solana-keygen writes it (a JSON array of 64 bytes) or as base58. */
function solanaKeypair(text: string): Keypair {
  try {
    const bytes = text.startsWith('[') ? Uint8Array.from(JSON.parse(text) as number[]) : new Uint8Array(getBase58Encoder().encode(text));
    return Keypair.fromSecretKey(bytes);
  } catch {
    throw new Error('VENUE_B_SECRET_KEY must be a Solana secret key: a JSON array of 64 bytes, or base58');
  }
}
