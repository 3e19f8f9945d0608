import { redeem } from '../engine/trading/redeem.js';
import { armExitOrder, disarmExitOrder, type ArmExitInput } from '../engine/risk/exit-orders.js';
import { executeTrigger, type RiskDeps, type RiskTrigger } from '../engine/risk/risk-exits.js';
import type { RiskSettingsPatch } from '../engine/accounts/risk-settings.js';
import { updateRiskSettings } from '../engine/accounts/risk-settings.js';
import { placeBatch, placeOrder, placeTrades, type TradeInput } from '../engine/trading/placement.js';
import { cancelAll, cancelMarket, cancelOrder, cancelOrders } from '../engine/trading/cancel.js';
import { liveOrderIds, syncAgentOrders, type SyncDeps } from '../engine/trading/order-sync.js';
import type { SubmitRequest } from '../engine/trading/venue_b/submit.js';
import type { VenueBTrading } from '../engine/trading/venue_b/venue-b.js';
import { loadAgentState, type AgentState } from '../engine/trading/agent-state.js';
import { StaleAgentState } from '../engine/trading/reservations.js';
import { ApiError } from '../engine/errors.js';
import type { ActorBehavior, Outcome, Together } from './actor.js';

/** Everything that changes an agent's state arrives as one of these, one at a time. */
export type AgentMessage =
  | { kind: 'trade'; input: TradeInput }
  | { kind: 'batch'; inputs: TradeInput[] }
  | { kind: 'cancel'; orderId: string; venue: string }
  | { kind: 'cancelOrders'; orderIds: string[] }
  | { kind: 'cancelAll'; walletAddress?: string; market?: { conditionId?: string; tokenId?: string } }
  | { kind: 'updateSettings'; patch: RiskSettingsPatch }
  | { kind: 'syncOrders' }
  | { kind: 'setHalted'; halted: boolean }
  | { kind: 'marketResolved'; conditionId: string }
  | { kind: 'redeem'; conditionId: string; walletAddress?: string }
  | { kind: 'riskTrigger'; trigger: RiskTrigger }
  | { kind: 'armExit'; input: ArmExitInput }
  | { kind: 'disarmExit'; orderId: string }
  | { kind: 'venueBSubmit'; request: SubmitRequest }
  | { kind: 'venueBCancel'; orderId: string };

export type AgentDeps = RiskDeps & SyncDeps & { venueB: VenueBTrading };

/**
 * Single trades placed as one unit at most (placeTrades): a batch's most. With 32 of one agent's
 * trades on their way at once, each waited for the round trip of every one before it.
 */
const TRADES_TOGETHER = 20;

type TradeMessage = Extract<AgentMessage, { kind: 'trade' }>;

/** A message decided on the held state again after finding it stale: another change in between is rare. */
const STALE_RETRIES = 3;

/**
 * Runs `run` until it does not find the held state stale, forgetting the state before each retry
 * (the next run loads it); a state that keeps moving ends in a 503 the agent can retry.
 */
export async function onFreshState<T>(run: () => Promise<T>, forget: () => void): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof StaleAgentState)) throw error;
      if (attempt > STALE_RETRIES) {
        throw new ApiError(503, 'agent_changing', "The agent's risk settings or wallets kept changing while this request was decided; nothing was placed. Retry.", {
          headers: { 'Retry-After': '1' },
        });
      }
      forget();
    }
  }
}

/**
 * The agent's actor. It serialises this process's work for the agent and holds what its trades
 * are decided on (risk settings, wallets: AgentState), loaded on activation. Postgres stays the
 * source of truth: a trade's one write takes the agent's row lock and checks the version the state
 * was loaded at, so a change made anywhere else (another process's actor, a route, an operator)
 * makes the next trade reload instead of deciding on stale memory. Counters, balances and
 * positions are read by that same write, after the lock, never from memory.
 */
