import type { Hex } from 'viem';
import { claimAgent, claimLookup, registerAgent } from '../../engine/agents/agents.js';
import { createProfileReads } from '../../engine/agents/profile-reads.js';
import { badRequest } from '../../engine/errors.js';
import type { Services } from '../../engine/services.js';
import { route } from '../route.js';
import {
  AgentProfile,
  ClaimBody,
  ClaimCodeParams,
  ClaimRecord,
  ClaimResult,
  RegisterBody,
  RegistrationResult,
} from '../schemas/agents.js';
import { ErrorBodies } from '../schemas/common.js';

const MINUTE = 60_000;

export function agentRoutes(services: Services) {
  const { db, config, clock } = services;
  const now = () => new Date(clock.now());
  const profiles = createProfileReads(db, config.claimBaseUrl);

  return [
    route({
      method: 'POST',
      path: '/agents/register',
      operationId: 'registerAgent',
      summary: 'Register an agent: returns its API key (shown once), claim code and simulation balance',
      description:
        'No authentication. Keep apiKeyCode: it is shown only in this answer and goes in `Authorization: Bearer <apiKeyCode>` on every other call. The owner claims the agent later with claimCode. Limited per client address (REGISTER_RATE_LIMIT a minute).',
      tag: 'Agents',
      auth: 'none',
      envelope: false,
      body: RegisterBody,
      response: RegistrationResult,
      rateLimit: { name: 'registration', limit: config.registerRateLimitPerMinute, windowMs: MINUTE, by: 'ip' },
      handler: ({ body }) =>
        registerAgent(db, {
          name: body.name.trim(),
          description: body.description ?? '',
          simulationBalance: config.simulationBalance,
          claimBaseUrl: config.claimBaseUrl,
          now: now(),
        }),
    }),

    route({
      method: 'GET',
      path: '/agents/me',
      operationId: 'getMe',
      summary: 'The calling agent and key: the low-cost connection check',
      description:
        'Answers the agent (id, name, claim state, wallet) and the key in use (masked); use it to check a key works. 401 for a missing, unknown or revoked key.',
      tag: 'Agents',
      auth: 'agent',
      envelope: true,
      response: AgentProfile,
      handler: ({ agent }) => profiles.read(agent.agentId, agent.keyId),
    }),

    route({
      method: 'GET',
      path: '/agents/claim',
      operationId: 'getClaimWithoutCode',
      summary: 'Claim lookup without a code: always 400',
      description: 'Exists so that a missing claim code gets a clear 400 rather than a 404 for the path.',
      tag: 'Agents',
      auth: 'none',
      envelope: false,
      response: ErrorBodies.raw,
      handler: async () => {
        throw badRequest('missing_claim_code', 'The claim code is missing: call GET /agents/claim/{claimCode}.');
      },
    }),

    route({
      method: 'GET',
      path: '/agents/claim/{claimCode}',
      operationId: 'getClaim',
      summary: 'Look an agent up by its claim code (no authentication; the key is masked)',
      description:
        'For the owner\'s claim page: the agent\'s name and claim state, with its key masked. 404 for an unknown code.',
      tag: 'Agents',
      auth: 'none',
      envelope: false,
      params: ClaimCodeParams,
      response: ClaimRecord,
      errors: [{ status: 404, description: 'Unknown claim code.' }],
      // Beyond the spec: the lookup is public, so it is throttled per client against code guessing.
      rateLimit: { name: 'claim lookup', limit: 60, windowMs: MINUTE, by: 'ip' },
      handler: ({ params }) => claimLookup(db, params.claimCode),
    }),

    route({
      method: 'POST',
      path: '/agents/claim/{claimCode}',
      operationId: 'claimAgent',
      summary: 'Claim the agent for its owner, proven by an EIP-191 signature of the claim message',
      description:
        'The owner signs exactly `Claim trading agent <agentCode>\\nClaim code: <claimCode>` with an EVM wallet ' +
        '(personal_sign). The owner is keyed by that address: every agent it claims shares one userId.',
      tag: 'Agents',
      auth: 'agent',
      envelope: true,
      params: ClaimCodeParams,
      body: ClaimBody,
      response: ClaimResult,
      errors: [
        { status: 404, description: 'The claim code is not this agent\'s.' },
        { status: 409, description: 'The agent is already claimed.' },
      ],
      handler: ({ params, body, agent }) =>
        claimAgent(db, {
          agentId: agent.agentId,
          claimCode: params.claimCode,
          address: body.address,
          signature: body.signature as Hex,
          now: now(),
        }),
    }),
  ];
}

