import type { Db } from '../db/connect.js';
import type { OrderRow } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { findResolutions } from '../markets/market-state.js';
import { utcDayWindow } from '../rate-limits.js';
import { marketByConditionId } from '../venues/venue_a/sim/catalog.js';
import { crossRestingOrder, notional } from '../venues/venue_a/sim/matching.js';
import { bookAt } from '../venues/venue_a/sim/order-book.js';
import { WALLET_STATUS } from '../wallets/credentials.js';
import { addToPosition, lockAgent, moveCash, releaseShares, takeFromPosition } from '../accounts/ledger.js';
import { uncountAmount } from '../accounts/limits.js';
import { ORDER_STATUS } from '../accounts/order-status.js';
import { findAgentOrder } from './orders.js';
import type { TradingDeps } from './placement.js';
import { recordEvent } from '../webhooks/outbox.js';
import { orderEvent } from '../webhooks/trading-events.js';

const keyOf = (order: OrderRow) => ({ agentId: order.agent_id, wallet: order.wallet_address, tokenId: order.token_id });

/** Ends a live order: its held cash or shares go back, and its untraded notional leaves the day's count. */
async function close(trx: Db, order: OrderRow, status: number, now: Date): Promise<void> {
  const remaining = BigInt(order.size) - BigInt(order.matched_size);
  if (order.side === 'BUY') await moveCash(trx, order.agent_id, BigInt(order.reserved_cash));
  else await releaseShares(trx, keyOf(order), remaining, now);
  const { day } = utcDayWindow(order.created_at.getTime());
  await uncountAmount(trx, order.agent_id, day, notional([{ price: BigInt(order.price), size: remaining }], order.side));
  await trx.updateTable('orders').set({ status, reserved_cash: 0n, updated_at: now }).where('order_hash', '=', order.order_hash).execute();
  if (status === ORDER_STATUS.canceled) await recordEvent(trx, orderEvent('order.canceled', order, now));
}

/** Closes, as MARKET_RESOLVED, the orders whose market has resolved; returns the ones left open. */
async function closeResolved(trx: Db, orders: OrderRow[], now: Date): Promise<{ closed: OrderRow[]; open: OrderRow[] }> {
  const resolved = await findResolutions(trx, orders.map((o) => o.market_condition_id));
  const closed = orders.filter((o) => resolved.has(o.market_condition_id));
  for (const order of closed) await close(trx, order, ORDER_STATUS.marketResolved, now);
  return { closed, open: orders.filter((o) => !resolved.has(o.market_condition_id)) };
}

/**
 * Inside the caller's transaction, after lockAgent: closes the agent's live orders in the market
 * if it has resolved, releasing what they hold exactly as a cancel does.
 */
export async function closeResolvedOrders(trx: Db, agentId: string, conditionId: string, now: Date): Promise<string[]> {
  const orders = await trx
    .selectFrom('orders')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('market_condition_id', '=', conditionId)
    .where('status', '=', ORDER_STATUS.live)
    .execute();
  return (await closeResolved(trx, orders, now)).closed.map((o) => o.order_hash);
}

/** The agent's share of a market's resolution: its live orders there end as MARKET_RESOLVED. */
export async function settleResolvedMarket(deps: TradingDeps, agentId: string, conditionId: string): Promise<{ closed: string[] }> {
  const now = new Date(deps.clock.now());
  return deps.db.transaction().execute(async (trx) => {
    await lockAgent(trx, agentId);
    return { closed: await closeResolvedOrders(trx, agentId, conditionId, now) };
  });
}

export interface CancelResult {
  canceled: string[];
  notCanceled: Record<string, string>;
  syncedCount: number;
}

/** Cancels one order of the agent. */
export async function cancelOrder(deps: TradingDeps, agentId: string, orderHash: string, venue: string): Promise<CancelResult> {
  const now = new Date(deps.clock.now());
  return deps.db.transaction().execute(async (trx) => {
    await lockAgent(trx, agentId);
    const order = await findAgentOrder(trx, agentId, orderHash, venue);
    if (order.status !== ORDER_STATUS.live) return { canceled: [], notCanceled: { [orderHash]: 'already canceled or matched' }, syncedCount: 0 };
    await close(trx, order, ORDER_STATUS.canceled, now);
    return { canceled: [orderHash], notCanceled: {}, syncedCount: 1 };
  });
}

/**
 * Cancels every live order of the agent on the venue (of one wallet, which must be named when the
 * agent has several active wallets).
 */
