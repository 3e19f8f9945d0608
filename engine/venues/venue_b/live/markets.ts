import type { Clock } from '../../../clock.js';
import type { KvStore } from '../../../kv/kv.js';
import type { Logger } from '../../../logger.js';
import { parseDecimal, USDC_SCALE } from '../../../money.js';
import { CONTRACT, type MarketPrices, type VenueBMarket, type VenueBMarketStatus } from '../port.js';
import type { DflowMarket, DflowMetadata } from './dflow.js';

/**
 * DFlow's markets, read from the metadata API into the kv store with a TTL (every process shares
 * the copy) and kept in memory between reads. A stale copy is answered while one refresh runs,
 * so neither a quote nor a portfolio waits on the metadata API except at the very first read.
 */

/** A stale copy is still answered until this many TTLs old, while it is refreshed. */
const STALE_FACTOR = 10;
const STATUSES = new Set<VenueBMarketStatus>(['initialized', 'active', 'inactive', 'closed', 'determined', 'finalized']);

export interface ListedMarket {
  market: VenueBMarket;
  /** Atomic USDC per contract; null when nobody quotes the side. */
  yesBid: string | null;
  yesAsk: string | null;
  noBid: string | null;
  noAsk: string | null;
  volume: string | null;
}

interface Cached {
  fetchedAt: number;
  markets: ListedMarket[];
}

/** A probability string ("0.4300") or number as atomic USDC per contract; null when absent or not a price. */
function price(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  try {
    const atomic = parseDecimal(String(value), USDC_SCALE);
    return atomic >= 0n && atomic <= CONTRACT ? atomic.toString() : null;
  } catch {
    return null;
  }
}

function closeTime(value: unknown): string {
  const text = String(value ?? '');
  if (/^\d+$/.test(text)) return new Date(Number(text) * 1000).toISOString();
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? new Date(0).toISOString() : new Date(parsed).toISOString();
}

/** Kalshi's disputed and amended results are not final: such a market is closed, not trading, until finalized. */
function status(value: unknown): VenueBMarketStatus {
  const text = String(value ?? '') as VenueBMarketStatus;
  return STATUSES.has(text) ? text : 'closed';
}

/** The market in the port's terms; null when it has no outcome mints in the settlement mint the service trades. */
export function listedMarket(m: DflowMarket, settlementMint: string): ListedMarket | null {
  const accounts = m.accounts?.[settlementMint];
  if (!m.ticker || !accounts?.yesMint || !accounts?.noMint) return null;
  const result = m.result === 'yes' || m.result === 'no' ? m.result : '';
  const volume = /^\d+$/.test(String(m.volume ?? '')) ? (BigInt(String(m.volume)) * CONTRACT).toString() : null;
  return {
    market: {
      ticker: String(m.ticker),
      eventTicker: String(m.eventTicker ?? ''),
      title: String(m.title ?? m.ticker),
      category: String(m.category ?? ''),
      status: status(m.status),
      result,
      closeTime: closeTime(m.closeTime),
      settlementMint,
      yesMint: String(accounts.yesMint),
      noMint: String(accounts.noMint),
    },
    yesBid: price(m.yesBid),
    yesAsk: price(m.yesAsk),
    noBid: price(m.noBid),
    noAsk: price(m.noAsk),
    volume,
  };
}

const big = (value: string | null) => (value === null ? null : BigInt(value));

/** The port's prices from the listing: the fair YES price is the middle of its bid and ask; a determined market is at its payout. */
export function pricesOf(listed: ListedMarket): MarketPrices {
  const { market } = listed;
  const volume = big(listed.volume);
  if (market.result) {
    const yes = market.result === 'yes' ? CONTRACT : 0n;
    return { yes, no: CONTRACT - yes, YES: { bid: null, ask: null }, NO: { bid: null, ask: null }, volume };
  }
  const trading = market.status === 'active';
  const side = (bid: string | null, ask: string | null) => (trading ? { bid: big(bid), ask: big(ask) } : { bid: null, ask: null });
  const yesBid = big(listed.yesBid);
  const yesAsk = big(listed.yesAsk);
  const yes = yesBid !== null && yesAsk !== null ? (yesBid + yesAsk) / 2n : (yesBid ?? yesAsk ?? CONTRACT / 2n);
  return { yes, no: CONTRACT - yes, YES: side(listed.yesBid, listed.yesAsk), NO: side(listed.noBid, listed.noAsk), volume };
}

/** One reading of the market list, looked up by ticker and by outcome mint. */
export interface MarketIndex {
  fetchedAt: number;
  markets: ListedMarket[];
  byTicker: ReadonlyMap<string, ListedMarket>;
  byMint: ReadonlyMap<string, MintOf>;
}

/** An outcome mint's market and side. */
export type MintOf = { listed: ListedMarket; side: 'YES' | 'NO' };

function indexOf(cached: Cached): MarketIndex {
  return {
    ...cached,
    byTicker: new Map(cached.markets.map((listed) => [listed.market.ticker, listed])),
    byMint: new Map<string, MintOf>(cached.markets.flatMap((listed) => [[listed.market.yesMint, { listed, side: 'YES' as const }], [listed.market.noMint, { listed, side: 'NO' as const }]])),
  };
}

export class MarketCache {
  private memory: MarketIndex | null = null;
  private refreshing: Promise<MarketIndex> | null = null;

  constructor(
    private readonly metadata: DflowMetadata,
    /** Names the copy: processes reading one API in one settlement mint share it. */
    private readonly key: string,
    private readonly kv: KvStore,
    private readonly clock: Clock,
    private readonly settlementMint: string,
    private readonly ttlMs: number,
    private readonly logger: Logger,
  ) {}

  /** The list as it is now: from memory within the TTL, else the kv store's copy, else DFlow; a stale copy is answered while one refresh runs. */
  async read(): Promise<MarketIndex> {
    const now = this.clock.now();
    if (this.memory && now - this.memory.fetchedAt <= this.ttlMs) return this.memory;
    const shared = await this.kv.get(this.key);
    if (shared) {
      const cached = JSON.parse(shared) as Cached;
      if (!this.memory || cached.fetchedAt > this.memory.fetchedAt) this.memory = indexOf(cached);
    }
    if (this.memory && now - this.memory.fetchedAt <= this.ttlMs) return this.memory;
    if (this.memory) {
      this.refresh().catch((err) => this.logger.warn({ err }, 'refreshing the DFlow market list failed; the last copy stays in use'));
      return this.memory;
    }
    return this.refresh();
  }

  /** One read at a time; the others wait for it. */
  private refresh(): Promise<MarketIndex> {
    this.refreshing ??= (async () => {
      const markets = (await this.metadata.markets()).map((m) => listedMarket(m, this.settlementMint)).filter((m): m is ListedMarket => m !== null);
      const cached: Cached = { fetchedAt: this.clock.now(), markets };
      await this.kv.set(this.key, JSON.stringify(cached), this.ttlMs * STALE_FACTOR);
      return (this.memory = indexOf(cached));
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }
}
