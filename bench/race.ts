import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { startChildService } from '../test/support/child-service.js';
import { FIGURES, recordFigure } from './figures.js';
import { runLoad } from './load.js';
import { startBenchService } from './service.js';
import { benchAgents, call, singleTrades } from './trading.js';

/**
 * The limit race: three service processes on one PostgreSQL and Redis, every agent's pre-signed
 * orders spread over all three at once, each process under its own load generator. Prints what the
 * database holds afterwards: orders accepted against the limit (overshoot must be 0), orders
 * recorded twice (must be 0), and the throughput.
 */
const PROCESSES = 3;
const AGENTS = 10;
const LIMIT = 50;
const ORDERS = Number(process.env.BENCH_RACE_ORDERS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

if (!process.env.DATABASE_URL) {
  console.error('bench:race needs DATABASE_URL (and REDIS_URL): the three processes share PostgreSQL.');
  process.exit(2);
}

const service = await startBenchService('bench_race', { credentialsKey: randomBytes(32) });
const children = await Promise.all(Array.from({ length: PROCESSES - 1 }, () => startChildService(service.services.config)));
try {
  const agents = await benchAgents(service.url, AGENTS);
  for (const agent of agents) {
    await call(service.url, 'POST', '/markets/risk-settings', agent.key, { tradeLimitEnabled: true, maxTradesPerDay: LIMIT, maxTradeAmount: 100, dailyTradeAmountLimit: 1_000_000, maxPositionValue: 1_000_000 });
  }
  const orders = await singleTrades(agents, ORDERS);
  const urls = [service.url, ...children.map((child) => child.url)];
  // Order i goes to process i mod 3, so each agent's orders reach every process together.
  const shares = urls.map((_, p) => orders.filter((_, i) => i % PROCESSES === p));
  const started = performance.now();
  const results = await Promise.all(urls.map((url, p) => runLoad(url, shares[p]!.length, CONCURRENCY, (i) => shares[p]![i]!)));
  const seconds = (performance.now() - started) / 1000;

  const db = service.services.db;
  const perAgent = await db.selectFrom('orders').select(['agent_id', db.fn.countAll<string>().as('n')]).groupBy('agent_id').execute();
  const accepted = perAgent.reduce((sum, row) => sum + Number(row.n), 0);
  const overshoot = perAgent.reduce((sum, row) => sum + Math.max(0, Number(row.n) - LIMIT), 0);
  const { duplicates } = (await sql<{ duplicates: string }>`select count(*) - count(distinct order_hash) as duplicates from orders`.execute(db)).rows[0]!;
  const refused = results.reduce((sum, r) => sum + r.errors, 0);
  console.log(`limit race: ${PROCESSES} processes, ${AGENTS} agents × maxTradesPerDay ${LIMIT}, ${ORDERS} orders, ${CONCURRENCY} connections per process`);
  console.log(`  accepted ${accepted} (limit allows ${AGENTS * LIMIT}), overshoot ${overshoot}, orders recorded twice ${duplicates}, answered non-200 ${refused}`);
  console.log(`  ${ORDERS} orders in ${seconds.toFixed(1)} s = ${Math.round(ORDERS / seconds)} orders/s over the ${PROCESSES} processes`);
  recordFigure(FIGURES.raceOvershoot(ORDERS), overshoot);
  recordFigure(FIGURES.raceDuplicates(ORDERS), Number(duplicates));
} finally {
  await Promise.all(children.map((child) => child.stop()));
  await service.stop();
}
