import { Type } from '@sinclair/typebox';
import type { Services } from '../../engine/services.js';
import { listDeliveries } from '../../engine/webhooks/deliveries.js';
import { createWebhook, deleteWebhook, listWebhooks } from '../../engine/webhooks/webhooks.js';
import { WEBHOOK_EVENT_KINDS } from '../../engine/webhooks/outbox.js';
import { route } from '../route.js';
import { CreatedWebhook, CreateWebhookBody, DeletedWebhook, Deliveries, DeliveriesQuery, Webhook, WebhookParams } from '../schemas/webhooks.js';

const DELIVERY =
  `Each event is POSTed as JSON {eventId, kind, agentId, occurredAt, data} with x-signature (hex HMAC-SHA256 of ` +
  `the raw body with the webhook's secret), x-delivery-id, x-webhook-id, x-event-kind, x-delivery-attempt and ` +
  `x-timestamp (epoch ms of the attempt). A 2xx answer delivers it; anything else is retried with exponential ` +
  `backoff. Kinds: ${WEBHOOK_EVENT_KINDS.join(', ')}.`;
const NOT_FOUND = [{ status: 404, description: 'The agent has no such webhook.' }];

export function webhookRoutes(services: Services) {
  const { db, clock, credentialsKeys, config } = services;
  return [
    route({
      method: 'POST',
      path: '/agents/webhooks',
      operationId: 'createWebhook',
      summary: 'Register a callback URL for events of the agent',
      description: `${DELIVERY} The secret is answered once, here.`,
      tag: 'Webhooks',
      auth: 'agent',
      envelope: true,
      // Not idempotent: a replayed answer would keep the secret in the idempotency store.
      body: CreateWebhookBody,
      response: CreatedWebhook,
      errors: [
        { status: 400, description: 'Among the usual: the URL is or resolves to a loopback, private, link-local, unique-local, multicast or unspecified address.' },
        { status: 409, description: 'The agent already has the most webhooks allowed.' },
      ],
      handler: ({ agent, body }) =>
        createWebhook({ db, keys: credentialsKeys, allowPrivateTargets: config.webhooks.allowPrivateTargets }, agent.agentId, body, new Date(clock.now())),
    }),
    route({
      method: 'GET',
      path: '/agents/webhooks',
      operationId: 'listWebhooks',
      summary: "The agent's webhooks (without their secrets)",
      description:
        'The agent\'s webhooks with their URL, subscribed events and status; secrets are never returned.',
      tag: 'Webhooks',
      auth: 'agent',
      envelope: true,
      response: Type.Array(Webhook),
      handler: ({ agent }) => listWebhooks(db, agent.agentId),
    }),
    route({
      method: 'DELETE',
      path: '/agents/webhooks/{webhookId}',
      operationId: 'deleteWebhook',
      summary: 'Delete a webhook and its delivery history; queued deliveries are dropped',
      description:
        'Stops deliveries at once and deletes the webhook with its delivery history. 404 for a webhook of another agent.',
      tag: 'Webhooks',
      auth: 'agent',
      envelope: true,
      params: WebhookParams,
      response: DeletedWebhook,
      errors: NOT_FOUND,
      handler: async ({ agent, params }) => {
        await deleteWebhook(db, agent.agentId, params.webhookId);
        return { webhookId: params.webhookId, deleted: true as const };
      },
    }),
    route({
      method: 'GET',
      path: '/agents/webhooks/{webhookId}/deliveries',
      operationId: 'listWebhookDeliveries',
      summary: "A webhook's deliveries, newest first, with every attempt: status code, error, time, next retry",
      description:
        'Delivery attempts of the webhook\'s events, newest first: each with the receiver\'s status code or the error, its time and, while retrying, the next attempt. Filter by status; limit and offset page.',
      tag: 'Webhooks',
      auth: 'agent',
      envelope: true,
      params: WebhookParams,
      query: DeliveriesQuery,
      response: Deliveries,
      errors: NOT_FOUND,
      handler: ({ agent, params, query }) =>
        listDeliveries(db, agent.agentId, params.webhookId, { limit: query.limit ?? 20, offset: query.offset ?? 0, ...(query.status ? { status: query.status } : {}) }),
    }),
  ];
}
