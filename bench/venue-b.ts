import { Keypair } from '@solana/web3.js';
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { loadConfig } from '../engine/config.js';
import { startFakeDflow } from '../test/support/fake-dflow/index.js';
import { liveVenueBConfig } from '../test/support/live-venue-b.js';
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

interface Trader {
  key: string;
  wallet: Keypair;
}

/** Registers the traders, limits off; `fund` gives each wallet USDC and SOL on the venue's chain. */
async function traders(url: string, fund: (key: string, wallet: Keypair) => Promise<void>): Promise<Trader[]> {
  const registered: Trader[] = [];
  for (let i = 0; i < AGENTS; i++) {
    const { apiKeyCode: key } = await call(url, '/agents/register', null, { name: `bench-b-${i}` });
    await call(url, '/markets/risk-settings', key, { tradeLimitEnabled: false });
    const wallet = Keypair.generate();
    await fund(key, wallet);
    registered.push({ key, wallet });
  }
  return registered;
}

/**
 * Quotes with a transaction to sign, then whole quote → sign → submit round trips; `tripWallet`
 * picks the wallet of round trip i (a venue whose quotes for one wallet, amount and block are the
 * same transaction needs a wallet per trip).
 */
async function quoteAndSubmit(url: string, all: Trader[], ticker: string, label: string, tripWallet: (i: number) => Keypair = (i) => all[i % AGENTS]!.wallet): Promise<void> {
  const quoteBody = (i: number, wallet = all[i % AGENTS]!.wallet) => {
    const { key } = all[i % AGENTS]!;
    return { key, body: { marketTicker: ticker, side: i % 2 ? 'NO' : 'YES', action: 'BUY', amount: 2, userPublicKey: wallet.publicKey.toBase58() } };
  };
  console.log(`${label}: ${AGENTS} agents, concurrency ${CONCURRENCY}, loopback HTTP`);
  const quotes = await runLoad(url, QUOTES, CONCURRENCY, (i) => {
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
        const wallet = tripWallet(i);
        const { key, body } = quoteBody(i, wallet);
        const began = performance.now();
        const quote = await call(url, '/venue_b/agent/quote', key, body);
        const signedTransaction = signQuote(quote.unsignedTransaction, wallet);
        await call(url, '/venue_b/agent/submit', key, { ...body, quoteId: quote.quoteId, signedTransaction });
        latencies.push(performance.now() - began);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${'quote → sign → submit round trip'.padEnd(34)} ${String(Math.round(ROUND_TRIPS / seconds)).padStart(7)} trips/s p50 ${String(percentile(latencies, 50)).padStart(7)} ms   p99 ${String(percentile(latencies, 99)).padStart(7)} ms`,
  );
}

/** venue_b on the simulated chain. */
export async function benchVenueB(): Promise<void> {
  const service = await startBenchService('bench_venue_b');
  try {
    const all = await traders(service.url, async (key, wallet) => {
      await call(service.url, '/venue_b/sim/faucet', key, { walletAddress: wallet.publicKey.toBase58(), amount: '5000' });
    });
    await quoteAndSubmit(service.url, all, TICKER, 'venue_b');
  } finally {
    await service.stop();
  }
}

/** venue_b live: DFlow's /order and the RPC node's sendTransaction on the local fakes (no added latency). */
export async function benchVenueBLive(): Promise<void> {
  const fake = await startFakeDflow();
  const delegate = Keypair.generate();
  const feeWallet = Keypair.generate();
  fake.fund(delegate.publicKey, { sol: 10n ** 10n });
  fake.chain.mintTo(fake.usdcMint, feeWallet.publicKey, 0n, TOKEN_PROGRAM_ID);
  const live = liveVenueBConfig(fake, { feeDelegate: delegate, feeWallet: feeWallet.publicKey });
  const service = await startBenchService('bench_venue_b_live', { venueB: { ...loadConfig({}).venueB, mode: 'live', live } });
  try {
    const all = await traders(service.url, async (_key, wallet) => {
      fake.fund(wallet.publicKey, { usdc: 5_000_000_000n, sol: 10n ** 9n });
      fake.verifyKyc(wallet.publicKey.toBase58());
    });
    const ticker = fake.markets.find((m) => m.status === 'active')!.ticker;
    const tripWallets = Array.from({ length: ROUND_TRIPS }, () => {
      const wallet = Keypair.generate();
      fake.fund(wallet.publicKey, { usdc: 100_000_000n, sol: 10n ** 9n });
      fake.verifyKyc(wallet.publicKey.toBase58());
      return wallet;
    });
    await quoteAndSubmit(service.url, all, ticker, 'venue_b live on the local fakes of DFlow and a Solana RPC node', (i) => tripWallets[i]!);
    console.log(`  upstream GET /order: ${fake.requests.filter((r) => r.api === 'trade' && r.path === '/order').length}, sendTransaction: ${fake.rpcCalls('sendTransaction').length}`);
  } finally {
    await service.stop();
    await fake.close();
  }
}
