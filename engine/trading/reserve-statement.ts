import { sql, type RawBuilder } from 'kysely';
import { insufficientBalance, insufficientShares } from '../accounts/ledger.js';
import { dailyLimitsAt, limitRefusal, type LimitValues, type TodayUsage } from '../accounts/limits.js';
import { ORDER_STATUS } from '../accounts/order-status.js';
import type { RiskSettings } from '../accounts/risk-settings.js';
import { textInts } from '../db/json-rows.js';
import { refusal, refusalReason } from '../db/refusal.js';
import { setGate } from '../db/script-gate.js';
import type { OrderRow } from '../db/schema.js';
import { forbidden, type ApiError } from '../errors.js';
import { utcDayWindow } from '../rate-limits.js';
import { marketClosed } from '../venues/venue_a/order-verification.js';
import type { KeptWrites, VenueA } from '../venues/venue_a/port.js';
import type { BookOrder, OrderPlan, Reservation } from './reservations.js';

type Custody = VenueA['custody'];

/** What an agent's actor holds of the agent: decided on, and checked by the statement that writes. */
export interface HeldState {
  /** agents.state_version when the settings were read: the reservation refuses if it has moved. */
  version: string;
  settings: RiskSettings;
  /**
   * The day's counters as the actor last saw them (noteSeen), none before: a guess at which orders
   * a daily limit refuses, never a decision (heldRefusal reads them before it refuses).
   */
  day?: HeldDay;
  /**
   * The simulated balance as the actor last saw it (noteSeen), none before: a guess at which buys
   * it cannot pay for, never a decision (heldRefusal reads it before it refuses).
   */
  cash?: bigint;
  /**
   * The free shares a sell of a (wallet, token), by sharesKey, was last refused on (noteSeen), until
   * a single sell of it is reserved: a guess at which sells the ledger cannot fill, never a decision
   * (heldRefusal reads them before it refuses; one left low, as by a batch's sell, costs that read).
   * Only a refusal notes them, so an agent that sells what it bought meanwhile pays no read.
   */
  shortShares?: Map<string, bigint>;
}

/** HeldState.shortShares' key of an order's (wallet, token). */
export const sharesKey = (order: Pick<BookOrder, 'maker' | 'tokenId'>) => `${order.maker}:${order.tokenId}`;

export interface HeldDay extends TodayUsage {
  day: string;
}

/** The day's counters a reservation's row found, before its trades. */
export const todaySeen = (row: { today_trades: number | null; today_amount: string | null }): TodayUsage => ({ trades: row.today_trades ?? 0, amount: BigInt(row.today_amount ?? 0) });

/** The day's counters after the trades a reservation counted (its `counted` CTE's row). */
export const todayCounted = (row: { counted_trades: number | null; counted_amount: string | null }): TodayUsage => ({ trades: row.counted_trades!, amount: BigInt(row.counted_amount!) });

/**
 * Notes in `held` what a reservation's row shows: where it refused, what it found (noteFound);
 * where it reserved, the day's counters and the balance after its trade (less the cash it keeps:
 * keptCash), and for a sell on the ledger no guess of its shares.
 */
export function noteSeen(held: HeldState, custody: Custody, plan: OrderPlan, row: Seen, settled?: Pick<SettledWithIt, 'returned'>): void {
  // A row with no agent behind it (the statement answers one whatever it finds) shows nothing.
  if (row.balance === null) return;
  const { day } = utcDayWindow(plan.nowMs);
  const sold = heldShares(custody, plan.order);
  const key = sold > 0n ? sharesKey(plan.order) : null;
  if (!row.ok) return noteFound(held, day, limitsAndBooksOf(row), key === null ? null : { key, size: sold });
  held.day = { day, ...(row.counted_trades !== null ? todayCounted(row) : todaySeen(row)) };
  held.cash = BigInt(row.balance) - keptCash(custody, plan.order, settled);
  if (key !== null) held.shortShares?.delete(key);
}

/**
 * Notes in `held` what a read found before an order (a refused reservation's, or heldRefusal's):
 * the day's counters, the balance, and for a sell the free shares, kept as a guess only where they
 * are fewer than it wanted.
 */
export function noteFound(held: HeldState, day: string, seen: LimitsAndBooks, sell: { key: string; size: bigint } | null): void {
  held.day = { day, ...seen.today };
  if (seen.balance !== null) held.cash = seen.balance;
  if (!sell) return;
  if (seen.freeShares < sell.size) (held.shortShares ??= new Map()).set(sell.key, seen.freeShares);
  else held.shortShares?.delete(sell.key);
}

