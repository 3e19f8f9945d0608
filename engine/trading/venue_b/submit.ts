import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { VersionedTransaction } from '@solana/web3.js';
import { sql, type QueryCreator } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Database, VenueBOrderRow } from '../../db/schema.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import { utcDayWindow } from '../../rate-limits.js';
import { getRiskSettings } from '../../accounts/risk-settings.js';
import { lockAgent, marketExposure } from '../../accounts/ledger.js';
import { checkOrderLimits, countTrade, uncountTrade } from '../../accounts/limits.js';
import { writeTradeLog } from '../../accounts/trade-log.js';
import { QUOTE_GRACE_MS, quoteKey, type StoredQuote, type VenueBDeps } from './quotes.js';
import { solanaWeb3 } from './solana-web3.js';
import { transactionId, verifySignatures } from '../../venues/venue_b/transaction-check.js';
import type { VenueBAction, VenueBSide } from '../../venues/venue_b/port.js';

export interface SubmitRequest {
  marketTicker: string;
  side: VenueBSide;
  action: VenueBAction;
  amount?: bigint;
  shares?: bigint;
  userPublicKey: string;
  signedTransaction: string;
  quoteId: string;
  destinationWallet?: string;
  skillSlug?: string;
  source?: string;
  reasoning?: string;
}

export interface SubmitAnswer {
  orderId: string;
  venueOrderId: string;
  status: string;
  filledSize: string;
  avgPrice: string;
  txHash: string;
  syncedToMkOrder: boolean;
  syncedToStrategyLog: boolean;
  venue: 'venue_b';
  aiAgentId: string;
  userId: string;
}

const newQuote = 'Request a new quote with POST /venue_b/agent/quote.';

export interface SubmitDeps extends VenueBDeps {
  /** Has the tracking job follow an order to a terminal status. */
  track(orderId: string): Promise<void>;
}

/**
 * Submit, inside the agent's actor. The quote is taken atomically (one of any number of concurrent
 * submits gets it); the signed transaction must carry exactly the quoted message and valid
 * signatures. Then three steps, none of which holds the agent's row lock across the venue call:
 * reserve (the limits counted, the order row and its trade-log row written, in one transaction),
 * broadcast, and record (the wallet becomes the agent's). A refusal before the broadcast gives the
 * quote back, so a corrected submit can still use it; a broadcast the venue refuses takes the
 * reservation back, so nothing counts. A process that dies after reserving leaves a live order
 * keyed by the transaction's signature, which the tracking job (re-queued at start and every
 * minute) settles if it landed or expires if it never did.
 */
export async function submitOrder(deps: SubmitDeps, agentId: string, request: SubmitRequest): Promise<SubmitAnswer> {
  const key = quoteKey(agentId, request.quoteId);
  const stored = await deps.kv.getDel(key);
  if (stored === null) {
    const earlier = await submitted(deps.db, agentId, request);
    if (earlier) return earlier;
    throw notFound('quote_not_found', `No open quote ${request.quoteId}: it was never issued to this agent, was already submitted, or expired long ago. ${newQuote}`);
  }
  const quote = JSON.parse(stored) as StoredQuote;
  let broadcast = false;
  try {
    return await execute(deps, agentId, request, quote, () => (broadcast = true));
  } catch (error) {
    const now = deps.clock.now();
    if (!broadcast && error instanceof ApiError && error.status < 500 && now < quote.expiresAt) {
      await deps.kv.set(key, stored, quote.expiresAt + QUOTE_GRACE_MS - now);
    }
    throw error;
  }
}

