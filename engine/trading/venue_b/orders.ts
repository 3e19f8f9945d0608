import type { Db } from '../../db/connect.js';
import type { VenueBOrderRow } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { decimalText, toJsonNumber, USDC_SCALE, averagePrice } from '../../money.js';
import { loadHoldings, marketTitles, titleOf, unrealizedPnl, type PortfolioDeps } from '../../portfolio/holdings.js';
import type { OutcomeHolding } from '../../venues/venue_b/port.js';

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

/**
 * The agent's venue_b positions: each one the service recorded, beside what its wallet holds of
 * the mint on chain now, then every outcome token its wallets hold on chain that the service has
 * no record of (bought elsewhere, or moved in). Those carry `recorded: false`; their cost is not
 * known, so they are valued at the current price with no profit or loss.
 */
export async function venueBPositions(deps: PortfolioDeps, agentId: string, wallet?: string) {
  const holdings = await loadHoldings(deps, { agentId, venues: ['venue_b'], state: 'open', ...(wallet ? { wallet } : {}) });
  const wallets = wallet
    ? [wallet]
    : (await deps.db.selectFrom('venue_b_wallets').select('address').where('agent_id', '=', agentId).orderBy('first_used_at').execute()).map((w) => w.address);
  const onChain = new Map<string, OutcomeHolding & { wallet: string }>();
  await Promise.all(
    [...new Set([...wallets, ...holdings.map((h) => h.wallet)])].map(async (owner) => {
      for (const held of await deps.venueB.holdings(owner)) onChain.set(`${owner}/${held.mint}`, { ...held, wallet: owner });
    }),
  );
  const recorded = holdings.map((h) => ({
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
    chainBalance: number(onChain.get(`${h.wallet}/${h.tokenId}`)?.amount ?? 0n),
    recorded: true,
  }));
  const known = new Set(holdings.map((h) => `${h.wallet}/${h.tokenId}`));
  const unrecorded = [...onChain.entries()].filter(([key]) => !known.has(key)).map(([, held]) => held);
  const [marks, titles] = unrecorded.length
    ? await Promise.all([deps.venueB.markPrices(unrecorded.map((h) => h.mint), deps.clock.now()), marketTitles(deps.venueB, unrecorded.map((h) => h.ticker))])
    : [new Map<string, bigint>(), new Map<string, string>()];
  return [
    ...recorded,
    ...unrecorded.map((held) => ({
      marketId: held.ticker,
      title: titles.get(held.ticker) ?? held.ticker,
      outcome: held.side,
      walletAddress: held.wallet,
      mint: held.mint,
      size: number(held.amount),
      avgPrice: number(marks.get(held.mint) ?? 0n),
      currentPrice: number(marks.get(held.mint) ?? 0n),
      unrealizedPnl: 0,
      realizedPnl: 0,
      chainBalance: number(held.amount),
      recorded: false,
    })),
  ];
}
