import type { Db } from '../../db/connect.js';
import type { VenueBOrderRow } from '../../db/schema.js';
import { conflict, notFound } from '../../errors.js';
import type { JobQueue, JobRunner } from '../../jobs/jobs.js';
import type { Logger } from '../../logger.js';
import { decimalText, USDC_SCALE } from '../../money.js';
import { utcDayWindow } from '../../rate-limits.js';
import { addToPosition, lockAgent, takeKnownShares } from '../../accounts/ledger.js';
import { uncountAmount } from '../../accounts/limits.js';
import { recordEvent } from '../../webhooks/outbox.js';
import type { SubmittedOrder, VenueB, VenueBOrderState, VenueBOrderStatus } from '../../venues/venue_b/port.js';
import { recordWallet } from './submit.js';

export interface TrackingDeps {
  db: Db;
  venue: VenueB;
  clock: { now(): number };
}

const TERMINAL_STATUS: Record<'closed' | 'failed' | 'expired', number> = { closed: 2, failed: 5, expired: 3 };

/** The order as the venue is asked about it. */
function submitted(order: VenueBOrderRow): SubmittedOrder {
  return {
    signature: order.tx_signature,
    inAmount: BigInt(order.in_amount),
    outAmount: BigInt(order.out_amount),
    expiresAt: order.expires_at.getTime(),
    lastValidBlockHeight: order.last_valid_block_height === null ? null : Number(order.last_valid_block_height),
  };
}

/** Gives back to the order's day the part of its counted USDC (paid on a buy, received on a sell) that never traded. */
async function releaseUnfilled(trx: Db, order: VenueBOrderRow, filled: { inAmount: bigint; outAmount: bigint }): Promise<void> {
  const [counted, traded] = order.action === 'BUY' ? [BigInt(order.in_amount), filled.inAmount] : [BigInt(order.out_amount), filled.outAmount];
  await uncountAmount(trx, order.agent_id, utcDayWindow(order.created_at.getTime()).day, counted - traded);
}

/**
 * Brings one order up to the venue's status: on `closed` the fill reaches the position; a
 * terminal status ends the order and gives back the amount that did not trade. The venue is
 * asked first, without any lock (it may be a network call); the answer is applied under the
 * agent's row lock, to an order still live. Returns the status seen, or null when the order was
 * already settled.
 */
export async function settleOrder(deps: TrackingDeps, orderId: string): Promise<{ agentId: string; status: VenueBOrderState } | null> {
  const { db, venue, clock } = deps;
  const order = await db.selectFrom('venue_b_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order || order.status !== 1) return null;
  const seen = await venue.orderStatus(submitted(order));
  return db.transaction().execute(async (trx) => {
    await lockAgent(trx, order.agent_id);
    const current = await trx.selectFrom('venue_b_orders').select('status').where('id', '=', orderId).executeTakeFirst();
    if (current?.status !== 1) return null;
    const at = new Date(clock.now());
    if (seen.status === 'pending' || seen.status === 'open') {
      await trx.updateTable('venue_b_orders').set({ provider_status: seen.status, updated_at: at }).where('id', '=', orderId).execute();
      return { agentId: order.agent_id, status: seen.status };
    }
    await trx
      .updateTable('venue_b_orders')
      .set({ provider_status: seen.status, status: TERMINAL_STATUS[seen.status], filled_in: seen.inAmount, filled_out: seen.outAmount, error: seen.error ?? null, updated_at: at })
      .where('id', '=', orderId)
      .execute();
    await releaseUnfilled(trx, order, seen);
    if (seen.status === 'closed') {
      await applyFill(trx, order, seen, at);
      // Already recorded by the submit, unless its process died between the broadcast and the record.
      await recordWallet(trx, order.agent_id, order.user_public_key, order.created_at);
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
  await takeKnownShares(trx, { agentId: order.agent_id, wallet: order.user_public_key, tokenId: order.input_mint }, fill.inAmount, fill.outAmount, at);
}

/**
 * A submitted order can be canceled only while the chain has not executed it: it is brought up to
 * the venue's status first, then checked and canceled under the agent's lock, so a settlement
 * cannot slip in between.
 */
export async function cancelOrder(deps: TrackingDeps, agentId: string, orderId: string): Promise<VenueBOrderRow> {
  await settleOrder(deps, orderId);
  const at = new Date(deps.clock.now());
  return deps.db.transaction().execute(async (trx) => {
    await lockAgent(trx, agentId);
    const order = await trx.selectFrom('venue_b_orders').selectAll().where('id', '=', orderId).where('agent_id', '=', agentId).executeTakeFirst();
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
    await releaseUnfilled(trx, order, { inAmount: 0n, outAmount: 0n });
    await recordEvent(trx, { agentId, kind: 'order.canceled', payload: { venue: 'venue_b', orderId, marketTicker: order.market_ticker }, at });
    return canceled;
  });
}

/** Still pending: thrown so that the job runner retries with its backoff. */
class StillPending extends Error {}

/**
 * The tracking job: polls the venue's status of an order until it is terminal, retrying with
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
