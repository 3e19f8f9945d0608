import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';
import { readTogether, type JsonRead } from '../db/reads-together.js';
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

/** Whether maxPositionValue applies to an order, so that its market's exposure must be read: a buy, with limits on. */
export const positionLimitApplies = (settings: RiskSettings | null, isBuy: boolean): boolean => isBuy && settings?.tradeLimitEnabled === true;

/** maxTradeAmount's refusal of an order: the one limit that needs nothing but the settings and the order. */
export function tradeAmountRefusal(settings: RiskSettings, notional: bigint): ApiError | null {
  if (!settings.tradeLimitEnabled) return null;
  const maxTrade = settingUsdc(settings.maxTradeAmount);
  if (notional <= maxTrade) return null;
  return refuse('maxTradeAmount', `maxTradeAmount is ${usdc(maxTrade)} per trade; this order is ${usdc(notional)}. Trade less or raise the limit.`);
}

/** The per-trade and per-market limits' refusal of an order, checked before anything is counted; null when they pass. */
export function orderLimitsRefusal({ settings, notional, marketExposure, isBuy }: LimitCheck): ApiError | null {
  const overTrade = tradeAmountRefusal(settings, notional);
  if (overTrade || !positionLimitApplies(settings, isBuy)) return overTrade;
  const maxPosition = settingUsdc(settings.maxPositionValue);
  const left = maxPosition > marketExposure ? maxPosition - marketExposure : 0n;
  if (notional <= left) return null;
  return refuse(
    'maxPositionValue',
    `maxPositionValue is ${usdc(maxPosition)} per market; this market already holds ${usdc(marketExposure)}, so ${usdc(left)} is left and this order is ${usdc(notional)}.`,
  );
}

/** orderLimitsRefusal, thrown. */
export function checkOrderLimits(check: LimitCheck): void {
  const refusal = orderLimitsRefusal(check);
  if (refusal) throw refusal;
}

/**
 * The first limit that refuses an order, in the order they apply: per trade, per market, per day
 * (on the day's counters before it). Null when none does, or there are no settings (a risk exit).
 */
export function limitRefusal(settings: RiskSettings | null, check: Omit<LimitCheck, 'settings'>, today: TodayUsage): ApiError | null {
  return (settings && orderLimitsRefusal({ settings, ...check })) ?? dailyLimitRefusal(settings, today, check.notional);
}

/** The limits in the units the books count in (atomic USDC, trades). */
export interface LimitAmounts {
  maxTrade: bigint;
  maxPosition: bigint;
  maxTradesPerDay: bigint;
  maxAmount: bigint;
}

/** The limits as an SQL statement takes them: values (LimitAmounts), or columns of its own where each of its orders brings its agent's. */
export type LimitValues = { [K in keyof LimitAmounts]: SqlAmount };

/** The settings' limits as amounts; null when they are off. */
export function limitAmounts(settings: RiskSettings | null): LimitAmounts | null {
  if (!settings?.tradeLimitEnabled) return null;
  return {
    maxTrade: settingUsdc(settings.maxTradeAmount),
    maxPosition: settingUsdc(settings.maxPositionValue),
    maxTradesPerDay: BigInt(settings.maxTradesPerDay),
    maxAmount: settingUsdc(settings.dailyTradeAmountLimit),
  };
}

/** An amount as an SQL value: a bigint as a parameter, or an expression of the statement's own (a column). */
export type SqlAmount = bigint | RawBuilder<unknown>;
const numeric = (amount: SqlAmount) => (typeof amount === 'bigint' ? sql`${amount.toString()}::numeric` : sql`(${amount})::numeric`);

/*
 * The limits as SQL conditions, for a statement that must refuse by itself, with no code between
 * its reads and its commit. Each is kept beside the refusal it mirrors (tradeAmountRefusal,
 * orderLimitsRefusal, dailyLimitRefusal), and a refusal found by one is explained by the other.
 * With no limits (null: off, or a risk exit) none refuses.
 */

/** maxTradeAmount's refusal of an order of `notional`, true when it would refuse. */
export function tradeAmountBreached(limits: LimitValues | null, notional: SqlAmount): RawBuilder<boolean> {
  return limits ? sql<boolean>`${numeric(notional)} > ${numeric(limits.maxTrade)}` : sql<boolean>`false`;
}

