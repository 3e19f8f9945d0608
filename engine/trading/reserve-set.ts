import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import { addToPositionsStatement, exposureExpression, freeSharesExpression } from '../accounts/ledger.js';
import { dailyLimitsAt, dailyLimitsBreached, dailyLimitsHold, limitAmounts, positionLimitApplies, positionLimitBreached, tradeAmountBreached, type LimitValues } from '../accounts/limits.js';
import type { RiskSettings } from '../accounts/risk-settings.js';
import { PLACED_FOR_LOG, placedOrdersLog } from '../accounts/trade-log.js';
import type { Db } from '../db/connect.js';
import { insertRows, rowSet, type RowSet } from '../db/json-rows.js';
import { refusal } from '../db/refusal.js';
import { setGates } from '../db/script-gate.js';
import type { SetStatement } from '../db/script-groups.js';
import { shapedStatement } from '../db/shaped-statement.js';
import type { OrderRow } from '../db/schema.js';
import { utcDayWindow } from '../rate-limits.js';
import type { CommitsWithCaller, KeptOrder, VenueA } from '../venues/venue_a/port.js';
import type { OrderPlan } from './reservations.js';
import type { BoughtRows } from './settlement.js';
import { heldCash, heldShares, keptCash, promisedShares, writtenOrderRow, type ReserveRow } from './reserve-statement.js';

type Custody = VenueA['custody'];

/**
 * An order's reservation: the one statement that reads what it is decided on (the kill switch, the
 * held state's version, the market's resolution, a duplicate hash, the market exposure, the day's
 * counters, the free cash or shares), decides, and only then, only if every check passed, counts
 * the trade, holds the cash (buy) or the shares (sell), and writes the order's row and its
 * trade-log row. Run after the agent's row lock (in the same transaction), what it reads cannot
 * move before it writes; the writes keep their own guards all the same, and a write that finds
 * otherwise raises (refuse_order), which rolls back the transaction.
 *
 * It takes the orders of several agents at once, one each, and decides each on its own agent's
 * rows: the group commit (db/script-groups.ts) sends one for the single orders of all the agents
 * in a group, where one statement an order cost the server its executor's setup, its parameters
 * and its plan's subqueries again for each, twice what deciding them together costs. Its text
 * depends only on the kinds of rows the orders bring (trades, a buy's fills), not on how many, so
 * the server plans it once for each kind, and each order brings values, not SQL; the service builds
 * it once for each kind too (db/shaped-statement.ts).
 *
 * Every row it reads or writes is found by its key, each on its own (a scalar subquery, or
 * `= any(array(…))` of the orders' keys): the planner guesses a hundred orders in the set, and
 * joined to it, or asked `exists` of it, it hashed whole tables to match them. The bench's
 * resting trades read every order twice a statement that way, 7 of its 10 ms.
 */

/** What one order brings to the statement: its checks' values (with its trade log's texts), and the rows it writes where it passes. */
export interface OrderInSet {
  check: ReturnType<typeof checkOf>;
  /** The order's row as its settlement leaves it; its trade-log row is written from it. */
  row: OrderRow;
  /** The venue's record of it, where the venue commits with the service. */
  kept: KeptOrder | null;
  /** A buy's fills and what they add to its position, where its settlement runs in the same script. */
  bought: BoughtRows | null;
}

/**
 * An order's part. With `kept` (a venue that commits with the service: one-script.ts), the order's
 * settlement runs in the same script, after the statement: `settled` is the order's row as it
 * leaves it, what it gives back of the cash the order would hold (`returned`) and what it takes
 * out of the day's amount (`uncounted`), as SettledWithIt, and a buy's fills and position
 * (`bought`), which the statement writes; `kept` is the venue's record of it.
 * A risk exit has no settings, being counted but never refused by a limit; `version` null checks
 * no held state.
 */
export function orderInSet(
  custody: Custody,
  plan: OrderPlan,
  settings: RiskSettings | null,
  version: string | null,
  tag: string,
  settled: { row: OrderRow; returned: bigint; uncounted: bigint; bought?: BoughtRows | null },
  kept: KeptOrder | null,
): OrderInSet {
  return { check: checkOf(custody, plan, settings, version, tag, settled), row: settled.row, kept, bought: settled.bought ?? null };
}

/** An order's part where the venue answers after the reservation commits: its row pending (a sell holding all its shares, where they are free), nothing given back. */
export const pendingInSet = (custody: Custody, plan: OrderPlan, settings: RiskSettings | null, version: string | null, tag: string): OrderInSet =>
  orderInSet(custody, plan, settings, version, tag, { row: writtenOrderRow(custody, plan, promisedShares(plan.order).toString()), returned: 0n, uncounted: 0n }, null);

