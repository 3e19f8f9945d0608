import type { Db } from '../db/connect.js';
import type { OrderRow } from '../db/schema.js';
import { atomicText as text, SETTINGS_PER_USDC_UNIT } from '../money.js';
import type { RiskSettings } from '../accounts/risk-settings.js';
import type { TodayUsage } from '../accounts/limits.js';
import { ORDER_STATUS } from '../accounts/order-status.js';
import { recordEvents, type WebhookEvent } from './outbox.js';

/** An order event's payload: prices, sizes and cash as decimal strings (shares and USDC have 6 decimals). Pass the order as written by the change it reports. */
export function orderEvent(
  kind: 'order.filled' | 'order.canceled',
  order: OrderRow,
  at: Date,
  fill?: { size: bigint; notional: bigint },
): WebhookEvent {
  return {
    agentId: order.agent_id,
    kind,
    at,
    payload: {
      orderId: order.order_hash,
      venue: order.venue,
      marketConditionId: order.market_condition_id,
      tokenId: order.token_id,
      outcome: order.outcome,
      side: order.side,
      price: text(order.price),
      size: text(order.size),
      matchedSize: text(order.matched_size),
      ...(fill ? { fillSize: text(fill.size), fillAmount: text(fill.notional) } : {}),
    },
  };
}

/**
 * The events reporting a daily limit the trade just counted has reached: once per limit and day, because only
 * the trade that moves the counter from below the limit to it reports. `today` is the day's
 * counters with the trade in them; `amount` is the USDC the trade left counted.
 */
export function limitReachedEvents(agentId: string, day: string, settings: RiskSettings, today: TodayUsage, amount: bigint, at: Date): WebhookEvent[] {
  return limitsReached(settings, today, amount).map((limit) => ({ agentId, kind: 'limit.reached', at, payload: { ...limit, day } }));
}

/** The daily limits a trade that left `amount` counted brought to their value (see limitReachedEvents). */
function limitsReached(settings: RiskSettings, today: TodayUsage, amount: bigint): Array<{ limit: string; value: string; used: string }> {
  if (!settings.tradeLimitEnabled) return [];
  const maxAmount = settings.dailyTradeAmountLimit / SETTINGS_PER_USDC_UNIT;
  const used = today.amount;
  const reached: Array<{ limit: string; value: string; used: string }> = [];
  if (today.trades === settings.maxTradesPerDay) {
    reached.push({ limit: 'maxTradesPerDay', value: String(settings.maxTradesPerDay), used: String(today.trades) });
  }
  if (used >= maxAmount && used - amount < maxAmount) {
    reached.push({ limit: 'dailyTradeAmountLimit', value: text(maxAmount), used: text(used) });
  }
  return reached;
}

/** A `market.resolved` event for every agent holding a position or a live order in the market. */
export async function recordMarketResolved(
  db: Db,
  resolution: { conditionId: string; winningOutcome: string; winningTokenId: string; source: string },
  at: Date,
): Promise<void> {
  const holders = await db
    .selectFrom('positions')
    .select('agent_id')
    .where('market_condition_id', '=', resolution.conditionId)
    .where('size', '>', '0')
    .union(db.selectFrom('orders').select('agent_id').where('market_condition_id', '=', resolution.conditionId).where('status', '=', ORDER_STATUS.live))
    .execute();
  const payload = {
    conditionId: resolution.conditionId,
    winningOutcome: resolution.winningOutcome,
    winningTokenId: resolution.winningTokenId,
    source: resolution.source,
    resolvedAt: String(at.getTime()),
  };
  await recordEvents(db, holders.map(({ agent_id }) => ({ agentId: agent_id, kind: 'market.resolved' as const, at, payload })));
}
