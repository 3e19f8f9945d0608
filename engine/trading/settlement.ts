import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';
import { insertRows, jsonRows } from '../db/json-rows.js';
import { mustChange, refusal } from '../db/refusal.js';
import type { OrderRow } from '../db/schema.js';
import { addedPosition, addToPositionsStatement, booksRefusal, cashMoveStatement, moveCash, releaseShares, releaseSharesStatement, takeSharesStatement, type PositionKey } from '../accounts/ledger.js';
import { uncountAmount, uncountAmountStatement, uncountTradeStatement } from '../accounts/limits.js';
import { ORDER_STATUS } from '../accounts/order-status.js';
import { bigMax, bigMin } from '../money.js';
import { utcDayWindow } from '../rate-limits.js';
import { notional } from '../venues/venue_a/matching.js';
import type { Fill, Placement, VenueA } from '../venues/venue_a/port.js';
import { eventsStatement, recordEvent, type WebhookEvent, type WebhookEventKind } from '../webhooks/outbox.js';
import { limitReachedEvents, orderEvent } from '../webhooks/trading-events.js';
import type { Reservation } from './reservations.js';

/**
 * An order's books after the venue answered: its placement settled (fills booked, what neither
 * traded nor rests given back), its later fills, its end, or its release when the venue refused
 * it. A settlement is built as writes from what is known before it runs (the reserved order row
 * and the venue's answer), so it can go to the database as one script (see db/script-groups.ts).
 */

type Custody = VenueA['custody'];

/** An order row as a change leaves it, and the writes to the books that go with it (not the row's own). */
export interface OrderWrites {
  row: OrderRow;
  writes: Array<RawBuilder<unknown>>;
}

/** A buy's fills and what they add to its position, as rows, for a statement that writes them (reserve-set.ts) instead of a write of their own. */
export interface BoughtRows {
  position: ReturnType<typeof addedPosition>;
  fills: Array<ReturnType<typeof fillRows>[number]>;
}

function fillRows(order: OrderRow, fills: readonly Fill[], cash: bigint, tradeIds: ReadonlyArray<string | null>, at: Date) {
  const amounts = fillNotionals(fills, cash, order.side);
  return fills.map((fill, i) => ({
    order_hash: order.order_hash,
    agent_id: order.agent_id,
    token_id: order.token_id,
    side: order.side,
    price: fill.price,
    size: fill.size,
    notional: amounts[i]!,
    venue_trade_id: tradeIds[i] ?? null,
    created_at: at,
  }));
}

export interface Settled {
  row: OrderRow;
  filled: bigint;
  /** Cash of the fills (atomic USDC). */
  notional: bigint;
}

export const settledAs = (row: OrderRow): Settled => ({ row, filled: BigInt(row.matched_size), notional: BigInt(row.matched_notional) });

const keyOf = (order: Pick<OrderRow, 'agent_id' | 'wallet_address' | 'token_id'>): PositionKey => ({ agentId: order.agent_id, wallet: order.wallet_address, tokenId: order.token_id });
const metaOf = (order: OrderRow) => ({ venue: order.venue, conditionId: order.market_condition_id, outcome: order.outcome });

/** Splits the order's cash over its fills so that the fills add up to it exactly. */
function fillNotionals(fills: readonly Fill[], total: bigint, side: 'BUY' | 'SELL'): bigint[] {
  const each = fills.map((fill) => notional([fill], side));
  const drift = total - each.reduce((a, b) => a + b, 0n);
  if (each.length) each[each.length - 1]! += drift;
  return each;
}

/**
 * Fills of a live order on the books: the position, the cash where the service holds it (a buy
 * pays from what it held first, a sell's shares come out of what it held), the fill rows, and the
 * order's matched figures. With `boughtApart`, a buy's position and fill rows are answered as rows
 * (`bought`) for the caller's statement to write, not as a write.
 */