export class AgentActor implements ActorBehavior<AgentMessage> {
  private state: AgentState | null = null;
  /**
   * Trades waiting in a row go as one unit (placeTrades), on a venue that commits with the service:
   * one round trip for all, where each took its own. A venue across a network is sent each as it
   * came.
   */
  readonly together: Together<AgentMessage> | undefined;

  constructor(
    private readonly agentId: string,
    private readonly deps: AgentDeps,
    /** Told after every handled message: positions or settings may have changed, and the monitors follow them. */
    private readonly changed: (agentId: string) => Promise<void>,
  ) {
    if (deps.venueA.commitsWithCaller) this.together = { joins: (message) => message.kind === 'trade', max: TRADES_TOGETHER, handle: (messages) => this.placeTogether(messages as TradeMessage[]) };
  }

  private async placeTogether(messages: TradeMessage[]): Promise<Outcome[]> {
    const inputs = messages.map((message) => message.input);
    const placed = await onFreshState(
      async () => placeTrades(this.deps, this.agentId, inputs, await this.held()),
      () => (this.state = null),
    );
    await this.changed(this.agentId);
    return placed.map((answer): Outcome => (answer instanceof Error ? { ok: false, error: answer } : { ok: true, value: answer }));
  }

  async activate(): Promise<void> {
    this.state = await loadAgentState(this.deps.db, this.agentId);
  }

  async handle(message: AgentMessage): Promise<unknown> {
    const result = await this.dispatchFresh(message);
    // What this message changed of the held state is read again on the next trade.
    if (message.kind === 'updateSettings') this.state = null;
    await this.changed(this.agentId);
    return result;
  }

  private dispatchFresh(message: AgentMessage): Promise<unknown> {
    return onFreshState(
      () => this.dispatch(message),
      () => (this.state = null),
    );
  }

  private async held(): Promise<AgentState> {
    this.state ??= await loadAgentState(this.deps.db, this.agentId);
    return this.state;
  }

  /** The agent's share of a market's resolution: its live orders there end as MARKET_RESOLVED. */
  private async closeResolved(conditionId: string): Promise<{ closed: string[] }> {
    const live = await liveOrderIds(this.deps, this.agentId, conditionId);
    await syncAgentOrders(this.deps, this.agentId, live);
    const still = new Set(await liveOrderIds(this.deps, this.agentId, conditionId));
    return { closed: live.filter((id) => !still.has(id)) };
  }

  private async dispatch(message: AgentMessage): Promise<unknown> {
    const { deps, agentId } = this;
    switch (message.kind) {
      case 'trade':
        return placeOrder(deps, agentId, message.input, await this.held());
      case 'batch':
        return placeBatch(deps, agentId, message.inputs, await this.held());
      case 'cancel':
        return cancelOrder(deps, agentId, message.orderId, message.venue);
      case 'cancelOrders':
        return cancelOrders(deps, agentId, message.orderIds);
      case 'cancelAll':
        return message.market
          ? cancelMarket(deps, agentId, message.market, message.walletAddress)
          : cancelAll(deps, agentId, message.walletAddress);
      case 'updateSettings':
        return updateRiskSettings(deps.db, agentId, message.patch, new Date(deps.clock.now()));
      case 'syncOrders':
        return syncAgentOrders(deps, agentId);
      case 'setHalted':
        return deps.db.updateTable('agents').set({ halted: message.halted }).where('id', '=', agentId).returning('halted').executeTakeFirstOrThrow();
      case 'marketResolved':
        return this.closeResolved(message.conditionId);
      case 'redeem':
        return redeem(deps, agentId, message.conditionId, message.walletAddress);
      case 'riskTrigger':
        return executeTrigger(deps, agentId, message.trigger);
      case 'armExit':
        return armExitOrder(deps, agentId, message.input);
      case 'disarmExit':
        return disarmExitOrder(deps.db, agentId, message.orderId, new Date(deps.clock.now()));
      case 'venueBSubmit':
        return deps.venueB.submit(agentId, message.request);
      case 'venueBCancel':
        return deps.venueB.cancel(agentId, message.orderId);
    }
  }
}