async function execute(deps: SubmitDeps, agentId: string, request: SubmitRequest, quote: StoredQuote, onBroadcast: () => void): Promise<SubmitAnswer> {
  const now = deps.clock.now();
  if (now >= quote.expiresAt) {
    throw badRequest('quote_expired', `Quote ${quote.quoteId} expired at ${new Date(quote.expiresAt).toISOString()}; its transaction can no longer be submitted. ${newQuote}`);
  }
  matchQuote(request, quote);
  const transaction = await decode(request.signedTransaction);
  const quoted = Buffer.from(quote.message, 'base64');
  const signed = Buffer.from(transaction.message.serialize());
  if (signed.length !== quoted.length || !timingSafeEqual(signed, quoted)) {
    throw badRequest('transaction_altered', 'The signed transaction is not the quoted one: its message differs. Sign the unsignedTransaction from the quote as it is, without changing, adding or removing anything.');
  }
  verifySignatures(transaction, quote.userPublicKey);

  const order = { id: randomUUID(), signature: transactionId(transaction), at: new Date(now), day: utcDayWindow(now).day, notional: BigInt(quote.action === 'BUY' ? quote.inAmount : quote.outAmount) };
  try {
    await reserve(deps.db, agentId, request, quote, order);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two quotes can build the very same transaction (same wallet, amounts and blockhash): it is one transaction, sent once.
    const first = await deps.db.selectFrom('venue_b_orders').select('id').where('tx_signature', '=', order.signature).executeTakeFirst();
    throw conflict(
      'duplicate_transaction',
      `This signed transaction was already submitted${first ? ` as order ${first.id}` : ''}; a transaction is never broadcast twice. ${newQuote}`,
    );
  }
  onBroadcast();
  try {
    await deps.venue.submit({
      transaction: transaction.serialize(),
      ticker: quote.marketTicker,
      side: quote.side,
      action: quote.action,
      amount: BigInt(quote.scaledAmount),
      inAmount: BigInt(quote.inAmount),
      outAmount: BigInt(quote.outAmount),
      minOutAmount: BigInt(quote.minOutAmount),
      price: BigInt(quote.price),
      expiresAt: quote.expiresAt,
      lastValidBlockHeight: quote.lastValidBlockHeight,
    });
  } catch (error) {
    // A refusal means nothing was sent or nothing moved; anything else may have landed, so the
    // order stays live for the tracking job to find out.
    if (error instanceof ApiError && error.status < 500) await release(deps.db, agentId, order);
    else await deps.track(order.id);
    throw error;
  }
  let userId: string;
  try {
    userId = await recordSubmitter(deps.db, agentId, quote.userPublicKey, order.at);
  } finally {
    await deps.track(order.id);
  }
  return answer({ id: order.id, tx_signature: order.signature, price: quote.price, agent_id: agentId }, userId);
}

/** The answer to a submit, as it was given when the transaction was broadcast. */
function answer(order: Pick<VenueBOrderRow, 'id' | 'tx_signature' | 'price' | 'agent_id'>, userId: string): SubmitAnswer {
  return {
    orderId: order.id,
    venueOrderId: order.tx_signature,
    status: 'pending',
    filledSize: '0',
    avgPrice: decimalText(BigInt(order.price), USDC_SCALE),
    txHash: order.tx_signature,
    syncedToMkOrder: true,
    syncedToStrategyLog: true,
    venue: 'venue_b',
    aiAgentId: order.agent_id,
    userId: String(userId),
  };
}

/**
 * The order an earlier submit of this very transaction made (its quote is used up then): the same
 * signed transaction submitted again, a retry after a lost answer or a crash, gets that order's
 * answer and is never broadcast twice.
 */
async function submitted(db: Db, agentId: string, request: SubmitRequest): Promise<SubmitAnswer | null> {
  const order = await db
    .selectFrom('venue_b_orders')
    .innerJoin('agents', 'agents.id', 'venue_b_orders.agent_id')
    .select(['venue_b_orders.id', 'venue_b_orders.tx_signature', 'venue_b_orders.price', 'venue_b_orders.agent_id', 'agents.user_id'])
    .where('venue_b_orders.quote_id', '=', request.quoteId)
    .where('venue_b_orders.agent_id', '=', agentId)
    .executeTakeFirst();
  if (!order) return null;
  return transactionId(await decode(request.signedTransaction)) === order.tx_signature ? answer(order, order.user_id) : null;
}

interface Reservation {
  id: string;
  signature: string;
  at: Date;
  /** The UTC day the limits counted the order on. */
  day: string;
  notional: bigint;
}

/** Under the agent's lock: the halt and the limits checked, the order counted and written live with its trade-log row. */
async function reserve(db: Db, agentId: string, request: SubmitRequest, quote: StoredQuote, order: Reservation): Promise<void> {
  const isBuy = quote.action === 'BUY';
  await db.transaction().execute(async (trx) => {
    const agent = await lockAgent(trx, agentId);
    if (agent.halted) throw forbidden('agent_halted', 'Trading is halted for this agent by an operator.');
    const { settings } = await getRiskSettings(trx, agentId);
    checkOrderLimits({ settings, notional: order.notional, marketExposure: isBuy ? await exposure(trx, agentId, quote.marketTicker) : 0n, isBuy });
    await countTrade(trx, agentId, order.day, order.notional, settings);
    await trx
      .insertInto('venue_b_orders')
      .values({
        id: order.id,
        agent_id: agentId,
        quote_id: quote.quoteId,
        market_ticker: quote.marketTicker,
        side: quote.side,
        action: quote.action,
        user_public_key: quote.userPublicKey,
        destination_wallet: quote.destinationWallet,
        input_mint: quote.inputMint,
        output_mint: quote.outputMint,
        in_amount: quote.inAmount,
        out_amount: quote.outAmount,
        min_out_amount: quote.minOutAmount,
        price: quote.price,
        tx_signature: order.signature,
        provider_status: 'pending',
        status: 1,
        filled_in: 0n,
        filled_out: 0n,
        expires_at: new Date(quote.expiresAt),
        last_valid_block_height: quote.lastValidBlockHeight === null ? null : BigInt(quote.lastValidBlockHeight),
        skill_slug: request.skillSlug ?? null,
        source: request.source ?? null,
        reasoning: request.reasoning ?? null,
        error: null,
        created_at: order.at,
        updated_at: order.at,
      })
      .execute();
    await writeTradeLog(trx, {
      agentId,
      platform: 'venue_b',
      orderId: order.id,
      conditionId: quote.marketTicker,
      conditionName: quote.title,
      skillSlug: request.skillSlug ?? null,
      source: request.source ?? null,
      reasoning: request.reasoning ?? null,
      actionType: quote.action,
      direction: quote.side,
      orderSize: BigInt(isBuy ? quote.outAmount : quote.inAmount),
      amount: order.notional,
      walletAddress: quote.userPublicKey,
      now: order.at,
    });
  });
}

