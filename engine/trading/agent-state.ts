import type { Db } from '../db/connect.js';
import { getRiskSettings } from '../accounts/risk-settings.js';
import type { WebhookEventKind } from '../webhooks/outbox.js';
import { subscribedKinds } from '../webhooks/webhooks.js';
import type { HeldState } from './reservations.js';
import { agentWallets, type AgentWallet } from './venue-account.js';

/** What an agent's actor holds between messages: what its trades are decided on. */
export interface AgentState extends HeldState {
  wallets: AgentWallet[];
  /** The event kinds the agent's webhooks subscribe to: a trade writes no other event. */
  eventKinds: ReadonlySet<WebhookEventKind>;
}

/** agents.state_version now: the triggers move it whenever the settings, wallets or webhooks an actor holds change. */
export async function stateVersion(db: Db, agentId: string): Promise<string | undefined> {
  return (await db.selectFrom('agents').select('state_version').where('id', '=', agentId).executeTakeFirst())?.state_version;
}

/**
 * The version is read first: whatever is read after it is at least as new, so a change made in
 * between is seen as a moved version by the next reservation, which then has the state reloaded.
 */
export async function loadAgentState(db: Db, agentId: string): Promise<AgentState> {
  const version = await stateVersion(db, agentId);
  if (version === undefined) throw new Error(`no agent ${agentId}`);
  const [{ settings }, wallets, eventKinds] = await Promise.all([getRiskSettings(db, agentId), agentWallets(db, agentId), subscribedKinds(db, agentId)]);
  return { version, settings, wallets, eventKinds };
}
