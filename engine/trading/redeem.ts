import { sql } from 'kysely';
import { badRequest, notFound } from '../errors.js';
import { atomicText as text } from '../money.js';
import { lockAgent, moveCash } from '../accounts/ledger.js';
import { liveOrderIds, syncAgentOrders, type SyncDeps } from './order-sync.js';
import { writeTradeLog } from '../accounts/trade-log.js';
import { findResolution, type Outcome } from '../markets/market-state.js';

export interface RedeemResult {
  marketConditionId: string;
  winningOutcome: Outcome;
  /** Every share given up, winning and losing. */
  redeemedShares: string;
  payout: string;
  realizedPnl: string;
}


/**
 * Settles the agent's positions in a resolved market (of one wallet, when named): a winning
 * share pays 1 USDC, a losing one nothing; each position's size and cost go to zero and
 * payout − cost is booked as realised PnL. Runs in the agent's actor, under its row lock, so a
 * second redeem finds nothing left to pay.
 */
export async function redeem(deps: SyncDeps, agentId: string, conditionId: string, walletAddress?: string): Promise<RedeemResult> {
  if (deps.venueA.custody !== 'ledger') {
    throw badRequest('redeem_on_venue', 'On the live venue winning shares are redeemed on chain, from the wallet that holds them (the conditional tokens contract); the service does not hold them.');
  }
  const market = await deps.venueA.market(conditionId);
  if (!market) throw notFound('market_not_found', 'market not found');
  const resolution = await findResolution(deps.db, market.conditionId);
  if (!resolution) throw badRequest('market_not_resolved', `market ${market.conditionId} has not resolved yet; redeem it once it has.`);
  // A sell resting when the market resolved still holds shares: the sync closes it first.
  await syncAgentOrders(deps, agentId, await liveOrderIds(deps, agentId, market.conditionId));
  const now = new Date(deps.clock.now());

  return deps.db.transaction().execute(async (trx) => {
    await lockAgent(trx, agentId);
    let query = trx
      .selectFrom('positions')
      .selectAll()
      .where('agent_id', '=', agentId)
      .where('market_condition_id', '=', market.conditionId)
      .where(sql<boolean>`size > 0`);
    if (walletAddress) query = query.where((eb) => eb(eb.fn('lower', ['wallet_address']), '=', walletAddress.toLowerCase()));
    const positions = await query.orderBy('wallet_address').orderBy('token_id').forUpdate().execute();

    const byWallet = new Map<string, { shares: bigint; payout: bigint }>();
    let shares = 0n;
    let payout = 0n;
    let pnl = 0n;
    for (const position of positions) {
      const size = BigInt(position.size);
      // Shares and USDC share one atomic unit, so a winning position pays exactly its size.
      const paid = position.token_id === resolution.winningTokenId ? size : 0n;
      const realized = paid - BigInt(position.cost);
      await trx
        .updateTable('positions')
        .set({ size: 0n, reserved_size: 0n, cost: 0n, realized_pnl: sql`realized_pnl + ${realized.toString()}::bigint`, updated_at: now })
        .where('agent_id', '=', agentId)
        .where('wallet_address', '=', position.wallet_address)
        .where('token_id', '=', position.token_id)
        .execute();
      const wallet = byWallet.get(position.wallet_address) ?? { shares: 0n, payout: 0n };
      byWallet.set(position.wallet_address, { shares: wallet.shares + size, payout: wallet.payout + paid });
      shares += size;
      payout += paid;
      pnl += realized;
    }
    await moveCash(trx, agentId, payout);
    for (const [wallet, redeemed] of byWallet) {
      await writeTradeLog(trx, {
        agentId,
        platform: 'venue_a',
        orderId: null,
        conditionId: market.conditionId,
        conditionName: market.question,
        source: 'redeem',
        actionType: 'REDEEM',
        direction: resolution.winningOutcome,
        orderSize: redeemed.shares,
        amount: redeemed.payout,
        walletAddress: wallet,
        now,
      });
    }
    return { marketConditionId: market.conditionId, winningOutcome: resolution.winningOutcome, redeemedShares: text(shares), payout: text(payout), realizedPnl: text(pnl) };
  });
}
