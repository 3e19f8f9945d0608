import type { PublicClient } from 'viem';
import type { CredentialsKeyRing } from '../auth/credentials-key.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connect.js';
import { newTag, scriptGroups } from '../db/script-groups.js';
import type { OrderRow } from '../db/schema.js';
import { ApiError, badRequest, conflict, forbidden } from '../errors.js';
import { booksRefusal } from '../accounts/ledger.js';
import { agentLockStatement } from '../db/agent-locks.js';
import { refusalReason } from '../db/refusal.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import { checkedOrderHash, checkOrder, verifySignature, type CheckedOrder, type OrderContext, type SignedOrder, type VerifiedOrder } from '../venues/venue_a/order-verification.js';
import type { OrderRequest, OrderType, Placement, VenueA, VenueAccount, VenueOrder } from '../venues/venue_a/port.js';
import { VenueUnavailable } from '../venues/venue-errors.js';
import { heldCash, heldShares } from './reserve-statement.js';
import { DuplicateOrder, heldRefusal, pendingReservation, reserveHeld, StaleAgentState, type HeldState, type OrderPlan, type Reservation } from './reservations.js';
import { orderRowsStatement, releaseWrites, settledAs, settlementWrites, type Settled } from './settlement.js';
import { stateVersion, type AgentState } from './agent-state.js';
import { agentWallets, byVenueAccount, venueAccount, type AgentWallet } from './venue-account.js';
import { notional } from '../venues/venue_a/matching.js';
import { timedStage } from '../metrics.js';
import { placedBatchInOneScript, placedInOneScript } from './one-script.js';

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
  clock: Clock;
  keys: CredentialsKeyRing;
  venueA: VenueA;
}

const result = (row: Pick<OrderRow, 'order_hash' | 'placement' | 'created_at'>): TradeResult => ({
  orderId: row.order_hash,
  status: row.placement,
  submittedAt: row.created_at.toISOString(),
});

/** What verifiedOrder may be given beside the order. */
interface VerifyOptions {
  /** The agent's wallets, where they are held already. */
  wallets?: readonly AgentWallet[];
  /**
   * Sees the order once everything but its signature is checked: a refusal it throws spares the
   * signature's cost (an ECDSA recovery) for an order that would not go on.
   */
  beforeSignature?: (checked: CheckedOrder) => Promise<void>;
  /** One of a batch's orders (OrderContext.inBatch). */
  inBatch?: boolean;
}

/** Verifies a client's signed order against the market, the agent's wallets and the request's fields. */
export async function verifiedOrder(
  deps: TradingDeps,
  agentId: string,
  input: TradeInput,
  market: VenueAMarket,
  orderType: OrderType,
  nowMs: number,
  { wallets, beforeSignature, inBatch }: VerifyOptions = {},
): Promise<VerifiedOrder> {
  const owned = wallets ?? (await agentWallets(deps.db, agentId));
  if (!owned.length) {
    throw forbidden('no_wallet', 'This agent has no wallet: link one (POST /wallet/link) or register credentials (POST /wallet/credentials) first.');
  }
  const context: OrderContext = {
    market,
    marketConditionId: input.marketConditionId,
    price: input.price,
    orderSize: input.orderSize,
    orderType,
    ...(input.expirationTime !== undefined ? { expirationTime: input.expirationTime } : {}),
    wallets: new Set(owned.map((w) => w.address)),
    evm: deps.evm,
    nowMs,
    inBatch,
  };
  const checked = checkOrder(input.order, context);
  const { maker, signer } = checked.order;
  const same = (a: string | undefined, b: string) => a === undefined || a.toLowerCase() === b.toLowerCase();
  if (!same(input.walletAddress, maker)) throw badRequest('wallet_mismatch', `walletAddress must be the order's maker ${maker}.`);
  if (!same(input.funderAddress, maker)) throw badRequest('funder_mismatch', `funderAddress must be the order's maker ${maker}.`);
  if (input.negRisk !== undefined && input.negRisk !== market.negRisk) {
    throw badRequest('neg_risk_mismatch', `negRisk must be ${market.negRisk} for this market.`);
  }
  if (input.owner !== undefined) {
    const credentials = await venueAccount(deps, agentId, owned, signer, maker).credentials().catch(() => null);
    if (credentials?.apiKey !== input.owner) {
      throw badRequest('owner_mismatch', 'owner must be the venue API key registered for the order\'s wallet (POST /wallet/credentials).');
    }
  }
  await beforeSignature?.(checked);
  return verifySignature(input.order, checked, context);
}

