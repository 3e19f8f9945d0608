import type { Db } from '../db/connect.js';
import { SETTINGS_PER_USDC_UNIT, SETTINGS_SCALE, toJsonNumber, USDC_SCALE } from '../money.js';
import { utcDayWindow } from '../rate-limits.js';
import { getRiskSettings, type RiskSettings } from '../accounts/risk-settings.js';
import { todayUsage, type TodayUsage } from '../accounts/limits.js';

/** The agent's limits and what today's (UTC) counters have used of them. */
export interface LimitState {
  settings: RiskSettings;
  updatedAt: Date;
  usage: TodayUsage;
}

export async function limitState(db: Db, agentId: string, nowMs: number): Promise<LimitState> {
  const [{ settings, updatedAt }, usage] = await Promise.all([getRiskSettings(db, agentId), todayUsage(db, agentId, utcDayWindow(nowMs).day)]);
  return { settings, updatedAt, usage };
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
