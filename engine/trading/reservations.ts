import type { Db } from '../db/connect.js';
import { newTag, scriptGroups } from '../db/script-groups.js';
import type { OrderRow } from '../db/schema.js';
import { addToPosition, moveCash, releaseShares, takeFromPosition, takeKnownShares, type PositionKey } from '../accounts/ledger.js';
import { uncountAmount, uncountTrade, type TodayUsage } from '../accounts/limits.js';
import { ORDER_STATUS } from '../accounts/order-status.js';
import type { RiskSettings } from '../accounts/risk-settings.js';
import { utcDayWindow } from '../rate-limits.js';
import { notional } from '../venues/venue_a/matching.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import type { VerifiedOrder } from '../venues/venue_a/order-verification.js';
import type { Fill, OrderType, Placement, VenueA } from '../venues/venue_a/port.js';
import { recordEvent } from '../webhooks/outbox.js';
import { limitsReached, orderEvent, recordLimitReached } from '../webhooks/trading-events.js';
import { DuplicateOrder, raisedRefusal, reservationOrRefusal, reserveStatement, type HeldState, type ReserveRow } from './reserve-statement.js';

export { DuplicateOrder, StaleAgentState, type HeldState } from './reserve-statement.js';

/**
 * An order's life on the service's books, around the venue call: reserve (limits counted, cash or
 * shares held, the order row written as pending) in one transaction, then settle the venue's
 * answer in another, or release everything if the venue refused. The venue is never called under
 * the agent's row lock.
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

export interface Settled {
  row: OrderRow;
  filled: bigint;
  /** Cash of the fills (atomic USDC). */
  notional: bigint;
}

type Custody = VenueA['custody'];

const keyOf = (order: Pick<OrderRow, 'agent_id' | 'wallet_address' | 'token_id'>): PositionKey => ({ agentId: order.agent_id, wallet: order.wallet_address, tokenId: order.token_id });
const metaOf = (order: OrderRow) => ({ venue: order.venue, conditionId: order.market_condition_id, outcome: order.outcome });

/**
 * Inside the caller's transaction, after the agent's row lock and the kill-switch decision: see
 * reserveStatement. A risk exit has no settings, being counted but never refused by a limit.
 */
export async function reserveOrder(trx: Db, custody: Custody, plan: OrderPlan, settings: RiskSettings | null): Promise<Reservation> {
  const { rows } = await reserveStatement(custody, plan, settings, null, newTag())
    .execute(trx)
    .catch((error: unknown) => {
      throw raisedRefusal(error, plan.order.orderHash);
    });
  const reservation = reservationOrRefusal(custody, plan, settings, null, rows[0]!);
  if (reservation instanceof Error) throw reservation;
  return reservation;
}

/**
 * The trade path of an agent's actor: the agent's row lock, then each order's reservation in turn
 * (each sees the ones before it), decided on the settings the actor holds, in one round trip that
 * may carry other agents' trades too (group commit, db/script-groups.ts). Each order gets its
 * reservation or its refusal (an Error: ApiError, DuplicateOrder, StaleAgentState).
 */
export async function reserveHeld(db: Db, custody: Custody, plans: readonly OrderPlan[], held: HeldState): Promise<Array<Reservation | Error>> {
  const { agentId } = plans[0]!;
  const tags = plans.map(newTag);
  const lock = db.selectFrom('agents').select('id').where('id', '=', agentId).forUpdate().compile();
  const statements = plans.map((plan, i) => reserveStatement(custody, plan, held.settings, held.version, tags[i]!).compile(db));
  let rows: ReserveRow[];
  try {
    rows = await scriptGroups(db).run<ReserveRow>(agentId, [lock, ...statements], tags);
  } catch (error) {
    const refusal = raisedRefusal(error, plans[0]!.order.orderHash);
    if (plans.length === 1 && refusal instanceof DuplicateOrder) return [refusal];
    if (plans.length === 1 || !(refusal instanceof DuplicateOrder)) throw refusal;
    // A hash another agent took under one order of several: each goes again on its own, in order.
    const each: Array<Reservation | Error> = [];
    for (const plan of plans) each.push(...(await reserveHeld(db, custody, [plan], held)));
    return each;
  }
  const byTag = new Map(rows.map((row) => [row.tag, row]));
  return plans.map((plan, i) => reservationOrRefusal(custody, plan, held.settings, held.version, byTag.get(tags[i]!)!));
}

