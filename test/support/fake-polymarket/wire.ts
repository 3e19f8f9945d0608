import { Side as ClobSide, type OpenOrder, type OrderResponse, type Trade } from '@polymarket/clob-client-v2';
import type { Side } from './book.js';
import { formatAtomic } from './decimal.js';
import type { OrderRecord, TradeRecord } from './state.js';

/** The CLOB's JSON for orders and trades (clob-client-v2 types/clob.ts): sizes and prices as decimal text. */

const clobSide = (side: Side): ClobSide => (side === 'BUY' ? ClobSide.BUY : ClobSide.SELL);

export function openOrderJson(order: OrderRecord): OpenOrder {
  return {
    id: order.id,
    status: order.status,
    owner: order.owner,
    maker_address: order.makerAddress,
    market: order.token.market.conditionId,
    asset_id: order.token.tokenId,
    side: order.side,
    original_size: formatAtomic(order.originalSize),
    size_matched: formatAtomic(order.sizeMatched),
    price: formatAtomic(order.price),
    associate_trades: [...order.associateTrades],
    outcome: order.token.outcome,
    created_at: order.createdAt,
    expiration: order.expiration.toString(),
    order_type: order.orderType,
  };
}

/**
 * A trade as `viewer` (an API key) sees it: the top-level fields describe the taker order, and
 * trader_side says whether the viewer was the taker or owns one of the maker orders.
 */
export function tradeJson(trade: TradeRecord, viewer?: string): Trade {
  const asMaker = viewer !== undefined && trade.owner !== viewer && trade.makerOrders.some((maker) => maker.owner === viewer);
  return {
    id: trade.id,
    taker_order_id: trade.takerOrderId,
    market: trade.token.market.conditionId,
    asset_id: trade.token.tokenId,
    side: clobSide(trade.side),
    size: formatAtomic(trade.size),
    fee_rate_bps: '0',
    price: formatAtomic(trade.price),
    status: trade.status,
    match_time: String(trade.matchTime),
    last_update: String(trade.lastUpdate),
    outcome: trade.token.outcome,
    bucket_index: 0,
    owner: trade.owner,
    maker_address: trade.makerAddress,
    maker_orders: trade.makerOrders.map((maker) => ({
      order_id: maker.orderId,
      owner: maker.owner,
      maker_address: maker.makerAddress,
      matched_amount: formatAtomic(maker.matchedAmount),
      price: formatAtomic(maker.price),
      fee_rate_bps: '0',
      asset_id: trade.token.tokenId,
      outcome: trade.token.outcome,
      side: clobSide(maker.side),
    })),
    transaction_hash: trade.transactionHash,
    trader_side: asMaker ? 'MAKER' : 'TAKER',
  };
}

/** A refusal inside POST /orders' 200 array, shaped like the docs' example of a per-order error. */
export function batchErrorJson(message: string): OrderResponse {
  return { errorMsg: message, orderID: '', takingAmount: '', makingAmount: '', status: '', success: true };
}
