import type { KvStore } from '../kv/kv.js';
import { toJsonNumber, USDC_SCALE, valueAt } from '../money.js';
import { loadHoldings, normalizeWallet, type Holding, type PortfolioDeps } from './holdings.js';

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

/**
 * One entry per token: a wallet linked to several agents holds the sum of their shares, valued
 * at one price. Largest value first.
 */
function aggregate(holdings: readonly Holding[]): Array<{ h: Holding; size: bigint; value: bigint }> {
  const byToken = new Map<string, { holding: Holding; size: bigint }>();
  for (const h of holdings) {
    const entry = byToken.get(h.tokenId);
    byToken.set(h.tokenId, { holding: h, size: (entry?.size ?? 0n) + h.size });
  }
  return [...byToken.values()]
    .map(({ holding: h, size }) => ({ h, size, value: valueAt(size, h.price) }))
    .sort((a, b) => (a.value === b.value ? (a.h.tokenId < b.h.tokenId ? -1 : 1) : a.value > b.value ? -1 : 1));
}

const record = ({ h, size, value }: { h: Holding; size: bigint; value: bigint }): WalletPosition => ({
  market_title: h.market!.question,
  condition_id: h.conditionId,
  token_id: h.tokenId,
  side: h.outcome,
  shares: toJsonNumber(size, USDC_SCALE),
  market_slug: h.market!.slug,
  current_price: toJsonNumber(h.price, USDC_SCALE),
  current_value: toJsonNumber(value, USDC_SCALE),
});

/**
 * Any wallet's open venue_a positions on this service, whichever agent holds them. Cached per
 * wallet (keyed by the lower-cased address, so one wallet written two ways is one entry).
 */
export async function walletPositions(deps: PortfolioDeps & { kv: KvStore }, address: string): Promise<WalletPositions> {
  const key = `wallet-positions:${address.toLowerCase()}`;
  const cached = await deps.kv.get(key);
  if (cached) return JSON.parse(cached) as WalletPositions;
  const wallet = normalizeWallet('venue_a', address);
  const held = aggregate((await loadHoldings(deps, { wallet, venues: ['venue_a'], state: 'open' })).filter((h) => h.market));
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
