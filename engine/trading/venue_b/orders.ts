import type { Db } from '../../db/connect.js';
import type { VenueBOrderRow } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { decimalText, toJsonNumber, USDC_SCALE, averagePrice } from '../../money.js';
import { loadHoldings, titleOf, unrealizedPnl, type Holding, type PortfolioDeps } from '../../portfolio/holdings.js';
import type { VenueB } from '../../venues/venue_b/port.js';

export function orderView(order: VenueBOrderRow) {
  const filledIn = BigInt(order.filled_in);
  const filledOut = BigInt(order.filled_out);
  return {
    orderId: order.id,
    quoteId: order.quote_id,
    marketTicker: order.market_ticker,
    side: order.side,
    action: order.action,
    userPublicKey: order.user_public_key,
    destinationWallet: order.destination_wallet,
    inputMint: order.input_mint,
    outputMint: order.output_mint,
    inAmount: String(order.in_amount),
    outAmount: String(order.out_amount),
    minOutAmount: String(order.min_out_amount),
    filledInAmount: filledIn.toString(),
    filledOutAmount: filledOut.toString(),
    avgPrice: decimalText(BigInt(order.price), USDC_SCALE),
    txHash: order.tx_signature,
    providerStatus: order.provider_status,
    orderStatus: order.status,
    error: order.error,
    createdAt: String(order.created_at.getTime()),
    updatedAt: String(order.updated_at.getTime()),
  };
}

export async function getOrder(db: Db, agentId: string, orderId: string) {
  const order = await db.selectFrom('venue_b_orders').selectAll().where('id', '=', orderId).where('agent_id', '=', agentId).executeTakeFirst();
  if (!order) throw notFound('order_not_found', `No venue_b order ${orderId} for this agent.`);
  return orderView(order);
}

const number = (atomic: bigint) => toJsonNumber(atomic, USDC_SCALE);

/** The agent's open venue_b positions, each beside what its wallet holds of the mint on chain. */
export async function venueBPositions(deps: PortfolioDeps, agentId: string, wallet?: string) {
  const holdings = await loadHoldings(deps, { agentId, venues: ['venue_b'], state: 'open', ...(wallet ? { wallet } : {}) });
  const onChain = await chainBalances(deps.venueB, holdings);
  return holdings.map((h) => ({
    marketId: h.conditionId,
    title: titleOf(h),
    outcome: h.outcome,
    walletAddress: h.wallet,
    mint: h.tokenId,
    size: number(h.size),
    avgPrice: number(averagePrice(h.cost, h.size)),
    currentPrice: number(h.price),
    unrealizedPnl: number(unrealizedPnl(h)),
    realizedPnl: number(h.realizedPnl),
    chainBalance: number(onChain.get(`${h.wallet}/${h.tokenId}`) ?? 0n),
  }));
}

/** What each holding's wallet holds of its mint, keyed wallet/mint: one venue read per wallet. */
async function chainBalances(venue: VenueB, holdings: Holding[]): Promise<Map<string, bigint>> {
  const mintsOf = new Map<string, string[]>();
  for (const h of holdings) mintsOf.set(h.wallet, [...(mintsOf.get(h.wallet) ?? []), h.tokenId]);
  const held = new Map<string, bigint>();
  await Promise.all(
    [...mintsOf].map(async ([wallet, mints]) => {
      for (const [mint, amount] of await venue.balances(wallet, mints)) held.set(`${wallet}/${mint}`, amount);
    }),
  );
  return held;
}
