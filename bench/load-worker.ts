import fs from 'node:fs';
import autocannon from 'autocannon';
import type { LoadRequest } from './load.js';

/**
 * The load generator, in a process of its own so that it takes no CPU from the service it
 * measures: autocannon with `connections` keep-alive connections, sending the prepared requests
 * (each once, in order, when they carry a body; reads for a fixed time). Prints its figures as JSON.
 */
const [url, file, connections, warmUp = '0'] = process.argv.slice(2) as [string, string, string, string?];
const READ_SECONDS = 5;
const prepared = JSON.parse(fs.readFileSync(file, 'utf8')) as LoadRequest[];
let next = 0;
// A warm-up first: a cold client (a fresh process, unoptimised code) sends half as fast, and a cold
// path in the service (its first requests run while V8 compiles it, its agents' actors load) answers
// slower. A read warms up for a second on the row's own requests; a row whose requests are good once
// (pre-signed orders) on the first `warmUp` of them, or else for a second on a path no route has (a
// 404 through the whole middleware stack).
const reads = prepared.every((request) => request.body === undefined);
// Reads may repeat, and autocannon sends a fixed list fastest (each connection cycles it).
const readList = prepared.slice(0, 1000).map(({ method, path, headers }) => ({ method: method as never, path, ...(headers ? { headers } : {}) }));
const oneEach = [
  {
    setupRequest: (request: autocannon.Request) => {
      const { method, path, headers, body } = prepared[next++ % prepared.length]!;
      return { ...request, method: method as never, path, headers: { ...request.headers, ...headers }, ...(body !== undefined ? { body } : {}) };
    },
  },
];
const warmUpOnce = reads ? 0 : Math.min(Number(warmUp), prepared.length - 1);
if (warmUpOnce) await autocannon({ url, connections: Math.min(Number(connections), warmUpOnce), amount: warmUpOnce, requests: oneEach });
else await autocannon({ url, connections: Number(connections), duration: 1, requests: reads ? readList : [{ path: '/bench-warm-up' }] });
// The parent measures the service's CPU and round trips from here: the warm-up is no row's work.
process.send?.('counting');
const started = performance.now();
// A body is good once (a pre-signed order), so those go one by one from a shared counter.
const once = !reads;
const requests = once ? oneEach : readList;
// Reads run for a fixed time. autocannon ends a counted run (for requests that are good once) on
// its one-second tick, so such a run is timed to its last answer, not to autocannon's end.
let lastAnswer = started;
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const options = { url, connections: Number(connections), requests, ...(once ? { amount: prepared.length - next } : { duration: READ_SECONDS }) };
  autocannon(options, (error, answer) => (error ? reject(error) : resolve(answer))).on('response', () => (lastAnswer = performance.now()));
});
const seconds = once ? (lastAnswer - started) / 1000 : result.duration;
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    seconds,
    perSecond: Math.round(result.requests.total / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  }),
);
