import { notFound } from '../errors.js';
import { findResolutions, type Resolution } from '../markets/market-state.js';
import { toJsonNumber, USDC_SCALE } from '../money.js';
import { marketExposure } from '../accounts/ledger.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import { bestAsk, bestBid, spread } from '../venues/venue_a/book.js';
import { contextWarnings } from './context-warnings.js';
import type { PositionRecord } from '../venues/venue_a/data-api.js';
import { positionRecord } from './current-positions.js';
import { loadHoldings, normalizeWallet, outcomePrices, type PortfolioDeps } from './holdings.js';
import { limitState, limitsToday, type LimitsToday } from './limit-usage.js';
import { buySlippage, SLIPPAGE_AMOUNTS_USDC, type SlippageEstimate } from './slippage.js';

export interface MarketSnapshot {
  id: string;
  conditionId: string;
  question: string;
  slug: string;
  description: string;
  category: string;
  status: MarketStatus;
  outcomes: string[];
  clobTokenIds: string[];
  /** Gamma's form: a JSON-encoded array of decimal strings. */
  outcomePrices: string;
  yesPrice: number;
  noPrice: number;
  bestBid: number | null;
  bestAsk: number | null;
  spread: number | null;
  liquidity: number;
  volume: number;
  tickSize: string;
  minOrderSize: string;
  negRisk: boolean;
  startDate: string;
  endDate: string;
  winningOutcome: string | null;
}

export type MarketStatus = 'active' | 'closed' | 'resolved';

export interface RelatedMarket {
  id: string;
  title: string;
  slug: string;
  status: MarketStatus;
  yesPrice: number;
  noPrice: number;
  volume: number;
  endDate: string;
}

export interface Safeguards extends LimitsToday {
  riskControlEnabled: boolean;
  stopLossPercent: number | null;
  takeProfitPercent: number | null;
  /** What maxPositionValue bounds in this market: the cost of the agent's positions plus cash held by its open buys. */
  marketExposure: number;
}

export interface MarketContext {
  market: MarketSnapshot;
  positions: PositionRecord[];
  walletAddress: string | null;
  probability: number | null;
  safeguards: Safeguards;
  relatedMarkets: RelatedMarket[];
  slippage: SlippageEstimate[];
  warnings: string[];
}

const RELATED_LIMIT = 10;
const usdc = (atomic: bigint) => toJsonNumber(atomic, USDC_SCALE);
const orNull = (atomic: bigint | null) => (atomic === null ? null : usdc(atomic));

function status(market: VenueAMarket, resolution: Resolution | undefined, nowMs: number): MarketStatus {
  if (resolution && resolution.resolvedAt.getTime() <= nowMs) return 'resolved';
  return market.closed || Date.parse(market.endDate) <= nowMs ? 'closed' : 'active';
}

/** Switches between buying one outcome and buying the other, in the agent's trade log for the market. */
async function buySwitches(deps: PortfolioDeps, agentId: string, conditionId: string): Promise<number> {
  const buys = await deps.db
    .selectFrom('trade_log')
    .select('direction')
    .where('agent_id', '=', agentId)
    .where('market_condition_id', '=', conditionId)
    .where('action_type', '=', 'BUY')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return buys.filter((b, i) => i > 0 && b.direction !== buys[i - 1]!.direction).length;
}

export interface ContextQuery {
  walletAddress?: string;
  /** The agent's Yes probability estimate, atomic. */
  probability?: bigint;
}

/** Everything to read before trading one market, for one agent. */
export async function marketContext(deps: PortfolioDeps, agentId: string, conditionId: string, query: ContextQuery): Promise<MarketContext> {
  const market = await deps.venueA.market(conditionId);
  if (!market) throw notFound('market_not_found', `No venue_a market has condition id ${conditionId}; find markets at GET /markets.`);
  const nowMs = deps.clock.now();
  const wallet = query.walletAddress === undefined ? undefined : normalizeWallet('venue_a', query.walletAddress);
  const [related, yesBook, noBook] = await Promise.all([
    deps.venueA.relatedMarkets(market, RELATED_LIMIT),
    deps.venueA.book(market.clobTokenIds[0]!, nowMs),
    deps.venueA.book(market.clobTokenIds[1]!, nowMs),
  ]);
  const [resolutions, open, limits, exposure, switches] = await Promise.all([
    findResolutions(deps.db, [market.conditionId, ...related.map((m) => m.conditionId)]),
    loadHoldings(deps, { agentId, conditionId: market.conditionId, venues: ['venue_a'], state: 'open', ...(wallet ? { wallet } : {}) }),
    limitState(deps.db, agentId, nowMs),
    marketExposure(deps.db, agentId, market.conditionId),
    buySwitches(deps, agentId, market.conditionId),
  ]);
  const prices = await outcomePrices(deps, [market, ...related], resolutions, nowMs);
  const pricesOf = (m: VenueAMarket) => prices.get(m.conditionId) as [bigint, bigint];
  const resolution = resolutions.get(market.conditionId);
  const [yes, no] = pricesOf(market);
  const book = yesBook;
  const marketStatus = status(market, resolution, nowMs);
  const winningOutcome = marketStatus === 'resolved' ? market.outcomes[resolution!.winningOutcomeIndex] ?? null : null;

  return {
    market: {
      id: market.id,
      conditionId: market.conditionId,
      question: market.question,
      slug: market.slug,
      description: market.description,
      category: market.category,
      status: marketStatus,
      outcomes: [...market.outcomes],
      clobTokenIds: [...market.clobTokenIds],
      outcomePrices: JSON.stringify([yes, no].map((p) => String(usdc(p)))),
      yesPrice: usdc(yes),
      noPrice: usdc(no),
      bestBid: orNull(bestBid(book)),
      bestAsk: orNull(bestAsk(book)),
      spread: orNull(spread(book)),
      liquidity: market.liquidityNum,
      volume: market.volumeNum,
      tickSize: market.tickSize,
      minOrderSize: market.minOrderSize,
      negRisk: market.negRisk,
      startDate: market.startDate,
      endDate: market.endDate,
      winningOutcome,
    },
    // A wallet holding both outcomes here could merge them.
    positions: open.map((h) => positionRecord(h, open.filter((o) => o.wallet === h.wallet).length > 1)),
    walletAddress: wallet ?? null,
    probability: query.probability === undefined ? null : usdc(query.probability),
    safeguards: {
      ...limitsToday(limits),
      riskControlEnabled: limits.settings.riskControlEnabled,
      stopLossPercent: limits.settings.stopLossPercent,
      takeProfitPercent: limits.settings.takeProfitPercent,
      marketExposure: usdc(exposure),
    },
    relatedMarkets: related.map((m) => {
      const [relatedYes, relatedNo] = pricesOf(m);
      return {
        id: m.id,
        title: m.question,
        slug: m.slug,
        status: status(m, resolutions.get(m.conditionId), nowMs),
        yesPrice: usdc(relatedYes),
        noPrice: usdc(relatedNo),
        volume: m.volumeNum,
        endDate: m.endDate,
      };
    }),
    slippage: marketStatus === 'active'
      ? [0, 1].flatMap((i) => {
          const outcomeBook = i === 0 ? yesBook : noBook;
          return SLIPPAGE_AMOUNTS_USDC.map((amount) => buySlippage(market, outcomeBook, i, amount));
        })
      : [],
    warnings: contextWarnings({
      nowMs,
      market,
      winningOutcome,
      yesPrice: yes,
      spread: spread(book),
      exposure,
      settings: limits.settings,
      buySwitches: switches,
      probability: query.probability ?? null,
    }),
  };
}