/**
 * The venue refused the broadcast: the order, its trade-log row and its count go, as if it had
 * never been submitted. Under the agent's lock, so a settlement cannot interleave; one that got
 * there first ended the order as failed and gave its amount back already, so it stays.
 */
async function release(db: Db, agentId: string, order: Reservation): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAgent(trx, agentId);
    const removed = await trx.deleteFrom('venue_b_orders').where('id', '=', order.id).where('status', '=', 1).returning('id').executeTakeFirst();
    if (!removed) return;
    await trx.deleteFrom('trade_log').where('agent_id', '=', agentId).where('order_id', '=', order.id).execute();
    await uncountTrade(trx, agentId, order.day, order.notional);
  });
}

/** The wallet that signed is now the agent's chain-B address, and one of its wallets; answers the agent's user id. One statement. */
async function recordSubmitter(db: Db, agentId: string, wallet: string, at: Date): Promise<string> {
  const user = await db
    .with('wallet', (qb) => newWallet(qb, agentId, wallet, at))
    .updateTable('agents')
    .set({ sol_address: wallet })
    .where('id', '=', agentId)
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return String(user.user_id);
}

const newWallet = (db: QueryCreator<Database>, agentId: string, wallet: string, at: Date) =>
  db.insertInto('venue_b_wallets').values({ agent_id: agentId, address: wallet, first_used_at: at }).onConflict((oc) => oc.doNothing());

/** A wallet that signed a sent submit: fees may be charged from it and its USDC counts in the portfolio. */
export async function recordWallet(trx: Db, agentId: string, wallet: string, at: Date): Promise<void> {
  await newWallet(trx, agentId, wallet, at).execute();
}

/** The request must describe the quote it submits; a mismatch is a client bug worth naming. */
function matchQuote(request: SubmitRequest, quote: StoredQuote): void {
  const requested = quote.action === 'BUY' ? request.amount : request.shares;
  const checks: Array<[string, boolean]> = [
    ['marketTicker', request.marketTicker.toUpperCase() === quote.marketTicker],
    ['side', request.side === quote.side],
    ['action', request.action === quote.action],
    ['userPublicKey', request.userPublicKey === quote.userPublicKey],
    ['destinationWallet', request.destinationWallet === undefined || request.destinationWallet === quote.destinationWallet],
    [quote.action === 'BUY' ? 'amount' : 'shares', requested === undefined || requested.toString() === quote.scaledAmount],
  ];
  const wrong = checks.filter(([, ok]) => !ok).map(([field]) => field);
  if (wrong.length) {
    throw badRequest(
      'quote_mismatch',
      `The submit does not match quote ${quote.quoteId} in ${wrong.join(', ')}. Send the values you quoted with.`,
      wrong.map((path) => ({ path, message: 'differs from the quote' })),
    );
  }
}

async function decode(base64: string): Promise<VersionedTransaction> {
  const bytes = Buffer.from(base64, 'base64');
  const { VersionedTransaction } = await solanaWeb3();
  try {
    if (bytes.toString('base64') !== base64.replace(/\s/g, '')) throw new Error('not base64');
    return VersionedTransaction.deserialize(bytes);
  } catch {
    throw badRequest('transaction_malformed', 'signedTransaction is not a base64 serialized Solana transaction.', [{ path: 'signedTransaction', message: 'not a transaction' }]);
  }
}

/** maxPositionValue covers what is held in the market and what live buys there are paying for. */
async function exposure(trx: Db, agentId: string, ticker: string): Promise<bigint> {
  const live = await trx
    .selectFrom('venue_b_orders')
    .select(sql<string>`coalesce(sum(in_amount), 0)`.as('held'))
    .where('agent_id', '=', agentId)
    .where('market_ticker', '=', ticker)
    .where('action', '=', 'BUY')
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return (await marketExposure(trx, agentId, ticker)) + BigInt(live.held);
}