/** The venue refused: the order is counted nowhere and holds nothing. */
export async function releaseReservation(trx: Db, custody: Custody, row: OrderRow, at: Date): Promise<void> {
  await uncountTrade(trx, row.agent_id, utcDayWindow(row.created_at.getTime()).day, BigInt(row.notional));
  if (custody === 'ledger') {
    if (row.side === 'BUY') await moveCash(trx, row.agent_id, BigInt(row.reserved_cash));
  }
  await releaseShares(trx, keyOf(row), BigInt(row.reserved_shares), at);
  await trx.deleteFrom('trade_log').where('order_id', '=', row.order_hash).execute();
  await trx.deleteFrom('orders').where('order_hash', '=', row.order_hash).execute();
}

/** Splits the order's cash over its fills so that the fills add up to it exactly. */
function fillNotionals(fills: readonly Fill[], total: bigint, side: 'BUY' | 'SELL'): bigint[] {
  const each = fills.map((fill) => notional([fill], side));
  const drift = total - each.reduce((a, b) => a + b, 0n);
  if (each.length) each[each.length - 1]! += drift;
  return each;
}

/**
 * Books fills of a live order: the position, the cash where the service holds it (a buy pays from
 * what it held first, a sell's shares come out of what it held), the order's matched figures and
 * the fill rows. Returns the updated row.
 */
