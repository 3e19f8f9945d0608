import { redeem } from '../engine/trading/redeem.js';
import { armExitOrder, disarmExitOrder, type ArmExitInput } from '../engine/risk/exit-orders.js';
import { executeTrigger, type RiskDeps, type RiskTrigger } from '../engine/risk/risk-exits.js';
import type { RiskSettingsPatch } from '../engine/accounts/risk-settings.js';
import { updateRiskSettings } from '../engine/accounts/risk-settings.js';
import { placeBatch, placeOrder, type TradeInput } from '../engine/trading/placement.js';
import { cancelAll, cancelMarket, cancelOrder, cancelOrders } from '../engine/trading/cancel.js';
import { liveOrderIds, syncAgentOrders, type SyncDeps } from '../engine/trading/order-sync.js';
import type { SubmitRequest } from '../engine/trading/venue_b/submit.js';
import type { VenueBTrading } from '../engine/trading/venue_b/venue-b.js';
import type { ActorBehavior } from './actor.js';

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
 * The agent's actor. Postgres is the source of truth and every handler re-reads what it decides
 * on inside its transaction, so the actor holds no state that could go stale across processes;
 * it serialises this process's work for the agent.
 */
export class AgentActor implements ActorBehavior<AgentMessage> {
  constructor(
    private readonly agentId: string,
    private readonly deps: AgentDeps,
    /** Told after every handled message: positions or settings may have changed, and the monitors follow them. */
    private readonly changed: (agentId: string) => Promise<void>,
  ) {}

  async activate(): Promise<void> {
    await this.deps.db.selectFrom('agents').select('id').where('id', '=', this.agentId).executeTakeFirstOrThrow();
  }

  async handle(message: AgentMessage): Promise<unknown> {
    const result = await this.dispatch(message);
    await this.changed(this.agentId);
    return result;
  }

  /** The agent's share of a market's resolution: its live orders there end as MARKET_RESOLVED. */
  private async closeResolved(conditionId: string): Promise<{ closed: string[] }> {
    const live = await liveOrderIds(this.deps, this.agentId, conditionId);
    await syncAgentOrders(this.deps, this.agentId, live);
    const still = new Set(await liveOrderIds(this.deps, this.agentId, conditionId));
    return { closed: live.filter((id) => !still.has(id)) };
  }

  private dispatch(message: AgentMessage): Promise<unknown> {
    const { deps, agentId } = this;
    switch (message.kind) {
      case 'trade':
        return placeOrder(deps, agentId, message.input);
      case 'batch':
        return placeBatch(deps, agentId, message.inputs);
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
