import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { TradeLogRow, TradeLogTable } from '../db/schema.js';
import { decimalText, USDC_SCALE } from '../money.js';

export type Venue = 'venue_a' | 'venue_b';

export interface TradeLogInput {
  agentId: string;
  platform: Venue;
  orderId: string | null;
  conditionId: string;
  conditionName: string;
  skillSlug?: string | null;
  source?: string | null;
  reasoning?: string | null;
  actionType: string;
  direction: string;
  orderSize: bigint;
  amount: bigint;
  walletAddress: string | null;
  now: Date;
}

/** The agent's decision log: one row per accepted order, with its reasoning. */
export async function writeTradeLog(trx: Db, input: TradeLogInput): Promise<void> {
  await trx.insertInto('trade_log').values(tradeLogRow(input)).execute();
}

/** A trade-log row as written, for a statement that writes it along with something else. */
export function tradeLogRow(input: TradeLogInput): Insertable<TradeLogTable> {
  return {
    agent_id: input.agentId,
    platform: input.platform,
    order_id: input.orderId,
    market_condition_id: input.conditionId,
    market_condition_name: input.conditionName,
    skill_code: null,
    skill_slug: input.skillSlug ?? null,
    source_tag: input.source ?? null,
    reasoning: input.reasoning ?? null,
    action_type: input.actionType,
    direction: input.direction,
    order_size: input.orderSize,
    amount: input.amount,
    wallet_address: input.walletAddress,
    created_at: input.now,
  };
}

export interface TradeLogEntry {
  createdAt: string;
  marketConditionId: string;
  marketConditionName: string;
  skillCode: string | null;
  skillSlug: string | null;
  sourceTag: string | null;
  reasoning: string | null;
  platform: string;
  actionType: string;
  direction: string;
  orderSize: string;
  amount: string;
  walletAddress: string | null;
  orderId: string | null;
}

function entry(row: TradeLogRow): TradeLogEntry {
  return {
    createdAt: String(row.created_at.getTime()),
    marketConditionId: row.market_condition_id,
    marketConditionName: row.market_condition_name,
    skillCode: row.skill_code,
    skillSlug: row.skill_slug,
    sourceTag: row.source_tag,
    reasoning: row.reasoning,
    platform: row.platform,
    actionType: row.action_type,
    direction: row.direction,
    orderSize: decimalText(BigInt(row.order_size), USDC_SCALE),
    amount: decimalText(BigInt(row.amount), USDC_SCALE),
    walletAddress: row.wallet_address,
    orderId: row.order_id,
  };
}

/** Newest first; with venue `all` both venues' rows merge into one timeline. */
export async function listTrades(
  db: Db,
  agentId: string,
  venue: Venue | 'all',
  limit: number,
  offset: number,
): Promise<{ total: number; limit: number; offset: number; venue: string; trades: TradeLogEntry[] }> {
  let query = db.selectFrom('trade_log').where('agent_id', '=', agentId);
  if (venue !== 'all') query = query.where('platform', '=', venue);
  const [{ total }, rows] = await Promise.all([
    query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { total: Number(total), limit, offset, venue, trades: rows.map(entry) };
}
