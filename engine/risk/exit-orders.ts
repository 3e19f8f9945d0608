import type { Db } from '../db/connect.js';
import type { ExitOrderRow } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { decimalText, USDC_SCALE } from '../money.js';
import { freeShares } from '../accounts/ledger.js';
import { verifiedOrder, type TradeInput, type TradingDeps } from '../trading/placement.js';
import type { SignedOrder, VerifiedOrder } from '../venues/venue_a/order-verification.js';
import type { TriggerKind } from '../monitors/thresholds.js';

/**
 * Exit orders the agent signs in advance for its positions on the live venue_a, where the service
 * holds no key: when a stop-loss or take-profit fires, the service submits the armed order. They
 * are verified exactly as a traded order is, when armed and again when used.
 */

export type ExitTrigger = 'any' | TriggerKind;
export type ExitOrderType = 'FOK' | 'FAK';

export interface ArmExitInput {
  marketConditionId: string;
  orderSize: number | string;
  price: number | string;
  order: TradeInput['order'];
  orderType?: ExitOrderType;
  trigger?: ExitTrigger;
}

export interface ExitOrderView {
  orderId: string;
  walletAddress: string;
  tokenId: string;
  marketConditionId: string;
  trigger: ExitTrigger;
  orderType: ExitOrderType;
  price: string;
  orderSize: string;
  status: ExitOrderRow['status'];
  createdAt: string;
  updatedAt: string;
}

const view = (row: ExitOrderRow): ExitOrderView => ({
  orderId: row.order_hash,
  walletAddress: row.wallet_address,
  tokenId: row.token_id,
  marketConditionId: row.market_condition_id,
  trigger: row.trigger,
  orderType: row.order_type as ExitOrderType,
  price: decimalText(BigInt(row.price), USDC_SCALE),
  orderSize: decimalText(BigInt(row.size), USDC_SCALE),
  status: row.status,
  createdAt: String(row.created_at.getTime()),
  updatedAt: String(row.updated_at.getTime()),
});

/** Verifies a stored or new exit order as a trade of it would be verified now. */
async function verifyExit(deps: TradingDeps, agentId: string, input: ArmExitInput, nowMs: number): Promise<VerifiedOrder> {
  const market = await deps.venueA.market(input.marketConditionId);
  if (!market) throw badRequest('unknown_market', `No venue_a market has condition id ${input.marketConditionId}; find markets at GET /markets.`);
  const order = await verifiedOrder(deps, agentId, input, market, input.orderType ?? 'FAK', nowMs);
  if (order.side !== 'SELL') throw badRequest('exit_must_sell', 'An exit order must be a SELL of the position it protects; this order buys.');
  return order;
}

/** Arms a signed SELL of one of the agent's open positions; arming the same order again answers the same. */
export async function armExitOrder(deps: TradingDeps, agentId: string, input: ArmExitInput): Promise<ExitOrderView> {
  const nowMs = deps.clock.now();
  const order = await verifyExit(deps, agentId, input, nowMs);
  const held = await freeShares(deps.db, { agentId, wallet: order.maker, tokenId: order.tokenId });
  if (held <= 0n) {
    throw badRequest('no_position', `The wallet ${order.maker} holds no free shares of token ${order.tokenId}; an exit order protects an open position.`);
  }
  const now = new Date(nowMs);
  const row = await deps.db
    .insertInto('exit_orders')
    .values({
      order_hash: order.orderHash,
      agent_id: agentId,
      wallet_address: order.maker,
      token_id: order.tokenId,
      market_condition_id: input.marketConditionId.toLowerCase(),
      trigger: input.trigger ?? 'any',
      order_type: input.orderType ?? 'FAK',
      price: order.price,
      size: order.size,
      request: JSON.stringify(input),
      status: 'armed',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('order_hash').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) return view(row);
  const existing = await deps.db.selectFrom('exit_orders').selectAll().where('order_hash', '=', order.orderHash).executeTakeFirstOrThrow();
  if (existing.agent_id !== agentId) throw conflict('order_exists', 'This signed order was already armed by another agent.');
  return view(existing);
}

export async function listExitOrders(db: Db, agentId: string, status: ExitOrderRow['status'] | 'all'): Promise<ExitOrderView[]> {
  let query = db.selectFrom('exit_orders').selectAll().where('agent_id', '=', agentId);
  if (status !== 'all') query = query.where('status', '=', status);
  return (await query.orderBy('created_at', 'desc').orderBy('order_hash').execute()).map(view);
}

export async function disarmExitOrder(db: Db, agentId: string, orderHash: string, now: Date): Promise<ExitOrderView> {
  const row = await db
    .updateTable('exit_orders')
    .set({ status: 'disarmed', updated_at: now })
    .where('agent_id', '=', agentId)
    .where('order_hash', '=', orderHash)
    .where('status', '=', 'armed')
    .returningAll()
    .executeTakeFirst();
  if (row) return view(row);
  const existing = await db.selectFrom('exit_orders').selectAll().where('agent_id', '=', agentId).where('order_hash', '=', orderHash).executeTakeFirst();
  if (!existing) throw notFound('exit_order_not_found', `This agent has no exit order ${orderHash}; list them at GET /markets/exit-orders.`);
  return view(existing);
}

export interface UsableExit {
  order: VerifiedOrder;
  /** The order JSON as the agent signed it: what the venue is sent. */
  signed: SignedOrder;
  orderType: ExitOrderType;
}

/**
 * The newest armed exit order for the position and trigger that still verifies now; orders that
 * no longer do (expired, wallet unlinked) are skipped. Runs before the trigger's transaction:
 * verification reads the database and recovers signatures.
 */
export async function usableExitOrder(
  deps: TradingDeps,
  agentId: string,
  wallet: string,
  tokenId: string,
  kind: TriggerKind,
  nowMs: number,
): Promise<UsableExit | { problem: string } | null> {
  const rows = await deps.db
    .selectFrom('exit_orders')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('wallet_address', '=', wallet)
    .where('token_id', '=', tokenId)
    .where('status', '=', 'armed')
    .where('trigger', 'in', ['any', kind])
    // One the agent also submitted as a trade is spent: the venue takes a signed order once.
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('orders').select('order_hash').whereRef('orders.order_hash', '=', 'exit_orders.order_hash'))))
    .orderBy('created_at', 'desc')
    .execute();
  let problem: string | null = null;
  for (const row of rows) {
    try {
      const input = JSON.parse(row.request) as ArmExitInput;
      return { order: await verifyExit(deps, agentId, input, nowMs), signed: input.order, orderType: row.order_type as ExitOrderType };
    } catch (error) {
      problem ??= `the armed exit order ${row.order_hash} no longer verifies (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  return problem === null ? null : { problem };
}

export async function markExitOrderUsed(trx: Db, orderHash: string, now: Date): Promise<void> {
  await trx.updateTable('exit_orders').set({ status: 'used', updated_at: now }).where('order_hash', '=', orderHash).execute();
}