function checkOf(custody: Custody, { agentId, order, market, log, nowMs }: OrderPlan, settings: RiskSettings | null, version: string | null, tag: string, settled: { returned: bigint; uncounted: bigint }) {
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
    held: heldCash(custody, order).toString(),
    kept: keptCash(custody, order, settled).toString(),
    // Where the venue holds the shares (`need` 0), the service holds back only shares it knows of.
    hold: promisedShares(order).toString(),
    need: heldShares(custody, order).toString(),
    limits: limits !== null,
    exposed: positionLimitApplies(settings, order.side === 'BUY'),
    max_trade: limits?.maxTrade.toString() ?? null,
    max_position: limits?.maxPosition.toString() ?? null,
    max_trades: limits?.maxTradesPerDay.toString() ?? null,
    max_amount: limits?.maxAmount.toString() ?? null,
    skill_slug: log.skillSlug,
    source_tag: log.source,
    reasoning: log.reasoning,
  };
}

/** Each order's limits, as the columns of `alias` (a row of `r`) hold them, where `limits` says they are on. */
const limitColumns = (alias: string): LimitValues => ({
  maxTrade: sql.ref(`${alias}.max_trade`),
  maxPosition: sql.ref(`${alias}.max_position`),
  maxTradesPerDay: sql.ref(`${alias}.max_trades`),
  maxAmount: sql.ref(`${alias}.max_amount`),
});
const notional = sql.ref('seen.notional');

/**
 * The row sets the statement takes (shapedStatement), in the order reserveSetStatement names them:
 * the orders' checks, their rows; with a venue that commits with the service,
 * its records of the orders and of their trades; the buys' positions and fills. Null for none.
 */
function setRows(venue: CommitsWithCaller | null, orders: readonly OrderInSet[]): Array<RowSet | null> {
  const kept = venue?.keptRows(orders.map((o) => o.kept!));
  const bought = orders.flatMap((o) => (o.bought ? [o.bought] : []));
  const fills = bought.flatMap((b) => b.fills);
  return [
    rowSet(orders.map((o) => o.check)),
    rowSet(orders.map((o) => o.row)),
    kept?.orders ?? null,
    kept?.trades ?? null,
    bought.length ? rowSet(bought.map((b) => b.position)) : null,
    fills.length ? rowSet(fills) : null,
  ];
}

/**
 * The statement (see above), of setRows' row sets. The checks, in the order reservationOrRefusal
 * names them: a duplicate, the market's resolution, the kill switch, the held state's version, the
 * limits (per trade, per market, per day), the balance, the free shares; where all pass, the day's
 * counter (guarded by the daily limits again), the held cash and shares, the order's row and its
 * trade-log row are written. It answers a row for every order, and raises, for all of them, where a write
 * disagrees with its check ('duplicate' where another agent's order took the hash under it). With
 * `venue`, the orders are settled in the same script: it writes the venue's records of the orders
 * it reserves, and the positions and fills of the buys it reserves, raises where the venue held one
 * already ('venue_duplicate') and where a trade leaves a daily limit at its value ('limit_reached',
 * whose event another path builds), and opens the script gate for the orders it reserved.
 */
