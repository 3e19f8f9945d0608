import { getAddress } from 'viem';
import type { Monitor } from '../engine/monitors/monitor-index.js';
import { allMarkets, initialYesPrice } from '../engine/venues/venue_a/sim/catalog.js';
import { startBenchService } from './service.js';

const EXITS = 200;
const MONITORS = 100_000;
const TOKENS = 1_000;
const TICKS = 200;

function summary(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  const mean = (samples.reduce((a, b) => a + b, 0) / samples.length).toFixed(2);
  console.log(`${label.padEnd(52)} mean ${mean} ms  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  (n=${samples.length})`);
}

/**
 * The risk monitors: (1) from a price tick to the triggered exit order filled and committed (the
 * tick, the actor message, its transaction), one trigger per tick; (2) one tick over 100,000
 * monitors spread over 1,000 tokens, none crossed, i.e. what the loop costs every interval.
 */
export async function benchMonitors(): Promise<void> {
  // The bench drives ticks itself; the service's own loop would tick concurrently.
  const interval = process.env.MONITOR_INTERVAL_MS;
  process.env.MONITOR_INTERVAL_MS = '0';
  const service = await startBenchService('bench_monitors');
  if (interval === undefined) delete process.env.MONITOR_INTERVAL_MS;
  else process.env.MONITOR_INTERVAL_MS = interval;
  const monitors = service.actors.monitors;
  const { db, clock } = service.services;
  try {
    const registered = await fetch(`${service.url}/agents/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench-monitors', description: 'stop-losses' }),
    }).then((res) => res.json() as Promise<{ agentId: string; apiKeyCode: string }>);
    const agentId = registered.agentId;
    await db.insertInto('risk_settings').values({
      agent_id: agentId, trade_limit_enabled: true, max_trade_amount: '5', daily_trade_amount_limit: '500', max_position_value: '100',
      max_trades_per_day: 500, risk_control_enabled: true, take_profit_percent: null, stop_loss_percent: 1, updated_at: new Date(clock.now()),
    }).execute();
    await monitors.tick();

    // (1) A position bought at an average of 0.99 is past a 1% stop at once: each tick finds one and
    // sells it whole. A token priced near zero has too few shares bid to take all ten, and what is
    // left would trigger again on the next tick, so those are left out.
    const tokens = allMarkets().filter((m) => initialYesPrice(m.id) >= 100_000n && initialYesPrice(m.id) < 800_000n).map((m) => ({ market: m, tokenId: m.clobTokenIds[0]! }));
    const latencies: number[] = [];
    for (let i = 0; i < EXITS; i++) {
      const { market, tokenId } = tokens[i % tokens.length]!;
      await db.insertInto('positions').values({
        agent_id: agentId, wallet_address: getAddress(`0x${(i + 1).toString(16).padStart(40, '0')}`), token_id: tokenId, venue: 'venue_a',
        market_condition_id: market.conditionId, outcome: 'YES', size: 10_000_000n, reserved_size: 0n, cost: 9_900_000n, realized_pnl: 0n,
        updated_at: new Date(clock.now()),
      }).execute();
      await monitors.agentChanged(agentId);
      const started = performance.now();
      const report = await monitors.tick();
      latencies.push(performance.now() - started);
      if (report.triggers.length !== 1 || report.triggers[0]!.result.outcome !== 'exit') throw new Error(`expected one exit, got ${JSON.stringify(report.triggers)}`);
    }
    summary('price tick → exit order filled (1 trigger per tick)', latencies);

    // (2) Synthetic tokens with a fixed bid of 0.50; stops below it and take-profits above it, so none crosses.
    const bids = new Map<string, bigint>();
    for (let t = 0; t < TOKENS; t++) bids.set(`bench-token-${t}`, 500_000n);
    monitors.setBidFeed('venue_b', async (tokenIds) => new Map(tokenIds.map((tokenId) => [tokenId, bids.get(tokenId) ?? null])));
    const perAgent = 100;
    let seeded = 0;
    for (let a = 0; seeded < MONITORS; a++) {
      const fake = String(900_000_000 + a);
      const list: Monitor[] = [];
      for (let j = 0; j < perAgent && seeded < MONITORS; j++, seeded++) {
        list.push({
          agentId: fake, venue: 'venue_b', wallet: `wallet-${a}`, tokenId: `bench-token-${seeded % TOKENS}`, state: '1',
          stop: 100_000n + BigInt((seeded * 7919) % 350_000), take: 550_000n + BigInt((seeded * 104_729) % 400_000),
        });
      }
      monitors.index.setAgent(fake, list);
    }
    const started = performance.now();
    await monitors.tick();
    const firstTick = performance.now() - started;
    const ticks: number[] = [];
    for (let i = 0; i < TICKS; i++) {
      const t0 = performance.now();
      const report = await monitors.tick();
      ticks.push(performance.now() - t0);
      if (report.triggers.length) throw new Error('no monitor should cross');
    }
    console.log(`${monitors.index.size} monitors over ${monitors.index.tokenCount()} tokens; first tick (sorts every token) ${firstTick.toFixed(1)} ms`);
    summary('tick, 100,000 monitors / 1,000 tokens, none crossed', ticks);
  } finally {
    await service.stop();
  }
}
