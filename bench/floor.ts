import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROWS } from './figures.js';
import { NPM_START, type ServiceProcess } from './service-process.js';
import { BENCH_MARKET, benchAgents, type BenchAgent } from './trading.js';

/**
 * A second yardstick beside bare Koa, for the trade rows: the least a verified, durable resting
 * trade costs on this machine. floor-server.ts answers the bodies the rows send to
 * POST /markets/trade with Koa, the body's JSON, its key looked up in memory, the service's own
 * order verification (the signature's recovery included), and this statement, which writes what the
 * service writes for a resting buy (the order, its trade-log row, the simulated venue's record, the
 * day's counter, the balance) on the service's own schema, under the agents' row locks, with the
 * kill switch, the duplicate, the market's resolution and the balance checked. The trades that arrive together go in
 * one statement, at most MAX_IN_FLIGHT on their way, as the service's group commit sends them.
 *
 * It leaves out what the contract adds on top: the body's schema, the limits, idempotency, the
 * access log and metrics, the agent's actor and the full answer. The service cannot be cheaper; what
 * it costs over the floor is what its trade path adds, and the floor's rate is what a trade path
 * with nothing to add would reach.
 *
 * Its parameters are floorParams'; it answers the hash of each trade it wrote. The agents and the
 * orders are looked up by their keys, each on its own, as the service does: joined to the trades,
 * under statistics taken while the orders table was empty, the planner read every order for them.
 */
export const FLOOR_WRITE = `with r as (select * from json_to_recordset($1::json)
      as r(seq int, order_hash text, agent_id bigint, maker text, token_id text, price bigint, size bigint, notional bigint)),
  lk as (select a.id, a.simulation_balance from agents a where a.id = any(array(select agent_id from r)) and not a.halted order by a.id for update),
  ok as (select r.* from r join lk on lk.id = r.agent_id
    where (select true from orders o where o.order_hash = r.order_hash) is null
      and not exists (select 1 from market_resolutions m where m.condition_id = $3)
      and (select sum(e.notional) from r e where e.agent_id = r.agent_id and e.seq <= r.seq) <= lk.simulation_balance),
  o as (insert into orders (order_hash, agent_id, venue, wallet_address, signer, owner, market_id, market_condition_id, market_question,
      token_id, outcome, side, price, size, matched_size, matched_notional, fee_amount, order_type, post_only, expiration, order_version,
      signature_type, status, placement, reserved_cash, created_at, updated_at, notional, reserved_shares)
    select order_hash, agent_id, 'venue_a', maker, maker, null, $4, $3, $5, token_id, 'YES', 'BUY', price, size, 0, 0, 0, 'GTC', false, 0, 2,
      0, 1, 'live', notional, $2, $2, notional, 0 from ok
    returning order_hash),
  t as (insert into trade_log (agent_id, platform, order_id, market_condition_id, market_condition_name, action_type, direction, order_size, amount, wallet_address, created_at)
    select agent_id, 'venue_a', order_hash, $3, $5, 'BUY', 'YES', size, notional, maker, $2 from ok),
  v as (insert into sim_venue_a_orders (order_hash, account, maker, token_id, condition_id, side, price, size, matched, status, order_type, expiration, created_at, updated_at)
    select order_hash, maker, maker, token_id, $3, 'BUY', price, size, 0, 'LIVE', 'GTC', 0, $2, $2 from ok),
  s as (select agent_id, count(*)::int as trades, sum(notional) as cost from ok group by agent_id),
  c as (insert into daily_counters (agent_id, day, trades, amount) select agent_id, $2::date, trades, cost from s
    on conflict (agent_id, day) do update set trades = daily_counters.trades + excluded.trades, amount = daily_counters.amount + excluded.amount),
  b as (update agents a set simulation_balance = a.simulation_balance - s.cost from s where a.id = s.agent_id)
  select order_hash from o`;

/** A verified resting buy of BENCH_MARKET's Yes token, in atomic units (notional as verification worked it out). */
export interface FloorTrade {
  orderHash: string;
  agentId: string;
  maker: string;
  tokenId: string;
  price: bigint;
  size: bigint;
  notional: bigint;
}

/** FLOOR_WRITE's parameters for `trades`, in the order they arrived (a balance holds the earlier first). */
export function floorParams(trades: readonly FloorTrade[], nowMs: number): string[] {
  const rows = trades.map((t, seq) => ({
    seq,
    order_hash: t.orderHash,
    agent_id: t.agentId,
    maker: t.maker,
    token_id: t.tokenId,
    price: t.price.toString(),
    size: t.size.toString(),
    notional: t.notional.toString(),
  }));
  return [JSON.stringify(rows), new Date(nowMs).toISOString(), BENCH_MARKET.conditionId, BENCH_MARKET.id, BENCH_MARKET.question];
}

/** The floor's agents as floor-server.ts reads them: a key, its agent, and the linked wallet that signs. */
export interface FloorAgent {
  key: string;
  agentId: string;
  address: string;
}

export interface Floor {
  url: string;
  pid: number;
  /** Its agents, registered and linked through the service, which sees none of their trades. */
  agents: BenchAgent[];
}

/**
 * `measure` run on the floor, started beside the service on the service's PostgreSQL database with
 * `agentCount` agents of its own, and stopped after. Null, saying so, on the embedded database,
 * which belongs to the service's process.
 */
export async function withFloor<T>(service: ServiceProcess, agentCount: number, measure: (floor: Floor) => Promise<T>): Promise<T | null> {
  if (!service.databaseUrl) {
    console.log(`${ROWS.floor}: skipped, it writes to PostgreSQL (DATABASE_URL) beside the service`);
    return null;
  }
  const agents = await benchAgents(service.url, agentCount);
  const floor = await startFloor(service.databaseUrl, agents);
  try {
    return await measure({ url: floor.url, pid: floor.pid, agents });
  } finally {
    floor.stop();
  }
}

/** floor-server.ts in a process of its own, with the node options `npm start` gives the service. */
export async function startFloor(databaseUrl: string, agents: readonly BenchAgent[]): Promise<{ url: string; pid: number; stop(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ats-floor-'));
  const file = path.join(dir, 'agents.json');
  fs.writeFileSync(file, JSON.stringify(agents.map((a): FloorAgent => ({ key: a.key, agentId: a.agentId, address: a.wallet.address }))));
  const child = spawn(process.execPath, [...NPM_START.args, '--import', 'tsx', path.join(import.meta.dirname, 'floor-server.ts'), databaseUrl, file], {
    env: { ...process.env, ...NPM_START.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = String(await new Promise((resolve) => child.stdout!.once('data', resolve))).trim();
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => {
      child.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
