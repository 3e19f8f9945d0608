import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { OrderRow } from '../db/schema.js';
import { notFound } from '../errors.js';
import { atomicText as text } from '../money.js';
import { ORDER_STATUS, STATUS_NAMES } from '../accounts/order-status.js';



export interface OrderRecord {
  orderId: string;
  aiAgentId: string;
  userId: string;
  marketConditionId: string;
  marketQuestion: string;
  orderStatus: number;
  side: string;
  outcome: string;
  orderSize: string;
  matchedSize: string;
  feeAmount: string;
  price: string;
  orderType: string;
  expirationTime: string;
  createdAt: string;
}

export function orderRecord(row: OrderRow, userId: string): OrderRecord {
  return {
    orderId: row.order_hash,
    aiAgentId: row.agent_id,
    userId,
    marketConditionId: row.market_condition_id,
    marketQuestion: row.market_question,
    orderStatus: row.status,
    side: row.side,
    outcome: row.outcome,
    orderSize: text(row.size),
    matchedSize: text(row.matched_size),
    feeAmount: text(row.fee_amount),
    price: text(row.price),
    orderType: row.order_type,
    expirationTime: row.expiration,
    createdAt: String(row.created_at.getTime()),
  };
}

export interface OrderDetail {
  orderId: string;
  status: string;
  owner: string;
  makerAddress: string;
  market: string;
  assetId: string;
  side: string;
  originalSize: string;
  sizeMatched: string;
  price: string;
  outcome: string;
  expiration: string;
  orderType: string;
  associateTrades: string[];
  orderVersion: number;
  createdAt: number;
  localOrderStatus: number;
  marketQuestion: string;
  aiAgentId: string;
}

const agentUser = (db: Db, agentId: string) =>
  db.selectFrom('agents').select('user_id').where('id', '=', agentId).executeTakeFirstOrThrow().then((r) => r.user_id);

/** One of the agent's orders; another agent's order is "not found", never "forbidden". */
export async function findAgentOrder(db: Db, agentId: string, orderHash: string, venue: string): Promise<OrderRow> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_hash', '=', orderHash)
    .where('agent_id', '=', agentId)
    .where('venue', '=', venue)
    .executeTakeFirst();
  if (!row) throw notFound('order_not_found', `No order ${orderHash} of this agent on ${venue}.`);
  return row;
}

export async function orderDetail(db: Db, agentId: string, orderHash: string, venue: string): Promise<OrderDetail> {
  const row = await findAgentOrder(db, agentId, orderHash, venue);
  const fills = await db.selectFrom('fills').select('id').where('order_hash', '=', orderHash).orderBy('id').execute();
  return {
    orderId: row.order_hash,
    status: STATUS_NAMES[row.status]!,
    owner: row.owner ?? '',
    makerAddress: row.wallet_address,
    market: row.market_condition_id,
    assetId: row.token_id,
    side: row.side,
    originalSize: text(row.size),
    sizeMatched: text(row.matched_size),
    price: text(row.price),
    outcome: row.outcome,
    expiration: row.expiration,
    orderType: row.order_type,
    associateTrades: fills.map((f) => f.id),
    orderVersion: row.order_version,
    createdAt: row.created_at.getTime(),
    localOrderStatus: row.status,
    marketQuestion: row.market_question,
    aiAgentId: row.agent_id,
  };
}

/** The agent's LIVE orders on a venue, newest first. */
export async function openOrders(db: Db, agentId: string, venue: string, market: string | undefined, limit: number): Promise<OrderRecord[]> {
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('venue', '=', venue)
    .where('status', '=', ORDER_STATUS.live);
  if (market) query = query.where('market_condition_id', '=', market);
  const [rows, userId] = await Promise.all([query.orderBy('created_at', 'desc').limit(limit).execute(), agentUser(db, agentId)]);
  return rows.map((row) => orderRecord(row, userId));
}

/** Every order of the agent, any status, newest first. */
export async function orderHistory(
  db: Db,
  agentId: string,
  filter: { venue: string; market?: string; status?: number; limit: number; offset: number },
): Promise<{ total: number; limit: number; offset: number; orders: OrderRecord[] }> {
  let query = db.selectFrom('orders').where('agent_id', '=', agentId).where('venue', '=', filter.venue);
  if (filter.market) query = query.where('market_condition_id', '=', filter.market);
  if (filter.status) query = query.where('status', '=', filter.status);
  const [{ total }, rows, userId] = await Promise.all([
    query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    query.selectAll().orderBy('created_at', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    agentUser(db, agentId),
  ]);
  return { total: Number(total), limit: filter.limit, offset: filter.offset, orders: rows.map((row) => orderRecord(row, userId)) };
}