const MARKET_RECENT_MS = 1_000;

/** An order checked and ready, or why it cannot be placed. */
interface Prepared {
  plan: OrderPlan;
  account: VenueAccount;
  request: OrderRequest;
}

/**
 * With `held` (a single order), an order that maxTradeAmount, a daily limit, the balance or the
 * free shares refuse is refused before its signature is checked (heldRefusal): the refusal writes
 * nothing and takes no lock, and a flood of orders over a limit or the books costs no recovery
 * each. A batch's limits and books are decided at its reservation; without `held`, the order is
 * one of a batch's, and its signature is checked with the others'.
 */
async function prepare(deps: TradingDeps, agentId: string, input: TradeInput, wallets: readonly AgentWallet[], nowMs: number, held?: HeldState): Promise<Prepared> {
  // With its resolution overlaid: verification refuses a resolved market as closed. A resolution
  // up to a second old may not show yet; the reservation checks it again, in the same round trip.
  const market = await deps.venueA.market(input.marketConditionId, MARKET_RECENT_MS);
  if (!market) throw badRequest('unknown_market', `No venue_a market has condition id ${input.marketConditionId}; find markets at GET /markets/search.`);
  const orderType: OrderType = input.orderType ?? (input.isLimitOrder === false ? 'FOK' : 'GTC');
  if (input.postOnly && (orderType === 'FOK' || orderType === 'FAK')) {
    throw badRequest('post_only_not_allowed', 'postOnly is only for GTC and GTD orders.');
  }
  const refuseOnHeld =
    held &&
    (async (checked: CheckedOrder) => {
      const { side, notional, maker, tokenId } = checked.order;
      const { custody } = deps.venueA;
      const cash = heldCash(custody, checked.order);
      const sold = heldShares(custody, checked.order);
      const sell = sold > 0n ? { maker, tokenId, size: sold } : null;
      const refused = await heldRefusal(deps.db, { agentId, conditionId: market.conditionId, isBuy: side === 'BUY', notional, cash, sell, nowMs, orderHash: () => checkedOrderHash(checked) }, held);
      if (refused) throw refused;
    });
  const order = await verifiedOrder(deps, agentId, input, market, orderType, nowMs, { wallets, beforeSignature: refuseOnHeld, inBatch: !held });
  return {
    plan: {
      agentId,
      market,
      order,
      orderType,
      postOnly: input.postOnly ?? false,
      owner: input.owner ?? null,
      log: { skillSlug: input.skillSlug ?? null, source: input.source ?? null, reasoning: input.reasoning ?? null },
      riskExit: false,
      nowMs,
    },
    account: venueAccount(deps, agentId, wallets, order.signer, order.maker),
    request: orderRequest(order, input.order, orderType, input.postOnly ?? false, input.deferExec ?? false),
  };
}

/** Refusals decided on the wallets an actor holds (AgentState): each stands only once the held state is shown current. */
const HELD_WALLET_REFUSALS: ReadonlySet<string> = new Set(['no_wallet', 'wallet_not_registered', 'owner_mismatch']);

/**
 * The wallets the actor holds were loaded before a link, a registration or an unlink that came
 * since: when a verification refused on them, the agent's state version is read, and if it moved
 * the message is decided again on a fresh load (StaleAgentState) instead of refusing for a wallet
 * that the agent has now. Nothing is written before verification, so the retry repeats nothing.
 */
async function confirmHeldWallets(db: Db, agentId: string, held: HeldState, errors: readonly unknown[]): Promise<void> {
  if (!errors.some((error) => error instanceof ApiError && HELD_WALLET_REFUSALS.has(error.code))) return;
  if ((await stateVersion(db, agentId)) !== held.version) throw new StaleAgentState(agentId);
}

export function orderRequest(order: Pick<VerifiedOrder, 'side' | 'tokenId' | 'price' | 'size' | 'expiration'> & { orderHash: string; maker: string }, signed: SignedOrder | null, type: OrderType, postOnly: boolean, deferExec: boolean): OrderRequest {
  return {
    orderHash: order.orderHash,
    signed,
    maker: order.maker,
    tokenId: order.tokenId,
    side: order.side,
    price: order.price,
    size: order.size,
    expiration: order.expiration,
    type,
    postOnly,
    deferExec,
  };
}

