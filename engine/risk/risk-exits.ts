import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { JsonRead } from '../db/reads-together.js';
import { findResolution } from '../markets/market-state.js';
import { atomicText as price, averagePrice } from '../money.js';
import { bidCap } from '../monitors/monitor-loader.js';
import { crosses, figuresOf, positionState, thresholdsOf, type TriggerKind } from '../monitors/thresholds.js';
import { lockAgent } from '../accounts/ledger.js';
import { outcomeOf, orderRequest, type TradingDeps } from '../trading/placement.js';
import { reserveOrder, type BookOrder, type Reservation } from '../trading/reservations.js';
import { agentWallets, venueAccount } from '../trading/venue-account.js';
import { writeTradeLog, type Venue } from '../accounts/trade-log.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import { notional } from '../venues/venue_a/matching.js';
import { tickSize } from '../venues/venue_a/market.js';
import type { VenueAccount } from '../venues/venue_a/port.js';
import { recordEvent } from '../webhooks/outbox.js';
import { markExitOrderUsed, usableExitOrder, type UsableExit } from './exit-orders.js';
import { getRiskSettings } from '../accounts/risk-settings.js';

export type RiskDeps = TradingDeps;

/** What a monitor saw: a position's price crossing one of its thresholds. */
export interface RiskTrigger {
  venue: Venue;
  wallet: string;
  tokenId: string;
  kind: TriggerKind;
  /** The bid the monitor read; venue_a's is read again here, other venues have no feed in the engine. */
  price: bigint;
}

export type TriggerOutcome =
  | { outcome: 'exit'; orderId: string; filled: string; amount: string }
  | { outcome: 'alert'; reason: string }
  /** Nothing to do: acted on already, position gone or changed back, settings changed, market resolved. */
  | { outcome: 'duplicate' | 'gone' | 'disabled' | 'not_crossed' | 'resolved' };

/** Answers after which the monitor stays quiet until its position changes. */
export const SETTLED_OUTCOMES: ReadonlySet<TriggerOutcome['outcome']> = new Set(['exit', 'alert', 'duplicate', 'resolved']);

const LABEL: Record<TriggerKind, string> = { stop_loss: 'Stop-loss', take_profit: 'Take-profit' };
const EXECUTED_EVENT = { stop_loss: 'risk.stop_loss_executed', take_profit: 'risk.take_profit_executed' } as const;

/** The service's own exit order id: deterministic per trigger, so the orders table refuses a second one too. */
function exitOrderHash(agentId: string, trigger: RiskTrigger, state: string): string {
  return `0x${createHash('sha256').update(`risk-exit\n${agentId}\n${trigger.wallet}\n${trigger.tokenId}\n${trigger.kind}\n${state}`).digest('hex')}`;
}

/**
 * The simulated venue's exit: a FAK sell of every free share. A stop-loss sells at any bid
 * (getting out is the point); a take-profit never below its target, rounded up to the tick.
 */
function simulatedExit(agentId: string, trigger: RiskTrigger, state: string, market: VenueAMarket, outcomeIndex: number, outcome: string, free: bigint, threshold: bigint): BookOrder {
  const tick = tickSize(market);
  const limit = trigger.kind === 'stop_loss' ? tick : ((threshold + tick - 1n) / tick) * tick;
  return {
    orderHash: exitOrderHash(agentId, trigger, state),
    side: 'SELL',
    maker: trigger.wallet,
    signer: trigger.wallet,
    tokenId: trigger.tokenId,
    outcomeIndex,
    outcome,
    price: limit,
    size: free,
    notional: notional([{ price: limit, size: free }], 'SELL'),
    expiration: 0,
    signatureType: 0,
    version: 0,
  };
}

/**
 * Acts on a trigger, inside the agent's actor. Everything the decision rests on is read again in
 * one transaction under the agent's row lock: the position, the settings, the market and the
 * price. The risk_triggers row keyed by the position's state is written in the same transaction
 * as the alert or as the exit order's reservation, so however many times (and in however many
 * processes) the trigger arrives, it acts once. The exit order then goes to the venue with no
 * lock held, like any order; a venue that refuses or cannot be reached turns it into an alert.
 *
 * What it does: a halted agent gets an alert (the kill switch stops every order, exits included:
 * an operator who halts an agent takes over its risk); where the service holds the agent's
 * shares (the simulated venue_a) the position is sold with an order the service makes itself;
 * on the live venue_a, with the exit order the agent armed, or an alert if none verifies; any
 * other venue's position gets an alert, as the service cannot sign for the agent's wallet there.
 */
