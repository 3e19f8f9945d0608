import { loadConfig } from '../engine/config.js';
import { FakePolymarket } from '../test/support/fake-polymarket/index.js';
import { report, runLoad } from './load.js';
import { startBenchService } from './service.js';
import { benchAgents, singleTrades } from './trading.js';

const AGENTS = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const LATENCY_MS = 5;

/**
 * venue_a live: the single-trade benchmark's resting orders through the whole pipeline (reserve →
 * L2-signed POST /order → settle) to a local fake of Polymarket that answers every upstream call
 * after LATENCY_MS.
 */
export async function benchVenueALive(): Promise<void> {
  const fake = await FakePolymarket.start({ latencyMs: LATENCY_MS });
  const { venueA } = loadConfig({});
  const service = await startBenchService('bench_live', {
    venueA: { ...venueA, mode: 'live', clobUrl: fake.clobUrl, gammaUrl: fake.gammaUrl, dataUrl: fake.dataUrl },
  });
  try {
    const agents = await benchAgents(service.url, AGENTS, (wallet) => fake.addApiKey(wallet));
    const requests = await singleTrades(agents, REQUESTS);
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
