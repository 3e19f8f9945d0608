import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBareKoa } from './bare-koa-process.js';
import { costOverYardstick, cpuMeter, overYardstickText, perRequestCpuMs } from './cpu.js';
import type { LoadRequest } from './load.js';
import { seedHeavyAgent } from './portfolio.js';
import { REQUEST_PATH_ENV, startServiceProcess } from './service-process.js';
import { withFloor } from './floor.js';
import { ROWS } from './figures.js';
import { batchRowCount, batchTrades, benchAgents, singleTrades, spendBalances, WIDE_LIMITS } from './trading.js';

/**
 * A measurement that shares none of `npm run bench`'s load generator or timing: wrk (C, its own
 * process, one thread, 32 keep-alive connections) drives each row from a file of requests, signed
 * in advance with the same client libraries, and reads its own clock. Bare Koa is measured the
 * same way just before and after each row, and each row's share is of their mean; the CPU a request
 * took, the service's and a local PostgreSQL's, is read from /proc and set against bare Koa's own.
 * PROBE_ROWS picks rows (healthz,me,resting,alone,limited,marketable,refused,daily,broke,batch,portfolio,floor). Needs wrk on the
 * PATH (Debian's package `wrk`).
 */
if (spawnSync('wrk', ['-v']).error) {
  console.error('bench/probe.ts needs wrk on the PATH (apt-get install wrk)');
  process.exit(1);
}

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 8_000);
const CONNECTIONS = 32;
const GET_SECONDS = 8;
const AGENTS = 100;
const SCRIPT = path.join(import.meta.dirname, 'probe', 'requests.lua');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));

interface Figures {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  over399: number;
  socketErrors: number;
}

/** wrk over `requests`: each sent once, or round and round for `cycleSeconds`. */
function wrk(url: string, requests: readonly LoadRequest[], cycleSeconds?: number): Promise<Figures> {
  const file = path.join(dir, 'requests.tsv');
  fs.writeFileSync(file, requests.map((r) => `${r.path}\t${r.headers?.authorization ?? ''}\t${r.body ?? ''}\n`).join(''));
  const args = ['-t1', `-c${cycleSeconds ? CONNECTIONS : Math.min(CONNECTIONS, requests.length)}`, `-d${cycleSeconds ?? 120}s`, '--timeout', '10s', '-s', SCRIPT, url, '--', file, cycleSeconds ? 'cycle' : 'once'];
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
    if (!cycleSeconds && out.includes('SENT\n')) child.kill('SIGINT');
  });
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('PROBE '));
      if (code !== 0 || !line) reject(new Error(`wrk exited with ${code}: ${out}`));
      else resolve(JSON.parse(line.slice('PROBE '.length)) as Figures);
    }),
  );
}

const perSecond = (f: Figures) => f.requests / f.seconds;

const service = await startServiceProcess('probe', REQUEST_PATH_ENV);
const bare = await startBareKoa();
const bareKoa = () => perRequestCpuMs(bare.pid, () => wrk(bare.url, [{ method: 'GET', path: '/' }], 5));

