import type { KvStore } from '../kv/kv.js';
import { parseAmount, toJsonNumber, USDC_SCALE, valueAt } from '../money.js';
import type { PositionRecord } from '../venues/venue_a/data-api.js';
import type { VenueA } from '../venues/venue_a/port.js';
import { normalizeWallet } from './holdings.js';

export interface WalletPosition {
  market_title: string;
  condition_id: string;
  token_id: string;
  side: string;
  shares: number;
  market_slug: string;
  current_price: number;
  current_value: number;
}

export interface WalletPositions {
  wallet_address: string;
  position_count: number;
  total_value: number;
  positions: WalletPosition[];
}

/** The spec's limit: one answer per wallet for 30 s. */
const WALLET_POSITIONS_TTL_MS = 30_000;
/** The most positions the venue's data source answers in one read. */
const MOST_POSITIONS = 500;

const atomic = (n: number) => parseAmount(n, USDC_SCALE);

/**
 * One entry per token: a wallet linked to several agents holds the sum of their shares, valued
 * at one price. Largest value first.
 */
function aggregate(records: readonly PositionRecord[]): Array<{ p: PositionRecord; size: bigint; value: bigint }> {
  const byToken = new Map<string, { p: PositionRecord; size: bigint }>();
  for (const p of records) byToken.set(p.asset, { p, size: (byToken.get(p.asset)?.size ?? 0n) + atomic(p.size) });
  return [...byToken.values()]
    .map(({ p, size }) => ({ p, size, value: valueAt(size, atomic(p.curPrice)) }))
    .sort((a, b) => (a.value === b.value ? (a.p.asset < b.p.asset ? -1 : 1) : a.value > b.value ? -1 : 1));
}

const record = ({ p, size, value }: { p: PositionRecord; size: bigint; value: bigint }): WalletPosition => ({
  market_title: p.title,
  condition_id: p.conditionId,
  token_id: p.asset,
  side: p.outcome,
  shares: toJsonNumber(size, USDC_SCALE),
  market_slug: p.slug ?? '',
  current_price: p.curPrice,
  current_value: toJsonNumber(value, USDC_SCALE),
});

/**
 * Any wallet's open venue_a positions, from the venue's data source (whichever agent holds them on
 * the simulation). Cached per wallet (keyed by the lower-cased address, so one wallet written two
 * ways is one entry).
 */
export async function walletPositions(deps: { kv: KvStore; venueA: VenueA }, address: string): Promise<WalletPositions> {
  const key = `wallet-positions:${address.toLowerCase()}`;
  const cached = await deps.kv.get(key);
  if (cached) return JSON.parse(cached) as WalletPositions;
  const wallet = normalizeWallet('venue_a', address);
  const held = aggregate(await deps.venueA.positions(wallet, { walletAddress: wallet, sizeThreshold: 0, limit: MOST_POSITIONS, offset: 0 }));
  const total = held.reduce((sum, p) => sum + p.value, 0n);
  const answer: WalletPositions = {
    wallet_address: wallet,
    position_count: held.length,
    total_value: toJsonNumber(total, USDC_SCALE),
    positions: held.map(record),
  };
  await deps.kv.set(key, JSON.stringify(answer), WALLET_POSITIONS_TTL_MS);
  return answer;
}