function fillWrites(custody: Custody, order: OrderRow, fills: readonly Fill[], cash: bigint, tradeIds: ReadonlyArray<string | null>, at: Date, when: RawBuilder<boolean>, boughtApart = false): OrderWrites & { bought: BoughtRows | null } {
  const size = fills.reduce((sum, f) => sum + f.size, 0n);
  const key = keyOf(order);
  const writes: Array<RawBuilder<unknown>> = [];
  let reserved = BigInt(order.reserved_cash);
  const heldShares = BigInt(order.reserved_shares);
  const sold = bigMin(size, heldShares);
  if (sold > 0n) writes.push(releaseSharesStatement(key, sold, at, when));
  /** A buy's position, written by the statement that writes the fill rows: one statement fewer. */
  let bought: BoughtRows | null = null;
  if (order.side === 'BUY') {
    if (custody === 'ledger') {
      // The held cash pays first; rounding can make a fill cost a unit more than was held.
      const fromBalance = cash > reserved ? cash - reserved : 0n;
      if (fromBalance > 0n) writes.push(mustChange(cashMoveStatement(order.agent_id, -fromBalance, when), 'insufficient_balance', when));
      reserved = reserved > cash ? reserved - cash : 0n;
    }
    bought = { position: addedPosition(key, metaOf(order), size, cash, at), fills: fillRows(order, fills, cash, tradeIds, at) };
  } else if (custody === 'ledger') {
    writes.push(mustChange(takeSharesStatement(key, size, cash, at, false, when), 'insufficient_position', when), cashMoveStatement(order.agent_id, cash, when));
  } else {
    writes.push(takeSharesStatement(key, size, cash, at, true, when));
  }
  if (bought && !boughtApart) {
    const position = addToPositionsStatement([bought.position], when);
    writes.push(bought.fills.length ? sql`with position as (${position}) ${insertRows('fills', bought.fills, when)}` : position);
  } else if (!bought && fills.length) {
    writes.push(insertRows('fills', fillRows(order, fills, cash, tradeIds, at), when));
  }
  const row: OrderRow = {
    ...order,
    matched_size: (BigInt(order.matched_size) + size).toString(),
    matched_notional: (BigInt(order.matched_notional) + cash).toString(),
    reserved_cash: reserved.toString(),
    reserved_shares: (heldShares - sold).toString(),
    updated_at: at,
  };
  return { row, writes, bought: boughtApart ? bought : null };
}

const CHANGED = ['status', 'placement', 'matched_size', 'matched_notional', 'reserved_cash', 'reserved_shares', 'updated_at'] as const;
const SET_CHANGED = sql.raw(CHANGED.map((c) => `"${c}" = v."${c}"`).join(', '));

/**
 * Writes orders' rows as changes left them, answering their hashes, tagged; with `pending`, only
 * rows still pending (an order's answer settles it once, whichever path comes first), and it
 * raises 'settled' when one was not: the rest of the script must not book it twice. The rows are
 * not read back: the caller holds them as written. The hashes are named again as a list: the
 * planner guesses a hundred rows for the row set, and would scan every order to join it.
 */
export function orderRowsStatement(rows: readonly OrderRow[], tag: string, pending: boolean): RawBuilder<{ order_hash: string; tag: string }> {
  const values = rows.map((row) => Object.fromEntries(['order_hash', ...CHANGED].map((c) => [c, row[c as keyof OrderRow]])));
  return sql`with v as (select * from json_populate_recordset(null::orders, ${jsonRows(values)}::json)),
    o as (update orders set ${SET_CHANGED} from v
      where orders.order_hash = v.order_hash and orders.order_hash in (${sql.join(rows.map((row) => row.order_hash))})
        ${pending ? sql`and orders.placement = 'pending'` : sql``} returning orders.order_hash)
    select o.order_hash, ${tag}::text as tag, case when (select count(*) from o) <> ${rows.length} then ${refusal('settled')} end as refused
    from (select 1) one left join o on true`;
}

/**
 * The venue took the order: its placement's fills reach the books, what was held for an unfilled
 * part that does not rest goes back, and the counters keep only what traded or rests. Then the
 * order's status, the `limit.reached` events of a limit it brought to its value, and its
 * `order.filled` event; an exit's trade-log row says what it traded.
 *
 * `inScript`: the settlement runs in the reservation's own script (one-script.ts), each write only
 * where the script's gate (`when`) is open, and the reservation holds and counts only what the
 * settlement keeps (SettledWithIt): what goes back to the balance (`returned`) and leaves the day's
 * amount (`uncounted`) is answered, not written, so the agent's and the day's rows are written
 * once. Its events are only those of `eventKinds`, the kinds the agent's webhooks subscribe to as
 * its actor holds them (the reservation checks that they are current). With `boughtInReservation`,
 * a buy's position and fills are answered as rows (`bought`) that the reservation writes, where it
 * reserves the order (reserve-set.ts), instead of as a statement of their own.
 */
