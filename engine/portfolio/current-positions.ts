import { parseAmount, toJsonNumber, USDC_SCALE, averagePrice } from '../money.js';
import type { CurrentPositionsQuery, PositionRecord, PositionSort } from '../venues/venue_a/data-api.js';
import { marketMatcher, sortPage, type SortKey } from './filters.js';
import { loadHoldings, marketIdOf, normalizeWallet, titleOf, unrealizedPnl, type Holding, type PortfolioDeps } from './holdings.js';
import { percentNumber, percentOf } from '../money.js';




const usdc = (atomic: bigint) => toJsonNumber(atomic, USDC_SCALE);

export function positionRecord(h: Holding, mergeable: boolean): PositionRecord {
  const pnl = unrealizedPnl(h);
  const opposite = h.outcomeIndex === null ? null : 1 - h.outcomeIndex;
  const event = h.market?.events[0];
  return {
    marketId: marketIdOf(h),
    title: titleOf(h),
    outcome: h.outcome,
    size: usdc(h.size),
    avgPrice: usdc(averagePrice(h.cost, h.size)),
    currentPrice: usdc(h.price),
    unrealizedPnl: usdc(pnl),
    venue: h.venue,
    proxyWallet: h.wallet,
    asset: h.tokenId,
    conditionId: h.conditionId,
    initialValue: usdc(h.cost),
    currentValue: usdc(h.value),
    cashPnl: usdc(pnl),
    percentPnl: percentNumber(pnl, h.cost),
    realizedPnl: usdc(h.realizedPnl),
    curPrice: usdc(h.price),
    redeemable: h.resolution !== null,
    mergeable,
    slug: h.market?.slug ?? null,
    eventId: event?.id ?? null,
    eventSlug: event?.slug ?? null,
    outcomeIndex: h.outcomeIndex,
    oppositeOutcome: h.market && opposite !== null ? h.market.outcomes[opposite]! : null,
    oppositeAsset: h.market && opposite !== null ? h.market.clobTokenIds[opposite]! : null,
    endDate: h.market?.endDate ?? null,
    negativeRisk: h.market?.negRisk ?? null,
  };
}

/** Markets in which the holdings include both outcomes: a full set that merges back into USDC. */
export function mergeableMarkets(open: readonly Holding[]): Set<string> {
  const outcomes = new Map<string, Set<string>>();
  for (const h of open) outcomes.set(h.conditionId, (outcomes.get(h.conditionId) ?? new Set()).add(h.tokenId));
  return new Set([...outcomes].filter(([, tokens]) => tokens.size >= 2).map(([conditionId]) => conditionId));
}

const SORT_KEYS: Record<PositionSort, (h: Holding) => SortKey> = {
  CURRENT: (h) => h.value,
  INITIAL: (h) => h.cost,
  TOKENS: (h) => h.size,
  CASHPNL: unrealizedPnl,
  PERCENTPNL: (h) => percentOf(unrealizedPnl(h), h.cost),
  TITLE: (h) => titleOf(h).toLowerCase(),
  RESOLVING: (h) => (h.market ? Date.parse(h.market.endDate) : null),
  PRICE: (h) => h.price,
  AVGPRICE: (h) => averagePrice(h.cost, h.size),
};

/** The calling agent's open positions held by one wallet, filtered, sorted and paged as the Data API does. */
export async function currentPositions(deps: PortfolioDeps, agentId: string | null, query: CurrentPositionsQuery): Promise<PositionRecord[]> {
  const venue = query.venue ?? 'venue_a';
  const wallet = normalizeWallet(venue, query.walletAddress);
  const matches = marketMatcher(query);
  const open = await loadHoldings(deps, { ...(agentId === null ? {} : { agentId }), wallet, venues: [venue], state: 'open' });
  const mergeable = mergeableMarkets(open);
  const threshold = parseAmount(query.sizeThreshold ?? 1, USDC_SCALE);
  const kept = open.filter(
    (h) =>
      matches(h) &&
      h.size >= threshold &&
      (!query.redeemable || h.resolution !== null) &&
      (!query.mergeable || mergeable.has(h.conditionId)),
  );
  const page = sortPage(kept, SORT_KEYS[query.sortBy ?? 'TOKENS'], query.sortDirection ?? 'DESC', (h) => `${h.conditionId}:${h.tokenId}`, query.offset ?? 0, query.limit ?? 100);
  return page.map((h) => positionRecord(h, mergeable.has(h.conditionId)));
}
