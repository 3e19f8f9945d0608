import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { runScript } from '../db/script.js';
import { forbidden } from '../errors.js';
import type { OrderRow } from '../db/schema.js';
import { addToPosition, cashMoveStatement, exposureExpression, insufficientBalance, insufficientShares, moveCash, releaseShares, shareReservationStatement, takeFromPosition, takeKnownShares, type PositionKey } from '../accounts/ledger.js';
import { checkOrderLimits, countTradeStatement, dailyLimitRefusal, dailyLimitRefused, NOTHING_TODAY, orderLimitsBreached, uncountAmount, uncountTrade, type TodayUsage } from '../accounts/limits.js';
import { ORDER_STATUS } from '../accounts/order-status.js';
import type { RiskSettings } from '../accounts/risk-settings.js';
import { tradeLogRow } from '../accounts/trade-log.js';
import { utcDayWindow } from '../rate-limits.js';
import { notional } from '../venues/venue_a/matching.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import { marketClosed, type VerifiedOrder } from '../venues/venue_a/order-verification.js';
import type { Fill, OrderType, Placement, VenueA } from '../venues/venue_a/port.js';
import { recordEvent } from '../webhooks/outbox.js';
import { limitsReached, orderEvent, recordLimitReached } from '../webhooks/trading-events.js';

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

/** The order's signed hash is already taken: the transaction must roll back, and the earlier order answers. */
export class DuplicateOrder extends Error {
  constructor(readonly orderHash: string) {
    super(`order ${orderHash} exists`);
  }
}

/** What an agent's actor holds of the agent: decided on, and checked by the statement that writes. */
export interface HeldState {
  /** agents.state_version when the settings were read: the reservation refuses if it has moved. */
  version: string;
  settings: RiskSettings;
}

/** The actor's held state is older than the agent's: it reloads it and tries again. Nothing was written. */
export class StaleAgentState extends Error {
  constructor(readonly agentId: string) {
    super(`agent ${agentId} changed since its actor loaded it`);
  }
}

/**
 * Inside the caller's transaction, after the agent's row lock and the kill-switch decision: see
 * reserveStatement. A risk exit has no settings, being counted but never refused by a limit.
 */
export async function reserveOrder(trx: Db, custody: Custody, plan: OrderPlan, settings: RiskSettings | null): Promise<Reservation> {
  const answer = await refusalOf(custody, plan, settings, null, async () => (await reserveStatement(trx, custody, plan, settings, null).executeTakeFirstOrThrow()) as ReserveRow);
  return reservationOf(plan, settings, answer);
}

/**
 * The trade path of an agent's actor: the agent's row lock and the reservation, decided on the
 * settings the actor holds, in one round trip (a script: the lock is taken before the reservation
 * reads anything, and both commit or roll back together). A refusal, a halted agent or a moved
 * state version rolls it all back.
 */
export async function reserveHeld(db: Db, custody: Custody, plan: OrderPlan, held: HeldState): Promise<Reservation> {
  const lock = db.selectFrom('agents').select('id').where('id', '=', plan.agentId).forUpdate().compile();
  const answer = await refusalOf(custody, plan, held.settings, held.version, async () => {
    const [row] = await runScript<ReserveRow>(db, [lock, reserveStatement(db, custody, plan, held.settings, held.version).compile()]);
    if (!row) throw new Error(`the reservation of ${plan.order.orderHash} answered nothing`);
    return row;
  });
  return reservationOf(plan, held.settings, answer);
}

/**
 * One statement, one round trip: the limits (with `settings`), the day's counters, the cash (buy)
 * or shares (sell) the order needs, and the order row, pending until the venue answers, with its
 * trade-log row; it also reads what the limits are decided on, as of its start (after the agent's
 * row lock). When any check fails the statement raises (refuse_order) with what it saw, so none of
 * it stays; refusalOf explains the refusal from that. An order whose hash exists refuses as a
 * duplicate: found by the insert itself, so a new order costs no lookup.
 */
