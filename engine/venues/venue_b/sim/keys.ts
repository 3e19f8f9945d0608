import { createHash } from 'node:crypto';
import { Keypair } from '@solana/web3.js';

/** One of the simulated chain's keys (the service's own, or a mint's as `mint:<label>`): derived from the seed and its label, so every start and process agrees. */
export const chainKey = (seed: string, label: string): Keypair => Keypair.fromSeed(createHash('sha256').update(`${seed}\nvenue_b\n${label}`).digest());
