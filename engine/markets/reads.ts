import type { Db } from '../db/connect.js';
import { notFound } from '../errors.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import { marketByConditionId, marketById } from '../venues/venue_a/sim/catalog.js';
import type { PriceSource } from '../venues/venue_a/sim/order-book.js';
import { allMarketStates, findResolution, overlay } from './market-state.js';
import { marketView, type MarketView } from './market-view.js';

export interface MarketReadDeps {
  db: Db;
  prices: PriceSource;
  nowMs: number;
}

/** One market by its Gamma id or, for convenience, its condition id. */
export async function getMarket(deps: MarketReadDeps, marketId: string, includeTag: boolean): Promise<MarketView> {
  const market = marketById(marketId) ?? marketByConditionId(marketId);
  if (!market) throw notFound('market_not_found', 'market not found');
  const resolution = await findResolution(deps.db, market.conditionId);
  return marketView({ market: overlay(market, resolution), resolution }, deps.prices, deps.nowMs, includeTag);
}

export type SortBy = 'volume' | 'endDate' | 'liquidity';

export interface MarketSearch {
  q?: string;
  category?: string;
  tag?: string;
  active?: boolean;
  closed?: boolean;
  sortBy: SortBy;
  sortDirection: 'ASC' | 'DESC';
  limit: number;
  offset: number;
  includeTag: boolean;
}

const SORT_KEYS: Record<SortBy, (m: VenueAMarket) => number> = {
  volume: (m) => m.volumeNum,
  endDate: (m) => Date.parse(m.endDate),
  liquidity: (m) => m.liquidityNum,
};

const matchesText = (market: VenueAMarket, needle: string) =>
  [market.question, market.slug, market.description, ...market.events.map((e) => e.title)].some((text) => text.toLowerCase().includes(needle));

/** The catalog filtered and sorted in memory: it is small, and resolutions come in one query. */
export async function searchMarkets(deps: MarketReadDeps, search: MarketSearch): Promise<{ total: number; limit: number; offset: number; markets: MarketView[] }> {
  const needle = search.q?.trim().toLowerCase();
  const category = search.category?.toLowerCase();
  const tag = search.tag?.toLowerCase();
  const found = (await allMarketStates(deps.db)).filter(
    ({ market }) =>
      (!needle || matchesText(market, needle)) &&
      (category === undefined || market.category.toLowerCase() === category) &&
      (tag === undefined || market.tags.some((t) => t.slug.toLowerCase() === tag)) &&
      (search.active === undefined || market.active === search.active) &&
      (search.closed === undefined || market.closed === search.closed),
  );
  const key = SORT_KEYS[search.sortBy];
  const sign = search.sortDirection === 'ASC' ? 1 : -1;
  // Ties keep one order across pages: by id, whatever the direction.
  found.sort((a, b) => sign * (key(a.market) - key(b.market)) || Number(a.market.id) - Number(b.market.id));
  return {
    total: found.length,
    limit: search.limit,
    offset: search.offset,
    markets: found.slice(search.offset, search.offset + search.limit).map((state) => marketView(state, deps.prices, deps.nowMs, search.includeTag)),
  };
}
