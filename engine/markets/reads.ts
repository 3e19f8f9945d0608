import type { Db } from '../db/connect.js';
import { notFound } from '../errors.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import type { MarketQuery, VenueA } from '../venues/venue_a/port.js';
import { findResolutions } from './market-state.js';
import { marketView, type MarketView } from './market-view.js';

export interface MarketReadDeps {
  db: Db;
  venueA: VenueA;
  nowMs: number;
}

async function views(deps: MarketReadDeps, markets: readonly VenueAMarket[], includeTag: boolean): Promise<MarketView[]> {
  const [resolutions, quotes] = await Promise.all([
    findResolutions(deps.db, markets.map((m) => m.conditionId)),
    Promise.all(markets.map((market) => deps.venueA.quote(market, deps.nowMs))),
  ]);
  return markets.map((market, i) => marketView({ market, resolution: resolutions.get(market.conditionId) }, quotes[i]!, includeTag));
}

/** One market by its Gamma id or, for convenience, its condition id. */
export async function getMarket(deps: MarketReadDeps, marketId: string, includeTag: boolean): Promise<MarketView> {
  const market = (await deps.venueA.marketById(marketId)) ?? (/^0x[0-9a-fA-F]{64}$/.test(marketId) ? await deps.venueA.market(marketId) : undefined);
  if (!market) throw notFound('market_not_found', 'market not found');
  return (await views(deps, [market], includeTag))[0]!;
}

export type MarketSearch = Omit<MarketQuery, 'startedAfterMs' | 'startedByMs'> & { includeTag: boolean };

/** The venue's markets filtered, sorted and paged by the venue. */
export async function searchMarkets(deps: MarketReadDeps, search: MarketSearch): Promise<{ total: number; limit: number; offset: number; markets: MarketView[] }> {
  const { includeTag, ...query } = search;
  const page = await deps.venueA.searchMarkets(query);
  return {
    // A venue that does not count its matches: the total known is what was seen so far.
    total: page.total ?? search.offset + page.markets.length,
    limit: search.limit,
    offset: search.offset,
    markets: await views(deps, page.markets, includeTag),
  };
}
