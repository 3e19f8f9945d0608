import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { sdkOrder } from '../test/support/orders.js';
import type { LoadRequest } from './load.js';

/** The market every trade row trades. */
export const BENCH_MARKET = marketById('604146')!;

export interface BenchAgent {
  key: string;
  /** As its registration answered it. */
  agentId: string;
  wallet: PrivateKeyAccount;
}

export async function call(url: string, method: string, path: string, key: string | null, body?: unknown): Promise<any> {
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
 * Agents with a linked wallet and limits off (or `riskSettings`), so the benchmark measures the
 * pipeline, not refusals; with `credentials`, the wallet's venue credentials registered too (a
 * live venue).
 */
export async function benchAgents(
  url: string,
  count: number,
  credentials?: ((wallet: string) => { key: string; secret: string; passphrase: string }) | null,
  riskSettings: object = { tradeLimitEnabled: false },
): Promise<BenchAgent[]> {
  const agents: BenchAgent[] = [];
  for (let i = 0; i < count; i++) {
    const { apiKeyCode: key, agentId } = await call(url, 'POST', '/agents/register', null, { name: `bench-${i}` });
    const wallet = privateKeyToAccount(generatePrivateKey());
    const challenge = await call(url, 'GET', `/wallet/link/challenge?address=${wallet.address}`, key);
    const signature = await wallet.signMessage({ message: challenge.message });
    await call(url, 'POST', '/wallet/link', key, { address: wallet.address, signature, nonce: challenge.nonce });
    if (credentials) {
      const creds = credentials(wallet.address);
      await call(url, 'POST', '/wallet/credentials', key, { walletAddress: wallet.address, apiKey: creds.key, apiSecret: creds.secret, apiPassphrase: creds.passphrase });
    }
    await call(url, 'POST', '/markets/risk-settings', key, riskSettings);
    agents.push({ key, agentId, wallet });
  }
  return agents;
}

/**
 * Limits on, and wide enough that no row's trades reach them (5,000 trades a day, the most there
 * is; a million USDC): the row measures the limits' reads and checks, never their refusals.
 */
export const WIDE_LIMITS = { tradeLimitEnabled: true, maxTradeAmount: 1_000_000, dailyTradeAmountLimit: 1_000_000, maxPositionValue: 1_000_000, maxTradesPerDay: 5000 };

/**
 * A buy of 5 shares: at 0.05 it rests far under the market and never fills, so every trade does
 * the same work; at 0.99 it is marketable and fills against the book at once.
 */
export type TradeKind = 'resting' | 'marketable';
const PRICES: Record<TradeKind, number> = { resting: 0.05, marketable: 0.99 };

async function tradeBody(wallet: PrivateKeyAccount, kind: TradeKind = 'resting'): Promise<object> {
  const price = PRICES[kind];
  const order = await sdkOrder(wallet, { tokenID: BENCH_MARKET.clobTokenIds[0]!, price, size: 5 });
  return { marketConditionId: BENCH_MARKET.conditionId, orderSize: 5, price, order };
}

/** Holds each agent's whole balance with one buy resting far under the market, so that every buy after it is over the balance. */
export async function spendBalances(url: string, agents: readonly BenchAgent[]): Promise<void> {
  const price = PRICES.resting;
  for (const { key, wallet } of agents) {
    const { data } = await call(url, 'GET', '/agents/me', key);
    const size = Math.floor(data.simulationBalance / price);
    const order = await sdkOrder(wallet, { tokenID: BENCH_MARKET.clobTokenIds[0]!, price, size });
    await call(url, 'POST', '/markets/trade', key, { marketConditionId: BENCH_MARKET.conditionId, orderSize: size, price, order });
  }
}

/** Signed in advance: signing is the client's cost, not the service's. */
export async function singleTrades(agents: BenchAgent[], count: number, kind: TradeKind = 'resting'): Promise<LoadRequest[]> {
  const requests: LoadRequest[] = [];
  for (let i = 0; i < count; i++) {
    const agent = agents[i % agents.length]!;
    requests.push({ method: 'POST', path: '/markets/trade', headers: headers(agent), body: JSON.stringify(await tradeBody(agent.wallet, kind)) });
  }
  return requests;
}

/**
 * How many batches of `size` a batch row times beside single-order rows of `singleOrders` each:
 * three times their orders. Fewer timed V8 compiling the batch path and the last wave draining:
 * in alternating wrk runs, 200 batches read 134 and 174 batches/s at 9.1 and 7.1 ms of service CPU
 * a batch, 600 read 195 and 196 at 5.4 and 5.3; three bench runs of 200 had read exactly 146/s.
 */
export const batchRowCount = (singleOrders: number, size: number) => Math.max(10, Math.floor((3 * singleOrders) / size));

export async function batchTrades(agents: BenchAgent[], count: number, size: number): Promise<LoadRequest[]> {
  const requests: LoadRequest[] = [];
  for (let i = 0; i < count; i++) {
    const agent = agents[i % agents.length]!;
    const orders = [];
    for (let j = 0; j < size; j++) orders.push(await tradeBody(agent.wallet));
    requests.push({ method: 'POST', path: '/markets/batch-trade', headers: headers(agent), body: JSON.stringify({ orders }) });
  }
  return requests;
}

const headers = (agent: BenchAgent) => ({ authorization: `Bearer ${agent.key}`, 'content-type': 'application/json' });
