import { parentPort, threadId } from 'node:worker_threads';
import type { AnswerMessage, CheckMessage } from '../../engine/crypto/recovery-pool.js';

/** A recovery thread that checks nothing: it answers each check with its own thread id, so a test sees which checks went to which thread. */
parentPort!.on('message', ({ checks }: CheckMessage) => {
  parentPort!.postMessage({ answers: checks.map(({ id }) => ({ id, answer: { digest: `0x${threadId}`, signer: null } })) } satisfies AnswerMessage);
});
