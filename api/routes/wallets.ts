import type { Hex } from 'viem';
import { consumeRateLimit, rateLimitHeaders, utcDayWindow } from '../../engine/rate-limits.js';
import type { Services } from '../../engine/services.js';
import { notFound } from '../../engine/errors.js';
import { credentialsCheck, registerCredentials } from '../../engine/wallets/credentials.js';
import { issueChallenge, linkWallet } from '../../engine/wallets/link.js';
import { route } from '../route.js';
import {
  ChallengeQuery,
  CredentialsBody,
  CredentialsCheck,
  CredentialsCheckQuery,
  CredentialsRegistration,
  DetailError,
  LinkBody,
  LinkChallenge,
  LinkResult,
  SimApiKey,
  SimApiKeyBody,
} from '../schemas/wallets.js';

const LINK_ATTEMPTS_PER_DAY = 3;

export function walletRoutes(services: Services) {
  const { db, kv, evm, clock, credentialsKeys: keys, venueA } = services;

  return [
    route({
      method: 'POST',
      path: '/wallet/credentials',
      operationId: 'registerWalletCredentials',
      summary: 'Bind venue_a API credentials to one of the agent\'s wallets (stored encrypted, never returned)',
      description:
        'Registering again for the same wallet rotates the credentials. The signature type is detected from the wallet: ' +
        'an EOA (0) unless a contract is deployed at the address (1 proxy, 2 Safe, 3 deposit wallet).',
      tag: 'Wallets',
      auth: 'agent',
      envelope: false,
      body: CredentialsBody,
      response: CredentialsRegistration,
      errors: [
        { status: 400, description: 'Invalid body, credentials invalid (`invalid_credentials`: the venue refused them on an authenticated read), or wallet address does not match the credential owner (`{detail}` for the last two).', schema: DetailError },
        { status: 503, description: 'The venue could not be reached to check the credentials (`venue_unavailable`); nothing was stored.' },
        { status: 409, description: 'Credentials already exist for this wallet under another agent (`{detail}`).', schema: DetailError },
      ],
      handler: ({ agent, body }) => registerCredentials({ db, evm, keys, venueA }, agent.agentId, body, new Date(clock.now())),
    }),

    route({
      method: 'GET',
      path: '/wallet/credentials/check',
      operationId: 'checkWalletCredentials',
      summary: 'Whether this agent has credentials stored for a wallet (not revalidated with the venue)',
      description:
        'Whether credentials are stored for the wallet under this agent; it does not call the venue.',
      tag: 'Wallets',
      auth: 'agent',
      envelope: true,
      query: CredentialsCheckQuery,
      response: CredentialsCheck,
      handler: ({ agent, query }) => credentialsCheck(db, agent.agentId, query.walletAddress),
    }),

    route({
      method: 'GET',
      path: '/wallet/link/challenge',
      operationId: 'getWalletLinkChallenge',
      summary: 'A single-use message to sign with the wallet; valid 5 minutes',
      description:
        'Sign `message` with the wallet (EIP-191 personal_sign) and send it with the nonce to POST /wallet/link within 5 minutes; each challenge links once. Limited per API key.',
      tag: 'Wallets',
      auth: 'agent',
      envelope: false,
      query: ChallengeQuery,
      response: LinkChallenge,
      rateLimit: { name: 'wallet link challenge', limit: 5, windowMs: 3_600_000, by: 'apiKey' },
      handler: ({ agent, query }) => issueChallenge(kv, agent.agentId, query.address, clock.now()),
    }),

    route({
      method: 'POST',
      path: '/wallet/link',
      operationId: 'linkWallet',
      summary: 'Link a wallet by its signature of a challenge; the agent goes online with it',
      description:
        'signature_type 0 and 1: EIP-191 personal_sign of the challenge message; 2 and 3: the wallet contract\'s ' +
        'EIP-1271 isValidSignature. Every well-formed attempt counts against 3 per agent per UTC day.',
      tag: 'Wallets',
      auth: 'agent',
      envelope: false,
      body: LinkBody,
      response: LinkResult,
      errors: [
        { status: 400, description: 'Invalid body, or the link failed: `success` false and `error` says why.', schema: LinkResult },
        { status: 409, description: 'The wallet is linked to another agent (`success` false).', schema: LinkResult },
        { status: 429, description: 'More than 3 link attempts today (UTC); Retry-After runs to midnight UTC.' },
      ],
      handler: async ({ agent, body, ctx }) => {
        const now = clock.now();
        const { day, windowMs } = utcDayWindow(now);
        const rule = { name: 'wallet link', limit: LINK_ATTEMPTS_PER_DAY, windowMs, per: 'UTC day' };
        ctx.set(rateLimitHeaders(await consumeRateLimit(kv, rule, `${agent.agentId}:${day}`)));
        return linkWallet(
          { db, kv, evm },
          agent.agentId,
          { address: body.address, signature: body.signature as Hex, nonce: body.nonce, signatureType: body.signature_type ?? 0 },
          new Date(now),
        );
      },
    }),

    route({
      method: 'POST',
      path: '/venue_a/sim/api-key',
      operationId: 'createSimVenueApiKey',
      summary: 'Simulated venue_a: create API credentials for a wallet, as the live venue does after L1 authentication',
      description:
        'Sign the ClobAuth EIP-712 message (domain ClobAuthDomain, version 1, chain 137; fields address, timestamp, nonce, ' +
        '"This message attests that I control the given wallet") with the wallet. New credentials replace earlier ones.',
      tag: 'Wallets',
      auth: 'agent',
      envelope: true,
      body: SimApiKeyBody,
      response: SimApiKey,
      errors: [{ status: 404, description: 'venue_a is live (VENUE_A_MODE=live): create API credentials with the venue itself.' }],
      handler: ({ body }) => {
        // On the live venue credentials come from Polymarket's own L1 authentication.
        if (!venueA.sim) throw notFound('not_simulated', 'venue_a is live: create API credentials with Polymarket (L1 authentication) and register them with POST /wallet/credentials.');
        return venueA.sim.createApiKey({ ...body, nonce: body.nonce ?? '0', signature: body.signature as Hex }, clock.now());
      },
    }),
  ];
}
