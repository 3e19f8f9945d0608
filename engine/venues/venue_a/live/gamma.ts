import type { Clock } from '../../../clock.js';
import type { KvStore } from '../../../kv/kv.js';
import type { Logger } from '../../../logger.js';
import { decimalText, USDC_SCALE } from '../../../money.js';
import type { Upstream } from '../../http-upstream.js';
import type { VenueAMarket } from '../market.js';
import type { MarketPage, MarketQuery, MarketQuote } from '../port.js';
import { atomicOf, atomicOrNull } from './amounts.js';

/**
 * Markets from Polymarket's Gamma API, cached in the kv store (shared by every process). A market
 * is read from Gamma once, then served from the cache: an entry older than the TTL is still
 * served while one background read refreshes it, so a trade never waits on Gamma for a market it
 * has seen. Gamma's JSON-encoded fields (`outcomes`, `outcomePrices`, `clobTokenIds`) are parsed,
 * and its numbers read as decimal text.
 */

type Json = Record<string, unknown>;

/** What the cache keeps of a market: the market and its Gamma prices (atomic, as text). */
interface Cached {
  market: VenueAMarket;
  quote: Record<keyof MarketQuote, string | null>;
  fetchedAt: number;
}

const ORDER_FIELD: Record<MarketQuery['sortBy'], string> = { volume: 'volumeNum', endDate: 'endDate', liquidity: 'liquidityNum', startDate: 'startDate' };
/** How long past its TTL a market may still be served while it is refreshed. */
const STALE_FACTOR = 10;

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || !value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

const text = (value: unknown, fallback = '') => (value === undefined || value === null ? fallback : String(value));
const flag = (value: unknown) => value === true || value === 'true';
const num = (value: unknown) => (value === undefined || value === null || value === '' ? 0 : Number(value));

/** A Gamma market in the service's shape; null for one that cannot trade through the CLOB (no two tokens). */
export function fromGamma(g: Json): Cached['market'] | null {
  // Protocol-V2 markets ("v2") trade position ids; CTF markets ("v1") their CLOB token ids.
  const version = g.version === 'v2' ? 'v2' : 'v1';
  const tokens = version === 'v2' && list(g.positionIds).length ? list(g.positionIds) : list(g.clobTokenIds);
  const outcomes = list(g.outcomes);
  if (tokens.length < 2 || typeof g.conditionId !== 'string') return null;
  const events = Array.isArray(g.events) ? (g.events as Json[]).map((e) => ({ id: text(e.id), slug: text(e.slug), title: text(e.title) })) : [];
  const tags = Array.isArray(g.tags) ? (g.tags as Json[]).map((t) => ({ id: text(t.id), label: text(t.label), slug: text(t.slug) })) : [];
  const negRiskMarketId = typeof g.negRiskMarketID === 'string' && /^0x[0-9a-fA-F]{64}$/.test(g.negRiskMarketID) ? (g.negRiskMarketID.toLowerCase() as `0x${string}`) : null;
  return {
    id: text(g.id),
    question: text(g.question),
    slug: text(g.slug),
    description: text(g.description),
    category: text(g.category),
    image: typeof g.image === 'string' ? g.image : null,
    conditionId: g.conditionId.toLowerCase() as `0x${string}`,
    outcomes: outcomes.length === tokens.length ? outcomes : tokens.map((_, i) => (i === 0 ? 'Yes' : i === 1 ? 'No' : String(i))),
    clobTokenIds: tokens,
    tickSize: decimalText(atomicOf(g.orderPriceMinTickSize ?? '0.01'), USDC_SCALE),
    minOrderSize: decimalText(atomicOf(g.orderMinSize ?? '0'), USDC_SCALE),
    negRisk: flag(g.negRisk),
    negRiskMarketId: flag(g.negRisk) ? negRiskMarketId : null,
    version,
    startDate: text(g.startDate, text(g.createdAt)),
    endDate: text(g.endDate),
    active: flag(g.active),
    closed: flag(g.closed),
    acceptingOrders: flag(g.acceptingOrders),
    enableOrderBook: flag(g.enableOrderBook),
    volumeNum: num(g.volumeNum ?? g.volume),
    liquidityNum: num(g.liquidityNum ?? g.liquidity),
    events,
    tags,
  };
}

function quoteOf(g: Json): Cached['quote'] {
  const prices = list(g.outcomePrices);
  const atomic = (value: unknown) => atomicOrNull(value)?.toString() ?? null;
  return {
    yesPrice: atomic(prices[0]) ?? atomic(g.lastTradePrice) ?? '0',
    bestBid: atomic(g.bestBid),
    bestAsk: atomic(g.bestAsk),
    spread: atomic(g.spread),
    lastTradePrice: atomic(g.lastTradePrice),
    oneDayPriceChange: atomic(g.oneDayPriceChange),
    oneWeekPriceChange: atomic(g.oneWeekPriceChange),
  };
}

export const quoteFrom = (cached: Cached['quote']): MarketQuote => {
  const big = (value: string | null) => (value === null ? null : BigInt(value));
  return {
    yesPrice: BigInt(cached.yesPrice ?? '0'),
    bestBid: big(cached.bestBid),
    bestAsk: big(cached.bestAsk),
    spread: big(cached.spread),
    lastTradePrice: big(cached.lastTradePrice),
    oneDayPriceChange: big(cached.oneDayPriceChange),
    oneWeekPriceChange: big(cached.oneWeekPriceChange),
  };
};