export async function cancelAll(deps: TradingDeps, agentId: string, venue: string, walletAddress?: string): Promise<CancelResult> {
  const now = new Date(deps.clock.now());
  return deps.db.transaction().execute(async (trx) => {
    await lockAgent(trx, agentId);
    const wallets = await trx
      .selectFrom('wallet_credentials')
      .select('wallet_address')
      .where('agent_id', '=', agentId)
      .where('status', '=', WALLET_STATUS.active)
      .execute();
    if (!walletAddress && wallets.length > 1) {
      throw badRequest('wallet_required', `This agent has ${wallets.length} active wallets: name one in walletAddress.`);
    }
    let query = trx.selectFrom('orders').selectAll().where('agent_id', '=', agentId).where('venue', '=', venue).where('status', '=', ORDER_STATUS.live);
    if (walletAddress) query = query.where((eb) => eb(eb.fn('lower', ['wallet_address']), '=', walletAddress.toLowerCase()));
    const orders = await query.execute();
    for (const order of orders) await close(trx, order, ORDER_STATUS.canceled, now);
    return { canceled: orders.map((o) => o.order_hash), notCanceled: {}, syncedCount: orders.length };
  });
}

/**
 * Runs the agent's resting orders against the book as it is now: an order of a resolved market
 * is closed (in case it was placed while the market resolved); a GTD order past its expiration is
 * cancelled; an order the book has moved through fills at its own limit price.
 */
export async function sweepRestingOrders(deps: TradingDeps, agentId: string): Promise<{ filled: number; expired: number; resolved: number }> {
  const nowMs = deps.clock.now();
  const now = new Date(nowMs);
  return deps.db.transaction().execute(async (trx) => {
    await lockAgent(trx, agentId);
    const live = await trx.selectFrom('orders').selectAll().where('agent_id', '=', agentId).where('status', '=', ORDER_STATUS.live).execute();
    const { closed, open: orders } = await closeResolved(trx, live, now);
    let filled = 0;
    let expired = 0;
    for (const order of orders) {
      if (order.order_type === 'GTD' && BigInt(order.expiration) * 1000n <= BigInt(nowMs)) {
        await close(trx, order, ORDER_STATUS.canceled, now);
        expired++;
        continue;
      }
      const market = marketByConditionId(order.market_condition_id);
      if (!market) continue;
      const remaining = BigInt(order.size) - BigInt(order.matched_size);
      const fills = crossRestingOrder(bookAt(deps.prices, market, market.clobTokenIds.indexOf(order.token_id), nowMs), {
        side: order.side,
        price: BigInt(order.price),
        remaining,
      });
      const size = fills.reduce((sum, f) => sum + f.size, 0n);
      if (size === 0n) continue;
      const cash = notional(fills, order.side);
      const key = keyOf(order);
      let reserved = BigInt(order.reserved_cash);
      if (order.side === 'BUY') {
        // The held cash pays first; rounding can make a fill cost a unit more than was held.
        const fromBalance = cash > reserved ? cash - reserved : 0n;
        if (fromBalance > 0n) await moveCash(trx, order.agent_id, -fromBalance);
        reserved = reserved > cash ? reserved - cash : 0n;
        await addToPosition(trx, key, { venue: order.venue, conditionId: order.market_condition_id, outcome: order.outcome }, size, cash, now);
      } else {
        await takeFromPosition(trx, key, size, cash, true, now);
        await moveCash(trx, order.agent_id, cash);
      }
      const done = size === remaining;
      if (done && order.side === 'BUY' && reserved > 0n) await moveCash(trx, order.agent_id, reserved);
      const updated = await trx
        .updateTable('orders')
        .set({
          matched_size: (BigInt(order.matched_size) + size).toString(),
          matched_notional: (BigInt(order.matched_notional) + cash).toString(),
          reserved_cash: done ? 0n : reserved,
          status: done ? ORDER_STATUS.matched : ORDER_STATUS.live,
          updated_at: now,
        })
        .where('order_hash', '=', order.order_hash)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('fills')
        .values({ order_hash: order.order_hash, agent_id: order.agent_id, token_id: order.token_id, side: order.side, price: BigInt(order.price), size, notional: cash, created_at: now })
        .execute();
      await recordEvent(trx, orderEvent('order.filled', updated, now, { size, notional: cash }));
      filled++;
    }
    return { filled, expired, resolved: closed.length };
  });
}

/** Agents that have resting orders (in one market, when given): the ones a sweep or a resolution must visit. */
export async function agentsWithLiveOrders(db: Db, conditionId?: string): Promise<string[]> {
  let query = db.selectFrom('orders').select('agent_id').distinct().where('status', '=', ORDER_STATUS.live);
  if (conditionId) query = query.where('market_condition_id', '=', conditionId);
  return (await query.execute()).map((r) => r.agent_id);
}