/** maxPositionValue's refusal of a buy of `notional`, on the market's exposure before it. */
export function positionLimitBreached(limits: LimitValues | null, notional: SqlAmount, marketExposure: SqlAmount): RawBuilder<boolean> {
  return limits ? sql<boolean>`${numeric(marketExposure)} + ${numeric(notional)} > ${numeric(limits.maxPosition)}` : sql<boolean>`false`;
}

/** The daily limits' refusal, on the day's counters before the trade (null when none yet). */
export function dailyLimitsBreached(limits: LimitValues | null, notional: SqlAmount, trades: RawBuilder<unknown>, amount: RawBuilder<unknown>): RawBuilder<boolean> {
  if (!limits) return sql<boolean>`false`;
  return sql<boolean>`(coalesce(${trades}, 0) + 1 > ${numeric(limits.maxTradesPerDay)}
    or coalesce(${numeric(amount)}, 0) + ${numeric(notional)} > ${numeric(limits.maxAmount)})`;
}

/** Whether the day's counters after trades (`trades`, `amount`) are within the daily limits: the guard of every write that counts. */
export function dailyLimitsHold(limits: LimitValues | null, trades: RawBuilder<unknown>, amount: RawBuilder<unknown>): RawBuilder<boolean> {
  if (!limits) return sql<boolean>`true`;
  return sql<boolean>`(${numeric(trades)} <= ${numeric(limits.maxTradesPerDay)} and ${numeric(amount)} <= ${numeric(limits.maxAmount)})`;
}

/**
 * Whether the day's counters after a trade (`trades`, `amount`) stand at a daily limit: true for
 * every trade that brought a limit to its value (and for some that found it there), for a caller
 * that must know it before it can build that trade's `limit.reached` event.
 */
export function dailyLimitsAt(limits: LimitValues | null, trades: RawBuilder<unknown>, amount: RawBuilder<unknown>): RawBuilder<boolean> {
  if (!limits) return sql<boolean>`false`;
  return sql<boolean>`(${numeric(trades)} >= ${numeric(limits.maxTradesPerDay)} or ${numeric(amount)} >= ${numeric(limits.maxAmount)})`;
}

/**
 * Counts `trades` trades (one, or an agent's orders reserved together) and their notional against
 * today's (UTC) counters in one conditional statement: the row changes only if both limits still
 * hold after the change, so concurrent trades of one agent, in any number of processes, can never
 * pass a daily limit together. Without settings the trades are counted and nothing is enforced (a
 * risk exit). Returns the counters after them, or no row when a limit refused them
 * (dailyLimitRefusal says which). Usable as a CTE.
 */
export function countTradeStatement(agentId: string, day: string, notional: bigint, settings: RiskSettings | null, when?: RawBuilder<boolean>, trades = 1): RawBuilder<TodayUsageRow> {
  const limits = limitAmounts(settings);
  const guard = limits ? sql`where ${dailyLimitsHold(limits, sql`daily_counters.trades + excluded.trades`, sql`daily_counters.amount + excluded.amount`)}` : sql``;
  const row = when
    ? sql`select ${agentId}::bigint, ${day}::date, ${trades}::int, ${notional.toString()}::bigint where ${when}`
    : sql`values (${agentId}, ${day}, ${trades}::int, ${notional.toString()}::bigint)`;
  return sql<TodayUsageRow>`insert into daily_counters (agent_id, day, trades, amount) ${row}
    on conflict (agent_id, day) do update set trades = daily_counters.trades + excluded.trades, amount = daily_counters.amount + excluded.amount ${guard}
    returning trades, amount`;
}

export interface TodayUsageRow {
  trades: number;
  amount: string;
}

/**
 * Why a trade of `notional` cannot be counted today, given the day's counters before it; null if
 * it can. A first trade of the day is inserted whatever the guard says, so an order larger than
 * the whole daily amount is refused here rather than by the statement.
 */
