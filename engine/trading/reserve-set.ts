import { sql, type RawBuilder } from 'kysely';
import { exposureExpression } from '../accounts/ledger.js';
import { limitAmounts, positionLimitApplies } from '../accounts/limits.js';
import type { RiskSettings } from '../accounts/risk-settings.js';
import { insertRows } from '../db/json-rows.js';
import { refusal } from '../db/refusal.js';
import { setGates } from '../db/script-gate.js';
import type { OrderRow } from '../db/schema.js';
import { utcDayWindow } from '../rate-limits.js';
import type { CommitsWithCaller, KeptOrder } from '../venues/venue_a/port.js';
import type { OrderPlan } from './reservations.js';
import { heldCash, heldShares, keptCash, orderLogRow, type ReserveRow } from './reserve-statement.js';

/**
 * The reservations of single orders of several agents, each with its settlement in the same
 * script (one-script.ts), in one statement: the group commit (db/script-groups.ts) sends the
 * orders of every agent in a group as one statement, where one per order cost the server its
 * executor's setup, its parameters and its plan's subqueries again for each, twice what deciding
 * them together costs. It decides each order as reserveStatement decides one, on its own agent's
 * rows, which a group holds locked and in which no two orders are of one agent; its text is the
 * same for any orders, so the server plans it once, and each order brings values, not SQL.
 *
 * Every row it reads or writes is found by its key, each on its own (a scalar subquery, or
 * `= any(array(…))` of the orders' keys): the planner guesses a hundred orders in the set, and
 * joined to it, or asked `exists` of it, it hashed whole tables to match them. The bench's
 * resting trades read every order twice a statement that way, 7 of its 10 ms.
 */

/** What one order brings to the statement: its checks' values, and the rows it writes where it passes. */
export interface OrderInSet {
  check: ReturnType<typeof checkOf>;
  /** The order's row as its settlement leaves it. */
  row: OrderRow;
  log: ReturnType<typeof orderLogRow>;
  kept: KeptOrder;
}

/**
 * An order's part: `settled` is what its settlement in the same script gives back of the cash it
 * would hold (`returned`) and takes out of the day's amount (`uncounted`), as SettledWithIt.
 */
export function orderInSet(plan: OrderPlan, settings: RiskSettings, version: string, tag: string, settled: { row: OrderRow; returned: bigint; uncounted: bigint }, kept: KeptOrder): OrderInSet {
  return { check: checkOf(plan, settings, version, tag, settled), row: settled.row, log: orderLogRow(plan), kept };
}

function checkOf({ agentId, order, market, nowMs }: OrderPlan, settings: RiskSettings, version: string, tag: string, settled: { returned: bigint; uncounted: bigint }) {
  const limits = limitAmounts(settings);
  return {
    tag,
    agent_id: agentId,
    version,
    condition_id: market.conditionId,
    order_hash: order.orderHash,
    maker: order.maker,
    token_id: order.tokenId,
    day: utcDayWindow(nowMs).day,
    at: new Date(nowMs).toISOString(),
    notional: order.notional.toString(),
    counted: (order.notional - settled.uncounted).toString(),
    held: heldCash('ledger', order).toString(),
    kept: keptCash('ledger', order, settled).toString(),
    sell: heldShares('ledger', order).toString(),
    limits: limits !== null,
    exposed: positionLimitApplies(settings, order.side === 'BUY'),
    max_trade: limits?.maxTrade.toString() ?? null,
    max_position: limits?.maxPosition.toString() ?? null,
    max_trades: limits?.maxTradesPerDay ?? null,
    max_amount: limits?.maxAmount.toString() ?? null,
  };
}

/** The statement's answer for each order: reserveStatement's, tagged as the order's script. */
export type SetRow = ReserveRow;

/**
 * The checks are reserveStatement's, in SQL over the set: a duplicate, the market's resolution,
 * the kill switch, the held state's version, the limits (per trade, per market, per day), the
 * balance, the free shares; where all pass, the day's counter (guarded by the daily limits again),
 * the held cash and shares, the order's row, its trade-log row and the venue's record are written.
 * It answers a row for every order, and raises as reserveStatement does, for the whole group: a
 * write that disagrees with its check ('duplicate' where another agent's order took the hash under
 * it), an order the venue holds already ('venue_duplicate'), and a trade that leaves a daily limit
 * at its value ('limit_reached'). It opens the script gate for the orders it reserved.
 */
