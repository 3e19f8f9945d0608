import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { ApiError } from '../errors.js';
import { decimalText, SETTINGS_PER_USDC_UNIT, USDC_SCALE } from '../money.js';
import type { RiskSettings } from './risk-settings.js';

const usdc = (atomic: bigint) => `${decimalText(atomic, USDC_SCALE)} USDC`;
const settingUsdc = (value: bigint) => value / SETTINGS_PER_USDC_UNIT;

function refuse(limit: string, message: string): ApiError {
  return new ApiError(403, 'limit_exceeded', message, { errors: [{ path: limit, message }] });
}

export interface LimitCheck {
  settings: RiskSettings;
  /** USDC notional of the order (atomic). */
  notional: bigint;
  /** What the agent's positions and open buys in this market already hold (atomic USDC). */
  marketExposure: bigint;
  isBuy: boolean;
}

/** The per-trade and per-market limits, checked before anything is counted. */
export function checkOrderLimits({ settings, notional, marketExposure, isBuy }: LimitCheck): void {
  if (!settings.tradeLimitEnabled) return;
  const maxTrade = settingUsdc(settings.maxTradeAmount);
  if (notional > maxTrade) {
    throw refuse('maxTradeAmount', `maxTradeAmount is ${usdc(maxTrade)} per trade; this order is ${usdc(notional)}. Trade less or raise the limit.`);
  }
  if (isBuy) {
    const maxPosition = settingUsdc(settings.maxPositionValue);
    const left = maxPosition > marketExposure ? maxPosition - marketExposure : 0n;
    if (notional > left) {
      throw refuse(
        'maxPositionValue',
        `maxPositionValue is ${usdc(maxPosition)} per market; this market already holds ${usdc(marketExposure)}, so ${usdc(left)} is left and this order is ${usdc(notional)}.`,
      );
    }
  }
}

/**
 * Counts a trade and its notional against today's (UTC) counters in one conditional statement:
 * the row changes only if both limits still hold after the change, so concurrent trades of one
 * agent, in any number of processes, can never pass a daily limit together. Without settings the
 * trade is counted and nothing is enforced (a risk exit). Returns the day's counters with it.
 */
export async function countTrade(trx: Db, agentId: string, day: string, notional: bigint, settings: RiskSettings | null): Promise<TodayUsage> {
  const enforce = settings?.tradeLimitEnabled ?? false;
  const maxTrades = settings?.maxTradesPerDay ?? 0;
  const maxAmount = settings ? settingUsdc(settings.dailyTradeAmountLimit) : 0n;
  if (enforce && notional > maxAmount) throw dailyAmountRefusal(maxAmount, 0n, notional);
  const row = await trx
    .insertInto('daily_counters')
    .values({ agent_id: agentId, day, trades: 1, amount: notional })
    .onConflict((oc) => {
      const update = oc.columns(['agent_id', 'day']).doUpdateSet({
        trades: sql`daily_counters.trades + 1`,
        amount: sql`daily_counters.amount + excluded.amount`,
      });
      return enforce
        ? update.where(
            sql<boolean>`daily_counters.trades + 1 <= ${maxTrades} and daily_counters.amount + excluded.amount <= ${maxAmount.toString()}::bigint`,
          )
        : update;
    })
    .returning(['trades', 'amount'])
    .executeTakeFirst();
  if (row) return { trades: row.trades, amount: BigInt(row.amount) };
  const today = await trx
    .selectFrom('daily_counters')
    .select(['trades', 'amount'])
    .where('agent_id', '=', agentId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  if (today.trades + 1 > maxTrades) {
    throw refuse('maxTradesPerDay', `maxTradesPerDay is ${maxTrades}; ${today.trades} trades were placed today (UTC), so none is left. The count resets at 00:00 UTC.`);
  }
  throw dailyAmountRefusal(maxAmount, BigInt(today.amount), notional);
}

function dailyAmountRefusal(maxAmount: bigint, used: bigint, notional: bigint): ApiError {
  const left = maxAmount > used ? maxAmount - used : 0n;
  return refuse(
    'dailyTradeAmountLimit',
    `dailyTradeAmountLimit is ${usdc(maxAmount)} per UTC day; ${usdc(left)} is left today and this order is ${usdc(notional)}.`,
  );
}

/** Gives back notional that was counted but never traded (an unfilled remainder that was cancelled or killed). */
export async function uncountAmount(trx: Db, agentId: string, day: string, amount: bigint): Promise<void> {
  if (amount <= 0n) return;
  await trx
    .updateTable('daily_counters')
    .set({ amount: sql`greatest(daily_counters.amount - ${amount.toString()}::bigint, 0)` })
    .where('agent_id', '=', agentId)
    .where('day', '=', day)
    .execute();
}

/** Takes back a counted trade the venue refused: it was never placed, so neither it nor its amount counts. */
export async function uncountTrade(trx: Db, agentId: string, day: string, amount: bigint): Promise<void> {
  await trx
    .updateTable('daily_counters')
    .set({
      trades: sql`greatest(daily_counters.trades - 1, 0)`,
      amount: sql`greatest(daily_counters.amount - ${amount.toString()}::bigint, 0)`,
    })
    .where('agent_id', '=', agentId)
    .where('day', '=', day)
    .execute();
}

export interface TodayUsage {
  trades: number;
  amount: bigint;
}

export async function todayUsage(db: Db, agentId: string, day: string): Promise<TodayUsage> {
  const row = await db.selectFrom('daily_counters').select(['trades', 'amount']).where('agent_id', '=', agentId).where('day', '=', day).executeTakeFirst();
  return { trades: row?.trades ?? 0, amount: BigInt(row?.amount ?? 0) };
}