type Reserved = { reservation: Reservation } | { existing: OrderRow };

/**
 * Each order's reservation, decided on the settings the actor holds, in one round trip under the
 * agent's row lock (reserveHeld), or its refusal; an order whose hash was taken answers with the
 * earlier order. A moved held state throws (StaleAgentState): the actor reloads it and runs the
 * message again.
 */
async function reserveAll(deps: TradingDeps, plans: readonly OrderPlan[], held: HeldState, together = true): Promise<Array<Reserved | Error>> {
  const answers = await reserveHeld(deps.db, deps.venueA.custody, plans, held, together);
  const stale = answers.find((answer) => answer instanceof StaleAgentState);
  if (stale) throw stale;
  return Promise.all(answers.map((answer, i) => (answer instanceof Error ? refused(deps, plans[i]!, answer).catch((error: Error) => error) : { reservation: answer })));
}

/** A reservation's refusal as its answer: a hash taken answers with the earlier order; a moved held state throws (StaleAgentState). */
async function refused(deps: TradingDeps, plan: OrderPlan, refusal: Error): Promise<Reserved> {
  if (refusal instanceof StaleAgentState) throw refusal;
  if (refusal instanceof DuplicateOrder) return earlier(deps, plan);
  throw refusal;
}

async function earlier(deps: TradingDeps, plan: OrderPlan): Promise<Reserved> {
  const row = await deps.db.selectFrom('orders').selectAll().where('order_hash', '=', plan.order.orderHash).executeTakeFirst();
  if (!row) throw new Error(`order ${plan.order.orderHash} was taken and is gone again`);
  if (row.agent_id !== plan.agentId) throw conflict('order_exists', 'This signed order was already submitted by another agent.');
  return { existing: row };
}

/** What else commits with an order's settlement (a risk exit's own records). */
export type AlsoOnSettle = (trx: Db, settled: Settled) => Promise<void>;

/** An order the venue took, and its answer. */
export interface Answered {
  reservation: Reservation;
  placement: Placement;
}

/** The second round trip of an order, after the venue took it (settleAll). */
export async function settle(deps: TradingDeps, reservation: Reservation, placement: Placement, also?: AlsoOnSettle): Promise<Settled> {
  const [settled] = await settleAll(deps, reservation.row.agent_id, [{ reservation, placement }], also);
  if (settled instanceof Error) throw settled;
  return settled!;
}

/**
 * Settles one agent's orders the venue took, together; if that fails, each on its own, so that
 * each order gets its own settlement or its own error. An order another path (a retry, the order
 * sync) settled first answers as that path left it.
 */
export async function settleAll(deps: TradingDeps, agentId: string, answered: readonly Answered[], also?: AlsoOnSettle): Promise<Array<Settled | Error>> {
  try {
    return await settleTogether(deps, agentId, answered, also);
  } catch (error) {
    if (answered.length > 1) {
      const each: Array<Settled | Error> = [];
      for (const one of answered) each.push(...(await settleAll(deps, agentId, [one], also)));
      return each;
    }
    if (refusalReason(error) !== 'settled') return [booksRefusal(error) as Error];
    return [settledAs(await deps.db.selectFrom('orders').selectAll().where('order_hash', '=', answered[0]!.reservation.row.order_hash).executeTakeFirstOrThrow())];
  }
}

/**
 * The settlements as one script, built before it runs from the reserved rows and the venue's
 * answers (settlementWrites): the agent's row lock, the orders' rows (each only while still
 * pending, or the script raises and writes nothing), and their books. It may share its round trip
 * with other agents' writes (group commit). A risk exit's own records need a transaction instead.
 */
