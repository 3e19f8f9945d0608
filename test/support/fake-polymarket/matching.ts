import type { OrderResponse } from '@polymarket/clob-client-v2';
import { keccak256, toHex } from 'viem';
import { MARKET_MAKER, type RestingEntry, type Side } from './book.js';
import { formatAtomic, notional, ONE } from './decimal.js';
import type { IncomingOrder } from './order-intake.js';
import type { FakeState, OrderRecord, OrderStatus, TradeRecord } from './state.js';

/**
 * Price-time matching of an accepted order against its token's book. Orders trade in shares: a BUY
 * takes up to its takerAmount in shares from asks priced at or under its limit (paying each maker's
 * price, so a better price means spending less), a SELL gives its makerAmount in shares to bids at or
 * over its limit. Each maker order filled makes one trade.
 */

export const FOK_NOT_FILLED = "order couldn't be fully filled. FOK orders are fully filled or killed.";
export const FAK_NOT_FILLED =
  'no orders found to match with FAK order. FAK orders are partially filled or killed if no match is found.';
export const POST_ONLY_CROSSES = 'invalid post-only order: order crosses book';

export type Placement = { ok: true; response: OrderResponse } | { ok: false; message: string };

const opposite = (side: Side): Side => (side === 'BUY' ? 'SELL' : 'BUY');

/** Dollars with two decimals, as in "invalid amount for a marketable BUY order ($0.30), min size: $1". */
function dollars(units: bigint): string {
  const cents = (units + 5_000n) / 10_000n;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** Records a fill of `maker` (a resting entry) against a taker; returns the trade. */
function fill(
  state: FakeState,
  taker: { orderId: string; side: Side; owner: string; makerAddress: string },
  entry: RestingEntry,
  shares: bigint,
  tokenId: string,
): TradeRecord {
  const book = state.books.get(tokenId)!;
  const trade = state.newTrade({
    takerOrderId: taker.orderId,
    token: book.token,
    side: taker.side,
    size: shares,
    price: entry.price,
    owner: taker.owner,
    makerAddress: taker.makerAddress,
    makerOrders: [
      {
        orderId: entry.orderId,
        owner: entry.owner,
        makerAddress: entry.makerAddress,
        matchedAmount: shares,
        price: entry.price,
        side: opposite(taker.side),
      },
    ],
  });
  entry.remaining -= shares;
  if (!entry.synthetic) {
    const maker = state.orders.get(entry.orderId);
    if (maker) {
      maker.sizeMatched += shares;
      maker.associateTrades.push(trade.id);
      if (entry.remaining === 0n) maker.status = 'MATCHED';
    }
  }
  book.lastTradePrice = entry.price;
  book.lastTradeSide = taker.side;
  return trade;
}

export function placeOrder(state: FakeState, incoming: IncomingOrder): Placement {
  const { id, side, orderType, shares, limitNum, limitDen, token } = incoming;
  // Once the CLOB has taken an order in, matched or killed, the same signed order is a duplicate.
  if (state.seenOrderIds.has(id)) return { ok: false, message: `order ${id} is invalid. Duplicated.` };
  state.seenOrderIds.add(id);
  const book = state.books.get(token.tokenId)!;
  const against = side === 'BUY' ? book.asks : book.bids;
  const crosses = (entry: RestingEntry) =>
    side === 'BUY' ? entry.price * limitDen <= limitNum * ONE : entry.price * limitDen >= limitNum * ONE;

  let crossable = 0n;
  for (const entry of against) {
    if (!crosses(entry) || crossable >= shares) break;
    crossable += entry.remaining;
  }
  if (incoming.postOnly && crossable > 0n) return { ok: false, message: POST_ONLY_CROSSES };
  if (side === 'BUY' && crossable > 0n && incoming.makerAmount < ONE) {
    return { ok: false, message: `invalid amount for a marketable BUY order ($${dollars(incoming.makerAmount)}), min size: $1` };
  }
  if (orderType === 'FOK' && crossable < shares) return { ok: false, message: FOK_NOT_FILLED };
  if (orderType === 'FAK' && crossable === 0n) return { ok: false, message: FAK_NOT_FILLED };

  const order: OrderRecord = {
    id,
    owner: incoming.apiKey.key,
    makerAddress: incoming.makerAddress,
    signer: incoming.signer,
    token,
    side,
    orderType,
    price: incoming.price,
    originalSize: shares,
    sizeMatched: 0n,
    status: 'LIVE',
    createdAt: state.nowSeconds(),
    expiration: incoming.expiration,
    associateTrades: [],
  };
  state.orders.set(id, order);

  const trades: TradeRecord[] = [];
  let making = 0n;
  let taking = 0n;
  let remaining = shares;
  const taker = { orderId: id, side, owner: order.owner, makerAddress: order.makerAddress };
  while (remaining > 0n) {
    const entry = against[0];
    if (!entry || !crosses(entry)) break;
    const size = remaining < entry.remaining ? remaining : entry.remaining;
    const usdc = notional(size, entry.price);
    const trade = fill(state, taker, entry, size, token.tokenId);
    if (entry.remaining === 0n) against.shift();
    remaining -= size;
    order.sizeMatched += size;
    order.associateTrades.push(trade.id);
    making += side === 'BUY' ? usdc : size;
    taking += side === 'BUY' ? size : usdc;
    trades.push(trade);
  }

  if (remaining > 0n && (orderType === 'GTC' || orderType === 'GTD')) {
    book.add(side, {
      orderId: id,
      price: order.price,
      remaining,
      seq: state.nextSeq(),
      owner: order.owner,
      makerAddress: order.makerAddress,
      synthetic: false,
    });
  } else {
    // Filled, or a FOK/FAK whose unfilled rest is killed.
    order.status = 'MATCHED';
  }

  const matched = trades.length > 0;
  return {
    ok: true,
    response: {
      success: true,
      errorMsg: '',
      orderID: id,
      takingAmount: matched ? formatAtomic(taking) : '',
      makingAmount: matched ? formatAtomic(making) : '',
      status: matched ? 'matched' : 'live',
      transactionsHashes: trades.map((trade) => trade.transactionHash).filter((hash) => hash.length > 0),
      tradeIDs: trades.map((trade) => trade.id),
    },
  };
}

/**
 * A counterparty takes `shares` (default: all that is left) of a resting order: one trade in which
 * the order is the maker, at its own price.
 */
export function fillRestingOrder(state: FakeState, orderId: string, shares?: bigint): TradeRecord {
  const order = state.orders.get(orderId);
  if (!order || order.status !== 'LIVE') throw new Error(`order ${orderId} is not resting`);
  const book = state.books.get(order.token.tokenId)!;
  const entry = book.sideOf(order.side).find((candidate) => candidate.orderId === orderId);
  if (!entry) throw new Error(`order ${orderId} is not on the book`);
  const size = shares === undefined || shares > entry.remaining ? entry.remaining : shares;
  if (size <= 0n) throw new Error('a fill needs a positive size');
  const takerOrderId = keccak256(toHex(`fake-polymarket counterparty ${orderId} ${state.nextSeq()}`));
  const trade = fill(
    state,
    { orderId: takerOrderId, side: opposite(order.side), owner: MARKET_MAKER.owner, makerAddress: MARKET_MAKER.address },
    entry,
    size,
    order.token.tokenId,
  );
  book.prune();
  return trade;
}

/** Takes a live order off the book with a final status. */
export function endOrder(state: FakeState, order: OrderRecord, status: OrderStatus): void {
  order.status = status;
  state.books.get(order.token.tokenId)?.remove(order.id);
}
