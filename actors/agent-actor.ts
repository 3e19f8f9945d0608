import { redeem } from '../engine/markets/redeem.js';
import type { RiskSettingsPatch } from '../engine/risk/settings.js';
import { updateRiskSettings } from '../engine/risk/settings.js';
import { placeBatch, placeOrder, type TradeInput, type TradingDeps } from '../engine/trading/placement.js';
import { cancelAll, cancelOrder, settleResolvedMarket, sweepRestingOrders } from '../engine/trading/resting.js';
import type { ActorBehavior } from './actor.js';

/** Everything that changes an agent's state arrives as one of these, one at a time. */
export type AgentMessage =
  | { kind: 'trade'; input: TradeInput }
  | { kind: 'batch'; inputs: TradeInput[] }
  | { kind: 'cancel'; orderId: string; venue: string }
  | { kind: 'cancelAll'; venue: string; walletAddress?: string }
  | { kind: 'updateSettings'; patch: RiskSettingsPatch }
  | { kind: 'sweep' }
  | { kind: 'setHalted'; halted: boolean }
  | { kind: 'marketResolved'; conditionId: string }
  | { kind: 'redeem'; conditionId: string; walletAddress?: string };

/**
 * The agent's actor. Postgres is the source of truth and every handler re-reads what it decides
 * on inside its transaction, so the actor holds no state that could go stale across processes;
 * it serialises this process's work for the agent.
 */
export class AgentActor implements ActorBehavior<AgentMessage> {
  constructor(
    private readonly agentId: string,
    private readonly deps: TradingDeps,
  ) {}

  async activate(): Promise<void> {
    await this.deps.db.selectFrom('agents').select('id').where('id', '=', this.agentId).executeTakeFirstOrThrow();
  }

  handle(message: AgentMessage): Promise<unknown> {
    const { deps, agentId } = this;
    switch (message.kind) {
      case 'trade':
        return placeOrder(deps, agentId, message.input);
      case 'batch':
        return placeBatch(deps, agentId, message.inputs);
      case 'cancel':
        return cancelOrder(deps, agentId, message.orderId, message.venue);
      case 'cancelAll':
        return cancelAll(deps, agentId, message.venue, message.walletAddress);
      case 'updateSettings':
        return updateRiskSettings(deps.db, agentId, message.patch, new Date(deps.clock.now()));
      case 'sweep':
        return sweepRestingOrders(deps, agentId);
      case 'setHalted':
        return deps.db.updateTable('agents').set({ halted: message.halted }).where('id', '=', agentId).returning('halted').executeTakeFirstOrThrow();
      case 'marketResolved':
        return settleResolvedMarket(deps, agentId, message.conditionId);
      case 'redeem':
        return redeem(deps, agentId, message.conditionId, message.walletAddress);
    }
  }
}
