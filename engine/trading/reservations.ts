import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { newTag, scriptGroups } from '../db/script-groups.js';
import { valuedStatement } from '../db/shaped-statement.js';
import type { OrderRow } from '../db/schema.js';
import { dailyLimitRefusal, NOTHING_TODAY, positionLimitApplies, tradeAmountRefusal, type TodayUsage } from '../accounts/limits.js';
import { exposureExpression, freeSharesExpression } from '../accounts/ledger.js';
import type { ApiError } from '../errors.js';
import { utcDayWindow } from '../rate-limits.js';
import type { RiskSettings } from '../accounts/risk-settings.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import type { VerifiedOrder } from '../venues/venue_a/order-verification.js';
import type { OrderType, VenueA } from '../venues/venue_a/port.js';
import { pendingInSet, reserveSet, reserveSetQuery } from './reserve-set.js';
import { DuplicateOrder, limitOrBooksRefusal, limitsAndBooksOf, noteFound, noteSeen, raisedRefusal, sharesKey, reservationOrRefusal, type HeldState, type ReserveRow } from './reserve-statement.js';
import { reserveTogether } from './reserve-together.js';

export { DuplicateOrder, StaleAgentState, type HeldState } from './reserve-statement.js';

/**
 * An order's life on the service's books, around the venue call: reserve (limits counted, cash or
 * shares held, the order row written as pending) in one round trip, then settle the venue's answer
 * in another, or release everything if the venue refused (settlement.ts). The venue is never
 * called under the agent's row lock.
 */

/** An order ready for the venue: a client's verified order, or an exit the service built itself. */
export type BookOrder = Pick<VerifiedOrder, 'side' | 'tokenId' | 'outcomeIndex' | 'outcome' | 'price' | 'size' | 'notional' | 'expiration' | 'signatureType'> & {
  orderHash: string;
  maker: string;
  signer: string;
  /** The EIP-712 domain version it was signed under; 0 for an exit the service built. */
  version: number;
};

export interface OrderPlan {
  agentId: string;
  market: VenueAMarket;
  order: BookOrder;
  orderType: OrderType;
  postOnly: boolean;
  owner: string | null;
  log: { skillSlug: string | null; source: string | null; reasoning: string | null };
  /**
   * A stop-loss / take-profit exit. Exits are counted in today's counters but never refused by a
   * limit: every limit bounds how much risk an agent takes on, and refusing a sale that reduces
   * risk would turn a limit into a loss. The trade log records what the exit traded.
   */
  riskExit: boolean;
  nowMs: number;
}

export interface Reservation {
  row: OrderRow;
  riskExit: boolean;
  /** For the `limit.reached` event at settlement; null when settled later by another path (the order sync). */
  limits: { settings: RiskSettings; counted: TodayUsage } | null;
}

/** A pending order found in the database (a crash or a lost venue answer left it), to be settled or released. */
export const pendingReservation = (row: OrderRow): Reservation => ({ row, riskExit: false, limits: null });

type Custody = VenueA['custody'];

/**
 * Inside the caller's transaction, after the agent's row lock and the kill-switch decision: see
 * reserve-set.ts. A risk exit has no settings, being counted but never refused by a limit.
 */
export async function reserveOrder(trx: Db, custody: Custody, plan: OrderPlan, settings: RiskSettings | null): Promise<Reservation> {
  const { rows } = await trx
    .executeQuery(reserveSetQuery(trx, null, [pendingInSet(custody, plan, settings, null, newTag())]))
    .catch((error: unknown) => {
      throw raisedRefusal(error, plan.order.orderHash);
    });
  const reservation = reservationOrRefusal(custody, plan, settings, null, rows[0]!);
  if (reservation instanceof Error) throw reservation;
  return reservation;
}

/**
 * An order a limit or the books refuse on what the actor holds needs no reservation, nor the
 * agent's row lock: maxTradeAmount decides on the held settings alone, a daily limit on the day's
 * counters the actor last saw (HeldState.day), a buy the ledger cannot pay for on the balance it
 * last saw (HeldState.cash), a sell it cannot fill on the free shares a sell was last refused on
 * (HeldState.shortShares). Each is only a guess until one read, sent with the trades of other
 * agents on their way (group commit), shows the held state current and that nothing answers
 * before a limit does (an earlier order of the same hash, the market's resolution, the kill
 * switch); past maxTradeAmount it reads the day's counters, the balance, for a buy the market's
 * exposure (maxPositionValue answers first) and for a sell the free shares, and decides again on
 * them in the reservation's order, so a day, cash or shares another path gave back let the order
 * go on. The refusal stands as of that read's snapshot, as a reservation's stands as of its own.
 * Null when the order goes on to its reservation. `orderHash` is asked for only when something may
 * refuse: before the signature is checked, the hash is worked out for this alone. `cash`: what the
 * order would hold of the balance (heldCash); `sell`: of the wallet's shares (heldShares), or null.
 */
