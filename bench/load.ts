import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Closed-loop load from a separate process (bench/load-worker.ts, autocannon): `concurrency`
 * keep-alive connections, each sending its next request when the last answers, the requests
 * prepared here in order. Measuring from inside the service's process would share its CPU.
 * `counting` is called when the generator's warm-up is over and the requests that count begin:
 * with `warmUp`, the first that many of requests that are good once (pre-signed orders) are the
 * warm-up, on the row's own path, and the figures are the rest's.
 */
export async function runLoad(baseUrl: string, total: number, concurrency: number, next: (i: number) => LoadRequest, counting?: () => void, warmUp = 0): Promise<LoadResult> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-')), 'requests.json');
  fs.writeFileSync(file, JSON.stringify(Array.from({ length: total }, (_, i) => next(i))));
  try {
    const worker = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'load-worker.ts'), baseUrl, file, String(concurrency), String(warmUp)], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    worker.on('message', () => counting?.());
    let out = '';
    worker.stdout!.on('data', (chunk) => (out += chunk));
    const code = await new Promise<number | null>((done) => worker.on('close', done));
    if (code !== 0) throw new Error(`the load generator exited with ${code}`);
    return JSON.parse(out) as LoadResult;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** A row's throughput as a percentage of a baseline's. */
export const shareOf = (r: LoadResult, baseline: LoadResult) => (100 * r.perSecond) / baseline.perSecond;

/** A row: throughput and latency, and with a baseline its share of it and the database statements per request. */
export function report(name: string, r: LoadResult, baseline?: LoadResult, roundTrips?: number, extra = ''): void {
  const ratio = baseline ? `   ${shareOf(r, baseline).toFixed(1).padStart(5)}% of bare Koa` : '';
  const trips = roundTrips === undefined ? '' : `   ${roundTrips.toFixed(1).padStart(5)} db round trips/req`;
  console.log(
    `${name.padEnd(40)} ${String(r.perSecond).padStart(7)} req/s   p50 ${String(r.p50Ms).padStart(5)} ms   p99 ${String(r.p99Ms).padStart(5)} ms   errors ${r.errors}${ratio}${trips}${extra}`,
  );
}
