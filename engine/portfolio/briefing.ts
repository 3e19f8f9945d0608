import { sql } from 'kysely';
import { badRequest, quoted } from '../errors.js';
import { findResolutions } from '../markets/market-state.js';
import { toJsonNumber, USDC_SCALE, averagePrice } from '../money.js';
import { ORDER_STATUS } from '../accounts/order-status.js';
import { openOrders, type OrderRecord } from '../trading/orders.js';
import type { Venue } from '../accounts/trade-log.js';
import { CLOSING_SOON_MS } from './context-warnings.js';
import { marketIdOf, outcomePrices, titleOf, VENUES, type Holding, type PortfolioDeps } from './holdings.js';
import { limitsToday, type LimitsToday } from './limit-usage.js';
import { bucketView, portfolioState, type BucketView, type PortfolioState } from './portfolio.js';
import { thresholdSentence, thresholdState } from './risk-alerts.js';

const DAY_MS = 86_400_000;
const NEWEST_ORDERS = 5;
const NEW_MARKETS = 10;

export interface AttentionItem {
  marketId: string;
  conditionId: string;
  title: string;
  outcome: string;
  size: number;
  avgPrice: number;
  currentPrice: number;
  reasons: string[];
}

export interface BriefingVenue extends BucketView {
  open_orders: { count: number; newest: OrderRecord[] };
  positions_needing_attention: AttentionItem[];
}

export interface NewMarket {
  id: string;
  conditionId: string;
  title: string;
  slug: string;
  category: string;
  startDate: string;
  endDate: string;
  yesPrice: number;
}

export interface Briefing {
  since: string;
  generatedAt: string;
  venue_a: BriefingVenue;
  venue_b: BriefingVenue;
  risk_alerts: string[];
  limits_today: LimitsToday;
  new_markets: NewMarket[];
}

/** `since` as epoch ms or ISO 8601; 24 h before now when absent. */
export function parseSince(text: string | undefined, nowMs: number): number {
  if (text === undefined) return nowMs - DAY_MS;
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  if (!Number.isSafeInteger(ms) || Number.isNaN(new Date(ms).getTime())) {
    const message = `since must be epoch milliseconds or an ISO 8601 date-time; got ${quoted(text)}.`;
    throw badRequest('invalid_since', message, [{ path: 'query.since', message }]);
  }
  return ms;
}

const usdc = (atomic: bigint) => toJsonNumber(atomic, USDC_SCALE);

/** Why an open position wants a look: past or near a threshold, resolved, or about to close. */
function attention(h: Holding, state: PortfolioState, nowMs: number): AttentionItem | null {
  const reasons: string[] = [];
  const threshold = thresholdState(h, state.limits.settings);
  if (threshold) reasons.push(thresholdSentence(h, threshold, state.limits.settings));
  if (h.resolution) reasons.push(`The market resolved; ${h.resolution.winningTokenId === h.tokenId ? 'these shares won: redeem them' : 'these shares lost'}.`);
  const left = h.market ? Date.parse(h.market.endDate) - nowMs : Infinity;
  if (!h.resolution && left > 0 && left <= CLOSING_SOON_MS) reasons.push(`The market closes within 48 hours, at ${h.market!.endDate}.`);
  if (!reasons.length) return null;
  return {
    marketId: marketIdOf(h),
    conditionId: h.conditionId,
    title: titleOf(h),
    outcome: h.outcome,
    size: usdc(h.size),
    avgPrice: usdc(averagePrice(h.cost, h.size)),
    currentPrice: usdc(h.price),
    reasons,
  };
}

async function openOrderCount(deps: PortfolioDeps, agentId: string, venue: Venue): Promise<number> {
  const row = await deps.db
    .selectFrom('orders')
    .select(sql<string>`count(*)`.as('count'))
    .where('agent_id', '=', agentId)
    .where('venue', '=', venue)
    .where('status', '=', ORDER_STATUS.live)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function newMarkets(deps: PortfolioDeps, sinceMs: number, nowMs: number): Promise<NewMarket[]> {
  const { markets: fresh } = await deps.venueA.searchMarkets({
    startedAfterMs: sinceMs,
    startedByMs: nowMs,
    sortBy: 'startDate',
    sortDirection: 'DESC',
    limit: NEW_MARKETS,
    offset: 0,
  });
  const resolutions = await findResolutions(deps.db, fresh.map((m) => m.conditionId));
  const prices = await outcomePrices(deps, fresh, resolutions, nowMs);
  return fresh.map((m) => ({
    id: m.id,
    conditionId: m.conditionId,
    title: m.question,
    slug: m.slug,
    category: m.category,
    startDate: m.startDate,
    endDate: m.endDate,
    yesPrice: usdc(prices.get(m.conditionId)![0]!),
  }));
}

/** One read for an agent's heartbeat: both venues, what needs attention, today's limits, what is new. */
export async function briefing(deps: PortfolioDeps, agentId: string, sinceMs: number): Promise<Briefing> {
  const nowMs = deps.clock.now();
  const state = await portfolioState(deps, agentId, VENUES);
  const venue = async (v: Venue): Promise<BriefingVenue> => {
    const [count, newest] = await Promise.all([openOrderCount(deps, agentId, v), openOrders(deps.db, agentId, v, undefined, NEWEST_ORDERS)]);
    return {
      ...bucketView(state.buckets.get(v)!),
      open_orders: { count, newest },
      positions_needing_attention: state.open.filter((h) => h.venue === v).flatMap((h) => attention(h, state, nowMs) ?? []),
    };
  };
  const [venueA, venueB, markets] = await Promise.all([venue('venue_a'), venue('venue_b'), newMarkets(deps, sinceMs, nowMs)]);
  return {
    since: new Date(sinceMs).toISOString(),
    generatedAt: new Date(nowMs).toISOString(),
    venue_a: venueA,
    venue_b: venueB,
    risk_alerts: state.alerts,
    limits_today: limitsToday(state.limits),
    new_markets: markets,
  };
}