export class Gamma {
  private readonly refreshing = new Map<string, Promise<Cached | null>>();

  constructor(
    private readonly api: Upstream,
    private readonly kv: KvStore,
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly logger: Logger,
  ) {}

  private key = (kind: 'cid' | 'id' | 'token', value: string) => `venue_a:gamma:${kind}:${value.toLowerCase()}`;

  private async remember(g: Json): Promise<Cached | null> {
    const market = fromGamma(g);
    if (!market) return null;
    const cached: Cached = { market, quote: quoteOf(g), fetchedAt: this.clock.now() };
    const ttl = this.ttlMs * STALE_FACTOR;
    await Promise.all([
      this.kv.set(this.key('cid', market.conditionId), JSON.stringify(cached), ttl),
      this.kv.set(this.key('id', market.id), market.conditionId, ttl),
      ...market.clobTokenIds.map((token) => this.kv.set(this.key('token', token), market.conditionId, ttl)),
    ]);
    return cached;
  }

  /** Reads markets from Gamma's list; closed markets only show when asked for, so a lookup asks twice. */
  private async fetchOne(filter: Record<string, string>): Promise<Cached | null> {
    for (const closed of [undefined, 'true']) {
      const answer = await this.api.call({ method: 'GET', path: '/markets', query: { ...filter, ...(closed ? { closed } : {}) } });
      const found = Array.isArray(answer.json) ? (answer.json as Json[])[0] : undefined;
      if (found) return this.remember(found);
    }
    return null;
  }

  /** One read at a time per market; the others wait for it. */
  private once(key: string, read: () => Promise<Cached | null>): Promise<Cached | null> {
    let running = this.refreshing.get(key);
    if (!running) {
      running = read().finally(() => this.refreshing.delete(key));
      this.refreshing.set(key, running);
    }
    return running;
  }

  private async byConditionId(conditionId: string): Promise<Cached | null> {
    const cid = conditionId.toLowerCase();
    const hit = await this.kv.get(this.key('cid', cid));
    const read = () => this.fetchOne({ condition_ids: cid });
    if (!hit) return this.once(cid, read);
    const cached = JSON.parse(hit) as Cached;
    if (this.clock.now() - cached.fetchedAt > this.ttlMs) {
      this.once(cid, read).catch((err) => this.logger.warn({ err, conditionId: cid }, 'refreshing a Gamma market failed'));
    }
    return cached;
  }

  async market(conditionId: string): Promise<VenueAMarket | undefined> {
    return (await this.byConditionId(conditionId))?.market;
  }

  async quote(conditionId: string): Promise<MarketQuote | undefined> {
    const cached = await this.byConditionId(conditionId);
    return cached ? quoteFrom(cached.quote) : undefined;
  }

  async marketById(id: string): Promise<VenueAMarket | undefined> {
    if (!/^\d+$/.test(id)) return undefined;
    const cid = await this.kv.get(this.key('id', id));
    if (cid) return this.market(cid);
    const answer = await this.api.call({ method: 'GET', path: `/markets/${id}` });
    if (answer.status === 404 || !answer.json || typeof answer.json !== 'object') return undefined;
    return (await this.remember(answer.json as Json))?.market;
  }

  async marketOfToken(tokenId: string): Promise<VenueAMarket | undefined> {
    if (!/^\d+$/.test(tokenId)) return undefined;
    const cid = await this.kv.get(this.key('token', tokenId));
    if (cid) return this.market(cid);
    return (await this.once(`token:${tokenId}`, () => this.fetchOne({ clob_token_ids: tokenId })))?.market;
  }

  /**
   * One page of Gamma's market list, sorted and filtered by Gamma; text, category and tag are
   * matched on the page Gamma returns, so a page may hold fewer markets than asked for.
   */
  async search(query: MarketQuery): Promise<MarketPage> {
    const answer = await this.api.call({
      method: 'GET',
      path: '/markets',
      query: {
        limit: query.limit,
        offset: query.offset,
        order: ORDER_FIELD[query.sortBy],
        ascending: query.sortDirection === 'ASC',
        active: query.active,
        closed: query.closed,
        start_date_min: query.startedAfterMs === undefined ? undefined : new Date(query.startedAfterMs + 1).toISOString(),
        start_date_max: query.startedByMs === undefined ? undefined : new Date(query.startedByMs).toISOString(),
      },
    });
    const rows = Array.isArray(answer.json) ? (answer.json as Json[]) : [];
    const markets = (await Promise.all(rows.map((row) => this.remember(row)))).flatMap((c) => (c ? [c.market] : []));
    const needle = query.q?.trim().toLowerCase();
    const category = query.category?.toLowerCase();
    const tag = query.tag?.toLowerCase();
    return {
      total: null,
      markets: markets.filter(
        (m) =>
          (!needle || [m.question, m.slug, m.description, ...m.events.map((e) => e.title)].some((t) => t.toLowerCase().includes(needle))) &&
          (category === undefined || m.category.toLowerCase() === category) &&
          (tag === undefined || m.tags.some((t) => t.slug.toLowerCase() === tag)),
      ),
    };
  }
}
