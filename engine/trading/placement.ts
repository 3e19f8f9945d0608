import type { PublicClient } from 'viem';
import type { CredentialsKeyRing } from '../auth/credentials-key.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connect.js';
import type { OrderRow } from '../db/schema.js';
import { ApiError, badRequest, conflict, forbidden } from '../errors.js';
import { currentMarket } from '../markets/market-state.js';
import { utcDayWindow } from '../rate-limits.js';
import { getRiskSettings } from '../accounts/risk-settings.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import { verifyOrder, type OrderType, type SignedOrder, type VerifiedOrder } from '../venues/venue_a/order-verification.js';
import { matchOrder, notional, type Fill } from '../venues/venue_a/sim/matching.js';
import { bookAt, type PriceSource } from '../venues/venue_a/sim/order-book.js';
import { loadCredentials, WALLET_STATUS } from '../wallets/credentials.js';
import { addToPosition, freeShares, lockAgent, marketExposure, moveCash, reserveShares, takeFromPosition, type PositionKey } from '../accounts/ledger.js';
import { checkOrderLimits, countTrade, uncountAmount, type TodayUsage } from '../accounts/limits.js';
import { ORDER_STATUS } from '../accounts/order-status.js';
import { writeTradeLog } from '../accounts/trade-log.js';
import { recordEvent } from '../webhooks/outbox.js';
import { orderEvent, recordLimitReached } from '../webhooks/trading-events.js';

export interface TradeInput {
  marketConditionId: string;
  marketQuestion?: string;
  orderSize: number | string;
  price: number | string;
  order: SignedOrder;
  venue?: 'venue_a';
  isLimitOrder?: boolean;
  orderType?: OrderType;
  walletAddress?: string;
  owner?: string;
  deferExec?: boolean;
  negRisk?: boolean;
  funderAddress?: string;
  postOnly?: boolean;
  feeAmount?: number | string;
  reasoning?: string;
  source?: string;
  skillSlug?: string;
  expirationTime?: number;
}

export interface TradeResult {
  orderId: string;
  status: string;
  submittedAt: string;
}

export interface TradingDeps {
  db: Db;
  evm: PublicClient | null;
  prices: PriceSource;
  clock: Clock;
  keys: CredentialsKeyRing;
}

const result = (row: Pick<OrderRow, 'order_hash' | 'placement' | 'created_at'>): TradeResult => ({
  orderId: row.order_hash,
  status: row.placement,
  submittedAt: row.created_at.toISOString(),
});

/** Splits the order's cash over its fills so that the fills add up to it exactly. */
function fillNotionals(fills: readonly Fill[], total: bigint, side: 'BUY' | 'SELL'): bigint[] {
  const each = fills.map((fill) => notional([fill], side));
  const drift = total - each.reduce((a, b) => a + b, 0n);
  if (each.length) each[each.length - 1]! += drift;
  return each;
}

/** Verifies a client's signed order against the market, the agent's wallets and the request's fields. */
export async function verifiedOrder(deps: TradingDeps, agentId: string, input: TradeInput, market: VenueAMarket, orderType: OrderType, nowMs: number): Promise<VerifiedOrder> {
  const wallets = await deps.db
    .selectFrom('wallet_credentials')
    .select('wallet_address')
    .where('agent_id', '=', agentId)
    .where('status', '=', WALLET_STATUS.active)
    .execute();
  if (!wallets.length) {
    throw forbidden('no_wallet', 'This agent has no wallet: link one (POST /wallet/link) or register credentials (POST /wallet/credentials) first.');
  }
  const order = await verifyOrder(input.order, {
    market,
    marketConditionId: input.marketConditionId,
    price: input.price,
    orderSize: input.orderSize,
    orderType,
    ...(input.expirationTime !== undefined ? { expirationTime: input.expirationTime } : {}),
    wallets: new Set(wallets.map((w) => w.wallet_address)),
    evm: deps.evm,
    nowMs,
  });
  const same = (a: string | undefined, b: string) => a === undefined || a.toLowerCase() === b.toLowerCase();
  if (!same(input.walletAddress, order.maker)) throw badRequest('wallet_mismatch', `walletAddress must be the order's maker ${order.maker}.`);
  if (!same(input.funderAddress, order.maker)) throw badRequest('funder_mismatch', `funderAddress must be the order's maker ${order.maker}.`);
  if (input.negRisk !== undefined && input.negRisk !== market.negRisk) {
    throw badRequest('neg_risk_mismatch', `negRisk must be ${market.negRisk} for this market.`);
  }
  if (input.owner !== undefined) {
    const credentials = await loadCredentials({ db: deps.db, keys: deps.keys }, agentId, order.maker).catch(() => null);
    if (credentials?.apiKey !== input.owner) {
      throw badRequest('owner_mismatch', 'owner must be the venue API key registered for the maker wallet (POST /wallet/credentials).');
    }
  }
  return order;
}

