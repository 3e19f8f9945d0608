import { sql, type Insertable, type RawBuilder } from 'kysely';
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

/** The columns of the orders a statement placed that placedOrdersLog reads: its `placed` CTE must return them. */
export const PLACED_FOR_LOG = sql.raw('order_hash, agent_id, venue, market_condition_id, market_question, side, outcome, size, notional, wallet_address, created_at');

/**
 * The trade-log rows of the orders a statement placed (its CTE `placed`, returning PLACED_FOR_LOG),
 * each as tradeLogRow writes an order's, from the order's own row; only what the order row does not
 * hold (skill_slug, source_tag, reasoning) comes from `texts` (a relation aliased t, matched by `on`).
 * Sent as rows of their own, they repeated every value of the order rows: a fifth of each trade's
 * JSON, for the service to write and the server to read.
 */
export function placedOrdersLog(texts: RawBuilder<unknown>, on: RawBuilder<boolean>): RawBuilder<unknown> {
  return sql`insert into trade_log (agent_id, platform, order_id, market_condition_id, market_condition_name, skill_slug, source_tag, reasoning,
      action_type, direction, order_size, amount, wallet_address, created_at)
    select p.agent_id, p.venue, p.order_hash, p.market_condition_id, p.market_question, t.skill_slug, t.source_tag, t.reasoning,
      p.side, p.outcome, p.size, p.notional, p.wallet_address, p.created_at
    from placed p join ${texts} on ${on}`;
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
