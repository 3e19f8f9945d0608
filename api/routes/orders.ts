import { listTrades } from '../../engine/accounts/trade-log.js';
import { openOrders, orderDetail, orderHistory } from '../../engine/trading/orders.js';
import type { Services } from '../../engine/services.js';
import { Type } from '@sinclair/typebox';
import { route } from '../route.js';
import { OpenOrdersQuery, OrderDetail, OrderDetailQuery, OrderHistory, OrderHistoryQuery, OrderIdParams, OrderRecord, TradesPage, TradesQuery } from '../schemas/trading.js';

/** Reads change nothing, so they go straight to the store rather than through the actor. */
export function orderRoutes(services: Services) {
  const { db } = services;
  return [
    route({
      method: 'GET',
      path: '/markets/orders/open',
      operationId: 'openOrders',
      summary: "The agent's open (LIVE) orders, newest first",
      description:
        'Resting orders (status 1) on venue_a; `market` filters by condition id. Cancel one with POST /markets/orders/{id}/cancel.',
      tag: 'Orders',
      auth: 'agent',
      envelope: true,
      query: OpenOrdersQuery,
      response: Type.Array(OrderRecord),
      handler: ({ agent, query }) => openOrders(db, agent.agentId, query.venue ?? 'venue_a', query.market, query.limit ?? 20),
    }),
    route({
      method: 'GET',
      path: '/markets/orders/history',
      operationId: 'orderHistory',
      summary: "The agent's orders of any status, newest first",
      description:
        'Every order, filled, resting, cancelled or refused by the venue, with its status code (1 LIVE, 2 MATCHED, 3 CANCELED, 4 MARKET_RESOLVED, 5 INVALID).',
      tag: 'Orders',
      auth: 'agent',
      envelope: true,
      query: OrderHistoryQuery,
      response: OrderHistory,
      handler: ({ agent, query }) =>
        orderHistory(db, agent.agentId, {
          venue: query.venue ?? 'venue_a',
          ...(query.market ? { market: query.market } : {}),
          ...(query.status ? { status: query.status } : {}),
          limit: query.limit ?? 20,
          offset: query.offset ?? 0,
        }),
    }),
    route({
      method: 'GET',
      path: '/markets/orders/{id}',
      operationId: 'orderDetail',
      summary: 'One order of the agent, with its fills',
      description:
        'The order by its id (the order hash on venue_a), with the fills booked to it. 404 for an order of another agent.',
      tag: 'Orders',
      auth: 'agent',
      envelope: true,
      params: OrderIdParams,
      query: OrderDetailQuery,
      response: OrderDetail,
      errors: [{ status: 404, description: 'No such order of this agent.' }],
      handler: ({ agent, params, query }) => orderDetail(db, agent.agentId, params.id, query.venue ?? 'venue_a'),
    }),
    route({
      method: 'GET',
      path: '/agents/trades',
      operationId: 'listTrades',
      summary: "The agent's trade log, newest first; `all` merges both venues",
      description:
        'Rows of the trade log (one per placed order) with the reasoning and skill given at placement; venue filters; limit 1..200 with offset.',
      tag: 'Trading',
      auth: 'agent',
      envelope: true,
      query: TradesQuery,
      response: TradesPage,
      handler: ({ agent, query }) => listTrades(db, agent.agentId, query.venue ?? 'all', query.limit ?? 50, query.offset ?? 0),
    }),
  ];
}
