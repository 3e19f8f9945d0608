import { sql, type RawBuilder } from 'kysely';
import { cashMoveStatement, exposureExpression } from '../accounts/ledger.js';
import { PLACED_FOR_LOG, placedOrdersLog } from '../accounts/trade-log.js';
import { countTradeStatement, dailyLimitsBreached, limitAmounts, positionLimitApplies, positionLimitBreached, tradeAmountRefusal } from '../accounts/limits.js';
import type { Db } from '../db/connect.js';
import { insertRows, jsonRows } from '../db/json-rows.js';
import { refusal, refusalReason } from '../db/refusal.js';
import { newTag, scriptGroups } from '../db/script-groups.js';
import { utcDayWindow } from '../rate-limits.js';
import { notional } from '../venues/venue_a/matching.js';
import type { VenueA } from '../venues/venue_a/port.js';
import type { OrderPlan, Reservation } from './reservations.js';
import { heldCash, heldShares, pendingOrderRow, settledParts, todayCounted, writtenOrderRow, type HeldState, type SettledWithIt } from './reserve-statement.js';

type Custody = VenueA['custody'];

/** The together statement's answer: whether it reserved every order, and the day's counters and the balance after them. */
export interface TogetherRow {
  tag: string;
  ok: boolean;
  counted_trades: number | null;
  counted_amount: string | null;
  /** The balance less what the orders keep of it: after them where `ok`. */
  balance_after: string | null;
}

/** Notes in `held` the day's counters and the balance after orders reserved together. */
export function noteTogether(held: HeldState, day: string, row: TogetherRow): void {
  held.day = { day, ...todayCounted(row) };
  if (row.balance_after !== null) held.cash = BigInt(row.balance_after);
}

/**
 * What each order is decided on, beside what the statement reads: what the orders before it in the
 * batch add to the day's counters and to its market's exposure, as the orders' own statements would
 * read them one after another (a buy rests as an open order until the venue answers, and counts at
 * its size × price rounded up, as exposureExpression counts it); and its trade log's texts.
 */
function orderChecks(plans: readonly OrderPlan[]) {
  let amountBefore = 0n;
  const marketBefore = new Map<string, bigint>();
  return plans.map(({ order, market, log }, i) => {
    const before = marketBefore.get(market.conditionId) ?? 0n;
    const row = {
      order_hash: order.orderHash,
      condition_id: market.conditionId,
      notional: order.notional.toString(),
      buy: order.side === 'BUY',
      trades_before: i,
      amount_before: amountBefore.toString(),
      market_before: before.toString(),
      skill_slug: log.skillSlug,
      source_tag: log.source,
      reasoning: log.reasoning,
    };
    amountBefore += order.notional;
    if (order.side === 'BUY') marketBefore.set(market.conditionId, before + notional([{ price: order.price, size: order.size }], 'BUY'));
    return row;
  });
}

/** The shares each (wallet, token) must have free for the batch's sells, where the service holds them: what each sell holds back. */
function sharesWanted(custody: Custody, plans: readonly OrderPlan[]) {
  const wanted = new Map<string, { wallet_address: string; token_id: string; size: bigint }>();
  if (custody !== 'ledger') return [];
  for (const { order } of plans) {
    if (order.side !== 'SELL') continue;
    const key = `${order.maker}:${order.tokenId}`;
    const held = wanted.get(key) ?? { wallet_address: order.maker, token_id: order.tokenId, size: 0n };
    held.size += order.size;
    wanted.set(key, held);
  }
  return [...wanted.values()].map((s) => ({ ...s, size: s.size.toString() }));
}

/**
 * One statement that reserves several orders of one agent at once, or none of them: it reads what
 * they are decided on once (the kill switch, the held state's version, duplicates, resolutions,
 * the day's counters, the free cash and shares, each market's exposure), and only if every order
 * passes as it would after the ones before it, counts them all, holds their cash and shares, and
 * writes their order and trade-log rows. Every check bounds a sum that only grows along the batch,
 * so when each order passes with all the ones before it counted, deciding them one by one accepts
 * them all too; when any would be refused, nothing is written and the orders go one by one.
 * `settled`: see SettledWithIt.
 */
