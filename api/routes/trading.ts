import type { AgentActors } from '../../actors/agents.js';
import type { BatchResult, TradeInput, TradeResult } from '../../engine/trading/placement.js';
import type { CancelResult } from '../../engine/trading/cancel.js';
import { ORDER_PERMISSION_REFUSALS, ORDER_REFUSALS } from '../../engine/venues/venue_a/order-verification.js';
import { route } from '../route.js';
import { BatchBody, BatchResult as BatchResultSchema, CancelMarketBody, CancelOrdersBody, CancelResult as CancelResultSchema, OrderIdParams, OrderDetailQuery, TradeBody, TradeResult as TradeResultSchema } from '../schemas/trading.js';

/** What a venue call can answer besides success (the venue's own words are in `venueError`). */
const VENUE_ERRORS = [
  { status: 429, description: "The agent's mailbox is full, or the venue is rate limiting (`venue_rate_limited`); retry after Retry-After." },
  { status: 502, description: 'The venue answered with a failure of its own (`venue_unavailable`); nothing was counted.' },
  { status: 503, description: 'The venue did not answer in time or its circuit is open (`venue_unavailable`, with Retry-After); nothing was counted, and the same signed order is safe to send again.' },
];

const LIMIT_ERRORS = [
  {
    status: 400,
    description: "Verification failed (the field and the fix are named), or the venue refused the order: `errorCode` says why and `venueError` holds the venue's words.",
    codes: ORDER_REFUSALS,
  },
  {
    status: 403,
    description: "Trading halted for this agent, no wallet, an order signed by a wallet that is not the agent's, no venue credentials (live venue), or a risk limit (the message names the limit, its value and what is left).",
    codes: ORDER_PERMISSION_REFUSALS,
  },
  ...VENUE_ERRORS,
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
        'naming the field and the fix; an order signed by a wallet that is not the agent\'s is a 403 (`wallet_not_registered`), and one over `maxTradeAmount`, or over `maxTradesPerDay` or `dailyTradeAmountLimit` by the day\'s counters, is refused (403) before its signature is checked, as is a buy over the simulated balance (400 `insufficient_balance`) or a sell over the free shares a sell of them was refused on (400 `insufficient_position`). Limits are checked and counted atomically with the order.',
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
      description:
        'Each order is verified, limited and placed like POST /markets/trade, one after the other, and answered in the order sent; one order\'s refusal does not stop the others. Counts toward the limits like separate trades.',
      tag: 'Trading',
      auth: 'agent',
      envelope: false,
      body: BatchBody,
      response: BatchResultSchema,
      errors: [VENUE_ERRORS[0]!],
      idempotent: true,
      handler: ({ agent, body }) => actors.send<BatchResult>(agent.agentId, { kind: 'batch', inputs: body.orders as TradeInput[] }),
    }),
    route({
      method: 'POST',
      path: '/markets/orders/cancel-market',
      operationId: 'cancelAllOrders',
      summary: 'Cancel every open order of the agent on the venue (of one market or token, when named)',
      description:
        "Goes through the venue's cancel-all (or, with `market` / `assetId`, its cancel-market-orders) for the wallet's venue account, " +
        'then brings the agent\'s order records up to the venue. `canceled` and `notCanceled` are what the venue reported. ' +
        'walletAddress is required only when the agent has several active wallets.',
      tag: 'Orders',
      auth: 'agent',
      envelope: true,
      body: CancelMarketBody,
      response: CancelResultSchema,
      errors: VENUE_ERRORS,
      idempotent: true,
      handler: ({ agent, body }) =>
        actors.send<CancelResult>(agent.agentId, {
          kind: 'cancelAll',
          ...(body.walletAddress ? { walletAddress: body.walletAddress } : {}),
          ...(body.market || body.assetId ? { market: { ...(body.market ? { conditionId: body.market } : {}), ...(body.assetId ? { tokenId: body.assetId } : {}) } } : {}),
        }),
    }),
    route({
      method: 'POST',
      path: '/markets/orders/cancel',
      operationId: 'cancelOrders',
      summary: 'Cancel several open orders by their hashes',
      description: "Goes through the venue's cancel of several orders; an id that is not one of the agent's orders is in `notCanceled`.",
      tag: 'Orders',
      auth: 'agent',
      envelope: true,
      body: CancelOrdersBody,
      response: CancelResultSchema,
      errors: VENUE_ERRORS,
      idempotent: true,
      handler: ({ agent, body }) => actors.send<CancelResult>(agent.agentId, { kind: 'cancelOrders', orderIds: body.orderIds }),
    }),
    route({
      method: 'POST',
      path: '/markets/orders/{id}/cancel',
      operationId: 'cancelOrder',
      summary: 'Cancel one open order',
      description:
        'Cancels a resting order at the venue; the cash or shares it held come back and its unfilled amount is given back to the day\'s limit. Answers `canceled` and `notCanceled` (with the reason, e.g. already canceled or matched). 404 for an order of another agent.',
      tag: 'Orders',
      auth: 'agent',
      envelope: true,
      params: OrderIdParams,
      query: OrderDetailQuery,
      response: CancelResultSchema,
      errors: [{ status: 404, description: 'No such order of this agent.' }, ...VENUE_ERRORS],
      idempotent: true,
      handler: ({ agent, params, query }) =>
        actors.send<CancelResult>(agent.agentId, { kind: 'cancel', orderId: params.id, venue: query.venue ?? 'venue_a' }),
    }),
  ];
}