export async function heldRefusal(
  db: Db,
  order: {
    agentId: string;
    conditionId: string;
    isBuy: boolean;
    notional: bigint;
    cash: bigint;
    sell: { maker: string; tokenId: string; size: bigint } | null;
    nowMs: number;
    orderHash: () => string;
  },
  held: HeldState,
): Promise<ApiError | null> {
  const { settings } = held;
  const { day } = utcDayWindow(order.nowMs);
  const { sell } = order;
  const overTrade = tradeAmountRefusal(settings, order.notional);
  const short = held.cash !== undefined && order.cash > held.cash;
  const shortOfShares = sell !== null && (held.shortShares?.get(sharesKey(sell)) ?? sell.size) < sell.size;
  if (!overTrade && !short && !shortOfShares && !dailyLimitRefusal(settings, held.day?.day === day ? held.day : NOTHING_TODAY, order.notional)) return null;
  const tag = newTag();
  // maxTradeAmount answers before anything a read could show: only maxPositionValue, after it, needs
  // the exposure. A sell's free shares are read all the same (one row by its key), for they are noted.
  const withExposure = !overTrade && positionLimitApplies(settings, order.isBuy);
  const shape = (withExposure ? READS_EXPOSURE : 0) | (sell ? READS_SHARES : 0);
  const base = [tag, held.version, order.orderHash(), order.conditionId, day, order.agentId] as const;
  const values: HeldReadValues = sell ? [...base, sell.maker, sell.tokenId] : base;
  const [row] = await scriptGroups(db).run<ConfirmRow>(order.agentId, [heldRead(db, shape, values)], [tag]);
  if (!row?.current) return null;
  const seen = limitsAndBooksOf(row);
  noteFound(held, day, seen, sell && { key: sharesKey(sell), size: sell.size });
  return limitOrBooksRefusal(settings, { notional: order.notional, isBuy: order.isBuy, cash: order.cash, shares: sell?.size ?? 0n }, seen);
}

const READS_EXPOSURE = 1;
const READS_SHARES = 2;
type HeldReadValues = readonly [tag: string, version: string, orderHash: string, conditionId: string, day: string, agentId: string, maker?: string, tokenId?: string];

/**
 * heldRefusal's read, built once for each of its shapes (READS_EXPOSURE and READS_SHARES, or'd):
 * built and compiled for every refused trade, Kysely was 3.3% of the probe's refused row's main
 * thread, and 0.6% after.
 */
const heldRead = valuedStatement((shape: number, [tag, version, orderHash, conditionId, day, agentId, maker, tokenId]: HeldReadValues) => {
  const exposure = shape & READS_EXPOSURE ? exposureExpression(agentId, conditionId) : sql<string>`0`;
  const shares = shape & READS_SHARES ? freeSharesExpression({ agentId, wallet: maker!, tokenId: tokenId! }) : sql`null`;
  return sql`select ${tag}::text as tag, a.state_version::text = ${version} and not a.halted
      and not exists (select 1 from orders where order_hash = ${orderHash})
      and not exists (select 1 from market_resolutions where condition_id = ${conditionId}) as current,
      dc.trades as today_trades, dc.amount::text as today_amount, (${exposure})::text as exposure, a.simulation_balance::text as balance,
      (${shares})::text as free_shares
    from agents a left join daily_counters dc on dc.agent_id = a.id and dc.day = ${day}::date
    where a.id = ${agentId}`;
});

interface ConfirmRow {
  tag: string;
  current: boolean;
  today_trades: number | null;
  today_amount: string | null;
  exposure: string;
  balance: string;
  free_shares: string | null;
}

/**
 * The trade path of an agent's actor: the agent's row lock, then each order's reservation in turn
 * (each sees the ones before it), decided on the settings the actor holds, in one round trip that
 * may carry other agents' trades too (group commit, db/script-groups.ts). Each order gets its
 * reservation or its refusal (an Error: ApiError, DuplicateOrder, StaleAgentState). Several orders
 * are first tried together, in one statement (reserveTogether): a batch that every check passes,
 * the usual case, needs no statement per order; `together` false skips that for orders already
 * known to be refused together.
 */
export async function reserveHeld(db: Db, custody: Custody, plans: readonly OrderPlan[], held: HeldState, together = true): Promise<Array<Reservation | Error>> {
  if (together && plans.length > 1) {
    const together = await reserveTogether(db, custody, plans, held);
    if (together) return together;
  }
  return reserveEach(db, custody, plans, held);
}

/**
 * reserveHeld order by order: one statement each, in one script, each seeing the ones before it. A
 * single order's is one row of the statement its group sends for all its agents' single orders.
 */
async function reserveEach(db: Db, custody: Custody, plans: readonly OrderPlan[], held: HeldState): Promise<Array<Reservation | Error>> {
  const { agentId } = plans[0]!;
  const tags = plans.map(newTag);
  const orders = plans.map((plan, i) => pendingInSet(custody, plan, held.settings, held.version, tags[i]!));
  const script = orders.length === 1 ? { statements: [], set: { statement: reserveSet(db, null), row: orders[0] } } : { statements: orders.map((order) => reserveSetQuery(db, null, [order])) };
  let rows: ReserveRow[];
  try {
    rows = await scriptGroups(db).run<ReserveRow>(agentId, script.statements, tags, { locksAgent: true, set: script.set });
  } catch (error) {
    const refusal = raisedRefusal(error, plans[0]!.order.orderHash);
    if (plans.length === 1 && refusal instanceof DuplicateOrder) return [refusal];
    if (plans.length === 1 || !(refusal instanceof DuplicateOrder)) throw refusal;
    // A hash another agent took under one order of several: each goes again on its own, in order.
    const each: Array<Reservation | Error> = [];
    for (const plan of plans) each.push(...(await reserveEach(db, custody, [plan], held)));
    return each;
  }
  const byTag = new Map(rows.map((row) => [row.tag, row]));
  return plans.map((plan, i) => {
    const row = byTag.get(tags[i]!)!;
    noteSeen(held, custody, plan, row);
    return reservationOrRefusal(custody, plan, held.settings, held.version, row);
  });
}

