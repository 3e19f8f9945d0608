import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { signedDigest, type SignedDigest, type TypedSignature } from './eip712.js';

interface Request {
  id: number;
  typed: TypedSignature;
  resolve(answer: SignedDigest): void;
}

interface Thread {
  worker: Worker;
  waiting: Map<number, Request>;
}

/** What a thread is sent, and answers: the checks that arrived in one turn of the event loop, in one message each way. */
export interface CheckMessage {
  checks: Array<{ id: number; typed: TypedSignature }>;
}
export interface AnswerMessage {
  answers: Array<{ id: number; answer: SignedDigest }>;
}

/** A turn with no more checks than this runs them on the event loop (see RecoveryPool). */
const INLINE_UP_TO = 3;

/**
 * Signature checks, in parallel where that pays: each order's digest and ECDSA recovery (all that
 * verifying its signature costs) run on a pool of worker threads, one per core beyond the first, so
 * a batch's signatures are checked in parallel and the event loop keeps serving requests meanwhile.
 * The checks asked for in one turn of the event loop go together, shared among the threads, one
 * message each way. A message and its answer cost the event loop 70-90 µs here (posting, waking
 * the other thread, dispatching the answer), about what a check costs it inline (105 µs), and the
 * thread as much again: so a turn of up to INLINE_UP_TO checks (a batch of two or three) runs them
 * inline, and only more go to the threads, where they run in parallel. A single order's check never
 * comes here (pooledSignedDigest).
 * With one core, or if a thread cannot start, they run inline, as signedDigest.
 */
export class RecoveryPool {
  private readonly threads: Thread[] = [];
  private next = 0;
  private lastId = 0;
  private queued: Request[] = [];

  constructor(size: number, file: URL = workerFile()) {
    for (let i = 0; i < size; i++) {
      const thread: Thread = { worker: startThread(file), waiting: new Map() };
      thread.worker.on('message', ({ answers }: AnswerMessage) => {
        for (const { id, answer } of answers) {
          thread.waiting.get(id)?.resolve(answer);
          thread.waiting.delete(id);
        }
        if (!thread.waiting.size) thread.worker.unref();
      });
      thread.worker.on('error', () => this.retire(thread));
      thread.worker.on('exit', () => this.retire(thread));
      // A thread keeps the process alive only while it owes an answer. Unref'd before the
      // 'message' listener is added, it would be ref'd again by it, and no process that used the
      // pool could exit.
      thread.worker.unref();
      this.threads.push(thread);
    }
  }

  /** Threads working; none means every check runs inline. */
  get size(): number {
    return this.threads.length;
  }

  check(typed: TypedSignature): Promise<SignedDigest> {
    if (!this.threads.length) return Promise.resolve(signedDigest(typed));
    return new Promise((resolve) => {
      if (!this.queued.length) setImmediate(() => this.send());
      this.queued.push({ id: ++this.lastId, typed, resolve });
    });
  }

  /** The turn's checks, in as many even shares as there are threads. */
  private send(): void {
    const queued = this.queued;
    this.queued = [];
    if (queued.length <= INLINE_UP_TO || !this.threads.length) {
      for (const { typed, resolve } of queued) resolve(signedDigest(typed));
      return;
    }
    const share = Math.ceil(queued.length / this.threads.length);
    for (let from = 0; from < queued.length; from += share) {
      const thread = this.threads[this.next++ % this.threads.length]!;
      const checks = queued.slice(from, from + share);
      if (!thread.waiting.size) thread.worker.ref();
      for (const check of checks) thread.waiting.set(check.id, check);
      thread.worker.postMessage({ checks: checks.map(({ id, typed }) => ({ id, typed })) } satisfies CheckMessage);
    }
  }

  /** A thread that failed or exited answers what it still owed inline, and takes no more. */
  private retire(thread: Thread): void {
    const at = this.threads.indexOf(thread);
    if (at < 0) return;
    this.threads.splice(at, 1);
    for (const { typed, resolve } of thread.waiting.values()) resolve(signedDigest(typed));
    thread.waiting.clear();
  }
}

/** The thread's own module, beside this one: in the sources (run under tsx) and in the build (scripts/build.ts keeps every file side by side). */
const workerFile = () => new URL(import.meta.url.endsWith('.ts') ? './recovery-worker.ts' : './recovery-worker.js', import.meta.url);

/**
 * A thread running `file`. A thread does not inherit its parent's module hooks, so under tsx (the
 * sources, the tests, the benchmarks) a .ts module is loaded by registering tsx in the thread first;
 * without that, every thread would fail to start and all recovery would run on the event loop.
 */
function startThread(file: URL): Worker {
  if (!file.pathname.endsWith('.ts')) return new Worker(file);
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`, { eval: true });
}

let pool: RecoveryPool | undefined;

/**
 * signedDigest: through the process's pool (made on first use) for a check `inBatch`, inline for a
 * single order's. A check sent to a thread costs more CPU in all than one run inline (the messages
 * cost the event loop about what the check does, and the thread does the check as well); only a
 * batch's, checked in parallel, gain by it. On two cores, with single orders' checks on the pool as
 * well (grouped by turn), resting trades measured 1,027/s on average over five runs of
 * `npm run bench:probe`, against 1,203/s inline (service CPU 0.86 against 0.75 ms a trade); with a
 * batch's inline too, 1,200 batches of 20 read 228 and 240/s against 249 and 291 (two alternating
 * pairs), the event loop spending 3.5-3.7 ms a batch against 1.7-2.1.
 */
export function pooledSignedDigest(typed: TypedSignature, inBatch: boolean): Promise<SignedDigest> {
  if (!inBatch) return Promise.resolve(signedDigest(typed));
  pool ??= new RecoveryPool(Math.max(0, os.availableParallelism() - 1));
  return pool.check(typed);
}
