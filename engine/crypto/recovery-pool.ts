import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Address, Hex } from 'viem';
import { recoverSigner } from './secp256k1.js';

interface Request {
  hash: Hex;
  signature: Hex;
  resolve(address: Address | null): void;
}

interface Thread {
  worker: Worker;
  waiting: Map<number, Request>;
}

/**
 * Signature recovery off the event loop: each order's ECDSA recovery (most of what verifying it
 * costs) runs on a pool of worker threads, one per core beyond the first, so a batch's signatures
 * are recovered in parallel and the event loop keeps serving requests meanwhile. With one core, or
 * if a thread cannot start, recovery runs inline, as recoverSigner.
 */
export class RecoveryPool {
  private readonly threads: Thread[] = [];
  private next = 0;
  private lastId = 0;

  constructor(size: number, file: URL = workerFile()) {
    for (let i = 0; i < size; i++) {
      const thread: Thread = { worker: new Worker(file), waiting: new Map() };
      thread.worker.unref();
      thread.worker.on('message', ({ id, address }: { id: number; address: Address | null }) => {
        thread.waiting.get(id)?.resolve(address);
        thread.waiting.delete(id);
      });
      thread.worker.on('error', () => this.retire(thread));
      thread.worker.on('exit', () => this.retire(thread));
      this.threads.push(thread);
    }
  }

  recover(hash: Hex, signature: Hex): Promise<Address | null> {
    const thread = this.threads.length ? this.threads[this.next++ % this.threads.length]! : null;
    if (!thread) return Promise.resolve(recoverSigner(hash, signature));
    const id = ++this.lastId;
    return new Promise((resolve) => {
      thread.waiting.set(id, { hash, signature, resolve });
      thread.worker.postMessage({ id, hash, signature });
    });
  }

  /** A thread that failed or exited answers what it still owed inline, and takes no more. */
  private retire(thread: Thread): void {
    const at = this.threads.indexOf(thread);
    if (at < 0) return;
    this.threads.splice(at, 1);
    for (const { hash, signature, resolve } of thread.waiting.values()) resolve(recoverSigner(hash, signature));
    thread.waiting.clear();
  }
}

/** The thread's own module, beside this one: in the sources (run under tsx) and in the build (scripts/build.ts keeps every file side by side). */
const workerFile = () => new URL(import.meta.url.endsWith('.ts') ? './recovery-worker.ts' : './recovery-worker.js', import.meta.url);

let pool: RecoveryPool | undefined;

/** recoverSigner on the pool's threads, made on first use. */
export function recoverSignerOffThread(hash: Hex, signature: Hex): Promise<Address | null> {
  pool ??= new RecoveryPool(Math.max(0, os.availableParallelism() - 1));
  return pool.recover(hash, signature);
}
