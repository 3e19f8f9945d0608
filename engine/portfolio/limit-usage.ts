import type { Db } from '../db/connect.js';
import { SETTINGS_PER_USDC_UNIT, SETTINGS_SCALE, toJsonNumber, USDC_SCALE } from '../money.js';
import { utcDayWindow } from '../rate-limits.js';
import { readTogether, type Answers } from '../db/reads-together.js';
import { riskSettingsRead, type RiskSettings } from '../accounts/risk-settings.js';
import { todayUsageRead, type TodayUsage } from '../accounts/limits.js';

/** The agent's limits and what today's (UTC) counters have used of them. */
export interface LimitState {
  settings: RiskSettings;
  updatedAt: Date;
  usage: TodayUsage;
}

/** The reads a LimitState is made of, to share a statement with others. */
export const limitReads = (agentId: string, nowMs: number) => ({ settings: riskSettingsRead(agentId), usage: todayUsageRead(agentId, utcDayWindow(nowMs).day) });

export const limitStateOf = ({ settings: { settings, updatedAt }, usage }: Answers<ReturnType<typeof limitReads>>): LimitState => ({ settings, updatedAt, usage });

export async function limitState(db: Db, agentId: string, nowMs: number): Promise<LimitState> {
  return limitStateOf(await readTogether(db, limitReads(agentId, nowMs)));
}

/** USDC atomic units at the settings' scale (8 decimals), to compare with settings money exactly. */
export const usdcAtSettingsScale = (usdc: bigint): bigint => usdc * SETTINGS_PER_USDC_UNIT;

export interface LimitsToday {
  tradeLimitEnabled: boolean;
  maxTradeAmount: number;
  maxPositionValue: number;
  maxTradesPerDay: number;
  tradesToday: number;
  tradesLeft: number;
  dailyTradeAmountLimit: number;
  amountToday: number;
  amountLeft: number;
}

export function limitsToday({ settings, usage }: LimitState): LimitsToday {
  const amountLeft = settings.dailyTradeAmountLimit - usdcAtSettingsScale(usage.amount);
  const settingsNumber = (value: bigint) => toJsonNumber(value > 0n ? value : 0n, SETTINGS_SCALE);
  return {
    tradeLimitEnabled: settings.tradeLimitEnabled,
    maxTradeAmount: settingsNumber(settings.maxTradeAmount),
    maxPositionValue: settingsNumber(settings.maxPositionValue),
    maxTradesPerDay: settings.maxTradesPerDay,
    tradesToday: usage.trades,
    tradesLeft: Math.max(0, settings.maxTradesPerDay - usage.trades),
    dailyTradeAmountLimit: settingsNumber(settings.dailyTradeAmountLimit),
    amountToday: toJsonNumber(usage.amount, USDC_SCALE),
    amountLeft: settingsNumber(amountLeft),
  };
}
