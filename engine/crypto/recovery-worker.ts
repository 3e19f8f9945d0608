import { parentPort } from 'node:worker_threads';
import { signedDigest } from './eip712.js';
import type { AnswerMessage, CheckMessage } from './recovery-pool.js';

/** One thread of the recovery pool (recovery-pool.ts): answers each message's checks, in one message. */
parentPort!.on('message', ({ checks }: CheckMessage) => {
  parentPort!.postMessage({ answers: checks.map(({ id, typed }) => ({ id, answer: signedDigest(typed) })) } satisfies AnswerMessage);
});
