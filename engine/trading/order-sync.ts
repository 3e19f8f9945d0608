import type { OrderRow } from '../db/schema.js';
import { lockAgent } from '../accounts/ledger.js';
import { ORDER_STATUS } from '../accounts/order-status.js';
import { findResolutions } from '../markets/market-state.js';
import { notional } from '../venues/venue_a/matching.js';
import type { Fill, VenueAccount, VenueFill, VenueOrder, VenueOrderStatus } from '../venues/venue_a/port.js';
import { recordEvent } from '../webhooks/outbox.js';
import { orderEvent } from '../webhooks/trading-events.js';
import { placementFromVenue, release, settle, type TradingDeps } from './placement.js';
import { pendingReservation } from './reservations.js';
import { bookFills, closeOrder } from './settlement.js';
import { agentWallets, venueAccount } from './venue-account.js';

/**
 * Brings an agent's open venue_a orders up to what the venue says: their fills (the venue's trades,
 * each booked once by its trade id), their ends (matched, canceled, expired, voided) and the fate
 * of orders whose placement answer was lost. The venue is read first, with no lock held; then one
 * transaction under the agent's row lock applies what it said.
 *
 * The venue's statuses on the spec's codes: LIVE 1, MATCHED 2, CANCELED 3, CANCELED_MARKET_RESOLVED 4,
 * INVALID 5.
 */
export const STATUS_CODE: Record<VenueOrderStatus, number> = {
  LIVE: ORDER_STATUS.live,
  MATCHED: ORDER_STATUS.matched,
  CANCELED: ORDER_STATUS.canceled,
  CANCELED_MARKET_RESOLVED: ORDER_STATUS.marketResolved,
  INVALID: ORDER_STATUS.invalid,
};

/** Trades are asked for from a little before the newest one seen: the venue's trade log may lag its clock. */
const TRADES_OVERLAP_S = 60;

export interface SyncDeps extends TradingDeps {
  /** A pending order younger than this may still be on its way to the venue from another process. */
  pendingGraceMs: number;
}

export interface SyncReport {
  filled: number;
  closed: number;
  resolved: number;
  pending: number;
}

interface VenueView {
  fills: VenueFill[];
  open: Set<string>;
  /** The venue's record of each order that is no longer open there (null: it never took it). */
  ended: Map<string, VenueOrder | null>;
}

const liveOrders = (deps: TradingDeps, agentId: string, orderIds?: readonly string[]) => {
  let query = deps.db.selectFrom('orders').selectAll().where('agent_id', '=', agentId).where('venue', '=', 'venue_a').where('status', '=', ORDER_STATUS.live);
  if (orderIds) query = query.where('order_hash', 'in', orderIds.length ? [...orderIds] : ['']);
  return query.execute();
};

/** The agent's live venue_a orders in one market. */
export async function liveOrderIds(deps: TradingDeps, agentId: string, conditionId: string): Promise<string[]> {
  const rows = await deps.db.selectFrom('orders').select('order_hash').where('agent_id', '=', agentId).where('market_condition_id', '=', conditionId).where('status', '=', ORDER_STATUS.live).execute();
  return rows.map((r) => r.order_hash);
}

/** Agents with live orders (in one market, when given): the ones a sync or a resolution must visit. */
export async function agentsWithLiveOrders(deps: Pick<TradingDeps, 'db'>, conditionId?: string): Promise<string[]> {
  let query = deps.db.selectFrom('orders').select('agent_id').distinct().where('status', '=', ORDER_STATUS.live).where('venue', '=', 'venue_a');
  if (conditionId) query = query.where('market_condition_id', '=', conditionId);
  return (await query.execute()).map((r) => r.agent_id);
}

/**
 * The agents a sweep at `nowMs` must sync, when the venue can say which orders it changed
 * (`reached`): those with a reached order, a live order in a market the service resolved, or a
 * placement whose answer was lost and whose grace has passed. Everything else is as the last sync
 * left it.
 */
