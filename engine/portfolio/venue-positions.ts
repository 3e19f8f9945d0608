import type { Db } from '../db/connect.js';
import { WALLET_STATUS } from '../wallets/credentials.js';
import type { ClosedPositionRecord, ClosedPositionsQuery, CurrentPositionsQuery, PositionRecord } from '../venues/venue_a/data-api.js';
import { closedPositions } from './closed-positions.js';
import { currentPositions } from './current-positions.js';
import { marketMatcher } from './filters.js';
import { normalizeWallet, type PortfolioDeps } from './holdings.js';

/**
 * The agent's positions of one wallet. venue_b's come from the service's own records; venue_a's
 * from the venue's data source (Polymarket's Data API live; the simulation's is the service's
 * books), and only for a wallet of the agent's: another agent's wallet answers an empty list.
 */

/** A wallet the agent linked, or one it holds positions with on the service's books. */
async function ownsWallet(db: Db, agentId: string, wallet: string): Promise<boolean> {
  const row = await db
    .selectFrom('wallet_credentials')
    .select('wallet_address')
    .where('agent_id', '=', agentId)
    .where('wallet_address', '=', wallet)
    .where('status', '=', WALLET_STATUS.active)
    .union(db.selectFrom('positions').select('wallet_address').where('agent_id', '=', agentId).where('wallet_address', '=', wallet).where('venue', '=', 'venue_a'))
    .executeTakeFirst();
  return row !== undefined;
}

export async function agentPositions(deps: PortfolioDeps, agentId: string, query: CurrentPositionsQuery): Promise<PositionRecord[]> {
  if (query.venue === 'venue_b') return currentPositions(deps, agentId, query);
  const wallet = normalizeWallet('venue_a', query.walletAddress);
  marketMatcher(query);
  return (await ownsWallet(deps.db, agentId, wallet)) ? deps.venueA.positions(wallet, { ...query, walletAddress: wallet }) : [];
}

export async function agentClosedPositions(deps: PortfolioDeps, agentId: string, query: ClosedPositionsQuery): Promise<ClosedPositionRecord[]> {
  if (query.venue === 'venue_b') return closedPositions(deps, agentId, query);
  const wallet = normalizeWallet('venue_a', query.walletAddress);
  marketMatcher(query);
  return (await ownsWallet(deps.db, agentId, wallet)) ? deps.venueA.closedPositions(wallet, { ...query, walletAddress: wallet }) : [];
}
