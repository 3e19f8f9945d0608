import { expect } from 'chai';
import { Writable } from 'node:stream';
import { BullmqJobRunner } from '../engine/jobs/bullmq.js';
import { InProcessJobRunner } from '../engine/jobs/in-process.js';
import type { JobRunner } from '../engine/jobs/jobs.js';
import { createLogger } from '../engine/logger.js';
import { env, runId } from './support/environment.js';
import { describeWith, type Dependency } from './support/requires.js';

function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('condition not met in time'));
      setTimeout(check, 5);
    };
    check();
  });
}

function contract(name: string, make: (logLines: string[]) => JobRunner, needs: Dependency[] = []) {
  describeWith(needs, `job runner: ${name}`, () => {
    let runner: JobRunner;
    let logs: string[];
    let n = 0;
    const queueName = () => `test-${runId}-${++n}`;
    beforeEach(() => {
      logs = [];
      runner = make(logs);
    });
    afterEach(() => runner.close());

    it('runs a job with its data', async () => {
      const seen: unknown[] = [];
      const queue = runner.queue<{ orderId: string; amount: string }>({
        name: queueName(),
        attempts: 1,
        backoffMs: 10,
        handle: async (data) => void seen.push(data),
      });
      await queue.add({ orderId: 'o-1', amount: '1.25' });
      await until(() => seen.length === 1);
      expect(seen[0]).to.deep.equal({ orderId: 'o-1', amount: '1.25' });
    });

    it('retries with backoff until the job succeeds', async () => {
      const attempts: number[] = [];
      const queue = runner.queue<{ x: number }>({
        name: queueName(),
        attempts: 4,
        backoffMs: 20,
        handle: async (_data, attempt) => {
          attempts.push(attempt);
          if (attempt < 3) throw new Error(`transient ${attempt}`);
        },
      });
      await queue.add({ x: 1 });
      await until(() => attempts.length === 3);
      await new Promise((r) => setTimeout(r, 150));
      expect(attempts).to.deep.equal([1, 2, 3]);
    });

    it('gives up after the last attempt and logs it', async () => {
      let calls = 0;
      const name = queueName();
      const queue = runner.queue<{ x: number }>({
        name,
        attempts: 2,
        backoffMs: 10,
        handle: async () => {
          calls++;
          throw new Error('permanent');
        },
      });
      await queue.add({ x: 1 }, { jobId: 'doomed' });
      await until(() => logs.some((l) => l.includes('job failed after its last attempt') && l.includes(name)));
      expect(calls).to.equal(2);
    });

    it('adds a job id only once while it is queued', async () => {
      let calls = 0;
      const queue = runner.queue<{ x: number }>({
        name: queueName(),
        attempts: 1,
        backoffMs: 10,
        handle: async () => void calls++,
      });
      await queue.add({ x: 1 }, { jobId: 'same', delayMs: 100 });
      await queue.add({ x: 2 }, { jobId: 'same', delayMs: 100 });
      await until(() => calls === 1);
      await new Promise((r) => setTimeout(r, 200));
      expect(calls).to.equal(1);
    });

    it('takes a job id again once its job has ended, even in failure', async () => {
      const calls: number[] = [];
      const name = queueName();
      const queue = runner.queue<{ x: number }>({
        name,
        attempts: 1,
        backoffMs: 10,
        handle: async ({ x }) => {
          calls.push(x);
          if (x === 1) throw new Error('first try fails');
        },
      });
      await queue.add({ x: 1 }, { jobId: 'again' });
      await until(() => logs.some((l) => l.includes('job failed after its last attempt') && l.includes(name)));
      await queue.add({ x: 2 }, { jobId: 'again' });
      await until(() => calls.length === 2);
      expect(calls).to.deep.equal([1, 2]);
    });

    it('waits for the delay before running a job', async () => {
      let ranAt = 0;
      const queue = runner.queue<{ x: number }>({
        name: queueName(),
        attempts: 1,
        backoffMs: 10,
        handle: async () => void (ranAt = Date.now()),
      });
      const addedAt = Date.now();
      await queue.add({ x: 1 }, { delayMs: 300 });
      await until(() => ranAt > 0);
      expect(ranAt - addedAt).to.be.at.least(290);
    });

    it('runs a repeated job every interval, one run at a time, until it closes', async () => {
      const runs: number[] = [];
      let running = 0;
      let overlapped = false;
      const queue = runner.queue<{ x: number }>({
        name: queueName(),
        attempts: 1,
        backoffMs: 10,
        handle: async () => {
          overlapped ||= running > 0;
          running++;
          runs.push(Date.now());
          await new Promise((r) => setTimeout(r, 150));
          running--;
        },
      });
      await queue.every(100, { x: 1 }, 'sync');
      await until(() => runs.length >= 3, 5_000);
      expect(overlapped).to.equal(false);
      await runner.close();
      const after = runs.length;
      await new Promise((r) => setTimeout(r, 300));
      expect(runs.length).to.equal(after);
    });
  });
}

function capture(lines: string[]) {
  return createLogger(
    'info',
    new Writable({
      write(chunk, _e, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
}

contract('in-process', (lines) => new InProcessJobRunner(capture(lines)));
contract('BullMQ', (lines) => new BullmqJobRunner(env().redis!.url, `${env().redis!.prefix}bull`, capture(lines)), ['redis']);
