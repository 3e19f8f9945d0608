import type { Db } from '../../db/connect.js';
import type { VenueBOrderRow } from '../../db/schema.js';
import { conflict, notFound } from '../../errors.js';
import type { JobQueue, JobRunner } from '../../jobs/jobs.js';
import type { Logger } from '../../logger.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import { addToPosition, lockAgent, takeFromPosition } from '../../accounts/ledger.js';
import { recordEvent } from '../../webhooks/outbox.js';
import type { VenueB, VenueBOrderState, VenueBOrderStatus } from '../../venues/venue_b/port.js';

export interface TrackingDeps {
  db: Db;
  venue: VenueB;
  clock: { now(): number };
}

const TERMINAL_STATUS: Record<'closed' | 'failed' | 'expired', number> = { closed: 2, failed: 5, expired: 3 };

/**
 * Brings one order up to the venue's status under the agent's row lock: on `closed` the fill
 * reaches the position; a terminal status ends the order. Returns the provider status seen, or
 * null when the order was already settled.
 */
export async function settleOrder(deps: TrackingDeps, orderId: string): Promise<{ agentId: string; status: VenueBOrderState } | null> {
  const { db, venue, clock } = deps;
  return db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('venue_b_orders').select('agent_id').where('id', '=', orderId).executeTakeFirst();
    if (!found) return null;
    await lockAgent(trx, found.agent_id);
    const order = await trx.selectFrom('venue_b_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    if (order.status !== 1) return null;
    const now = clock.now();
    const at = new Date(now);
    const seen = await venue.orderStatus({
      signature: order.tx_signature,
      inAmount: BigInt(order.in_amount),
      outAmount: BigInt(order.out_amount),
      expiresAt: order.expires_at.getTime(),
      lastValidBlockHeight: null,
    });
    if (seen.status === 'pending' || seen.status === 'open') {
      await trx.updateTable('venue_b_orders').set({ provider_status: seen.status, updated_at: at }).where('id', '=', orderId).execute();
      return { agentId: order.agent_id, status: seen.status };
    }
    await trx
      .updateTable('venue_b_orders')
      .set({ provider_status: seen.status, status: TERMINAL_STATUS[seen.status], filled_in: seen.inAmount, filled_out: seen.outAmount, error: seen.error ?? null, updated_at: at })
      .where('id', '=', orderId)
      .execute();
    if (seen.status === 'closed') {
      await applyFill(trx, order, seen, at);
      await recordEvent(trx, {
        agentId: order.agent_id,
        kind: 'order.filled',
        payload: {
          venue: 'venue_b',
          orderId,
          marketTicker: order.market_ticker,
          side: order.side,
          action: order.action,
          inAmount: decimalText(seen.inAmount, USDC_SCALE),
          outAmount: decimalText(seen.outAmount, USDC_SCALE),
          txHash: order.tx_signature,
        },
        at,
      });
    }
    return { agentId: order.agent_id, status: seen.status };
  });
}

async function applyFill(trx: Db, order: VenueBOrderRow, fill: VenueBOrderStatus, at: Date): Promise<void> {
  if (order.action === 'BUY') {
    const key = { agentId: order.agent_id, wallet: order.destination_wallet, tokenId: order.output_mint };
    await addToPosition(trx, key, { venue: 'venue_b', conditionId: order.market_ticker, outcome: order.side }, fill.outAmount, fill.inAmount, at);
    return;
  }
  const key = { agentId: order.agent_id, wallet: order.user_public_key, tokenId: order.input_mint };
  const position = await trx
    .selectFrom('positions')
    .select('size')
    .where('agent_id', '=', key.agentId)
    .where('wallet_address', '=', key.wallet)
    .where('token_id', '=', key.tokenId)
    .executeTakeFirst();
  // The chain, not our record, decides what a wallet may sell: shares that came from elsewhere
  // have no cost basis here, so only the recorded part moves the position.
  const held = BigInt(position?.size ?? 0);
  const size = fill.inAmount < held ? fill.inAmount : held;
  if (size > 0n) await takeFromPosition(trx, key, size, (fill.outAmount * size) / fill.inAmount, false, at);
}

/**
 * A submitted order can be canceled only while the chain has not executed it: it is brought up to
 * the provider's status first, then checked and canceled under the agent's lock, so a settlement
 * cannot slip in between.
 */
export async function cancelOrder(deps: TrackingDeps, agentId: string, orderId: string): Promise<VenueBOrderRow> {
  await settleOrder(deps, orderId);
  const at = new Date(deps.clock.now());
  return deps.db.transaction().execute(async (trx) => {
    await lockAgent(trx, agentId);
    const order = await trx.selectFrom('venue_b_orders').select(['status', 'market_ticker']).where('id', '=', orderId).where('agent_id', '=', agentId).executeTakeFirst();
    if (!order) throw notFound('order_not_found', `No venue_b order ${orderId} for this agent.`);
    if (order.status !== 1) {
      const what = order.status === 2 ? 'was filled on chain; sell the position to exit' : order.status === 3 ? 'is already canceled' : 'failed on chain';
      throw conflict('order_not_open', `Order ${orderId} ${what}.`);
    }
    const canceled = await trx
      .updateTable('venue_b_orders')
      .set({ status: 3, provider_status: 'expired', error: 'canceled by the agent', updated_at: at })
      .where('id', '=', orderId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEvent(trx, { agentId, kind: 'order.canceled', payload: { venue: 'venue_b', orderId, marketTicker: order.market_ticker }, at });
    return canceled;
  });
}

/** Still pending: thrown so that the job runner retries with its backoff. */
class StillPending extends Error {}

/**
 * The tracking job: polls the provider's status of an order until it is terminal, retrying with
 * exponential backoff; `onSettled` hears of each settled order (the risk monitors follow
 * positions). `resume` queues every unsettled order under the same job id as `track`, so an order
 * still being polled is not queued twice, and one whose tracking was lost (a restart, a job given
 * up) is tracked again.
 */
export function orderTracking(deps: TrackingDeps, jobs: JobRunner, logger: Logger, onSettled: (agentId: string) => Promise<void>) {
  const queue: JobQueue<{ orderId: string }> = jobs.queue({
    name: 'venue_b-order-status',
    attempts: 12,
    backoffMs: 250,
    handle: async ({ orderId }) => {
      const settled = await settleOrder(deps, orderId);
      if (settled?.status === 'pending' || settled?.status === 'open') throw new StillPending(`order ${orderId} is ${settled.status}`);
      if (settled) await onSettled(settled.agentId);
    },
  });
  const track = (orderId: string) => queue.add({ orderId }, { jobId: `venue_b-order-${orderId}` });
  return {
    track,
    resume: async () => {
      const live = await deps.db.selectFrom('venue_b_orders').select('id').where('status', '=', 1).execute();
      for (const { id } of live) await track(id);
      if (live.length) logger.info({ orders: live.length }, 'resumed tracking of venue_b orders');
      return live.length;
    },
  };
}

export type OrderTracking = ReturnType<typeof orderTracking>;