/**
 * The venue_a pipeline of DESIGN section 6, run inside the agent's actor: verify, then in one
 * transaction under the agent's row lock: kill switch, then executeOrder. Any refusal rolls back
 * all of it, counters included.
 */
export async function placeOrder(deps: TradingDeps, agentId: string, input: TradeInput): Promise<TradeResult> {
  const nowMs = deps.clock.now();
  // With its resolution overlaid: verification refuses a resolved market as closed.
  const market = await currentMarket(deps.db, input.marketConditionId);
  if (!market) throw badRequest('unknown_market', `No venue_a market has condition id ${input.marketConditionId}; find markets at GET /markets.`);
  const orderType: OrderType = input.orderType ?? (input.isLimitOrder === false ? 'FOK' : 'GTC');
  if (input.postOnly && (orderType === 'FOK' || orderType === 'FAK')) {
    throw badRequest('post_only_not_allowed', 'postOnly is only for GTC and GTD orders.');
  }
  const order = await verifiedOrder(deps, agentId, input, market, orderType, nowMs);

  return deps.db.transaction().execute(async (trx) => {
    const agent = await lockAgent(trx, agentId);
    const existing = await trx.selectFrom('orders').select(['order_hash', 'placement', 'created_at', 'agent_id']).where('order_hash', '=', order.orderHash).executeTakeFirst();
    if (existing) {
      if (existing.agent_id !== agentId) throw conflict('order_exists', 'This signed order was already submitted by another agent.');
      return result(existing);
    }
    if (agent.halted) throw forbidden('agent_halted', 'Trading is halted for this agent by an operator.');
    const execution = await executeOrder(trx, deps, agentId, market, order, {
      orderType,
      postOnly: input.postOnly ?? false,
      owner: input.owner ?? null,
      log: { skillSlug: input.skillSlug ?? null, source: input.source ?? null, reasoning: input.reasoning ?? null },
      riskExit: false,
      nowMs,
    });
    return execution.result;
  });
}

/** An order ready for the book: a client's verified order, or an exit the service built itself. */
export type BookOrder = Pick<VerifiedOrder, 'side' | 'tokenId' | 'outcomeIndex' | 'outcome' | 'price' | 'size' | 'notional' | 'expiration' | 'signatureType'> & {
  orderHash: string;
  maker: string;
  signer: string;
  /** The EIP-712 domain version it was signed under; 0 for an exit the service built. */
  version: number;
};

export interface ExecutionOptions {
  orderType: OrderType;
  postOnly: boolean;
  owner: string | null;
  log: { skillSlug: string | null; source: string | null; reasoning: string | null };
  /**
   * A stop-loss / take-profit exit. Exits are counted in today's counters but never refused by a
   * limit: every limit bounds how much risk an agent takes on, and refusing a sale that reduces
   * risk would turn a limit into a loss. The trade log records what the exit traded.
   */
  riskExit: boolean;
  nowMs: number;
}

export interface Execution {
  result: TradeResult;
  filled: bigint;
  /** Cash of the fills (atomic USDC). */
  notional: bigint;
}

/**
 * The shared part of every venue_a order, inside the caller's transaction after lockAgent and the
 * kill-switch decision: limits and counters, matching on the book, money and positions, the order
 * row, its fills and the trade-log row.
 */
