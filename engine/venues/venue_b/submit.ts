import { randomUUID, timingSafeEqual } from 'node:crypto';
import { VersionedTransaction } from '@solana/web3.js';
import { sql } from 'kysely';
import { getBase58Decoder } from '@solana/kit';
import type { Db } from '../../db/connect.js';
import type { VenueBOrderRow } from '../../db/schema.js';
import { ApiError, badRequest, forbidden, notFound } from '../../errors.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import { utcDayWindow } from '../../rate-limits.js';
import { getRiskSettings } from '../../risk/settings.js';
import { lockAgent, marketExposure } from '../../trading/ledger.js';
import { checkOrderLimits, countTrade } from '../../trading/limits.js';
import { writeTradeLog } from '../../trading/trade-log.js';
import { QUOTE_GRACE_MS, quoteKey, requireMarket, type StoredQuote, type VenueBAction, type VenueBDeps } from './quotes.js';
import { CONTRACT, marketPrices, sellFill, buyFill } from './sim/market-maker.js';
import { verifySignatures } from './transaction-check.js';
import type { VenueBMarket, VenueBSide } from './catalog.js';

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
const base58 = getBase58Decoder();

/**
 * Submit, inside the agent's actor. The quote is taken atomically (one of any number of concurrent
 * submits gets it); the signed transaction must carry exactly the quoted message and valid
 * signatures; the risk limits are counted and the order written in the same Postgres transaction
 * as the broadcast, so a refusal or a chain error leaves nothing counted. A refusal before the
 * broadcast gives the quote back, so a corrected submit can still use it.
 */
export async function submitOrder(deps: VenueBDeps, agentId: string, request: SubmitRequest): Promise<SubmitAnswer> {
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
    const answer = await execute(deps, agentId, request, quote, () => (broadcast = true));
    return answer;
  } catch (error) {
    const now = deps.clock.now();
    if (!broadcast && error instanceof ApiError && error.status < 500 && now < quote.expiresAt) {
      await deps.kv.set(key, stored, quote.expiresAt + QUOTE_GRACE_MS - now);
    }
    throw error;
  }
}

async function execute(deps: VenueBDeps, agentId: string, request: SubmitRequest, quote: StoredQuote, onBroadcast: () => void): Promise<SubmitAnswer> {
  const now = deps.clock.now();
  if (now >= quote.expiresAt) {
    throw badRequest('quote_expired', `Quote ${quote.quoteId} expired at ${new Date(quote.expiresAt).toISOString()}; its transaction can no longer be submitted. ${newQuote}`);
  }
  matchQuote(request, quote);
  const transaction = decode(request.signedTransaction);
  const quoted = Buffer.from(quote.message, 'base64');
  const signed = Buffer.from(transaction.message.serialize());
  if (signed.length !== quoted.length || !timingSafeEqual(signed, quoted)) {
    throw badRequest('transaction_altered', 'The signed transaction is not the quoted one: its message differs. Sign the unsignedTransaction from the quote as it is, without changing, adding or removing anything.');
  }
  verifySignatures(transaction, quote.userPublicKey);
  const market = requireMarket(quote.marketTicker);
  refuseSlippage(deps, market, quote, now);

  const isBuy = quote.action === 'BUY';
  const notional = BigInt(isBuy ? quote.inAmount : quote.outAmount);
  const orderId = randomUUID();
  const at = new Date(now);
  return deps.db.transaction().execute(async (trx) => {
    const agent = await lockAgent(trx, agentId);
    if (agent.halted) throw forbidden('agent_halted', 'Trading is halted for this agent by an operator.');
    const { settings } = await getRiskSettings(trx, agentId);
    checkOrderLimits({ settings, notional, marketExposure: isBuy ? await exposure(trx, agentId, market.ticker) : 0n, isBuy });
    await countTrade(trx, agentId, utcDayWindow(now).day, notional, settings);

    onBroadcast();
    const signature = deps.chain.broadcast(transaction.serialize());
    await trx
      .insertInto('venue_b_orders')
      .values({
        id: orderId,
        agent_id: agentId,
        quote_id: quote.quoteId,
        market_ticker: market.ticker,
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
        tx_signature: signature,
        provider_status: 'pending',
        status: 1,
        filled_in: 0n,
        filled_out: 0n,
        expires_at: new Date(quote.expiresAt),
        skill_slug: request.skillSlug ?? null,
        source: request.source ?? null,
        reasoning: request.reasoning ?? null,
        error: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const user = await trx.updateTable('agents').set({ sol_address: quote.userPublicKey }).where('id', '=', agentId).returning('user_id').executeTakeFirstOrThrow();
    await trx
      .insertInto('venue_b_wallets')
      .values({ agent_id: agentId, address: quote.userPublicKey, first_used_at: at })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await writeTradeLog(trx, {
      agentId,
      platform: 'venue_b',
      orderId,
      conditionId: market.ticker,
      conditionName: market.title,
      skillSlug: request.skillSlug ?? null,
      source: request.source ?? null,
      reasoning: request.reasoning ?? null,
      actionType: quote.action,
      direction: quote.side,
      orderSize: BigInt(isBuy ? quote.outAmount : quote.inAmount),
      amount: notional,
      walletAddress: quote.userPublicKey,
      now: at,
    });
    return answer({ id: orderId, tx_signature: signature, price: quote.price, agent_id: agentId }, user.user_id);
  });
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
  const signature = decode(request.signedTransaction).signatures[0];
  return signature && base58.decode(signature) === order.tx_signature ? answer(order, order.user_id) : null;
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

function decode(base64: string): VersionedTransaction {
  const bytes = Buffer.from(base64, 'base64');
  try {
    if (bytes.toString('base64') !== base64.replace(/\s/g, '')) throw new Error('not base64');
    return VersionedTransaction.deserialize(bytes);
  } catch {
    throw badRequest('transaction_malformed', 'signedTransaction is not a base64 serialized Solana transaction.', [{ path: 'signedTransaction', message: 'not a transaction' }]);
  }
}

/** The router refuses to route a quote whose price has since moved past the slippage allowance. */
function refuseSlippage(deps: VenueBDeps, market: VenueBMarket, quote: StoredQuote, now: number): void {
  const prices = marketPrices(deps.prices, market, now)[quote.side];
  const wouldGet = quote.action === 'BUY' ? (buyFill(BigInt(quote.scaledAmount), prices.ask)?.outAmount ?? 0n) : sellFill(BigInt(quote.inAmount), prices.bid).outAmount;
  if (wouldGet < BigInt(quote.minOutAmount)) {
    const unit = quote.action === 'BUY' ? 'contracts' : 'USDC';
    const shown = (amount: bigint) => (quote.action === 'BUY' ? (amount / CONTRACT).toString() : decimalText(amount, USDC_SCALE));
    throw badRequest(
      'slippage_exceeded',
      `The price moved past your slippage allowance since the quote: it would now give ${shown(wouldGet)} ${unit}, below the minimum ${shown(BigInt(quote.minOutAmount))}. Nothing was swapped. ${newQuote}`,
    );
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