function reserveSetStatement(venue: CommitsWithCaller | null, sets: ReadonlyArray<RowSet | null>): RawBuilder<ReserveRow> {
  const [checks, rows, keptOrders, keptTrades, positions, fills] = sets;
  const reserved = (hash: RawBuilder<string>) => sql<boolean>`${hash} in (select order_hash from decided where ok)`;
  const kept = venue && keptOrders ? venue.keptWrites({ orders: keptOrders, trades: keptTrades ?? null }, reserved, 'venue') : null;
  return sql<ReserveRow>`with
    r as (select * from json_to_recordset(${checks!.json}::json) as r(tag text, agent_id bigint, version text,
        condition_id text, order_hash text, maker text, token_id text, day date, at timestamptz, notional bigint, counted bigint, held bigint,
        kept bigint, hold bigint, need bigint, limits boolean, exposed boolean, max_trade bigint, max_position bigint, max_trades int, max_amount bigint,
        skill_slug text, source_tag text, reasoning text)),
    seen as materialized (select r.*, a.halted, a.state_version::text as state_version,
        (select true from market_resolutions m where m.condition_id = r.condition_id) is not null as resolved,
        (select true from orders o where o.order_hash = r.order_hash) is not null as duplicate,
        case when r.exposed then (${exposureExpression(sql`r.agent_id`, sql`r.condition_id`)})::numeric else 0 end as exposure,
        dc.trades as today_trades, dc.amount as today_amount, a.simulation_balance as balance,
        case when r.need > 0 then ${freeSharesExpression({ agentId: sql`r.agent_id`, wallet: sql`r.maker`, tokenId: sql`r.token_id` })} end as free_shares
      from r join agents a on a.id = r.agent_id and a.id = any(array(select agent_id from r))
        left join daily_counters dc on dc.agent_id = r.agent_id and dc.day = r.day and dc.agent_id = any(array(select agent_id from r))),
    decided as (select seen.*, not (duplicate or resolved or halted or (version is not null and state_version <> version)
        or (limits and (${tradeAmountBreached(limitColumns('seen'), notional)} or (exposed and ${positionLimitBreached(limitColumns('seen'), notional, sql`exposure`)})
          or ${dailyLimitsBreached(limitColumns('seen'), notional, sql`today_trades`, sql`today_amount`)}))
        or (held > 0 and balance < held) or (need > 0 and coalesce(free_shares, 0) < need)) as ok
      from seen),
    counted as (insert into daily_counters (agent_id, day, trades, amount) select agent_id, day, 1, counted from decided where ok
      on conflict (agent_id, day) do update set trades = daily_counters.trades + excluded.trades, amount = daily_counters.amount + excluded.amount
        where exists (select 1 from r where r.agent_id = excluded.agent_id
          and (not r.limits or ${dailyLimitsHold(limitColumns('r'), sql`daily_counters.trades + excluded.trades`, sql`daily_counters.amount + excluded.amount`)}))
      returning agent_id, trades, amount),
    cash as (update agents a set simulation_balance = a.simulation_balance - d.kept from decided d
      where a.id = d.agent_id and a.id = any(array(select agent_id from decided where ok and kept > 0))
        and d.ok and d.kept > 0 and a.simulation_balance - d.kept >= 0 returning a.id),
    shares as (update positions p set reserved_size = p.reserved_size + d.hold, updated_at = d.at from decided d
      where d.ok and d.hold > 0 and p.agent_id = d.agent_id and p.agent_id = any(array(select agent_id from decided where ok and hold > 0))
        and p.wallet_address = d.maker and p.token_id = d.token_id and p.size - p.reserved_size >= d.hold returning p.agent_id),
    placed as (${insertRows(
      'orders',
      rows!,
      reserved(sql`r.order_hash`),
      // A sell whose shares were not held back (where the venue holds them) holds none.
      { reserved_shares: sql`case when r.agent_id in (select agent_id from shares) then r.reserved_shares else 0 end` },
    )} on conflict (order_hash) do nothing returning ${PLACED_FOR_LOG}, reserved_shares),
    logged as (${placedOrdersLog(sql`r t`, sql`t.order_hash = p.order_hash and t.agent_id = p.agent_id`)})${kept ? sql`,
    ${kept.writes}` : sql``}${positions ? boughtWrites(positions, fills ?? null, reserved) : sql``}
    select r.tag, coalesce(d.ok, false) as ok, d.halted, d.state_version, d.resolved, d.duplicate, d.exposure::text as exposure,
      d.today_trades, d.today_amount::text as today_amount, d.balance, d.free_shares::text as free_shares,
      c.trades as counted_trades, c.amount::text as counted_amount, p.reserved_shares::text as reserved_shares,
      case when d.ok and not (p.order_hash is not null and c.agent_id is not null and (d.kept = 0 or exists (select 1 from cash where cash.id = d.agent_id))
          and (d.need = 0 or exists (select 1 from shares where shares.agent_id = d.agent_id)))
        then case when p.order_hash is null then ${refusal('duplicate')} else ${refusal('inconsistent')} end end as failed${kept ? settledColumns(kept.recorded) : sql``}
    from r left join decided d on d.tag = r.tag left join counted c on c.agent_id = r.agent_id left join placed p on p.order_hash = r.order_hash`;
}

/**
 * The positions and fills of the buys the statement reserves (BoughtRows), where a statement of
 * their own for each cost the server its fixed cost again. A position's row goes where its agent's
 * order is reserved: the statement takes one order an agent, so no two share a position, which
 * one statement could not write twice.
 */
function boughtWrites(positions: RowSet, fills: RowSet | null, reserved: (hash: RawBuilder<string>) => RawBuilder<boolean>): RawBuilder<unknown> {
  return sql`,
    bought as (${addToPositionsStatement(positions, sql`r.agent_id in (select agent_id from decided where ok)`)})${fills ? sql`,
    filled as (${insertRows('fills', fills, reserved(sql`r.order_hash`))})` : sql``}`;
}

/** With the settlements in the same script: the venue's refusal of an order it held already, the limit check, and the gate. */
const settledColumns = (recorded: RawBuilder<unknown>) => sql`,
      case when d.ok and d.order_hash not in (select order_hash from ${recorded}) then ${refusal('venue_duplicate')} end as venue_kept,
      case when d.ok and d.limits and ${dailyLimitsAt(limitColumns('d'), sql`c.trades`, sql`c.amount`)} then ${refusal('limit_reached')} end as at_limit,
      (select ${setGates(sql`string_agg(tag, ',')`)} from decided where ok) as gate`;

const setStatements = new WeakMap<Db, Map<CommitsWithCaller | null, SetStatement>>();

/** The statement for `orders` alone, as a caller outside the group commit runs it. */
export const reserveSetQuery = (db: Db, venue: CommitsWithCaller | null, orders: readonly OrderInSet[]) => reserveSet(db, venue).compile(orders) as CompiledQuery<ReserveRow>;

/** The statement as the group commit sends it, for the single orders of the agents in a group (SetStatement): one for each database and venue. */
export function reserveSet(db: Db, venue: CommitsWithCaller | null): SetStatement {
  let byVenue = setStatements.get(db);
  if (!byVenue) setStatements.set(db, (byVenue = new Map()));
  let found = byVenue.get(venue);
  if (!found) {
    const compile = shapedStatement(db, (sets) => reserveSetStatement(venue, sets));
    byVenue.set(venue, (found = { compile: (orders) => compile(setRows(venue, orders as OrderInSet[])) }));
  }
  return found;
}