export async function agentsToSweep(deps: Pick<SyncDeps, 'db' | 'pendingGraceMs'>, reached: readonly string[], nowMs: number): Promise<string[]> {
  const rows = await deps.db
    .selectFrom('orders')
    .select('agent_id')
    .distinct()
    .where('status', '=', ORDER_STATUS.live)
    .where('venue', '=', 'venue_a')
    .where((eb) =>
      eb.or([
        eb('order_hash', 'in', reached.length ? [...reached] : ['']),
        eb('market_condition_id', 'in', eb.selectFrom('market_resolutions').select('condition_id')),
        eb.and([eb('placement', '=', 'pending'), eb('created_at', '<=', new Date(nowMs - deps.pendingGraceMs))]),
      ]),
    )
    .execute();
  return rows.map((r) => r.agent_id);
}

/**
 * Syncs the agent's live orders (of `orderIds`, when given). Orders of a market the service has
 * resolved end as MARKET_RESOLVED and are canceled at the venue too.
 */
export async function syncAgentOrders(deps: SyncDeps, agentId: string, orderIds?: readonly string[]): Promise<SyncReport> {
  const report: SyncReport = { filled: 0, closed: 0, resolved: 0, pending: 0 };
  if (orderIds?.length === 0) return report;
  const live = await liveOrders(deps, agentId, orderIds);
  if (!live.length) return report;
  const wallets = await agentWallets(deps.db, agentId);
  const resolutions = await findResolutions(deps.db, live.map((o) => o.market_condition_id));
  const byAccount = new Map<string, { account: VenueAccount; orders: OrderRow[] }>();
  for (const order of live) {
    const account = venueAccount(deps, agentId, wallets, order.signer, order.wallet_address);
    const group = byAccount.get(account.address) ?? { account, orders: [] };
    group.orders.push(order);
    byAccount.set(account.address, group);
  }
  for (const { account, orders } of byAccount.values()) {
    const resolved = orders.filter((o) => resolutions.has(o.market_condition_id) && o.placement !== 'pending');
    if (resolved.length) {
      // The venue's copy goes too; if it cannot be reached now, the next sync asks again.
      await deps.venueA.cancelOrders(account, resolved.map((o) => o.order_hash)).catch(() => undefined);
      report.resolved += await closeAll(deps, resolved, ORDER_STATUS.marketResolved);
    }
    const rest = orders.filter((o) => !resolved.includes(o));
    if (rest.length) await syncAccount(deps, account, rest, report);
  }
  return report;
}

async function closeAll(deps: TradingDeps, orders: readonly OrderRow[], status: number): Promise<number> {
  const at = new Date(deps.clock.now());
  return deps.db.transaction().execute(async (trx) => {
    await lockAgent(trx, orders[0]!.agent_id);
    let closed = 0;
    for (const order of orders) {
      const row = await trx.selectFrom('orders').selectAll().where('order_hash', '=', order.order_hash).where('status', '=', ORDER_STATUS.live).executeTakeFirst();
      if (!row) continue;
      await closeOrder(trx, deps.venueA.custody, row, status, at);
      closed++;
    }
    return closed;
  });
}

async function readVenue(deps: SyncDeps, account: VenueAccount, orders: readonly OrderRow[]): Promise<VenueView> {
  const newestFill = await deps.db
    .selectFrom('fills')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('order_hash', 'in', orders.map((o) => o.order_hash))
    .where('venue_trade_id', 'is not', null)
    .executeTakeFirst();
  const oldest = Math.min(...orders.map((o) => o.created_at.getTime()));
  const sinceMs = Math.max(oldest, newestFill?.at ? new Date(newestFill.at).getTime() : 0);
  const fills = await deps.venueA.fills(account, Math.floor(sinceMs / 1000) - TRADES_OVERLAP_S);
  const open = new Set((await deps.venueA.openOrders(account)).map((o) => o.orderId));
  const ended = new Map<string, VenueOrder | null>();
  const settledBefore = deps.clock.now() - deps.pendingGraceMs;
  for (const order of orders) {
    if (open.has(order.order_hash)) continue;
    if (order.placement === 'pending' && order.created_at.getTime() > settledBefore) continue;
    ended.set(order.order_hash, await deps.venueA.order(account, order.order_hash));
  }
  return { fills, open, ended };
}

