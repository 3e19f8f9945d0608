import type { Db } from '../db/connect.js';
import { getRiskSettings } from '../accounts/risk-settings.js';
import type { HeldState } from './reservations.js';
import { agentWallets, type AgentWallet } from './venue-account.js';

/** What an agent's actor holds between messages: what its trades are decided on. */
export interface AgentState extends HeldState {
  wallets: AgentWallet[];
}

/**
 * The version is read first: whatever is read after it is at least as new, so a change made in
 * between is seen as a moved version by the next reservation, which then has the state reloaded.
 */
export async function loadAgentState(db: Db, agentId: string): Promise<AgentState> {
  const { state_version: version } = await db.selectFrom('agents').select('state_version').where('id', '=', agentId).executeTakeFirstOrThrow();
  const [{ settings }, wallets] = await Promise.all([getRiskSettings(db, agentId), agentWallets(db, agentId)]);
  return { version, settings, wallets };
}