export function dailyLimitRefusal(settings: RiskSettings | null, today: TodayUsage, notional: bigint): ApiError | null {
  if (!settings?.tradeLimitEnabled) return null;
  const maxAmount = settingUsdc(settings.dailyTradeAmountLimit);
  if (notional > maxAmount) return dailyAmountRefusal(maxAmount, 0n, notional);
  if (today.trades + 1 > settings.maxTradesPerDay) {
    return refuse(
      'maxTradesPerDay',
      `maxTradesPerDay is ${settings.maxTradesPerDay}; ${today.trades} trades were placed today (UTC), so none is left. The count resets at 00:00 UTC.`,
    );
  }
  if (today.amount + notional > maxAmount) return dailyAmountRefusal(maxAmount, today.amount, notional);
  return null;
}

/** The refusal of a trade countTradeStatement did not count, from the day's counters it saw. */
function dailyLimitRefused(settings: RiskSettings | null, today: TodayUsage, notional: bigint): Error {
  return dailyLimitRefusal(settings, today, notional) ?? new Error('daily counters refused a trade no limit refuses');
}

/** A day with nothing counted yet (a first trade of the day is inserted unguarded, so only dailyLimitRefusal on this can refuse it). */
export const NOTHING_TODAY: TodayUsage = { trades: 0, amount: 0n };

/** countTradeStatement on its own: the counters after the trade, or the refusal. */
export async function countTrade(trx: Db, agentId: string, day: string, notional: bigint, settings: RiskSettings | null): Promise<TodayUsage> {
  const whole = dailyLimitRefusal(settings, NOTHING_TODAY, notional);
  if (whole) throw whole;
  const [row] = (await countTradeStatement(agentId, day, notional, settings).execute(trx)).rows;
  if (row) return { trades: row.trades, amount: BigInt(row.amount) };
  throw dailyLimitRefused(settings, await todayUsage(trx, agentId, day), notional);
}

function dailyAmountRefusal(maxAmount: bigint, used: bigint, notional: bigint): ApiError {
  const left = maxAmount > used ? maxAmount - used : 0n;
  return refuse(
    'dailyTradeAmountLimit',
    `dailyTradeAmountLimit is ${usdc(maxAmount)} per UTC day; ${usdc(left)} is left today and this order is ${usdc(notional)}.`,
  );
}

/** Gives back notional that was counted but never traded (an unfilled remainder that was cancelled or killed). */
export const uncountAmountStatement = (agentId: string, day: string, amount: bigint, when: RawBuilder<boolean> = sql`true`) =>
  sql`update daily_counters set amount = greatest(amount - ${amount.toString()}::bigint, 0) where agent_id = ${agentId} and day = ${day}::date and ${when}`;

export async function uncountAmount(trx: Db, agentId: string, day: string, amount: bigint): Promise<void> {
  if (amount > 0n) await uncountAmountStatement(agentId, day, amount).execute(trx);
}

/** Takes a whole trade back out of the day's counters: an order the venue refused is counted nowhere. */
export const uncountTradeStatement = (agentId: string, day: string, amount: bigint) =>
  sql`update daily_counters set trades = greatest(trades - 1, 0), amount = greatest(amount - ${amount.toString()}::bigint, 0)
    where agent_id = ${agentId} and day = ${day}::date`;

export async function uncountTrade(trx: Db, agentId: string, day: string, amount: bigint): Promise<void> {
  await uncountTradeStatement(agentId, day, amount).execute(trx);
}

export interface TodayUsage {
  trades: number;
  amount: bigint;
}

/** The day's counters (none yet: zero), as a read that can share a statement. */
export const todayUsageRead = (agentId: string, day: string): JsonRead<TodayUsage> => ({
  json: (eb) =>
    eb
      .selectFrom('daily_counters')
      .select(sql`json_build_array(trades, amount::text)`.as('usage'))
      .where('agent_id', '=', agentId)
      .where('day', '=', day),
  parse: (value) => {
    const [trades, amount] = (value as [number, string] | null) ?? [0, '0'];
    return { trades, amount: BigInt(amount) };
  },
});

export async function todayUsage(db: Db, agentId: string, day: string): Promise<TodayUsage> {
  return (await readTogether(db, { usage: todayUsageRead(agentId, day) })).usage;
}