export function reserveSetStatement(venue: CommitsWithCaller, orders: readonly OrderInSet[]): RawBuilder<SetRow> {
  const reserved = (hash: RawBuilder<string>) => sql<boolean>`${hash} in (select order_hash from decided where ok)`;
  const kept = venue.keptWrites(
    orders.map((o) => o.kept),
    reserved,
    'venue',
  );
  return sql<SetRow>`with
    r as (select * from jsonb_to_recordset(${JSON.stringify(orders.map((o) => o.check))}::jsonb) as r(tag text, agent_id bigint, version text,
        condition_id text, order_hash text, maker text, token_id text, day date, at timestamptz, notional bigint, counted bigint, held bigint,
        kept bigint, sell bigint, limits boolean, exposed boolean, max_trade bigint, max_position bigint, max_trades int, max_amount bigint)),
    seen as materialized (select r.*, a.halted, a.state_version::text as state_version,
        (select true from market_resolutions m where m.condition_id = r.condition_id) is not null as resolved,
        (select true from orders o where o.order_hash = r.order_hash) is not null as duplicate,
        case when r.exposed then (${exposureExpression(sql`r.agent_id`, sql`r.condition_id`)})::numeric else 0 end as exposure,
        dc.trades as today_trades, dc.amount as today_amount, a.simulation_balance as balance,
        case when r.sell > 0 then (select p.size - p.reserved_size from positions p
          where p.agent_id = r.agent_id and p.wallet_address = r.maker and p.token_id = r.token_id) end as free_shares
      from r join agents a on a.id = r.agent_id and a.id = any(array(select agent_id from r))
        left join daily_counters dc on dc.agent_id = r.agent_id and dc.day = r.day and dc.agent_id = any(array(select agent_id from r))),
    decided as (select seen.*, not (duplicate or resolved or halted or state_version <> version
        or (limits and (notional > max_trade or (exposed and exposure + notional > max_position)
          or coalesce(today_trades, 0) + 1 > max_trades or coalesce(today_amount, 0) + notional > max_amount))
        or (held > 0 and balance < held) or (sell > 0 and coalesce(free_shares, 0) < sell)) as ok
      from seen),
    counted as (insert into daily_counters (agent_id, day, trades, amount) select agent_id, day, 1, counted from decided where ok
      on conflict (agent_id, day) do update set trades = daily_counters.trades + excluded.trades, amount = daily_counters.amount + excluded.amount
        where exists (select 1 from r where r.agent_id = excluded.agent_id
          and (not r.limits or (daily_counters.trades + excluded.trades <= r.max_trades and daily_counters.amount + excluded.amount <= r.max_amount)))
      returning agent_id, trades, amount),
    cash as (update agents a set simulation_balance = a.simulation_balance - d.kept from decided d
      where a.id = d.agent_id and a.id = any(array(select agent_id from decided where ok and kept > 0))
        and d.ok and d.kept > 0 and a.simulation_balance - d.kept >= 0 returning a.id),
    shares as (update positions p set reserved_size = p.reserved_size + d.sell, updated_at = d.at from decided d
      where d.ok and d.sell > 0 and p.agent_id = d.agent_id and p.agent_id = any(array(select agent_id from decided where ok and sell > 0))
        and p.wallet_address = d.maker and p.token_id = d.token_id and p.size - p.reserved_size >= d.sell returning p.agent_id),
    placed as (${insertRows(
      'orders',
      orders.map((o) => o.row),
      reserved(sql`r.order_hash`),
    )} on conflict (order_hash) do nothing returning order_hash, reserved_shares),
    logged as (${insertRows(
      'trade_log',
      orders.map((o) => o.log),
      reserved(sql`r.order_id`),
    )}),
    ${kept.writes}
    select r.tag, coalesce(d.ok, false) as ok, d.halted, d.state_version, d.resolved, d.duplicate, d.exposure::text as exposure,
      d.today_trades, d.today_amount::text as today_amount, d.balance, d.free_shares::text as free_shares,
      c.trades as counted_trades, c.amount::text as counted_amount, p.reserved_shares::text as reserved_shares,
      case when d.ok and not (p.order_hash is not null and c.agent_id is not null and (d.kept = 0 or exists (select 1 from cash where cash.id = d.agent_id))
          and (d.sell = 0 or exists (select 1 from shares where shares.agent_id = d.agent_id)))
        then case when p.order_hash is null then ${refusal('duplicate')} else ${refusal('inconsistent')} end end as failed,
      case when d.ok and d.order_hash not in (select order_hash from ${kept.recorded}) then ${refusal('venue_duplicate')} end as venue_kept,
      case when d.ok and d.limits and (c.trades >= d.max_trades or c.amount >= d.max_amount) then ${refusal('limit_reached')} end as at_limit,
      (select ${setGates(sql`string_agg(tag, ',')`)} from decided where ok) as gate
    from r left join decided d on d.tag = r.tag left join counted c on c.agent_id = r.agent_id left join placed p on p.order_hash = r.order_hash`;
}