export async function executeTrigger(deps: RiskDeps, agentId: string, trigger: RiskTrigger): Promise<TriggerOutcome> {
  const isVenueA = trigger.venue === 'venue_a';
  const ref = isVenueA ? await deps.venueA.marketOfToken(trigger.tokenId) : undefined;
  if (isVenueA && !ref) return { outcome: 'gone' };
  const nowMs = deps.clock.now();
  const now = new Date(nowMs);
  const selfSigned = deps.venueA.custody === 'ledger';
  const armed = isVenueA && !selfSigned ? await usableExitOrder(deps, agentId, trigger.wallet, trigger.tokenId, trigger.kind, nowMs) : null;
  const bid = ref ? ((await deps.venueA.bestBids([trigger.tokenId], nowMs)).get(trigger.tokenId) ?? null) : trigger.price;

  const decided = await deps.db.transaction().execute(async (trx): Promise<TriggerOutcome | { exit: Reservation; event: AlertFacts }> => {
    const agent = await lockAgent(trx, agentId);
    const row = await trx
      .selectFrom('positions')
      .selectAll()
      .where('agent_id', '=', agentId)
      .where('wallet_address', '=', trigger.wallet)
      .where('token_id', '=', trigger.tokenId)
      .executeTakeFirst();
    if (!row) return { outcome: 'gone' };
    const figures = figuresOf(row);
    if (figures.size <= figures.reservedSize) return { outcome: 'gone' };
    const free = figures.size - figures.reservedSize;
    const { settings } = await getRiskSettings(trx, agentId);
    if (!settings.riskControlEnabled) return { outcome: 'disabled' };
    const threshold = thresholdsOf(figures, settings, bidCap(ref ? tickSize(ref.market) : null))[trigger.kind === 'stop_loss' ? 'stop' : 'take'];
    if (threshold === null) return { outcome: 'disabled' };
    if (ref && (await findResolution(trx, ref.market.conditionId))) return { outcome: 'resolved' };
    if (bid === null || !crosses(trigger.kind, bid, threshold)) return { outcome: 'not_crossed' };

    const state = positionState(figures);
    const average = price(averagePrice(figures.cost, figures.size));
    const percent = trigger.kind === 'stop_loss' ? settings.stopLossPercent : settings.takeProfitPercent;
    const crossed = `${LABEL[trigger.kind]} at ${percent}%: the best bid ${price(bid)} ${trigger.kind === 'stop_loss' ? 'fell to or below' : 'rose to or above'} ${price(threshold)} (average price ${average})`;
    const plan = planAction(agent.halted, trigger.venue, selfSigned, armed, free);
    const orderId = plan.kind === 'exit' ? (plan.armed?.order.orderHash ?? exitOrderHash(agentId, trigger, state)) : null;
    const reason = plan.kind === 'exit' ? `${crossed}; the service sold ${price(free)} shares.` : `${crossed}; ${plan.why}`;

    const claimed = await trx
      .insertInto('risk_triggers')
      .values({
        agent_id: agentId,
        venue: trigger.venue,
        wallet_address: trigger.wallet,
        token_id: trigger.tokenId,
        kind: trigger.kind,
        position_state: state,
        action: plan.kind,
        order_id: orderId,
        price: bid,
        threshold,
        reason,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['agent_id', 'wallet_address', 'token_id', 'kind', 'position_state']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return { outcome: 'duplicate' };

    const event: AlertFacts = { venue: trigger.venue, walletAddress: trigger.wallet, tokenId: trigger.tokenId, marketConditionId: row.market_condition_id, trigger: trigger.kind, price: price(bid), threshold: price(threshold), reason };
    if (plan.kind === 'alert') {
      await alert(trx, agentId, { ...event, conditionName: ref?.market.question ?? row.market_condition_id, outcome: row.outcome, size: free }, now);
      return { outcome: 'alert', reason };
    }
    const order = plan.armed?.order ?? simulatedExit(agentId, trigger, state, ref!.market, ref!.outcomeIndex, row.outcome, free, threshold);
    const exit = await reserveOrder(trx, deps.venueA.custody, {
      agentId,
      market: ref!.market,
      order,
      orderType: plan.armed?.orderType ?? 'FAK',
      postOnly: false,
      owner: null,
      log: { skillSlug: null, source: `risk:${trigger.kind}`, reasoning: reason },
      riskExit: true,
      nowMs,
    }, null);
    return { exit, event };
  });
  if (!('exit' in decided)) return decided;

  const { exit, event } = decided;
  const order = exit.row;
  const account: VenueAccount = venueAccount(deps, agentId, await agentWallets(deps.db, agentId), order.signer, order.wallet_address);
  const request = orderRequest(
    { orderHash: order.order_hash, maker: order.wallet_address, side: 'SELL', tokenId: order.token_id, price: BigInt(order.price), size: BigInt(order.size), expiration: Number(order.expiration) },
    armed && 'signed' in armed ? armed.signed : null,
    order.order_type as 'FAK' | 'FOK',
    false,
    false,
  );
  try {
    const answer = await deps.venueA.placeOrder(account, request).catch((error: Error) => error);
    const settled = await outcomeOf(deps, account, exit, answer, async (trx, done) => {
      if (armed && 'signed' in armed) await markExitOrderUsed(trx, order.order_hash, new Date(nowMs));
      await recordEvent(trx, { agentId, kind: EXECUTED_EVENT[trigger.kind], payload: { ...event, orderId: order.order_hash, filled: price(done.filled), amount: price(done.notional) }, at: new Date(nowMs) });
    });
    return { outcome: 'exit', orderId: order.order_hash, filled: price(settled.filled), amount: price(settled.notional) };
  } catch (error) {
    const reason = `${event.reason.replace(/; the service sold .*$/, '')}; the exit order failed at the venue (${error instanceof Error ? error.message : String(error)}): sell the position yourself.`;
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('risk_triggers').set({ action: 'alert', reason }).where('agent_id', '=', agentId).where('order_id', '=', order.order_hash).execute();
      await alert(trx, agentId, { ...event, reason, conditionName: order.market_question, outcome: order.outcome, size: BigInt(order.size) }, new Date(nowMs));
    });
    return { outcome: 'alert', reason };
  }
}

