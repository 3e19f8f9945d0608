import { createHash } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { ed25519PublicKey } from '../../../crypto/ed25519.js';

const base58 = getBase58Decoder();

/** The seed of one of the simulated chain's keys (the service's own, or a mint's as `mint:<label>`): derived from the seed and its label, so every start and process agrees. */
export const chainSeed = (seed: string, label: string): Buffer => createHash('sha256').update(`${seed}\nvenue_b\n${label}`).digest();

/** That key's address, derived natively: naming the simulated chain's accounts loads no Solana library. */
export const simKeyAddress = (seed: string, label: string): string => base58.decode(ed25519PublicKey(chainSeed(seed, label)));
