import { badRequest } from '../errors.js';
import { ORDER_STATUS } from '../accounts/order-status.js';
import type { CancelOutcome, VenueAccount } from '../venues/venue_a/port.js';
import { syncAgentOrders, type SyncDeps } from './order-sync.js';
import { findAgentOrder } from './orders.js';
import { agentWallets, venueAccount } from './venue-account.js';

/**
 * Cancels go to the venue first, with no lock held; then the orders are synced, so what they
 * traded before the cancel reached the books and what they held goes back.
 */

export interface CancelResult {
  /** What the venue reports as canceled. */
  canceled: string[];
  /** What it did not cancel, with its reason. */
  notCanceled: Record<string, string>;
  /** The agent's orders whose records were brought up to the venue's. */
  syncedCount: number;
}

const NOT_OPEN = 'already canceled or matched';

function merge(outcomes: readonly CancelOutcome[]): CancelOutcome {
  return {
    canceled: outcomes.flatMap((o) => o.canceled),
    notCanceled: Object.assign({}, ...outcomes.map((o) => o.notCanceled)) as Record<string, string>,
  };
}

async function syncAfter(deps: SyncDeps, agentId: string, outcome: CancelOutcome): Promise<CancelResult> {
  const report = outcome.canceled.length ? await syncAgentOrders(deps, agentId, outcome.canceled) : null;
  return { ...outcome, syncedCount: report ? report.closed + report.resolved + report.pending : 0 };
}

/** Cancels one order of the agent. */
export async function cancelOrder(deps: SyncDeps, agentId: string, orderHash: string, venue: string): Promise<CancelResult> {
  const order = await findAgentOrder(deps.db, agentId, orderHash, venue);
  if (order.status !== ORDER_STATUS.live) return { canceled: [], notCanceled: { [orderHash]: NOT_OPEN }, syncedCount: 0 };
  const account = venueAccount(deps, agentId, await agentWallets(deps.db, agentId), order.signer, order.wallet_address);
  return syncAfter(deps, agentId, await deps.venueA.cancelOrders(account, [orderHash]));
}

/** Cancels the given orders of the agent, each at the venue account it was placed under. */
export async function cancelOrders(deps: SyncDeps, agentId: string, orderHashes: readonly string[]): Promise<CancelResult> {
  const wallets = await agentWallets(deps.db, agentId);
  const mine = await deps.db.selectFrom('orders').select(['order_hash', 'signer', 'wallet_address']).where('agent_id', '=', agentId).where('venue', '=', 'venue_a').where('order_hash', 'in', [...orderHashes]).execute();
  const byAccount = new Map<string, { account: VenueAccount; ids: string[] }>();
  for (const order of mine) {
    const account = venueAccount(deps, agentId, wallets, order.signer, order.wallet_address);
    const group = byAccount.get(account.address) ?? { account, ids: [] };
    group.ids.push(order.order_hash);
    byAccount.set(account.address, group);
  }
  const known = new Set(mine.map((o) => o.order_hash));
  const unknown: CancelOutcome = { canceled: [], notCanceled: Object.fromEntries(orderHashes.filter((id) => !known.has(id)).map((id) => [id, 'order not found'])) };
  const outcomes = await Promise.all([...byAccount.values()].map(({ account, ids }) => deps.venueA.cancelOrders(account, ids)));
  return syncAfter(deps, agentId, merge([...outcomes, unknown]));
}

/**
 * The venue accounts a cancel-all or cancel-market acts on: the named wallet's, or the agent's
 * only one; an agent with several active wallets must name one.
 */
async function accountsFor(deps: SyncDeps, agentId: string, walletAddress?: string): Promise<VenueAccount[]> {
  const wallets = await agentWallets(deps.db, agentId);
  if (!walletAddress && wallets.length > 1) {
    throw badRequest('wallet_required', `This agent has ${wallets.length} active wallets: name one in walletAddress.`);
  }
  const wallet = walletAddress ?? wallets[0]?.address;
  return wallet ? [venueAccount(deps, agentId, wallets, wallet, wallet)] : [];
}

/** Cancels every open order of the agent's wallet at the venue (its cancel-all), then syncs the agent's records of them. */
export async function cancelAll(deps: SyncDeps, agentId: string, walletAddress?: string): Promise<CancelResult> {
  const accounts = await accountsFor(deps, agentId, walletAddress);
  return syncAfter(deps, agentId, merge(await Promise.all(accounts.map((account) => deps.venueA.cancelAll(account)))));
}

/** Cancels the agent's open orders in one market (a condition id) or of one token. */
export async function cancelMarket(deps: SyncDeps, agentId: string, scope: { conditionId?: string; tokenId?: string }, walletAddress?: string): Promise<CancelResult> {
  const accounts = await accountsFor(deps, agentId, walletAddress);
  return syncAfter(deps, agentId, merge(await Promise.all(accounts.map((account) => deps.venueA.cancelMarket(account, scope)))));
}