/** What a trigger's events and alert say. */
interface AlertFacts {
  venue: Venue;
  walletAddress: string;
  tokenId: string;
  marketConditionId: string;
  trigger: TriggerKind;
  price: string;
  threshold: string;
  reason: string;
}

/** An alert instead of an exit: the trade-log row the agent reads and the `risk.alert` webhook event. */
async function alert(trx: Db, agentId: string, a: AlertFacts & { conditionName: string; outcome: string; size: bigint }, at: Date): Promise<void> {
  const { conditionName, outcome, size, ...payload } = a;
  await writeTradeLog(trx, {
    agentId,
    platform: a.venue,
    orderId: null,
    conditionId: a.marketConditionId,
    conditionName,
    source: 'risk:alert',
    reasoning: a.reason,
    actionType: 'ALERT',
    direction: outcome,
    orderSize: size,
    amount: 0n,
    walletAddress: a.walletAddress,
    now: at,
  });
  await recordEvent(trx, { agentId, kind: 'risk.alert', payload, at });
}

type Plan = { kind: 'exit'; armed: UsableExit | null } | { kind: 'alert'; why: string };

function planAction(halted: boolean, venue: Venue, simulated: boolean, armed: UsableExit | { problem: string } | null, free: bigint): Plan {
  if (halted) return { kind: 'alert', why: 'trading is halted for this agent by an operator, so the service did not sell.' };
  if (venue !== 'venue_a') return { kind: 'alert', why: `the service cannot sign for your wallet on ${venue}: sell the position yourself if you want out.` };
  if (simulated) return { kind: 'exit', armed: null };
  if (armed === null) return { kind: 'alert', why: 'no exit order is armed for this position: sell it yourself or arm one (POST /markets/exit-orders).' };
  if ('problem' in armed) return { kind: 'alert', why: `${armed.problem}: sell the position yourself or arm a new exit order (POST /markets/exit-orders).` };
  if (armed.order.size > free) {
    return { kind: 'alert', why: `the armed exit order sells ${price(armed.order.size)} shares but only ${price(free)} are free: arm one for at most that.` };
  }
  return { kind: 'exit', armed };
}

/** The agent's last `limit` risk actions since a time, newest first, as the sentences they were logged with. */
export const recentRiskActionsRead = (agentId: string, since: Date, limit = 10): JsonRead<string[]> => ({
  json: (eb) =>
    eb
      .selectFrom((inner) =>
        inner
          .selectFrom('risk_triggers')
          .select(['reason', 'created_at', 'id'])
          .where('agent_id', '=', agentId)
          .where('created_at', '>=', since)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .as('t'),
      )
      .select(sql`coalesce(json_agg(t.reason order by t.created_at desc, t.id desc), '[]')`.as('reasons')),
  parse: (value) => value as string[],
});