export function settlementWrites(
  custody: Custody,
  reservation: Reservation,
  placement: Placement,
  at: Date,
  inScript?: { when: RawBuilder<boolean>; eventKinds: ReadonlySet<WebhookEventKind>; boughtInReservation?: boolean },
): OrderWrites & { returned: bigint; uncounted: bigint; bought: BoughtRows | null } {
  const when = inScript?.when ?? sql<boolean>`true`;
  let row = reservation.row;
  const writes: Array<RawBuilder<unknown>> = [];
  const key = keyOf(row);
  const rests = row.order_type === 'GTC' || row.order_type === 'GTD';
  const resting = rests ? BigInt(row.size) - placement.filled : 0n;
  const { day } = utcDayWindow(row.created_at.getTime());
  let bought: BoughtRows | null = null;
  if (placement.filled > 0n) {
    const tradeIds = placement.tradeIds.length === placement.fills.length ? placement.tradeIds : [];
    const booked = fillWrites(custody, row, placement.fills, placement.notional, tradeIds, at, when, inScript?.boughtInReservation);
    row = booked.row;
    bought = booked.bought;
    writes.push(...booked.writes);
  }
  const restingCash = notional([{ price: BigInt(row.price), size: resting }], row.side);
  let reserved = BigInt(row.reserved_cash);
  let returned = 0n;
  if (custody === 'ledger' && row.side === 'BUY' && reserved > restingCash) {
    // What the fills did not use beyond the resting part goes back; a rounding unit short is taken from the hold.
    returned = reserved - restingCash;
    if (!inScript) writes.push(cashMoveStatement(row.agent_id, returned, when));
    reserved = restingCash;
  }
  // Shares held for a part that neither traded nor rests go back.
  let heldShares = BigInt(row.reserved_shares);
  if (heldShares > resting) {
    writes.push(releaseSharesStatement(key, heldShares - resting, at, when));
    heldShares = resting;
  }
  // Counted at the limit price in full; keep only what traded or still rests. A sell that fetched
  // more than its limit price stays counted at it: nothing is added, and its events read the same day.
  const committed = placement.notional + restingCash;
  const uncounted = bigMax(BigInt(row.notional) - committed, 0n);
  if (uncounted > 0n && !inScript) writes.push(uncountAmountStatement(row.agent_id, day, uncounted, when));
  const events: WebhookEvent[] = [];
  if (reservation.limits) {
    const { settings, counted } = reservation.limits;
    events.push(...limitReachedEvents(row.agent_id, day, settings, { trades: counted.trades, amount: counted.amount - uncounted }, BigInt(row.notional) - uncounted, at));
  }
  row = { ...row, status: resting > 0n ? ORDER_STATUS.live : ORDER_STATUS.matched, placement: placement.status, reserved_cash: reserved.toString(), reserved_shares: heldShares.toString(), updated_at: at };
  if (reservation.riskExit) {
    writes.push(sql`update trade_log set order_size = ${placement.filled.toString()}::bigint, amount = ${placement.notional.toString()}::bigint where order_id = ${row.order_hash} and ${when}`);
  }
  if (placement.filled > 0n) events.push(orderEvent('order.filled', row, at, { size: placement.filled, notional: placement.notional }));
  const told = inScript ? events.filter((event) => inScript.eventKinds.has(event.kind)) : events;
  if (told.length) writes.push(eventsStatement(told, when));
  return { row, writes, returned, uncounted, bought };
}

/** Runs writes in the caller's transaction, in order; a books write's refusal reaches the caller as the client's error. */
async function runWrites(trx: Db, writes: ReadonlyArray<RawBuilder<unknown>>): Promise<void> {
  try {
    for (const write of writes) await write.execute(trx);
  } catch (error) {
    throw booksRefusal(error);
  }
}

/** Books fills of a live order the venue reported later (the order sync), in the caller's transaction. Returns the updated row. */
export async function bookFills(trx: Db, custody: Custody, order: OrderRow, fills: readonly Fill[], cash: bigint, tradeIds: ReadonlyArray<string | null>, at: Date): Promise<OrderRow> {
  const { row, writes } = fillWrites(custody, order, fills, cash, tradeIds, at, sql`true`);
  await runWrites(trx, writes);
  await orderRowsStatement([row], '', false).execute(trx);
  return row;
}

/**
 * The venue refused the order, or never saw it: it is counted nowhere, holds nothing, and its rows
 * go; only while it is pending, or the writes raise 'settled' (another path settled it first) and
 * roll back.
 */
export function releaseWrites(custody: Custody, row: OrderRow, at: Date): Array<RawBuilder<unknown>> {
  const writes = [
    sql`delete from trade_log where order_id = ${row.order_hash}`,
    mustChange(sql`delete from orders where order_hash = ${row.order_hash} and placement = 'pending' returning order_hash`, 'settled'),
    uncountTradeStatement(row.agent_id, utcDayWindow(row.created_at.getTime()).day, BigInt(row.notional)),
  ];
  const cash = BigInt(row.reserved_cash);
  if (custody === 'ledger' && row.side === 'BUY' && cash > 0n) writes.push(cashMoveStatement(row.agent_id, cash));
  const shares = BigInt(row.reserved_shares);
  if (shares > 0n) writes.push(releaseSharesStatement(keyOf(row), shares, at));
  return writes;
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