/** The fills of one order not booked yet: its trades as a maker, and as a taker when its placement did not already book them. */
function newFills(order: OrderRow, fills: readonly VenueFill[], booked: ReadonlySet<string>): VenueFill[] {
  const takerBooked = order.placement !== 'delayed';
  let room = BigInt(order.size) - BigInt(order.matched_size);
  const fresh: VenueFill[] = [];
  for (const fill of fills) {
    if (fill.orderId !== order.order_hash || booked.has(fill.tradeId) || (fill.role === 'TAKER' && takerBooked)) continue;
    // An order never fills beyond its size, however its trades were reported.
    const size = fill.size < room ? fill.size : room;
    if (size <= 0n) break;
    fresh.push({ ...fill, size });
    room -= size;
  }
  return fresh;
}

/**
 * Whether the venue's view can change any of these placed orders: a trade of one, one that ended,
 * or one already matched in full. Most syncs find none (a sweep visits every agent with open
 * orders), and then the transaction that would lock the agent and read its orders again is not run.
 */
function touched(placed: readonly OrderRow[], view: VenueView): boolean {
  const hashes = new Set(placed.map((o) => o.order_hash));
  return view.fills.some((fill) => hashes.has(fill.orderId)) || placed.some((o) => view.ended.has(o.order_hash) || BigInt(o.matched_size) >= BigInt(o.size));
}

async function syncAccount(deps: SyncDeps, account: VenueAccount, orders: readonly OrderRow[], report: SyncReport): Promise<void> {
  const view = await readVenue(deps, account, orders);
  const pending = orders.filter((o) => o.placement === 'pending');
  for (const order of pending) {
    if (!view.ended.has(order.order_hash) && !view.open.has(order.order_hash)) continue;
    report.pending++;
    const known = view.ended.get(order.order_hash) ?? (view.open.has(order.order_hash) ? await deps.venueA.order(account, order.order_hash) : null);
    if (known) await settle(deps, pendingReservation(order), placementFromVenue(order, known));
    else await release(deps, order);
  }
  const placedOrders = orders.filter((o) => o.placement !== 'pending');
  if (!placedOrders.length || !touched(placedOrders, view)) return;
  const placed = placedOrders.map((o) => o.order_hash);
  const at = new Date(deps.clock.now());
  const custody = deps.venueA.custody;
  await deps.db.transaction().execute(async (trx) => {
    await lockAgent(trx, orders[0]!.agent_id);
    const rows = await trx.selectFrom('orders').selectAll().where('order_hash', 'in', placed).where('status', '=', ORDER_STATUS.live).execute();
    const booked = new Set(
      (await trx.selectFrom('fills').select('venue_trade_id').where('order_hash', 'in', placed).where('venue_trade_id', 'is not', null).execute()).map((r) => r.venue_trade_id!),
    );
    for (let row of rows) {
      const fresh = newFills(row, view.fills, booked);
      const ended = view.ended.get(row.order_hash);
      // A venue that ended the order reports all it matched; what its trades did not show yet is booked at the order's own price.
      const gap = ended ? ended.sizeMatched - BigInt(row.matched_size) - fresh.reduce((sum, f) => sum + f.size, 0n) : 0n;
      const fills: Fill[] = fresh.map((f) => ({ price: f.price, size: f.size }));
      const ids: Array<string | null> = fresh.map((f) => f.tradeId);
      if (gap > 0n) {
        fills.push({ price: BigInt(row.price), size: gap });
        ids.push(null);
      }
      if (fills.length) {
        const size = fills.reduce((sum, f) => sum + f.size, 0n);
        const cash = notional(fills, row.side);
        row = await bookFills(trx, custody, row, fills, cash, ids, at);
        await recordEvent(trx, orderEvent('order.filled', row, at, { size, notional: cash }));
        report.filled++;
      }
      // An order the venue has no record of was voided there.
      const venueStatus = ended === undefined ? 'LIVE' : (ended?.status ?? 'INVALID');
      const done = BigInt(row.matched_size) >= BigInt(row.size);
      if (done || venueStatus !== 'LIVE') {
        await closeOrder(trx, custody, row, done ? ORDER_STATUS.matched : STATUS_CODE[venueStatus], at);
        report.closed++;
      }
    }
  });
}
