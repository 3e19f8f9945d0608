import { parentPort } from 'node:worker_threads';
import { signedDigest, type TypedSignature } from './eip712.js';

/** One thread of the recovery pool (recovery-pool.ts): answers what it is sent, in order. */
parentPort!.on('message', ({ id, typed }: { id: number; typed: TypedSignature }) => {
  parentPort!.postMessage({ id, answer: signedDigest(typed) });
});