async function settleTogether(deps: TradingDeps, agentId: string, answered: readonly Answered[], also?: AlsoOnSettle): Promise<Settled[]> {
  const { db } = deps;
  const at = new Date(deps.clock.now());
  const tag = newTag();
  const each = answered.map(({ reservation, placement }) => settlementWrites(deps.venueA.custody, reservation, placement, at));
  const rowsStatement = orderRowsStatement(each.map((e) => e.row), tag, true).compile(db);
  const writes = each.flatMap((e) => e.writes.map((write) => write.compile(db)));
  // The rows as written: the statement raises, and nothing is written, unless it wrote every one.
  const settled = answered.map(({ placement }, i) => ({ row: each[i]!.row, filled: placement.filled, notional: placement.notional }));
  if (!also) {
    // A settlement that changes only its orders' rows (a resting order confirmed) needs no agent
    // lock: each row's update is guarded by its own placement, and that row's lock orders it
    // against every other path that settles the order.
    await scriptGroups(db).run(agentId, [rowsStatement, ...writes], [tag], { locksAgent: writes.length > 0 });
    return settled;
  }
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(agentLockStatement(agentId));
    await trx.executeQuery(rowsStatement);
    for (const write of writes) await trx.executeQuery(write);
    await also(trx, settled[0]!);
    return settled;
  });
}

/** Releases a pending order (releaseWrites) in one script behind the agent's row lock; one another path settled first is left as it is. */
export async function release(deps: TradingDeps, pending: OrderRow): Promise<void> {
  const { db } = deps;
  const writes = releaseWrites(deps.venueA.custody, pending, new Date(deps.clock.now())).map((write) => write.compile(db));
  try {
    await scriptGroups(db).run(pending.agent_id, writes, [], { locksAgent: true });
  } catch (error) {
    if (refusalReason(error) !== 'settled') throw error;
  }
}

/** What the venue's record of an order says it did, as a placement: traded at the order's price, as far as the venue reports. */
export function placementFromVenue(row: Pick<OrderRow, 'price' | 'side'>, order: VenueOrder): Placement {
  const fills = order.sizeMatched > 0n ? [{ price: BigInt(row.price), size: order.sizeMatched }] : [];
  return {
    orderId: order.orderId,
    status: order.status === 'LIVE' ? 'live' : 'matched',
    fills,
    filled: order.sizeMatched,
    notional: notional(fills, row.side),
    tradeIds: [],
  };
}

/**
 * The venue's answer to an order, or what is known of it when the venue did not answer: a refusal
 * releases the reservation; a lost answer (timeout, network, 5xx) is followed by asking the venue
 * for the order by its hash, so an order it took is recorded as taken, once, and one it never saw
 * is released. If even that question goes unanswered the order stays pending (counted, holding
 * what it needs) for the order sync to settle, and the agent hears that the venue is unavailable.
 */
export async function outcomeOf(deps: TradingDeps, account: VenueAccount, reservation: Reservation, answer: Placement | Error, also?: AlsoOnSettle): Promise<Settled> {
  if (!(answer instanceof Error)) return settle(deps, reservation, answer, also);
  // A refusal, or a circuit that was open: nothing reached the venue.
  if (!(answer instanceof VenueUnavailable) || answer.reason === 'circuit_open') {
    await release(deps, reservation.row);
    throw answer;
  }
  let known: VenueOrder | null;
  try {
    known = await deps.venueA.order(account, reservation.row.order_hash);
  } catch {
    throw answer.unknownOutcome();
  }
  if (!known) {
    await release(deps, reservation.row);
    throw answer;
  }
  return settle(deps, reservation, placementFromVenue(reservation.row, known), also);
}

/**
 * The venue_a pipeline, run inside the agent's actor on the state it holds: verify (against the
 * wallets it holds); reserve (one round trip under the agent's row lock: duplicate, kill switch,
 * limits, counters, holds, the pending order row); send the order to the venue with no lock held;
 * settle its answer. A refusal at any step leaves nothing counted. On a venue that commits with
 * the service (the simulation), reserve, venue and settle are one script (placedInOneScript).
 */
export async function placeOrder(deps: TradingDeps, agentId: string, input: TradeInput, state: AgentState): Promise<TradeResult> {
  const nowMs = deps.clock.now();
  const prepared = await timedStage(
    'verify',
    prepare(deps, agentId, input, state.wallets, nowMs, state).catch(async (error: unknown) => {
      await confirmHeldWallets(deps.db, agentId, state, [error]);
      throw error;
    }),
  );
  return placePrepared(deps, prepared, state);
}

