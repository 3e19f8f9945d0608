import { badRequest, notFound } from '../../errors.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import type { MarketPrices, VenueB, VenueBMarket, VenueBMarketStatus } from '../../venues/venue_b/port.js';

/** A venue_b market with what an agent needs to trade it: its mints and its prices now. */
export interface VenueBMarketView {
  ticker: string;
  title: string;
  eventTicker: string;
  category: string;
  status: VenueBMarketStatus;
  result: 'yes' | 'no' | null;
  closeTime: string;
  settlementMint: string;
  yesMint: string;
  noMint: string;
  yesPrice: string;
  noPrice: string;
  yesBid: string | null;
  yesAsk: string | null;
  noBid: string | null;
  noAsk: string | null;
  volume: string | null;
}

export interface VenueBMarketQuery {
  /** Words matched against the ticker and the title, case-insensitive; every word must match. */
  q?: string;
  eventTicker?: string;
  /** Only markets in one of these states. */
  statuses?: readonly VenueBMarketStatus[];
  category?: string;
  sortBy: 'closeTime' | 'volume';
  sortDirection: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

const usdc = (value: bigint | null) => (value === null ? null : decimalText(value, USDC_SCALE));

function view(market: VenueBMarket, prices: MarketPrices): VenueBMarketView {
  return {
    ticker: market.ticker,
    title: market.title,
    eventTicker: market.eventTicker,
    category: market.category,
    status: market.status,
    result: market.result === '' ? null : market.result,
    closeTime: market.closeTime,
    settlementMint: market.settlementMint,
    yesMint: market.yesMint,
    noMint: market.noMint,
    yesPrice: decimalText(prices.yes, USDC_SCALE),
    noPrice: decimalText(prices.no, USDC_SCALE),
    yesBid: usdc(prices.YES.bid),
    yesAsk: usdc(prices.YES.ask),
    noBid: usdc(prices.NO.bid),
    noAsk: usdc(prices.NO.ask),
    volume: usdc(prices.volume),
  };
}

function matches(market: VenueBMarket, query: VenueBMarketQuery): boolean {
  if (query.statuses !== undefined && !query.statuses.includes(market.status)) return false;
  if (query.eventTicker !== undefined && market.eventTicker.toUpperCase() !== query.eventTicker.toUpperCase()) return false;
  if (query.category !== undefined && market.category.toLowerCase() !== query.category.toLowerCase()) return false;
  if (query.q === undefined) return true;
  const text = `${market.ticker} ${market.title}`.toLowerCase();
  return query.q.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word));
}

const byTicker = (a: VenueBMarket, b: VenueBMarket) => (a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0);
const byCloseTime = (a: VenueBMarket, b: VenueBMarket) => Date.parse(a.closeTime) - Date.parse(b.closeTime);
/** A venue that reports no volume sorts below every volume. */
function compareVolume(a: bigint | null, b: bigint | null): number {
  const [x, y] = [a ?? -1n, b ?? -1n];
  return x === y ? 0 : x < y ? -1 : 1;
}

/**
 * The venue's markets that match, sorted and paged. Close-time order needs only the listing, so
 * prices are read for the page alone; volume order needs every match's volume first (a market
 * that reports none sorts as least traded). Ties fall back to the ticker, so pages are stable.
 */
export async function listVenueBMarkets(venue: VenueB, query: VenueBMarketQuery): Promise<{ total: number; limit: number; offset: number; markets: VenueBMarketView[] }> {
  const found = (await venue.markets()).filter((market) => matches(market, query));
  const sign = query.sortDirection === 'ASC' ? 1 : -1;
  let page: Array<{ market: VenueBMarket; prices?: MarketPrices }>;
  if (query.sortBy === 'volume') {
    const priced = await Promise.all(found.map(async (market) => ({ market, prices: await venue.prices(market.ticker) })));
    priced.sort((a, b) => sign * compareVolume(a.prices.volume, b.prices.volume) || byTicker(a.market, b.market));
    page = priced.slice(query.offset, query.offset + query.limit);
  } else {
    found.sort((a, b) => sign * byCloseTime(a, b) || byTicker(a, b));
    page = found.slice(query.offset, query.offset + query.limit).map((market) => ({ market }));
  }
  const markets = await Promise.all(page.map(async ({ market, prices }) => view(market, prices ?? (await venue.prices(market.ticker)))));
  return { total: found.length, limit: query.limit, offset: query.offset, markets };
}

/** Tickers are upper case at the venue; clients may send them in any case. */
export async function requireMarket(venue: VenueB, ticker: string): Promise<VenueBMarket> {
  const market = await venue.market(ticker.toUpperCase());
  if (!market) throw notFound('market_not_found', `No venue_b market ${ticker}. GET /venue_b/markets lists them.`);
  return market;
}

export async function getVenueBMarket(venue: VenueB, ticker: string): Promise<VenueBMarketView> {
  const market = await requireMarket(venue, ticker);
  return view(market, await venue.prices(market.ticker));
}

/** The market search route's filters, which are venue_a's (Gamma's). */
export interface MarketSearchFilters {
  q?: string;
  category?: string;
  tag?: string;
  active?: boolean;
  closed?: boolean;
  sortBy: 'volume' | 'endDate' | 'liquidity';
  sortDirection: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

const ALL_STATUSES: readonly VenueBMarketStatus[] = ['initialized', 'active', 'inactive', 'closed', 'determined', 'finalized'];
const RESOLVED: readonly VenueBMarketStatus[] = ['determined', 'finalized'];

/**
 * The market search route on venue_b: active is the market trading, closed its result being
 * known (as a Gamma market is closed once resolved); endDate is the close time. venue_b markets
 * have no tags and no liquidity figure, so those are refused rather than ignored.
 */
export function searchVenueBMarkets(venue: VenueB, search: MarketSearchFilters) {
  if (search.tag !== undefined) throw badRequest('unsupported_filter', 'venue_b markets have no tags; search them by q, category, active or closed.', [{ path: 'tag', message: 'not on venue_b' }]);
  if (search.sortBy === 'liquidity') throw badRequest('unsupported_filter', 'venue_b reports no liquidity; sort by volume or endDate.', [{ path: 'sortBy', message: 'not on venue_b' }]);
  const statuses = ALL_STATUSES.filter(
    (status) =>
      (search.active === undefined || (status === 'active') === search.active) &&
      (search.closed === undefined || RESOLVED.includes(status) === search.closed),
  );
  return listVenueBMarkets(venue, {
    ...(search.q !== undefined ? { q: search.q } : {}),
    ...(search.category !== undefined ? { category: search.category } : {}),
    statuses,
    sortBy: search.sortBy === 'endDate' ? 'closeTime' : 'volume',
    sortDirection: search.sortDirection,
    limit: search.limit,
    offset: search.offset,
  });
}