export function reserveTogetherStatement(custody: Custody, plans: readonly OrderPlan[], held: HeldState, day: string, tag: string, settled?: SettledWithIt): RawBuilder<TogetherRow> {
  const { agentId, nowMs } = plans[0]!;
  const { settings } = held;
  const checks = orderChecks(plans);
  const shares = sharesWanted(custody, plans);
  const total = plans.reduce((sum, { order }) => sum + order.notional, 0n);
  const cash = plans.reduce((sum, { order }) => sum + heldCash(custody, order), 0n);
  const kept = cash - (settled?.returned ?? 0n);
  const exposure = checks.some((c) => positionLimitApplies(settings, c.buy));
  const ok = sql<boolean>`(select ok from decided)`;
  const limits = limitAmounts(settings);
  const settledPart = settled ? settledParts(settled, limits, ok, tag) : { writes: sql``, columns: sql`` };
  const breached = sql.join(
    [
      dailyLimitsBreached(limits, sql`o.notional`, sql`seen.today_trades + o.trades_before`, sql`seen.today_amount + o.amount_before`),
      exposure ? sql`(o.buy and ${positionLimitBreached(limits, sql`o.notional`, sql`e.exposure + o.market_before`)})` : sql`false`,
    ],
    sql` or `,
  );
  const rows = settled?.rows ?? plans.map((plan) => ({ ...pendingOrderRow(custody, plan), reserved_shares: heldShares(custody, plan.order) }));
  const wroteAll = sql.join(
    [
      sql`(select count(*) from placed) = ${plans.length}`,
      sql`exists (select 1 from counted)`,
      kept > 0n ? sql`exists (select 1 from cash)` : sql`true`,
      sql`(select count(*) from shares) = ${shares.length}`,
    ],
    sql` and `,
  );
  // In `decided`, each order's hash is looked up by the key, one by one (the limit keeps the planner
  // from joining the two sets): guessing a hundred orders in `o`, it hashed them and read every order to match
  // them, on a table it last counted at a few thousand rows, and kept that plan as the table grew.
  // A hash another agent took after the statement's snapshot is found by the insert alone.
  const failed = sql`case when (select count(*) from placed) < ${plans.length} then ${refusal('duplicate')} else ${refusal('inconsistent')} end`;
  return sql<TogetherRow>`with
    o as (select * from json_to_recordset(${jsonRows(checks)}::json)
      as o(order_hash text, condition_id text, notional bigint, buy boolean, trades_before int, amount_before bigint, market_before bigint,
        skill_slug text, source_tag text, reasoning text)),
    s as (select * from json_to_recordset(${jsonRows(shares)}::json) as s(wallet_address text, token_id text, size bigint)),
    e as (${exposure ? sql`select m.condition_id, (${exposureExpression(agentId, sql<string>`m.condition_id`)})::numeric as exposure from (select distinct condition_id from o where buy) m` : sql`select null::text as condition_id, 0::numeric as exposure where false`}),
    seen as (select a.halted, a.state_version::text as state_version, coalesce(dc.trades, 0) as today_trades, coalesce(dc.amount, 0) as today_amount,
        a.simulation_balance as balance
      from agents a left join daily_counters dc on dc.agent_id = a.id and dc.day = ${day}::date
      where a.id = ${agentId}),
    decided as (select not (seen.halted or seen.state_version <> ${held.version} or seen.balance < ${cash.toString()}::bigint
        or exists (select 1 from o cross join lateral (select 1 from orders where orders.order_hash = o.order_hash limit 1) taken)
        or exists (select 1 from market_resolutions where condition_id in (select condition_id from o))
        or exists (select 1 from s where not exists (select 1 from positions p
          where p.agent_id = ${agentId} and p.wallet_address = s.wallet_address and p.token_id = s.token_id and p.size - p.reserved_size >= s.size))
        or exists (select 1 from o left join e on e.condition_id = o.condition_id where ${breached})) as ok
      from seen),
    counted as (${countTradeStatement(agentId, day, total - (settled?.uncounted ?? 0n), settings, ok, plans.length)}),
    cash as (${kept > 0n ? cashMoveStatement(agentId, -kept, ok) : sql`select null::int8 as id where false`}),
    shares as (update positions p set reserved_size = p.reserved_size + s.size, updated_at = ${new Date(nowMs)}
      from s where p.agent_id = ${agentId} and p.wallet_address = s.wallet_address and p.token_id = s.token_id
        and p.size - p.reserved_size >= s.size and ${ok} returning 1),
    placed as (${insertRows('orders', rows, ok)} on conflict (order_hash) do nothing returning ${PLACED_FOR_LOG}),
    logged as (${placedOrdersLog(sql`o t`, sql`t.order_hash = p.order_hash`)})${settledPart.writes}
    select ${tag}::text as tag, decided.ok, (select trades from counted) as counted_trades, (select amount::text from counted) as counted_amount,
      (select (balance - ${kept.toString()}::bigint)::text from seen) as balance_after,
      case when decided.ok and not (${wroteAll}) then ${failed} end as failed${settledPart.columns}
    from (select) one left join decided on true`;
}

/** The one day orders placed together are counted on; null when they span two, or one is over maxTradeAmount (each then goes on its own, to its own answer). */
export function togetherDay(plans: readonly OrderPlan[], held: HeldState): string | null {
  const days = new Set(plans.map((plan) => utcDayWindow(plan.nowMs).day));
  if (days.size > 1 || plans.some((plan) => tradeAmountRefusal(held.settings, plan.order.notional))) return null;
  return [...days][0]!;
}

/**
 * Several orders of one agent (a batch), reserved in one statement behind the agent's row lock
 * (reserveTogetherStatement), sharing its round trip with other agents' writes: each order's
 * reservation, with the day's counters as they stood after it. Null when any order would be
 * refused, or the statement found a hash taken under it: nothing was written, and the orders go
 * one by one (reserveHeld), each to its own answer.
 */
export async function reserveTogether(db: Db, custody: Custody, plans: readonly OrderPlan[], held: HeldState): Promise<Reservation[] | null> {
  const { agentId } = plans[0]!;
  const day = togetherDay(plans, held);
  if (day === null) return null;
  const tag = newTag();
  let row: TogetherRow | undefined;
  try {
    const rows = await scriptGroups(db).run<TogetherRow>(agentId, [reserveTogetherStatement(custody, plans, held, day, tag).compile(db)], [tag], { locksAgent: true });
    row = rows.find((r) => r.tag === tag);
  } catch (error) {
    if (refusalReason(error) !== null) return null;
    throw error;
  }
  if (!row?.ok) return null;
  noteTogether(held, day, row);
  let { trades, amount } = held.day!;
  const reservations: Reservation[] = new Array(plans.length);
  for (let i = plans.length - 1; i >= 0; i--) {
    const plan = plans[i]!;
    reservations[i] = { row: writtenOrderRow(custody, plan, heldShares(custody, plan.order).toString()), riskExit: plan.riskExit, limits: { settings: held.settings, counted: { trades, amount } } };
    trades -= 1;
    amount -= plan.order.notional;
  }
  return reservations;
}