/** placeOrder's steps after verification; a unit's (placeAll) for its one order left. */
async function placePrepared(deps: TradingDeps, prepared: Prepared, state: AgentState): Promise<TradeResult> {
  const inOne = deps.venueA.commitsWithCaller && (await timedStage('place', placedInOneScript(deps, prepared, state)));
  if (inOne && !(inOne instanceof Error)) return result(inOne.row);
  const reserved = inOne ? await refused(deps, prepared.plan, inOne) : (await timedStage('reserve', reserveAll(deps, [prepared.plan], state)))[0]!;
  if (reserved instanceof Error) throw reserved;
  if ('existing' in reserved) {
    if (reserved.existing.placement !== 'pending') return result(reserved.existing);
    return result((await resumePending(deps, prepared, reserved.existing)).row);
  }
  // The call itself is timed as every venue call is (venue_call_duration_seconds).
  const answer = await deps.venueA.placeOrder(prepared.account, prepared.request).catch((error: Error) => error);
  return result((await timedStage('settle', outcomeOf(deps, prepared.account, reserved.reservation, answer))).row);
}

/**
 * The same signed order again while an earlier attempt's answer is unknown: the venue is asked
 * for it, and it is sent again only if the venue never took it (the venue keys orders by their
 * hash, so even a late first attempt cannot make it two).
 */
async function resumePending(deps: TradingDeps, prepared: Prepared, row: OrderRow): Promise<Settled> {
  const reservation = pendingReservation(row);
  const known = await deps.venueA.order(prepared.account, row.order_hash);
  if (known) return settle(deps, reservation, placementFromVenue(row, known));
  const answer = await deps.venueA.placeOrder(prepared.account, prepared.request).catch((error: Error) => error);
  return outcomeOf(deps, prepared.account, reservation, answer);
}

/** A failed order has no id: nothing of it was recorded (the contract's schema says null). */
export type BatchItem = TradeResult | { orderId: null; status: 'failed'; submittedAt: string; errorCode: string; error: string };

export interface BatchResult {
  total: number;
  succeeded: number;
  failed: number;
  results: BatchItem[];
}

/** An order's answer in a unit (placeAll): its result, or why it was not placed. */
type Placed = TradeResult | Error;

/**
 * How a unit (placeAll) takes an order's failure: as that order's answer (returned), or as the
 * whole unit's (thrown).
 */
type FailureOf = (error: unknown) => Error;

/** A batch's order fails alone only where it is refused: any other failure is the batch's. */
const batchFailure: FailureOf = (error) => {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  return error;
};

/** A single order fails alone, whatever the failure, except a held state found stale: the actor decides the unit again. */
const singleFailure: FailureOf = (error) => {
  if (error instanceof StaleAgentState) throw error;
  return error instanceof Error ? error : new Error(String(error));
};

/**
 * A batch as one unit: every order is verified (their markets read together), then all are
 * reserved in one round trip, in order (each sees the counters of the ones before it), and placed:
 * on a venue that commits with the service, with their reservation, in one script
 * (placedBatchInOneScript); otherwise as placeEach does. Every order gets its own result.
 */
export async function placeBatch(deps: TradingDeps, agentId: string, inputs: TradeInput[], state: AgentState): Promise<BatchResult> {
  const nowMs = deps.clock.now();
  const placed = await placeAll(deps, agentId, inputs, state, nowMs, false);
  const results = placed.map((answer): BatchItem => {
    if (!(answer instanceof ApiError)) return answer as TradeResult;
    return { orderId: null, status: 'failed', submittedAt: new Date(nowMs).toISOString(), errorCode: answer.code, error: answer.message };
  });
  const succeeded = results.filter((r) => r.status !== 'failed').length;
  return { total: inputs.length, succeeded, failed: inputs.length - succeeded, results };
}

/**
 * Single orders of one agent that waited for its actor together, placed as one unit as a batch
 * is, where each alone would take its own round trip after the one before it: each answers what it
 * would have alone (its result, or its own failure). Each is verified as a single order is (a
 * limit or the books refuse it before its signature is checked, on the state held, which the ones
 * ahead of it in the unit have not moved yet); their reservation, in the order they came, sees each
 * one's counters after the ones before it, and refuses what they leave no room for.
 */
export function placeTrades(deps: TradingDeps, agentId: string, inputs: TradeInput[], state: AgentState): Promise<Placed[]> {
  return placeAll(deps, agentId, inputs, state, deps.clock.now(), true);
}

/**
 * Orders of one agent as one unit (placeBatch, placeTrades). `singles`: each is verified as a
 * single order is, and any failure is its own (singleFailure); otherwise as a batch's
 * (batchFailure).
 */
