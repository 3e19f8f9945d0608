import { Type } from '@sinclair/typebox';
import { createApiKey, listApiKeys, revokeApiKey } from '../../engine/auth/api-keys.js';
import type { Services } from '../../engine/services.js';
import { route } from '../route.js';
import { ApiKey, CreateKeyBody, KeyIdParams } from '../schemas/agents.js';

export function apiKeyRoutes(services: Services) {
  const { db, clock, auth } = services;
  const now = () => new Date(clock.now());

  return [
    route({
      method: 'POST',
      path: '/agents/create-api-key',
      operationId: 'createApiKey',
      summary: 'Create another API key for the calling agent (the key is shown only in this answer)',
      description:
        'The new key works at once beside the others; store it, as it is never shown again (lists show it masked).',
      tag: 'API keys',
      auth: 'agent',
      envelope: false,
      body: CreateKeyBody,
      response: ApiKey,
      errors: [{ status: 409, description: 'The agent already holds the maximum number of active keys.' }],
      handler: ({ body, agent }) => createApiKey(db, agent.agentId, body.keyName.trim(), now()),
    }),

    route({
      method: 'GET',
      path: '/agents/api-key/list',
      operationId: 'listApiKeys',
      summary: "The calling agent's keys, masked",
      description:
        'Every key of the agent, masked, with its name, status (1 active, 2 revoked) and creation time.',
      tag: 'API keys',
      auth: 'agent',
      envelope: true,
      response: Type.Array(ApiKey),
      handler: ({ agent }) => listApiKeys(db, agent.agentId),
    }),

    route({
      method: 'POST',
      path: '/agents/api-key/{id}/revoke',
      operationId: 'revokeApiKey',
      summary: 'Revoke one of the calling agent\'s keys (status 2); it gets 401 from the next request on',
      description:
        'Takes effect on the next request in the process that revoked it and within one second in every other, the key in use included. An agent keeps at least one active key (409 `last_active_key`); a key already revoked is answered as it is; 404 for a key of another agent.',
      tag: 'API keys',
      auth: 'agent',
      envelope: true,
      params: KeyIdParams,
      response: ApiKey,
      errors: [
        { status: 404, description: 'No such key for this agent.' },
        { status: 409, description: 'The key is the agent\'s last active key.' },
      ],
      handler: async ({ params, agent }) => {
        const revoked = await revokeApiKey(db, agent.agentId, params.id, now());
        auth.forget(revoked.id);
        return revoked;
      },
    }),
  ];
}