try {
  const agents = await benchAgents(service.url, AGENTS);
  // Agents with a limit, registered only for the row that needs them.
  const limited = (settings: object) => benchAgents(service.url, AGENTS, null, { tradeLimitEnabled: true, ...settings });
  console.log(`wrk probe: database ${service.kind.database}, kv ${service.kind.redis ? 'redis' : 'memory'}, ${CONNECTIONS} connections`);
  await bareKoa();

  const row = async (name: string, requests: readonly LoadRequest[], warmUp: readonly LoadRequest[], cycleSeconds?: number, server: { url: string; pid: number } = service) => {
    if (warmUp.length) await wrk(server.url, warmUp, cycleSeconds && 2);
    const before = await bareKoa();
    const cpu = cpuMeter(server.pid, service.kind.database === 'postgres');
    const f = await wrk(server.url, requests, cycleSeconds);
    const cost = cpu.stop(f.requests);
    const after = await bareKoa();
    const yardstick = (perSecond(before.result) + perSecond(after.result)) / 2;
    const share = ((100 * perSecond(f)) / yardstick).toFixed(1);
    const times = costOverYardstick(cost, [before.cpuMs, after.cpuMs]);
    console.log(
      `${name.padEnd(38)} ${Math.round(perSecond(f)).toString().padStart(6)} req/s   p50 ${f.p50Ms.toFixed(1).padStart(6)} ms   p99 ${f.p99Ms.toFixed(1).padStart(6)} ms   ${share.padStart(5)}% of bare Koa (${Math.round(perSecond(before.result))}, ${Math.round(perSecond(after.result))})   status > 399: ${f.over399}   socket errors: ${f.socketErrors}${cost.text}${overYardstickText(times)}`,
    );
    return f;
  };
  const auth = (i: number) => ({ authorization: `Bearer ${agents[i]!.key}` });
  const me = agents.map((_, i) => ({ method: 'GET', path: '/agents/me', headers: auth(i) }));
  const heavyPortfolio = { method: 'GET', path: '/markets/portfolio', headers: auth(0) };
  const warm = REQUESTS / 2;
  const rows: Record<string, () => Promise<Figures | null>> = {
    healthz: () => row('GET /healthz', [{ method: 'GET', path: '/healthz' }], [], GET_SECONDS),
    me: () => row('GET /agents/me', me, me, GET_SECONDS),
    resting: async () => row('POST /markets/trade (resting)', await singleTrades(agents, REQUESTS, 'resting'), await singleTrades(agents, warm, 'resting')),
    alone: async () => {
      // Every connection trading for one agent: its 10,000 dollars hold 40,000 of these quarter-dollar buys.
      const one = await benchAgents(service.url, 1);
      return row(ROWS.oneAgent, await singleTrades(one, REQUESTS, 'resting'), await singleTrades(one, REQUESTS / 4, 'resting'));
    },
    limited: async () => {
      const within = await limited(WIDE_LIMITS);
      return row('POST /markets/trade (resting, limits on)', await singleTrades(within, REQUESTS, 'resting'), await singleTrades(within, warm, 'resting'));
    },
    marketable: async () => row('POST /markets/trade (marketable)', await singleTrades(agents, REQUESTS, 'marketable'), await singleTrades(agents, warm, 'marketable')),
    refused: async () => {
      const capped = await limited({ maxTradeAmount: 1 });
      return row('POST /markets/trade (refused, 403)', await singleTrades(capped, REQUESTS, 'marketable'), await singleTrades(capped, warm, 'marketable'));
    },
    daily: async () => {
      // One trade a day each: the row's warm-up spends it, so every order the row sends is over maxTradesPerDay.
      const spent = await limited({ maxTradesPerDay: 1 });
      return row('POST /markets/trade (over the day, 403)', await singleTrades(spent, REQUESTS, 'marketable'), await singleTrades(spent, warm, 'marketable'));
    },
    broke: async () => {
      // Each agent's balance is held by a resting buy: every buy the row sends is over it.
      const spent = await benchAgents(service.url, AGENTS);
      await spendBalances(service.url, spent);
      return row('POST /markets/trade (over the balance, 400)', await singleTrades(spent, REQUESTS, 'marketable'), await singleTrades(spent, warm, 'marketable'));
    },
    batch: async () => row('POST /markets/batch-trade (20 orders)', await batchTrades(agents, batchRowCount(REQUESTS, 20), 20), await batchTrades(agents, 50, 20)),
    portfolio: () => row('GET /markets/portfolio (1000 positions)', [heavyPortfolio], [heavyPortfolio], GET_SECONDS),
    floor: () => withFloor(service, AGENTS, async (floor) => row(ROWS.floor, await singleTrades(floor.agents, REQUESTS, 'resting'), await singleTrades(floor.agents, warm, 'resting'), undefined, floor)),
  };
  const figures: Record<string, Figures | null> = {};
  const picked = process.env.PROBE_ROWS?.split(',') ?? Object.keys(rows);
  if (picked.includes('portfolio')) {
    // The first agent holds 1,000 positions, as in npm run bench's row.
    await seedHeavyAgent(service, agents[0]!.agentId);
  }
  for (const name of picked) figures[name] = await rows[name]!();
  const { resting, batch } = figures;
  if (resting && batch) console.log(`  = ${Math.round(perSecond(batch) * 20)} orders/s in batches, ${((perSecond(batch) * 20) / perSecond(resting)).toFixed(2)}× single resting orders/s`);
} finally {
  bare.stop();
  await service.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