/** The actor's held state is older than the agent's: it reloads it and tries again. Nothing was written. */
export class StaleAgentState extends Error {
  constructor(readonly agentId: string) {
    super(`agent ${agentId} changed since its actor loaded it`);
  }
}

/** The order's signed hash is already taken: the earlier order answers. */
export class DuplicateOrder extends Error {
  constructor(readonly orderHash: string) {
    super(`order ${orderHash} exists`);
  }
}

/** What the statement saw, as of its start (after the agent's row lock), and what it decided. */
export interface Seen {
  tag: string;
  ok: boolean;
  halted: boolean;
  state_version: string;
  resolved: boolean;
  duplicate: boolean;
  exposure: string;
  today_trades: number | null;
  today_amount: string | null;
  /** agents.simulation_balance before the order; null where the agent has no row. */
  balance: string | null;
  /** For a sell on the ledger, the wallet's free shares of the token before it (null where it holds none). */
  free_shares: string | null;
  counted_trades: number | null;
  counted_amount: string | null;
}

/** A statement's answer: what it saw, and the shares it held when it placed the order. */
export type ReserveRow = Seen & { reserved_shares: string | null; failed: null };

export const heldCash = (custody: Custody, order: Pick<BookOrder, 'side' | 'notional'>) => (custody === 'ledger' && order.side === 'BUY' ? order.notional : 0n);

/** Of the cash an order holds, what its reservation keeps: less what its settlement in the same script gives back (SettledWithIt). */
export const keptCash = (custody: Custody, order: Pick<BookOrder, 'side' | 'notional'>, settled?: Pick<SettledWithIt, 'returned'>) => heldCash(custody, order) - (settled?.returned ?? 0n);

/**
 * The shares an order promises, so that no other sell (a risk exit) can promise them again: all of
 * a sell's size, whoever holds the shares; none for a buy.
 */
export const promisedShares = (order: Pick<BookOrder, 'side' | 'size'>) => (order.side === 'SELL' ? order.size : 0n);

/** The shares a sell must find free, where the service holds them: all it promises. Where the venue holds them, the venue decides what may be sold. */
export const heldShares = (custody: Custody, order: Pick<BookOrder, 'side' | 'size'>) => (custody === 'ledger' ? promisedShares(order) : 0n);

