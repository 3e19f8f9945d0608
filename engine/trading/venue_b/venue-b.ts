import type { Services } from '../../services.js';
import { cancelOrder, orderTracking, type OrderTracking } from './order-tracking.js';
import type { VenueBDeps } from './quotes.js';
import { submitOrder, type SubmitAnswer, type SubmitRequest } from './submit.js';

/** venue_b's pipeline as the agent actors use it: submit (then track until settled) and cancel. */
export interface VenueBTrading {
  deps: VenueBDeps;
  tracking: OrderTracking;
  submit(agentId: string, request: SubmitRequest): Promise<SubmitAnswer>;
  cancel(agentId: string, orderId: string): ReturnType<typeof cancelOrder>;
}

export function openVenueBTrading(services: Services, onSettled: (agentId: string) => Promise<void>): VenueBTrading {
  const { db, kv, venueB: venue, clock, config } = services;
  const deps: VenueBDeps = { db, kv, venue, clock, settings: { slippageBps: config.venueB.slippageBps } };
  const tracking = orderTracking(deps, services.jobs, services.logger, onSettled);
  return {
    deps,
    tracking,
    // An order is committed before it is tracked: tracking that cannot be queued now (Redis away) is
    // queued by the reconciliation that runs every minute.
    submit: (agentId, request) =>
      submitOrder({ ...deps, track: (orderId) => tracking.track(orderId).catch((err) => services.logger.warn({ err, orderId }, 'venue_b order tracking not queued')) }, agentId, request),
    cancel: (agentId, orderId) => cancelOrder(deps, agentId, orderId),
  };
}
