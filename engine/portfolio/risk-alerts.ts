import { atomicText as price, decimalText, SETTINGS_SCALE, averagePrice } from '../money.js';
import type { RiskSettings } from '../accounts/risk-settings.js';
import { titleOf, type Holding } from './holdings.js';
import { usdcAtSettingsScale, type LimitState } from './limit-usage.js';
import { PERCENT_SCALE, percentOf } from '../money.js';

/** Plain sentences for the portfolio's warnings and the briefing's risk alerts. */

/** A warning starts at this share of a limit used, and "near" a threshold at this share of the way to it. */
const WARN_PERCENT = 80n;
const CONCENTRATION_PERCENT = 50n;

const pct = (units: bigint) => `${decimalText(units, PERCENT_SCALE)}%`;
const label = (h: Holding) => `"${titleOf(h)}" ${h.outcome}`;

export interface Concentration {
  /** Percentages in units of 10^-PERCENT_SCALE. */
  topMarket: bigint;
  topThreeMarkets: bigint;
  topTitle: string | null;
}

/** Shares of the open exposure (Σ size × price) held in the largest one and three markets. */
export function concentration(open: readonly Holding[]): Concentration {
  // By venue, then market: a key built per holding cost more than the sum.
  const byVenue = new Map<string, Map<string, { value: bigint; title: string }>>();
  for (const h of open) {
    let byMarket = byVenue.get(h.venue);
    if (!byMarket) byVenue.set(h.venue, (byMarket = new Map()));
    const market = byMarket.get(h.conditionId);
    if (market) market.value += h.value;
    else byMarket.set(h.conditionId, { value: h.value, title: titleOf(h) });
  }
  const ranked = [...byVenue.values()].flatMap((byMarket) => [...byMarket.values()]).sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1));
  const total = ranked.reduce((sum, m) => sum + m.value, 0n);
  const topThree = ranked.slice(0, 3).reduce((sum, m) => sum + m.value, 0n);
  return { topMarket: percentOf(ranked[0]?.value ?? 0n, total), topThreeMarkets: percentOf(topThree, total), topTitle: ranked[0]?.title ?? null };
}

export type Threshold = 'stop_loss' | 'take_profit';

export interface ThresholdState {
  threshold: Threshold;
  /** false: past the threshold; true: WARN_PERCENT of the way to it. */
  near: boolean;
  /** The move from the average price, in percent units, always positive. */
  move: bigint;
}

/**
 * Where an open, unresolved position stands against the agent's stop-loss and take-profit,
 * measured from its average price: past one, near one, or neither (null).
 */
export function thresholdState(h: Holding, settings: RiskSettings): ThresholdState | null {
  const avg = averagePrice(h.cost, h.size);
  if (h.resolution || avg === 0n) return null;
  const move = percentOf(h.price > avg ? h.price - avg : avg - h.price, avg);
  if (h.price < avg) return checkThreshold('stop_loss', settings.stopLossPercent, move);
  return h.price > avg ? checkThreshold('take_profit', settings.takeProfitPercent, move) : null;
}

// At module level, not a closure in thresholdState: that runs once per open position.
function checkThreshold(threshold: Threshold, percent: number | null, move: bigint): ThresholdState | null {
  if (percent === null) return null;
  const limit = BigInt(percent) * 10n ** BigInt(PERCENT_SCALE);
  if (move >= limit) return { threshold, near: false, move };
  return move * 100n >= limit * WARN_PERCENT ? { threshold, near: true, move } : null;
}

export function thresholdSentence(h: Holding, state: ThresholdState, settings: RiskSettings): string {
  const avg = price(averagePrice(h.cost, h.size));
  const [direction, name, percent] =
    state.threshold === 'stop_loss' ? ['below', 'stop-loss', settings.stopLossPercent] : ['above', 'take-profit', settings.takeProfitPercent];
  const where = state.near ? `near your ${percent}% ${name}` : `past your ${percent}% ${name}`;
  return `${label(h)}: the price ${price(h.price)} is ${pct(state.move)} ${direction} your average ${avg}, ${where}.`;
}

function dailyLimitAlerts({ settings, usage }: LimitState): string[] {
  if (!settings.tradeLimitEnabled) return [];
  const alerts: string[] = [];
  const tradesUsed = percentOf(BigInt(usage.trades), BigInt(settings.maxTradesPerDay));
  if (tradesUsed >= WARN_PERCENT * 10n ** BigInt(PERCENT_SCALE)) {
    alerts.push(`You have used ${usage.trades} of your ${settings.maxTradesPerDay} trades for today (UTC), ${pct(tradesUsed)}.`);
  }
  const amountUsed = percentOf(usdcAtSettingsScale(usage.amount), settings.dailyTradeAmountLimit);
  if (amountUsed >= WARN_PERCENT * 10n ** BigInt(PERCENT_SCALE)) {
    alerts.push(
      `You have traded ${price(usage.amount)} of your ${decimalText(settings.dailyTradeAmountLimit, SETTINGS_SCALE)} USDC daily limit today (UTC), ${pct(amountUsed)}.`,
    );
  }
  return alerts;
}

/**
 * What the service's risk monitors did lately (stop-loss and take-profit exits, alerts it could
 * not act on), then concentration above half the exposure in one market, daily limits nearly
 * used, positions past their thresholds (each sentence once).
 */
export function riskAlerts(open: readonly Holding[], { topMarket, topTitle }: Concentration, limits: LimitState, riskActions: readonly string[]): string[] {
  const alerts: string[] = [...riskActions];
  if (topMarket > CONCENTRATION_PERCENT * 10n ** BigInt(PERCENT_SCALE)) {
    alerts.push(`${pct(topMarket)} of your exposure is in one market ("${topTitle}"); a single outcome there moves most of your portfolio.`);
  }
  alerts.push(...dailyLimitAlerts(limits));
  return [...alerts, ...pastThresholds(open, limits.settings)];
}

/** The last sentences of each list of open holdings, with the thresholds they were said against. */
const said = new WeakMap<readonly Holding[], { stopLoss: number | null; takeProfit: number | null; sentences: readonly string[] }>();

/**
 * The open positions past their stop-loss or take-profit, a sentence each; a position held alike in
 * several wallets reads the same, and is said once. Said again only for other holdings or other
 * thresholds: the portfolio's holdings are the same objects while nothing about them changed.
 */
function pastThresholds(open: readonly Holding[], settings: RiskSettings): readonly string[] {
  const last = said.get(open);
  if (last && last.stopLoss === settings.stopLossPercent && last.takeProfit === settings.takeProfitPercent) return last.sentences;
  const past = new Set<string>();
  for (const h of open) {
    const state = thresholdState(h, settings);
    if (state && !state.near) past.add(thresholdSentence(h, state, settings));
  }
  const sentences = [...past];
  said.set(open, { stopLoss: settings.stopLossPercent, takeProfit: settings.takeProfitPercent, sentences });
  return sentences;
}
