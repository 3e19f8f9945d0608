import { Keypair } from '@solana/web3.js';
import { signQuote } from '../test/support/solana.js';
import { report, runLoad } from './load.js';
import { startBenchService } from './service.js';

const AGENTS = 20;
const QUOTES = Number(process.env.BENCH_REQUESTS ?? 2_000);
const ROUND_TRIPS = Math.max(100, Math.floor(QUOTES / 4));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const TICKER = 'KXFEDDECISION-27JAN-H0';

async function call(url: string, path: string, key: string | null, body: unknown): Promise<any> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const percentile = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! * 10) / 10;

/** venue_b: quotes with a transaction to sign, and whole quote → sign → submit round trips, on loopback. */
export async function benchVenueB(): Promise<void> {
  const service = await startBenchService('bench_venue_b');
  try {
    const traders: Array<{ key: string; wallet: Keypair }> = [];
    for (let i = 0; i < AGENTS; i++) {
      const { apiKeyCode: key } = await call(service.url, '/agents/register', null, { name: `bench-b-${i}` });
      await call(service.url, '/markets/risk-settings', key, { tradeLimitEnabled: false });
      const wallet = Keypair.generate();
      await call(service.url, '/venue_b/sim/faucet', key, { walletAddress: wallet.publicKey.toBase58(), amount: '5000' });
      traders.push({ key, wallet });
    }
    const quoteBody = (i: number) => {
      const { key, wallet } = traders[i % AGENTS]!;
      return { key, body: { marketTicker: TICKER, side: i % 2 ? 'NO' : 'YES', action: 'BUY', amount: 2, userPublicKey: wallet.publicKey.toBase58() } };
    };
    console.log(`venue_b: ${AGENTS} agents, concurrency ${CONCURRENCY}, loopback HTTP`);
    const quotes = await runLoad(service.url, QUOTES, CONCURRENCY, (i) => {
      const { key, body } = quoteBody(i);
      return { method: 'POST', path: '/venue_b/agent/quote', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) };
    });
    report('POST /venue_b/agent/quote (with tx)', quotes);

    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ROUND_TRIPS) {
          const i = next++;
          const { key, body } = quoteBody(i);
          const began = performance.now();
          const quote = await call(service.url, '/venue_b/agent/quote', key, body);
          const signedTransaction = signQuote(quote.unsignedTransaction, traders[i % AGENTS]!.wallet);
          await call(service.url, '/venue_b/agent/submit', key, { ...body, quoteId: quote.quoteId, signedTransaction });
          latencies.push(performance.now() - began);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `${'quote → sign → submit round trip'.padEnd(34)} ${String(Math.round(ROUND_TRIPS / seconds)).padStart(7)} trips/s p50 ${String(percentile(latencies, 50)).padStart(7)} ms   p99 ${String(percentile(latencies, 99)).padStart(7)} ms`,
    );
  } finally {
    await service.stop();
  }
}
