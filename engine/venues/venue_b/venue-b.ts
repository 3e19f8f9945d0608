import type { Services } from '../../services.js';
import { cancelOrder, orderTracking, type OrderTracking } from './order-tracking.js';
import type { VenueBDeps } from './quotes.js';
import { submitOrder, type SubmitAnswer, type SubmitRequest } from './submit.js';

/** venue_b as the agent actors use it: submit (then track until settled) and cancel. */
export interface VenueB {
  deps: VenueBDeps;
  tracking: OrderTracking;
  submit(agentId: string, request: SubmitRequest): Promise<SubmitAnswer>;
  cancel(agentId: string, orderId: string): ReturnType<typeof cancelOrder>;
}

export function openVenueB(services: Services, onSettled: (agentId: string) => Promise<void>): VenueB {
  const { db, kv, chainB: chain, prices, clock, config } = services;
  const deps: VenueBDeps = { db, kv, chain, prices, clock, settings: config.venueB };
  const tracking = orderTracking(deps, services.jobs, services.logger, onSettled);
  return {
    deps,
    tracking,
    submit: async (agentId, request) => {
      const answer = await submitOrder(deps, agentId, request);
      // The order is committed whatever happens here: tracking that cannot be queued now (Redis
      // away) is queued by the reconciliation that runs every minute.
      await tracking.track(answer.orderId).catch((err) => services.logger.warn({ err, orderId: answer.orderId }, 'venue_b order tracking not queued'));
      return answer;
    },
    cancel: (agentId, orderId) => cancelOrder(deps, agentId, orderId),
  };
}