export async function bookFills(
  trx: Db,
  custody: Custody,
  order: OrderRow,
  fills: readonly Fill[],
  cash: bigint,
  tradeIds: ReadonlyArray<string | null>,
  at: Date,
): Promise<OrderRow> {
  const size = fills.reduce((sum, f) => sum + f.size, 0n);
  let reserved = BigInt(order.reserved_cash);
  const heldShares = BigInt(order.reserved_shares);
  const sold = size < heldShares ? size : heldShares;
  if (sold > 0n) await releaseShares(trx, keyOf(order), sold, at);
  if (order.side === 'BUY') {
    if (custody === 'ledger') {
      // The held cash pays first; rounding can make a fill cost a unit more than was held.
      const fromBalance = cash > reserved ? cash - reserved : 0n;
      if (fromBalance > 0n) await moveCash(trx, order.agent_id, -fromBalance);
      reserved = reserved > cash ? reserved - cash : 0n;
    }
    await addToPosition(trx, keyOf(order), metaOf(order), size, cash, at);
  } else if (custody === 'ledger') {
    await takeFromPosition(trx, keyOf(order), size, cash, at);
    await moveCash(trx, order.agent_id, cash);
  } else {
    await takeKnownShares(trx, keyOf(order), size, cash, at);
  }
  const amounts = fillNotionals(fills, cash, order.side);
  if (fills.length) {
    await trx
      .insertInto('fills')
      .values(
        fills.map((fill, i) => ({
          order_hash: order.order_hash,
          agent_id: order.agent_id,
          token_id: order.token_id,
          side: order.side,
          price: fill.price,
          size: fill.size,
          notional: amounts[i]!,
          venue_trade_id: tradeIds[i] ?? null,
          created_at: at,
        })),
      )
      .execute();
  }
  return trx
    .updateTable('orders')
    .set({
      matched_size: (BigInt(order.matched_size) + size).toString(),
      matched_notional: (BigInt(order.matched_notional) + cash).toString(),
      reserved_cash: reserved,
      reserved_shares: heldShares - sold,
      updated_at: at,
    })
    .where('order_hash', '=', order.order_hash)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A placement that changes nothing but the order's placement answer: nothing traded, the order
 * rests (LIVE, as reserved), what was held is exactly what rests, nothing to give back to the
 * counters and no limit reached (see AnswerRecorder). Null when there is more to book.
 */
export function bareSettlement(custody: Custody, reservation: Reservation, placement: Placement): { placement: Placement['status'] } | null {
  const { row, limits } = reservation;
  if (placement.filled > 0n || reservation.riskExit) return null;
  const resting = row.order_type === 'GTC' || row.order_type === 'GTD' ? BigInt(row.size) : 0n;
  if (resting === 0n) return null;
  const restingCash = notional([{ price: BigInt(row.price), size: resting }], row.side);
  const heldCash = custody === 'ledger' && row.side === 'BUY' ? restingCash : 0n;
  if (BigInt(row.reserved_cash) !== heldCash || BigInt(row.reserved_shares) > resting || BigInt(row.notional) !== restingCash) return null;
  if (limits && limitsReached(limits.settings, limits.counted, restingCash).length) return null;
  return { placement: placement.status };
}

/**
 * The venue took the order: its placement fills reach the books, what was held for an unfilled
 * part that does not rest goes back, and the counters keep only what traded or rests. Then the
 * order's status and its `order.filled` event; an exit's trade-log row says what it traded.
 */
export async function settlePlacement(trx: Db, custody: Custody, reservation: Reservation, placement: Placement, at: Date): Promise<Settled> {
  let row = reservation.row;
  const side = row.side;
  const price = BigInt(row.price);
  const size = BigInt(row.size);
  const rests = row.order_type === 'GTC' || row.order_type === 'GTD';
  const resting = rests ? size - placement.filled : 0n;
  const { day } = utcDayWindow(row.created_at.getTime());
  if (placement.filled > 0n) {
    row = await bookFills(trx, custody, row, placement.fills, placement.notional, placement.tradeIds.length === placement.fills.length ? placement.tradeIds : [], at);
  }
  const restingCash = notional([{ price, size: resting }], side);
  let reserved = BigInt(row.reserved_cash);
  if (custody === 'ledger' && side === 'BUY') {
    // What the fills did not use beyond the resting part goes back; a rounding unit short is taken from the hold.
    const back = reserved - restingCash;
    if (back > 0n) {
      await moveCash(trx, row.agent_id, back);
      reserved = restingCash;
    }
  }
  // Shares held for a part that neither traded nor rests go back.
  let heldShares = BigInt(row.reserved_shares);
  if (heldShares > resting) {
    await releaseShares(trx, keyOf(row), heldShares - resting, at);
    heldShares = resting;
  }
  // Counted at the limit price in full; keep only what traded or still rests.
  const committed = placement.notional + restingCash;
  const given = BigInt(row.notional) - committed;
  await uncountAmount(trx, row.agent_id, day, given);
  if (reservation.limits) {
    const { settings, counted } = reservation.limits;
    await recordLimitReached(trx, row.agent_id, day, settings, { trades: counted.trades, amount: counted.amount - given }, committed, at);
  }
  row = await trx
    .updateTable('orders')
    .set({ status: resting > 0n ? ORDER_STATUS.live : ORDER_STATUS.matched, placement: placement.status, reserved_cash: reserved, reserved_shares: heldShares, updated_at: at })
    .where('order_hash', '=', row.order_hash)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (reservation.riskExit) {
    await trx.updateTable('trade_log').set({ order_size: placement.filled, amount: placement.notional }).where('order_id', '=', row.order_hash).execute();
  }
  if (placement.filled > 0n) await recordEvent(trx, orderEvent('order.filled', row, at, { size: placement.filled, notional: placement.notional }));
  return { row, filled: placement.filled, notional: placement.notional };
}

/**
 * Ends a live order at the venue's word: what it still holds goes back (the cash of a buy, the
 * promised shares of a sell), its untraded notional leaves the day's count, and a cancellation
 * is told to the agent's webhooks.
 */
export async function closeOrder(trx: Db, custody: Custody, order: OrderRow, status: number, at: Date): Promise<OrderRow> {
  const remaining = BigInt(order.size) - BigInt(order.matched_size);
  if (custody === 'ledger' && order.side === 'BUY') await moveCash(trx, order.agent_id, BigInt(order.reserved_cash));
  await releaseShares(trx, keyOf(order), BigInt(order.reserved_shares), at);
  const { day } = utcDayWindow(order.created_at.getTime());
  await uncountAmount(trx, order.agent_id, day, notional([{ price: BigInt(order.price), size: remaining }], order.side));
  const closed = await trx
    .updateTable('orders')
    .set({ status, reserved_cash: 0n, reserved_shares: 0n, updated_at: at })
    .where('order_hash', '=', order.order_hash)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (status === ORDER_STATUS.canceled) await recordEvent(trx, orderEvent('order.canceled', closed, at));
  return closed;
}