function reserveStatement(db: Db, custody: Custody, plan: OrderPlan, settings: RiskSettings | null, version: string | null) {
  const { agentId, order, market, nowMs } = plan;
  const now = new Date(nowMs);
  const isBuy = order.side === 'BUY';
  const { day } = utcDayWindow(nowMs);
  const held = heldCash(custody, order);
  // A sell holds its shares so no other sell (a risk exit) can promise them again. Where the venue
  // holds the shares it decides what may be sold; the service holds back only shares it knows of.
  const key = { agentId, wallet: order.maker, tokenId: order.tokenId };
  const sharesWanted = isBuy ? 0n : order.size;
  const exposure = isBuy && settings?.tradeLimitEnabled ? exposureExpression(agentId, market.conditionId) : sql<string>`0`;
  const refused = sql.join(
    [
      sql`answer.resolved`,
      sql`answer.halted`,
      version === null ? sql`false` : sql`answer.state_version <> ${version}`,
      orderLimitsBreached(settings, order.notional, isBuy, sql`answer.exposure`),
      sql`answer.counted_trades is null`,
      sql.lit(dailyLimitRefusal(settings, NOTHING_TODAY, order.notional) !== null),
      held > 0n ? sql`not answer.cash_held` : sql`false`,
      custody === 'ledger' && sharesWanted > 0n ? sql`not answer.shares_held` : sql`false`,
      sql`placed.order_hash is null`,
    ],
    sql` or `,
  );
  return db
    .with('counted', () => sql`(${countTradeStatement(agentId, day, order.notional, settings)})`)
    .with('cash', () => sql`(${cashMoveStatement(agentId, -held)})`)
    .with('shares', () => sql`(${shareReservationStatement(key, sharesWanted, now)})`)
    .with('placed', (db) =>
      db
        .insertInto('orders')
        .values({
          order_hash: order.orderHash,
          agent_id: agentId,
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
          placement: 'pending',
          reserved_cash: held,
          reserved_shares: sql<string>`(select coalesce(max(${sharesWanted.toString()}::bigint), 0) from shares)`,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('order_hash').doNothing())
        .returningAll(),
    )
    .with('logged', (db) =>
      db.insertInto('trade_log').values(
        tradeLogRow({
          agentId,
          platform: 'venue_a',
          orderId: order.orderHash,
          conditionId: market.conditionId,
          conditionName: market.question,
          skillSlug: plan.log.skillSlug,
          source: plan.log.source,
          reasoning: plan.log.reasoning,
          actionType: order.side,
          direction: order.outcome,
          orderSize: order.size,
          amount: order.notional,
          walletAddress: order.maker,
          now,
        }),
      ),
    )
    // What the statement saw (as of its start) and what each part of it did.
    .selectFrom(
      sql<ReserveAnswer>`(select
        (${exposure})::text as exposure,
        (select trades from daily_counters where agent_id = ${agentId} and day = ${day}) as today_trades,
        (select amount::text from daily_counters where agent_id = ${agentId} and day = ${day}) as today_amount,
        (select trades from counted) as counted_trades,
        (select amount::text from counted) as counted_amount,
        exists (select 1 from cash) as cash_held,
        exists (select 1 from shares) as shares_held,
        a.halted,
        a.state_version::text as state_version,
        exists (select 1 from market_resolutions where condition_id = ${market.conditionId}) as resolved
        from agents a where a.id = ${agentId})`.as('answer'),
    )
    .leftJoin('placed', (join) => join.onTrue())
    .selectAll('placed')
    .select(sql<string | null>`case when ${refused} then refuse_order(json_build_object('answer', row_to_json(answer), 'placed', placed.order_hash is not null)::text)::text end`.as('refusal'))
    .select(ANSWER_COLUMNS.map((column) => `answer.${column}` as const));
}

const ANSWER_COLUMNS = ['exposure', 'today_trades', 'today_amount', 'counted_trades', 'counted_amount', 'cash_held', 'shares_held', 'halted', 'state_version', 'resolved'] as const;

interface ReserveAnswer {
  exposure: string;
  today_trades: number | null;
  today_amount: string | null;
  counted_trades: number | null;
  counted_amount: string | null;
  cash_held: boolean;
  shares_held: boolean;
  halted: boolean;
  state_version: string;
  resolved: boolean;
}

/** A row that did not refuse: its order was placed, so the left join found it. */
type ReserveRow = ReserveAnswer & OrderRow & { refusal: string | null };

const heldCash = (custody: Custody, order: BookOrder) => (custody === 'ledger' && order.side === 'BUY' ? order.notional : 0n);

/**
 * Runs a reservation statement; when it refused, throws the refusal it implies: a duplicate first
 * (the earlier order answers, DuplicateOrder), then in the order the checks apply: the market, the
 * kill switch, the held state, the limits, the balance, the shares.
 */
async function refusalOf(custody: Custody, plan: OrderPlan, settings: RiskSettings | null, version: string | null, run: () => Promise<ReserveRow>): Promise<ReserveRow> {
  let seen: { answer: ReserveAnswer; placed: boolean };
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof Error) || (error as { code?: string }).code !== 'ATS01') throw error;
    seen = JSON.parse(error.message) as typeof seen;
  }
  const { answer } = seen;
  const { order, market, agentId } = plan;
  const isBuy = order.side === 'BUY';
  // The same signed order again answers as it did the first time, whatever would refuse it now.
  if (!seen.placed) throw new DuplicateOrder(order.orderHash);
  if (answer.resolved) throw marketClosed(market.conditionId);
  if (answer.halted) throw forbidden('agent_halted', 'Trading is halted for this agent by an operator.');
  if (version !== null && answer.state_version !== version) throw new StaleAgentState(agentId);
  if (settings) checkOrderLimits({ settings, notional: order.notional, marketExposure: BigInt(answer.exposure), isBuy });
  const today = answer.today_trades === null ? NOTHING_TODAY : { trades: answer.today_trades, amount: BigInt(answer.today_amount ?? 0) };
  if (answer.counted_trades === null) throw dailyLimitRefused(settings, today, order.notional);
  const oversize = dailyLimitRefusal(settings, NOTHING_TODAY, order.notional);
  if (oversize) throw oversize;
  if (heldCash(custody, order) > 0n && !answer.cash_held) throw insufficientBalance();
  if (custody === 'ledger' && !isBuy && !answer.shares_held) throw insufficientShares();
  throw new Error(`the reservation of ${order.orderHash} refused for no reason it can name`);
}

function reservationOf(plan: OrderPlan, settings: RiskSettings | null, answer: ReserveRow): Reservation {
  const { refusal: _r, exposure: _e, today_trades: _t, today_amount: _a, counted_trades, counted_amount, cash_held: _h, shares_held: _s, halted: _x, state_version: _v, resolved: _d, ...row } = answer;
  const counted = { trades: counted_trades!, amount: BigInt(counted_amount!) };
  return { row: row as OrderRow, riskExit: plan.riskExit, limits: settings && { settings, counted } };
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
