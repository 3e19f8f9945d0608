import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { loadConfig } from '../engine/config.js';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { FakePolymarket } from '../test/support/fake-polymarket/index.js';
import { sdkOrder } from '../test/support/orders.js';
import { report, runLoad, type LoadRequest } from './load.js';
import { startBenchService } from './service.js';

const AGENTS = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const LATENCY_MS = 5;
const market = marketById('604146')!;

async function call(url: string, method: string, path: string, key: string | null, body?: unknown): Promise<any> {
  const res = await fetch(url + path, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * venue_a live: resting orders through the whole pipeline to a local fake of Polymarket that
 * answers every upstream call after LATENCY_MS (reserve → L2-signed POST /order → settle).
 */
export async function benchVenueALive(): Promise<void> {
  const fake = await FakePolymarket.start({ latencyMs: LATENCY_MS });
  const { venueA } = loadConfig({});
  const service = await startBenchService('bench_live', {
    venueA: { ...venueA, mode: 'live', clobUrl: fake.clobUrl, gammaUrl: fake.gammaUrl, dataUrl: fake.dataUrl },
  });
  try {
    const agents = [];
    for (let i = 0; i < AGENTS; i++) {
      const { apiKeyCode: key } = await call(service.url, 'POST', '/agents/register', null, { name: `bench-live-${i}` });
      const wallet = privateKeyToAccount(generatePrivateKey());
      const challenge = await call(service.url, 'GET', `/wallet/link/challenge?address=${wallet.address}`, key);
      await call(service.url, 'POST', '/wallet/link', key, { address: wallet.address, signature: await wallet.signMessage({ message: challenge.message }), nonce: challenge.nonce });
      const creds = fake.addApiKey(wallet.address);
      await call(service.url, 'POST', '/wallet/credentials', key, { walletAddress: wallet.address, apiKey: creds.key, apiSecret: creds.secret, apiPassphrase: creds.passphrase });
      await call(service.url, 'POST', '/markets/risk-settings', key, { tradeLimitEnabled: false });
      agents.push({ key, wallet });
    }
    const requests: LoadRequest[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const { key, wallet } = agents[i % AGENTS]!;
      const order = await sdkOrder(wallet, { tokenID: market.clobTokenIds[0]!, price: 0.05, size: 5 });
      requests.push({
        method: 'POST',
        path: '/markets/trade',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ marketConditionId: market.conditionId, orderSize: 5, price: 0.05, order }),
      });
    }
    // Gamma is read once per market, then served from the kv store: warm it as an agent's first trade would.
    await runLoad(service.url, 1, 1, () => requests.shift()!);
    console.log(`venue_a live on a local fake Polymarket, ${LATENCY_MS} ms upstream latency, concurrency ${CONCURRENCY}, ${AGENTS} agents`);
    const result = await runLoad(service.url, requests.length, CONCURRENCY, (i) => requests[i]!);
    report('POST /markets/trade (live, resting)', result);
    console.log(`  upstream POST /order calls: ${fake.requestsTo('POST /order').length}`);
  } finally {
    await service.stop();
    await fake.close();
  }
}
