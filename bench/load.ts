import http from 'node:http';

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

/** Closed-loop load: `concurrency` clients on keep-alive connections, each sending its next request when the last answers. */
export async function runLoad(
  baseUrl: string,
  total: number,
  concurrency: number,
  next: (i: number) => LoadRequest,
): Promise<LoadResult> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;

  const send = (req: LoadRequest) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const r = http.request(
        { host: url.hostname, port: url.port, method: req.method, path: req.path, agent, headers: req.headers },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          latencies.push(performance.now() - started);
        },
      );
      r.on('error', reject);
      r.end(req.body);
    });

  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        const status = await send(next(issued++));
        if (status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 100) / 100;
  return { requests: total, seconds, perSecond: Math.round(total / seconds), p50Ms: at(0.5), p99Ms: at(0.99), errors };
}

export function report(name: string, r: LoadResult): void {
  console.log(
    `${name.padEnd(34)} ${String(r.perSecond).padStart(7)} req/s   p50 ${String(r.p50Ms).padStart(7)} ms   p99 ${String(r.p99Ms).padStart(7)} ms   errors ${r.errors}`,
  );
}