/** The order row a reservation writes: pending, its cash held (a buy on the ledger); amounts bigint. */
export function pendingOrderRow(custody: Custody, plan: OrderPlan) {
  const { order, market } = plan;
  const now = new Date(plan.nowMs);
  return {
    order_hash: order.orderHash,
    agent_id: plan.agentId,
    venue: 'venue_a',
    wallet_address: order.maker,
    signer: order.signer,
    owner: plan.owner,
    market_id: market.id,
    market_condition_id: market.conditionId,
    market_question: market.question,
    token_id: order.tokenId,
    outcome: order.outcome,
    side: order.side,
    price: order.price,
    size: order.size,
    notional: order.notional,
    matched_size: 0n,
    matched_notional: 0n,
    fee_amount: 0n,
    order_type: plan.orderType,
    post_only: plan.postOnly,
    expiration: BigInt(order.expiration),
    order_version: order.version,
    signature_type: order.signatureType,
    status: ORDER_STATUS.live,
    placement: 'pending' as const,
    reserved_cash: heldCash(custody, order),
    reserved_shares: 0n,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The row a reservation wrote, as the database would answer it (int8 as text), built from what it
 * was given rather than read back: describing and parsing thirty columns on every trade was a few
 * percent of the main thread.
 */
export function writtenOrderRow(custody: Custody, plan: OrderPlan, reservedShares: string): OrderRow {
  return { ...textInts(pendingOrderRow(custody, plan)), reserved_shares: reservedShares };
}

/**
 * A reservation whose settlements run after it in the same script (one-script.ts; a single order's
 * is reserve-set.ts's, which does the same for the orders of several agents): it writes the
 * orders' rows as settled, not pending; it decides on what the orders could cost (their limit
 * price), as any reservation does, but holds and counts only what their settlements keep (what
 * traded or rests), so neither the balance nor the day's counters are written twice; it writes the
 * venue's records of the orders where it reserved, and raises ('venue_duplicate') where the venue
 * held one already; it opens the script's gate (db/script-gate.ts) where it reserved, for the
 * writes that follow; and it raises ('limit_reached') where the trades leave a daily limit at its
 * value, for such a trade's `limit.reached` event is built on another path.
 */
export interface SettledWithIt {
  /** The orders' rows as their settlements leave them, in the order of the plans. */
  rows: readonly OrderRow[];
  /** Of the cash the orders would hold, what their settlements give back (neither traded nor rests). */
  returned: bigint;
  /** Of the orders' amount, what their settlements take back out of the day's (neither traded nor rests). */
  uncounted: bigint;
  /**
   * The venue's records of the orders (CommitsWithCaller.keptWrites), written where `ok` holds: in
   * the reservation's own statement, which spares a statement's fixed cost on every trade.
   */
  venueWrites(ok: RawBuilder<boolean>): KeptWrites;
}

/**
 * SettledWithIt's parts of a reservation (whose CTEs `decided` and `counted` they read): the
 * venue's records, as CTEs to follow the reservation's own; and as columns of its answer, the
 * gate for `tag`, the venue's refusal of an order it holds already, and the limit check. The
 * reservation answers its row whatever it finds (`decided` null where the agent has no row), so
 * the gate is always set by it.
 */
export function settledParts(settled: SettledWithIt, limits: LimitValues | null, ok: RawBuilder<boolean>, tag: string): { writes: RawBuilder<unknown>; columns: RawBuilder<unknown> } {
  const venue = settled.venueWrites(ok);
  const atLimit = dailyLimitsAt(limits, sql`(select trades from counted)`, sql`(select amount from counted)`);
  return {
    writes: sql`,
    ${venue.writes}`,
    columns: sql`, ${setGate(sql`decided.ok`, tag)} as gate,
      case when decided.ok and (select count(*) from ${venue.recorded}) <> ${settled.rows.length} then ${refusal('venue_duplicate')} end as venue_kept,
      case when decided.ok and ${atLimit} then ${refusal('limit_reached')} end as at_limit`,
  };
}

/** A statement raised: the order's hash was taken under it, or (never expected) a guarded write disagreed with its check. */
export function raisedRefusal(error: unknown, orderHash: string): unknown {
  const reason = refusalReason(error);
  if (reason === null) return error;
  return reason === 'duplicate' ? new DuplicateOrder(orderHash) : new Error(`the reservation of ${orderHash} found its checks and its writes disagreeing`);
}

/**
 * The reservation a statement made, or why it made none, in the order the checks apply: a
 * duplicate first (the earlier order answers, whatever would refuse it now), then the market, the
 * kill switch, the held state, the limits, the balance, the shares.
 */
export function reservationOrRefusal(custody: Custody, plan: OrderPlan, settings: RiskSettings | null, version: string | null, row: ReserveRow): Reservation | Error {
  const { order, market, agentId } = plan;
  if (row.ok) {
    return { row: writtenOrderRow(custody, plan, row.reserved_shares!), riskExit: plan.riskExit, limits: settings && { settings, counted: todayCounted(row) } };
  }
  if (row.duplicate) return new DuplicateOrder(order.orderHash);
  if (row.resolved) return marketClosed(market.conditionId);
  if (row.halted) return forbidden('agent_halted', 'Trading is halted for this agent by an operator.');
  if (version !== null && row.state_version !== version) return new StaleAgentState(agentId);
  const refused = limitOrBooksRefusal(settings, { notional: order.notional, isBuy: order.side === 'BUY', cash: heldCash(custody, order), shares: heldShares(custody, order) }, limitsAndBooksOf(row));
  return refused ?? new Error(`the reservation of ${order.orderHash} refused for no reason it can name`);
}

/** What an order's limits and books are decided on, as read: the market's exposure, the day's counters, the balance (null with no agent row), the wallet's free shares. */
export interface LimitsAndBooks {
  exposure: bigint;
  today: TodayUsage;
  balance: bigint | null;
  freeShares: bigint;
}

/** LimitsAndBooks from the columns a read names them by (the reservation's `seen`, heldRefusal's read). */
export const limitsAndBooksOf = (row: Pick<Seen, 'exposure' | 'today_trades' | 'today_amount' | 'balance' | 'free_shares'>): LimitsAndBooks => ({
  exposure: BigInt(row.exposure),
  today: todaySeen(row),
  balance: row.balance === null ? null : BigInt(row.balance),
  freeShares: BigInt(row.free_shares ?? 0),
});

/**
 * The first of the limits (limitRefusal) and the books that refuses an order, in the order the
 * reservation applies them: the limits, the balance for the cash it would hold (heldCash), the free
 * shares for the shares it would hold (heldShares). Null when none does.
 */
export function limitOrBooksRefusal(settings: RiskSettings | null, order: { notional: bigint; isBuy: boolean; cash: bigint; shares: bigint }, seen: LimitsAndBooks): ApiError | null {
  const limit = limitRefusal(settings, { notional: order.notional, marketExposure: seen.exposure, isBuy: order.isBuy }, seen.today);
  if (limit) return limit;
  if (order.cash > 0n && (seen.balance === null || seen.balance < order.cash)) return insufficientBalance();
  return order.shares > seen.freeShares ? insufficientShares() : null;
}
