import { getAddress, type PublicClient } from 'viem';
import { open, seal } from '../auth/credentials-cipher.js';
import type { CredentialsKeyRing } from '../auth/credentials-key.js';
import type { Db } from '../db/connect.js';
import { ApiError, notFound } from '../errors.js';
import type { ApiCredentials, VenueA } from '../venues/venue_a/port.js';
import { detectSignatureType } from './signatures.js';

export const WALLET_STATUS = { active: 1, inactive: 2 } as const;

export interface CredentialsDeps {
  db: Db;
  evm: PublicClient | null;
  keys: CredentialsKeyRing;
  venueA: VenueA;
}

/** Binds the ciphertext to its row: it opens only for this agent and wallet. */
const context = (agentId: string, wallet: string) => `venue_a-credentials:${agentId}:${wallet}`;

/** The three conditions the spec answers with a `{detail}` body. */
const detail = (status: number, code: string, message: string) => new ApiError(status, code, message, { body: { detail: message } });

export interface CredentialsRegistration {
  success: true;
  walletAddress: string;
  signatureType: number;
  encryptedCredentials: true;
  registeredAt: string;
}

/**
 * Stores venue_a API credentials for one of the agent's wallets, sealed with AES-256-GCM.
 * Registering again for the same wallet rotates them; a wallet of another agent is refused.
 */
export async function registerCredentials(
  deps: CredentialsDeps,
  agentId: string,
  input: ApiCredentials & { walletAddress: string },
  now: Date,
): Promise<CredentialsRegistration> {
  const wallet = getAddress(input.walletAddress);
  const check = await deps.venueA.checkCredentials({ address: wallet, credentials: async () => input });
  if (check === 'invalid') {
    throw detail(400, 'invalid_credentials', 'credentials invalid: the venue does not recognise this apiKey, apiSecret and apiPassphrase; create them for this wallet and send all three exactly.');
  }
  if (check === 'owner_mismatch') {
    throw detail(400, 'wallet_mismatch', `wallet address does not match the credential owner: these credentials were issued for another wallet, not ${wallet}.`);
  }
  const signatureType = await detectSignatureType(deps.evm, wallet);
  const sealed = seal(deps.keys, JSON.stringify({ apiKey: input.apiKey, apiSecret: input.apiSecret, apiPassphrase: input.apiPassphrase }), context(agentId, wallet));
  const values = {
    wallet_address: wallet,
    agent_id: agentId,
    signature_type: signatureType,
    status: WALLET_STATUS.active,
    key_id: sealed.keyId,
    nonce: sealed.nonce,
    ciphertext: sealed.ciphertext,
    registered_at: now,
    updated_at: now,
  };
  // One statement: the update applies only to this agent's own row, so a wallet held by another
  // agent yields no row, even when two agents race for a new wallet.
  const row = await deps.db
    .insertInto('wallet_credentials')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('wallet_address')
        .doUpdateSet({ ...values, wallet_address: undefined, agent_id: undefined })
        .where('wallet_credentials.agent_id', '=', agentId),
    )
    .returning('registered_at')
    .executeTakeFirst();
  if (!row) {
    throw detail(409, 'credentials_exist', `credentials already exist for this wallet: ${wallet} is registered to another agent.`);
  }
  return { success: true, walletAddress: wallet, signatureType, encryptedCredentials: true, registeredAt: now.toISOString() };
}

export interface CredentialsCheck {
  hasCredentials: boolean;
  walletAddress: string;
  signatureType: number | null;
}

/** Whether this agent holds stored credentials for the wallet (not revalidated with the venue). */
export async function credentialsCheck(db: Db, agentId: string, walletAddress: string): Promise<CredentialsCheck> {
  const wallet = getAddress(walletAddress);
  const row = await db
    .selectFrom('wallet_credentials')
    .select(['signature_type', 'ciphertext', 'status'])
    .where('wallet_address', '=', wallet)
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
  const has = !!row && row.status === WALLET_STATUS.active && row.ciphertext !== null;
  return { hasCredentials: has, walletAddress: wallet, signatureType: has ? row!.signature_type : null };
}

/** Opens the stored credentials of one of the agent's wallets; a tampered record throws. */
export async function loadCredentials(deps: Pick<CredentialsDeps, 'db' | 'keys'>, agentId: string, walletAddress: string): Promise<ApiCredentials> {
  const wallet = getAddress(walletAddress);
  const row = await deps.db
    .selectFrom('wallet_credentials')
    .select(['key_id', 'nonce', 'ciphertext'])
    .where('wallet_address', '=', wallet)
    .where('agent_id', '=', agentId)
    .where('status', '=', WALLET_STATUS.active)
    .executeTakeFirst();
  if (!row?.ciphertext || !row.key_id || !row.nonce) {
    throw notFound('no_credentials', `No venue credentials are registered for ${wallet}; POST /wallet/credentials first.`);
  }
  const plain = open(deps.keys, { keyId: row.key_id, nonce: row.nonce, ciphertext: row.ciphertext }, context(agentId, wallet));
  return JSON.parse(plain) as ApiCredentials;
}
