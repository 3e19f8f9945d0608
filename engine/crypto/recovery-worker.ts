import { parentPort } from 'node:worker_threads';
import type { Hex } from 'viem';
import { recoverSigner } from './secp256k1.js';

/** One thread of the recovery pool (recovery-pool.ts): recovers what it is sent, in order. */
parentPort!.on('message', ({ id, hash, signature }: { id: number; hash: Hex; signature: Hex }) => {
  parentPort!.postMessage({ id, address: recoverSigner(hash, signature) });
});
