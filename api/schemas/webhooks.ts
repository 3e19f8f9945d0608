import { Type } from '@sinclair/typebox';
import { DELIVERY_STATUSES } from '../../engine/webhooks/deliveries.js';
import { WEBHOOK_EVENT_KINDS } from '../../engine/webhooks/outbox.js';
import { EpochMs, NumericId, nullable, obj } from './common.js';

const EventKind = Type.Union(WEBHOOK_EVENT_KINDS.map((kind) => Type.Literal(kind)));
const DeliveryStatus = Type.Union(DELIVERY_STATUSES.map((status) => Type.Literal(status)));

export const CreateWebhookBody = obj({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'absolute http:// or https:// URL that receives the POSTs' }),
  events: Type.Array(EventKind, { minItems: 1, maxItems: WEBHOOK_EVENT_KINDS.length, uniqueItems: true, description: 'event kinds to receive' }),
  secret: Type.Optional(
    Type.String({
      minLength: 16,
      maxLength: 256,
      pattern: '^[\\x21-\\x7e]+$',
      description: 'HMAC secret, 16 to 256 visible ASCII characters; generated (64 hex digits) when omitted',
    }),
  ),
});

export const Webhook = obj({
  webhookId: Type.String(),
  url: Type.String(),
  events: Type.Array(EventKind),
  createdAt: EpochMs,
});

export const CreatedWebhook = obj({
  ...Webhook.properties,
  secret: Type.String({ description: 'shown only in this answer: store it to verify x-signature' }),
});

export const WebhookParams = obj({ webhookId: NumericId });

export const DeletedWebhook = obj({ webhookId: Type.String(), deleted: Type.Literal(true) });

export const DeliveriesQuery = obj({
  status: Type.Optional(DeliveryStatus),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
});

const Attempt = obj({
  attempt: Type.Integer({ minimum: 1 }),
  statusCode: nullable(Type.Integer()),
  error: nullable(Type.String()),
  durationMs: Type.Integer({ minimum: 0 }),
  attemptedAt: EpochMs,
});

export const Deliveries = obj({
  list: Type.Array(
    obj({
      deliveryId: Type.String(),
      eventId: Type.String(),
      kind: EventKind,
      status: DeliveryStatus,
      attemptCount: Type.Integer({ minimum: 0 }),
      nextAttemptAt: nullable(EpochMs),
      createdAt: EpochMs,
      updatedAt: EpochMs,
      attempts: Type.Array(Attempt),
    }),
  ),
  total: Type.Integer({ minimum: 0 }),
});
