import { Type } from '@sinclair/typebox';
import type { AgentActors } from '../../actors/agents.js';
import { listExitOrders, type ArmExitInput, type ExitOrderView } from '../../engine/risk/exit-orders.js';
import type { Services } from '../../engine/services.js';
import { route } from '../route.js';
import { ArmExitBody, ExitOrder, ExitOrdersQuery } from '../schemas/exit-orders.js';
import { OrderIdParams } from '../schemas/trading.js';

const ABOUT =
  'On the live venue_a the service cannot sign for the agent, so a stop-loss or take-profit sells with an exit order the ' +
  'agent signed in advance: a SELL of the position\'s token by its wallet, verified exactly as a traded order. When a ' +
  'monitor fires it uses the newest armed order that still verifies; without one it raises an alert.';

export function exitOrderRoutes(services: Services, actors: AgentActors) {
  return [
    route({
      method: 'POST',
      path: '/markets/exit-orders',
      operationId: 'armExitOrder',
      summary: 'Arm a pre-signed exit order for an open position (used by stop-loss / take-profit on the live venue)',
      description: `${ABOUT} Arming the same signed order again answers the same record.`,
      tag: 'Risk settings',
      auth: 'agent',
      envelope: true,
      body: ArmExitBody,
      response: ExitOrder,
      errors: [
        { status: 403, description: "The agent has no wallet, or the order is signed by a wallet that is not the agent's." },
        { status: 409, description: 'Another agent armed this signed order.' },
      ],
      idempotent: true,
      handler: ({ agent, body }) => actors.send<ExitOrderView>(agent.agentId, { kind: 'armExit', input: body as ArmExitInput }),
    }),
    route({
      method: 'GET',
      path: '/markets/exit-orders',
      operationId: 'listExitOrders',
      summary: "The agent's exit orders, newest first (armed ones by default)",
      description: ABOUT,
      tag: 'Risk settings',
      auth: 'agent',
      envelope: true,
      query: ExitOrdersQuery,
      response: Type.Array(ExitOrder),
      handler: ({ agent, query }) => listExitOrders(services.db, agent.agentId, query.status ?? 'armed'),
    }),
    route({
      method: 'DELETE',
      path: '/markets/exit-orders/{id}',
      operationId: 'disarmExitOrder',
      summary: 'Disarm an exit order; a used or disarmed one is answered as it is',
      description:
        'The armed order is no longer sent by a stop-loss or take-profit. Idempotent: an exit order already used or disarmed is answered unchanged.',
      tag: 'Risk settings',
      auth: 'agent',
      envelope: true,
      params: OrderIdParams,
      response: ExitOrder,
      errors: [{ status: 404, description: 'No such exit order of this agent.' }],
      idempotent: true,
      handler: ({ agent, params }) => actors.send<ExitOrderView>(agent.agentId, { kind: 'disarmExit', orderId: params.id }),
    }),
  ];
}
