import { sql } from 'kysely';
import { FIGURES, recordFigure } from './figures.js';
import { idleTokens } from './idle-tokens.js';
import { startBenchService } from './service.js';
import { benchAgents } from './trading.js';

const RESTING = Number(process.env.BENCH_RESTING_ORDERS ?? 100_000);
const AGENTS = 100;
/**
 * A whole minute: what comes about once a minute (the order-sync cron job, the price recorder and,
 * before `npm start` turned it off, V8's memory reducer with 300-450 ms of full collections) made a
 * 30 s window read 1.1% or 4.2% as it held one or not.
 */
const WINDOW_S = Number(process.env.BENCH_IDLE_SECONDS ?? 60);

/**
 * The service doing nothing, in a process of its own (started by bench/idle.ts), with RESTING
 * resting orders on the book: its timers on (the order sweep every second, the monitors, the price
 * recorder), no requests. Prints the CPU the service's process used over the window, as a share of
 * one core. The orders are written straight into the service's and the simulated venue's tables,
 * bids far under their markets that no tick reaches, in markets open past the window (idleTokens).
 */
async function idleService(): Promise<void> {
  const service = await startBenchService('bench_idle', { sweepIntervalMs: 1_000, priceRecordIntervalMs: 60_000 });
  try {
    const agents = await benchAgents(service.url, AGENTS);
    const ids = agents.map((a) => a.agentId);
    // An hour past the window: the settling in and the window itself take just over a minute.
    const tokens = idleTokens(service.services.clock.now() + WINDOW_S * 1000 + 3_600_000);
    const started = performance.now();
    await sql`
      with g as (
        select n, a.agent_id, a.wallet, t.market_id, t.condition_id, t.question, t.token_id, 10000 + (n % 4) * 10000 as price
        from generate_series(0, ${RESTING - 1}) as n
        join unnest(${ids}::bigint[], ${agents.map((a) => a.wallet.address)}::text[]) with ordinality as a(agent_id, wallet, i) on a.i = n % ${AGENTS} + 1
        join unnest(${tokens.map((t) => t.market.id)}::text[], ${tokens.map((t) => t.market.conditionId)}::text[], ${tokens.map((t) => t.market.question)}::text[], ${tokens.map((t) => t.tokenId)}::text[])
          with ordinality as t(market_id, condition_id, question, token_id, i) on t.i = n % ${tokens.length} + 1
      ),
      engine as (
        insert into orders (order_hash, agent_id, venue, wallet_address, signer, market_id, market_condition_id, market_question, token_id, outcome, side,
          price, size, notional, matched_size, matched_notional, fee_amount, order_type, post_only, expiration, order_version, signature_type, status, placement,
          reserved_cash, reserved_shares, created_at, updated_at)
        select '0xbe' || lpad(to_hex(n), 62, '0'), agent_id, 'venue_a', wallet, wallet, market_id, condition_id, question, token_id, 'Yes', 'BUY',
          price, 5000000, price * 5, 0, 0, 0, 'GTC', false, 0, 2, 0, 1, 'live', price * 5, 0, now(), now() from g
      )
      insert into sim_venue_a_orders (order_hash, account, maker, token_id, condition_id, side, price, size, matched, status, order_type, expiration, created_at, updated_at)
      select '0xbe' || lpad(to_hex(n), 62, '0'), lower(wallet), wallet, token_id, condition_id, 'BUY', price, 5000000, 0, 'LIVE', 'GTC', 0, now(), now() from g`.execute(service.services.db);
    console.log(`seeded ${RESTING} resting orders over ${AGENTS} agents and ${tokens.length} tokens in ${Math.round(performance.now() - started)} ms`);
    // Settle in: the first sweep visits every agent (and then one an hour does); the window is what a tick costs.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const cpu = process.cpuUsage();
    const wall = performance.now();
    await new Promise((resolve) => setTimeout(resolve, WINDOW_S * 1000));
    const used = process.cpuUsage(cpu);
    const share = (used.user + used.system) / 1000 / (performance.now() - wall);
    console.log(`idle with ${RESTING} resting orders: ${(100 * share).toFixed(1)}% of a core over ${WINDOW_S} s (the service's process)`);
    recordFigure(FIGURES.idleCorePercent(RESTING), 100 * share);
  } finally {
    await service.stop();
  }
}

await idleService();
