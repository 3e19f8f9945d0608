import type { AgentActors } from '../../actors/agents.js';
import type { BatchResult, TradeInput, TradeResult } from '../../engine/trading/placement.js';
import type { CancelResult } from '../../engine/trading/resting.js';
import { route } from '../route.js';
import { BatchBody, BatchResult as BatchResultSchema, CancelMarketBody, CancelResult as CancelResultSchema, OrderIdParams, OrderDetailQuery, TradeBody, TradeResult as TradeResultSchema } from '../schemas/trading.js';

const LIMIT_ERRORS = [
  { status: 403, description: 'Trading halted for this agent, no wallet, or a risk limit (the message names the limit, its value and what is left).' },
  { status: 429, description: 'The agent\'s mailbox is full; retry after Retry-After.' },
];

export function tradingRoutes(actors: AgentActors) {
  return [
    route({
      method: 'POST',
      path: '/markets/trade',
      operationId: 'trade',
      summary: 'Place a pre-signed venue_a order (V2 or V3); it fills against the book or rests',
      description:
        'The same signed order submitted again returns the first answer and counts once. Verification failures are 400s ' +
        'naming the field and the fix. Limits are checked and counted atomically with the order.',
      tag: 'Trading',
      auth: 'agent',
      envelope: false,
      body: TradeBody,
      response: TradeResultSchema,
      errors: LIMIT_ERRORS,
      idempotent: true,
      handler: ({ agent, body }) => actors.send<TradeResult>(agent.agentId, { kind: 'trade', input: body as TradeInput }),
    }),
    route({
      method: 'POST',
      path: '/markets/batch-trade',
      operationId: 'batchTrade',
      summary: 'Place up to 20 orders in sequence, each with the single-trade logic and its own result',
      tag: 'Trading',
      auth: 'agent',
      envelope: false,
      body: BatchBody,
      response: BatchResultSchema,
      errors: LIMIT_ERRORS.slice(1),
      idempotent: true,
      handler: ({ agent, body }) => actors.send<BatchResult>(agent.agentId, { kind: 'batch', inputs: body.orders as TradeInput[] }),
    }),
    route({
      method: 'POST',
      path: '/markets/orders/cancel-market',
      operationId: 'cancelAllOrders',
      summary: 'Cancel every open order of the agent on the venue',
      description: 'walletAddress is required only when the agent has several active wallets.',
      tag: 'Orders',
      auth: 'agent',
      envelope: true,
      body: CancelMarketBody,
      response: CancelResultSchema,
      idempotent: true,
      handler: ({ agent, body }) =>
        actors.send<CancelResult>(agent.agentId, {
          kind: 'cancelAll',
          venue: body.venue ?? 'venue_a',
          ...(body.walletAddress ? { walletAddress: body.walletAddress } : {}),
        }),
    }),
    route({
      method: 'POST',
      path: '/markets/orders/{id}/cancel',
      operationId: 'cancelOrder',
      summary: 'Cancel one open order',
      tag: 'Orders',
      auth: 'agent',
      envelope: true,
      params: OrderIdParams,
      query: OrderDetailQuery,
      response: CancelResultSchema,
      errors: [{ status: 404, description: 'No such order of this agent.' }],
      idempotent: true,
      handler: ({ agent, params, query }) =>
        actors.send<CancelResult>(agent.agentId, { kind: 'cancel', orderId: params.id, venue: query.venue ?? 'venue_a' }),
    }),
  ];
}