async function placeAll(deps: TradingDeps, agentId: string, inputs: TradeInput[], state: AgentState, nowMs: number, singles: boolean): Promise<Placed[]> {
  const failed = singles ? singleFailure : batchFailure;
  const results: Placed[] = new Array(inputs.length);
  const checked = await Promise.all(inputs.map((input) => prepare(deps, agentId, input, state.wallets, nowMs, singles ? state : undefined).catch((error: unknown) => ({ error }))));
  await confirmHeldWallets(deps.db, agentId, state, checked.flatMap((check) => ('error' in check ? [check.error] : [])));
  for (const [index, check] of checked.entries()) if ('error' in check) results[index] = failed(check.error);
  // An order given twice is placed once; the repeat answers as the first does.
  const firstOf = new Map<string, number>();
  const repeats: Array<[index: number, first: number]> = [];
  const ready = [...checked.entries()].filter((entry): entry is [number, Prepared] => {
    const [index, check] = entry;
    if ('error' in check) return false;
    const first = firstOf.get(check.plan.order.orderHash);
    if (first === undefined) firstOf.set(check.plan.order.orderHash, index);
    else repeats.push([index, first]);
    return first === undefined;
  });
  // One order left, on a venue that commits with the service, takes a single order's path: one
  // script, where placeEach takes three round trips. A venue across a network is sent a batch's
  // orders as a batch, however many.
  if (ready.length === 1 && deps.venueA.commitsWithCaller) {
    const [index, prepared] = ready[0]!;
    results[index] = await placePrepared(deps, prepared, state).catch(failed);
  } else {
    const inOne = await placedBatchInOneScript(deps, ready.map(([, prepared]) => prepared), state);
    if (Array.isArray(inOne)) {
      for (const [k, [index]] of ready.entries()) results[index] = result(inOne[k]!.row);
    } else {
      await placeEach(deps, agentId, ready, state, results, failed, inOne !== 'one by one');
    }
  }
  for (const [index, first] of repeats) results[index] = results[first]!;
  return results;
}

/**
 * A unit's orders the other way: reserved together (unless `together` is false) or one by one,
 * sent to the venue together (one call per venue account; the venue splits them as it must), the
 * answers that only confirm a resting order settled in one statement, the others each on their
 * own. Each gets its result.
 */
async function placeEach(deps: TradingDeps, agentId: string, ready: ReadonlyArray<[number, Prepared]>, state: AgentState, results: Placed[], failed: FailureOf, together: boolean): Promise<void> {
  const toPlace: Array<{ index: number; prepared: Prepared; reservation: Reservation }> = [];
  const reserved = ready.length ? await reserveAll(deps, ready.map(([, prepared]) => prepared.plan), state, together) : [];
  for (const [k, [index, prepared]] of ready.entries()) {
    const answer = reserved[k]!;
    try {
      if (answer instanceof Error) throw answer;
      if (!('existing' in answer)) toPlace.push({ index, prepared, reservation: answer.reservation });
      else if (answer.existing.placement === 'pending') results[index] = result((await resumePending(deps, prepared, answer.existing)).row);
      else results[index] = result(answer.existing);
    } catch (error) {
      results[index] = failed(error);
    }
  }
  for (const items of byVenueAccount(toPlace, (item) => item.prepared.account)) {
    const account = items[0]!.prepared.account;
    const answers = await deps.venueA.placeBatch(account, items.map((i) => i.prepared.request)).catch((error: Error) => items.map(() => error));
    const taken = items.flatMap((item, k) => {
      const answer = answers[k]!;
      return answer instanceof Error ? [] : [{ item, placement: answer }];
    });
    const settled = taken.length ? await settleAll(deps, agentId, taken.map(({ item, placement }) => ({ reservation: item.reservation, placement }))) : [];
    for (const [k, { item }] of taken.entries()) {
      const done = settled[k]!;
      results[item.index] = done instanceof Error ? failed(done) : result(done.row);
    }
    for (const [k, item] of items.entries()) {
      const answer = answers[k]!;
      if (!(answer instanceof Error)) continue;
      try {
        results[item.index] = result((await outcomeOf(deps, account, item.reservation, answer)).row);
      } catch (error) {
        results[item.index] = failed(error);
      }
    }
  }
}
