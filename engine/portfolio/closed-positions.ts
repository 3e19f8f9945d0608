import { sql } from 'kysely';
import { toJsonNumber, USDC_SCALE, averagePrice } from '../money.js';
import type { Venue } from '../accounts/trade-log.js';
import type { ClosedPositionRecord, ClosedPositionsQuery, ClosedSort } from '../venues/venue_a/data-api.js';
import { marketMatcher, sortPage, type SortKey } from './filters.js';
import { loadHoldings, marketIdOf, normalizeWallet, titleOf, type Holding, type PortfolioDeps } from './holdings.js';




interface Closed {
  holding: Holding;
  bought: bigint;
  avgPrice: bigint;
}

/** What the wallet bought of each token over all its fills: the closed position's entry. */
async function purchases(deps: PortfolioDeps, agentId: string | null, wallet: string, venue: Venue): Promise<Map<string, { size: bigint; paid: bigint }>> {
  let query = deps.db
    .selectFrom('fills')
    .innerJoin('orders', 'orders.order_hash', 'fills.order_hash')
    .select(['fills.token_id', sql<string>`sum(fills.size)`.as('size'), sql<string>`sum(fills.notional)`.as('paid')])
    .where('orders.wallet_address', '=', wallet)
    .where('orders.venue', '=', venue)
    .where('fills.side', '=', 'BUY');
  if (agentId !== null) query = query.where('orders.agent_id', '=', agentId);
  const rows = await query.groupBy('fills.token_id').execute();
  return new Map(rows.map((r) => [r.token_id, { size: BigInt(r.size), paid: BigInt(r.paid) }]));
}

const SORT_KEYS: Record<ClosedSort, (c: Closed) => SortKey> = {
  REALIZEDPNL: (c) => c.holding.realizedPnl,
  TITLE: (c) => titleOf(c.holding).toLowerCase(),
  PRICE: (c) => c.holding.price,
  AVGPRICE: (c) => c.avgPrice,
  TIMESTAMP: (c) => c.holding.updatedAt.getTime(),
};

const usdc = (atomic: bigint) => toJsonNumber(atomic, USDC_SCALE);

function record({ holding: h, bought, avgPrice }: Closed): ClosedPositionRecord {
  const opposite = h.outcomeIndex === null ? null : 1 - h.outcomeIndex;
  return {
    marketId: marketIdOf(h),
    title: titleOf(h),
    conditionId: h.conditionId,
    tokenId: h.tokenId,
    asset: h.tokenId,
    proxyWallet: h.wallet,
    outcome: h.outcome,
    outcomeIndex: h.outcomeIndex,
    oppositeOutcome: h.market && opposite !== null ? h.market.outcomes[opposite]! : null,
    oppositeAsset: h.market && opposite !== null ? h.market.clobTokenIds[opposite]! : null,
    slug: h.market?.slug ?? null,
    eventSlug: h.market?.events[0]?.slug ?? null,
    endDate: h.market?.endDate ?? null,
    size: 0,
    avgPrice: usdc(avgPrice),
    totalBought: usdc(bought),
    settlementPrice: usdc(h.price),
    curPrice: usdc(h.price),
    currentPrice: usdc(h.price),
    realizedPnl: usdc(h.realizedPnl),
    unrealizedPnl: 0,
    timestamp: Math.floor(h.updatedAt.getTime() / 1000),
  };
}

/**
 * The calling agent's positions of one wallet that are closed: size 0, everything sold or
 * redeemed, their PnL realised. The price shown is 1/0 for a resolved market, the current price otherwise.
 */
export async function closedPositions(deps: PortfolioDeps, agentId: string | null, query: ClosedPositionsQuery): Promise<ClosedPositionRecord[]> {
  const venue = query.venue ?? 'venue_a';
  const wallet = normalizeWallet(venue, query.walletAddress);
  const matches = marketMatcher(query);
  const [closed, bought] = await Promise.all([
    loadHoldings(deps, { ...(agentId === null ? {} : { agentId }), wallet, venues: [venue], state: 'closed' }),
    purchases(deps, agentId, wallet, venue),
  ]);
  const rows = closed.filter(matches).map((holding) => {
    const entry = bought.get(holding.tokenId) ?? { size: 0n, paid: 0n };
    return { holding, bought: entry.size, avgPrice: averagePrice(entry.paid, entry.size) };
  });
  const page = sortPage(rows, SORT_KEYS[query.sortBy ?? 'REALIZEDPNL'], query.sortDirection ?? 'DESC', (c) => `${c.holding.conditionId}:${c.holding.tokenId}`, query.offset ?? 0, query.limit ?? 10);
  return page.map(record);
}
