import { getAddress } from 'viem';
import type { Db } from '../engine/db/connect.js';
import { allMarkets } from '../engine/venues/venue_a/sim/catalog.js';
import { report, runLoad } from './load.js';
import type { ServiceProcess } from './service-process.js';
import { startBenchService } from './service.js';

const POSITIONS = 1_000;
const TRADE_LOG_ROWS = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000);
// One client by default: the figures are a request's latency, not a queue's.
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);

/** Every catalog token, so that wallets × tokens covers POSITIONS distinct (wallet, token) keys. */
const tokens = allMarkets().flatMap((market) => market.clobTokenIds.map((tokenId, i) => ({ market, tokenId, outcome: i === 0 ? 'YES' : 'NO' })));

async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The agent, on a service in a process of its own, given the heavy book (seedHeavyBook). */
export async function seedHeavyAgent(service: ServiceProcess, agentId: string): Promise<void> {
  await service.withDatabase((db) => seedHeavyBook(db, agentId, new Date()));
}

/** One agent's book seeded straight into the database: POSITIONS open positions over several wallets, TRADE_LOG_ROWS log rows. */
export async function seedHeavyBook(db: Db, agentId: string, now: Date): Promise<string[]> {
  const perWallet = Math.min(100, tokens.length);
  const wallets = Array.from({ length: Math.ceil(POSITIONS / perWallet) }, (_, i) => getAddress(`0x${(i + 1).toString(16).padStart(40, '0')}`));
  const positions = Array.from({ length: POSITIONS }, (_, i) => {
    const { market, tokenId, outcome } = tokens[i % perWallet]!;
    const size = BigInt(5 + (i % 50)) * 1_000_000n;
    return {
      agent_id: agentId, wallet_address: wallets[Math.floor(i / perWallet)]!, token_id: tokenId, venue: 'venue_a', market_condition_id: market.conditionId,
      outcome, size, reserved_size: 0n, cost: size / 2n, realized_pnl: BigInt(i % 7) * 10_000n, updated_at: now,
    };
  });
  const log = Array.from({ length: TRADE_LOG_ROWS }, (_, i) => {
    const { market, outcome } = tokens[i % tokens.length]!;
    return {
      agent_id: agentId, platform: 'venue_a', order_id: null, market_condition_id: market.conditionId, market_condition_name: market.question,
      skill_code: null, skill_slug: null, source_tag: 'bench', reasoning: null, action_type: i % 3 === 0 ? 'SELL' : 'BUY', direction: outcome,
      order_size: 10_000_000n, amount: 5_000_000n, wallet_address: wallets[i % wallets.length]!, created_at: new Date(now.getTime() - i * 60_000),
    };
  });
  await insertInChunks(positions, 1_000, (chunk) => db.insertInto('positions').values(chunk).execute());
  await insertInChunks(log, 2_000, (chunk) => db.insertInto('trade_log').values(chunk).execute());
  return wallets;
}

/**
 * Latency of the portfolio reads for one heavy agent (1,000 positions, 10,000 trade-log rows),
 * over loopback HTTP, on the embedded default or on PostgreSQL/Redis when configured.
 */
export async function benchPortfolio(): Promise<void> {
  const service = await startBenchService('bench_portfolio');
  try {
    const registered = await fetch(`${service.url}/agents/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench-portfolio', description: 'a heavy book' }),
    }).then((res) => res.json() as Promise<{ agentId: string; apiKeyCode: string }>);
    const started = performance.now();
    const wallets = await seedHeavyBook(service.services.db, registered.agentId, new Date(service.services.clock.now()));
    console.log(`seeded ${POSITIONS} positions over ${wallets.length} wallets and ${TRADE_LOG_ROWS} trade-log rows in ${Math.round(performance.now() - started)} ms`);

    const headers = { authorization: `Bearer ${registered.apiKeyCode}` };
    const portfolio = () => ({ method: 'GET', path: '/markets/portfolio', headers });
    const positions = () => ({ method: 'GET', path: `/markets/current-positions?walletAddress=${wallets[0]}&sortBy=CURRENT`, headers });
    await runLoad(service.url, Math.min(100, REQUESTS), CONCURRENCY, portfolio);
    report('GET /markets/portfolio (1000 pos)', await runLoad(service.url, REQUESTS, CONCURRENCY, portfolio));
    report('GET /markets/current-positions', await runLoad(service.url, REQUESTS, CONCURRENCY, positions));
  } finally {
    await service.stop();
  }
}