export async function executeOrder(trx: Db, deps: TradingDeps, agentId: string, market: VenueAMarket, order: BookOrder, options: ExecutionOptions): Promise<Execution> {
  const { orderType, nowMs } = options;
  const now = new Date(nowMs);
  const isBuy = order.side === 'BUY';
  const { day } = utcDayWindow(nowMs);
  // A risk exit is counted but never refused by a limit, so it reads no settings.
  const settings = options.riskExit ? null : (await getRiskSettings(trx, agentId)).settings;
  let counted: TodayUsage | null = null;
  if (settings) {
    checkOrderLimits({
      settings,
      notional: order.notional,
      marketExposure: isBuy ? await marketExposure(trx, agentId, market.conditionId) : 0n,
      isBuy,
    });
    counted = await countTrade(trx, agentId, day, order.notional, settings);
  }

  const match = matchOrder(bookAt(deps.prices, market, order.outcomeIndex, nowMs), {
    side: order.side,
    price: order.price,
    size: order.size,
    type: orderType,
    postOnly: options.postOnly,
  });
  if (match.outcome === 'rejected_post_only') throw badRequest('post_only_crosses', 'invalid post-only order: order crosses book.');
  if (match.filled === 0n && match.outcome === 'killed') {
    throw badRequest(
      orderType === 'FOK' ? 'fok_not_filled' : 'fak_not_filled',
      orderType === 'FOK'
        ? "order couldn't be fully filled. FOK orders are fully filled or killed."
        : 'no orders found to match with FAK order. FAK orders are partially filled or killed if no match is found.',
    );
  }
  const resting = match.outcome === 'resting' || match.outcome === 'partially_filled_resting' ? match.remaining : 0n;
  const key: PositionKey = { agentId, wallet: order.maker, tokenId: order.tokenId };
  const meta = { venue: 'venue_a', conditionId: market.conditionId, outcome: order.outcome };
  let reservedCash = 0n;
  if (isBuy) {
    reservedCash = resting > 0n ? notional([{ price: order.price, size: resting }], 'BUY') : 0n;
    await moveCash(trx, agentId, -(match.notional + reservedCash));
    if (match.filled > 0n) await addToPosition(trx, key, meta, match.filled, match.notional, now);
  } else {
    if ((await freeShares(trx, key)) < order.size) {
      throw badRequest('insufficient_position', `The wallet ${order.maker} does not hold ${order.size} free shares of this outcome to sell.`);
    }
    if (match.filled > 0n) {
      await takeFromPosition(trx, key, match.filled, match.notional, false, now);
      await moveCash(trx, agentId, match.notional);
    }
    if (resting > 0n) await reserveShares(trx, key, resting, now);
  }
  if (!settings || !counted) {
    await countTrade(trx, agentId, day, match.notional, null);
  } else {
    // Counted at the limit price in full; keep only what traded or still rests.
    const committed = match.notional + notional([{ price: order.price, size: resting }], order.side);
    const given = order.notional - committed;
    await uncountAmount(trx, agentId, day, given);
    await recordLimitReached(trx, agentId, day, settings, { trades: counted.trades, amount: counted.amount - given }, committed, now);
  }

  const placement = resting > 0n ? 'live' : 'matched';
  const row = await trx
    .insertInto('orders')
    .values({
      order_hash: order.orderHash,
      agent_id: agentId,
      venue: 'venue_a',
      wallet_address: order.maker,
      signer: order.signer,
      owner: options.owner,
      market_id: market.id,
      market_condition_id: market.conditionId,
      market_question: market.question,
      token_id: order.tokenId,
      outcome: order.outcome,
      side: order.side,
      price: order.price,
      size: order.size,
      matched_size: match.filled,
      matched_notional: match.notional,
      fee_amount: 0n,
      order_type: orderType,
      post_only: options.postOnly,
      expiration: BigInt(order.expiration),
      order_version: order.version,
      signature_type: order.signatureType,
      status: resting > 0n ? ORDER_STATUS.live : ORDER_STATUS.matched,
      placement,
      reserved_cash: reservedCash,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const cash = fillNotionals(match.fills, match.notional, order.side);
  if (match.fills.length) {
    await trx
      .insertInto('fills')
      .values(
        match.fills.map((fill, i) => ({
          order_hash: order.orderHash,
          agent_id: agentId,
          token_id: order.tokenId,
          side: order.side,
          price: fill.price,
          size: fill.size,
          notional: cash[i]!,
          created_at: now,
        })),
      )
      .execute();
  }
  await writeTradeLog(trx, {
    agentId,
    platform: 'venue_a',
    orderId: order.orderHash,
    conditionId: market.conditionId,
    conditionName: market.question,
    skillSlug: options.log.skillSlug,
    source: options.log.source,
    reasoning: options.log.reasoning,
    actionType: order.side,
    direction: order.outcome,
    // An exit sells whatever the book takes: its row says what it traded, not what it offered.
    orderSize: options.riskExit ? match.filled : order.size,
    amount: options.riskExit ? match.notional : order.notional,
    walletAddress: order.maker,
    now,
  });
  if (match.filled > 0n) await recordEvent(trx, orderEvent('order.filled', row, now, { size: match.filled, notional: match.notional }));
  return { result: { orderId: order.orderHash, status: placement, submittedAt: now.toISOString() }, filled: match.filled, notional: match.notional };
}

export interface BatchResult {
  total: number;
  succeeded: number;
  failed: number;
  results: Array<TradeResult | { orderId: string | null; status: 'failed'; submittedAt: string; errorCode: string; error: string }>;
}

/** Orders in sequence, each with the single-trade logic and its own answer. */
export async function placeBatch(deps: TradingDeps, agentId: string, inputs: TradeInput[]): Promise<BatchResult> {
  const results: BatchResult['results'] = [];
  for (const input of inputs) {
    try {
      results.push(await placeOrder(deps, agentId, input));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      results.push({ orderId: null, status: 'failed', submittedAt: new Date(deps.clock.now()).toISOString(), errorCode: error.code, error: error.message });
    }
  }
  const succeeded = results.filter((r) => r.status !== 'failed').length;
  return { total: inputs.length, succeeded, failed: inputs.length - succeeded, results };
}
