import { randomBytes } from 'node:crypto';
import { getAddress, hashMessage, type Hex, type PublicClient } from 'viem';
import { ONLINE_STATUS } from '../agents/agents.js';
import type { Db } from '../db/connect.js';
import { ApiError } from '../errors.js';
import type { KvStore } from '../kv/kv.js';
import { WALLET_STATUS } from './credentials.js';
import { signedByContract, signedByEoa, SIGNATURE_TYPE } from './signatures.js';

export const CHALLENGE_TTL_MS = 5 * 60_000;
const challengeKey = (nonce: string) => `wallet-link:${nonce}`;

export interface LinkChallenge {
  nonce: string;
  message: string;
  expires_at: string;
  address: string;
}

interface StoredChallenge {
  agentId: string;
  address: string;
  message: string;
}

/** A single-use challenge for `address`, kept in the KV store for five minutes. */
export async function issueChallenge(kv: KvStore, agentId: string, address: string, nowMs: number): Promise<LinkChallenge> {
  const wallet = getAddress(address);
  const nonce = randomBytes(16).toString('hex');
  const message = [
    'Sign this message to link this wallet to your trading agent. Signing costs nothing and authorises no transaction.',
    `Wallet: ${wallet}`,
    `Nonce: ${nonce}`,
    `Timestamp: ${new Date(nowMs).toISOString()}`,
  ].join('\n');
  const stored: StoredChallenge = { agentId, address: wallet, message };
  await kv.set(challengeKey(nonce), JSON.stringify(stored), CHALLENGE_TTL_MS);
  return { nonce, message, expires_at: new Date(nowMs + CHALLENGE_TTL_MS).toISOString(), address: wallet };
}

export interface LinkResult {
  success: boolean;
  wallet_address: string;
  wallet_ownership: string;
  message: string;
  error: string;
}

export interface LinkDeps {
  db: Db;
  kv: KvStore;
  evm: PublicClient | null;
}

function failed(status: number, code: string, wallet: string, reason: string): ApiError {
  const body: LinkResult = { success: false, wallet_address: wallet, wallet_ownership: 'unverified', message: 'The wallet was not linked.', error: reason };
  return new ApiError(status, code, reason, { body });
}

/**
 * Proves ownership of a wallet by its signature of a challenge, then makes it the agent's wallet.
 * The nonce is taken out of the store before anything else, so a replay finds nothing, however
 * many arrive at once.
 */
export async function linkWallet(
  deps: LinkDeps,
  agentId: string,
  input: { address: string; signature: Hex; nonce: string; signatureType: number },
  now: Date,
): Promise<LinkResult> {
  const wallet = getAddress(input.address);
  const raw = await deps.kv.getDel(challengeKey(input.nonce));
  if (!raw) {
    throw failed(400, 'unknown_nonce', wallet, 'The nonce is unknown, expired (challenges last 5 minutes) or already used: request a new challenge at GET /wallet/link/challenge.');
  }
  const challenge = JSON.parse(raw) as StoredChallenge;
  if (challenge.agentId !== agentId || challenge.address !== wallet) {
    throw failed(400, 'challenge_mismatch', wallet, 'This challenge was issued for another wallet or agent: request a challenge for this address.');
  }
  const hash = hashMessage(challenge.message);
  let verified: boolean;
  if (input.signatureType === SIGNATURE_TYPE.eoa || input.signatureType === SIGNATURE_TYPE.proxy) {
    verified = await signedByEoa(wallet, hash, input.signature);
  } else if (!deps.evm) {
    throw failed(400, 'no_evm', wallet, 'Contract-wallet signatures (signature_type 2 or 3) need an EVM node, and this service has none configured.');
  } else {
    verified = await signedByContract(deps.evm, wallet, hash, input.signature);
  }
  if (!verified) {
    const how = input.signatureType <= SIGNATURE_TYPE.proxy ? 'an EIP-191 personal_sign signature by this wallet' : "accepted by the wallet contract's isValidSignature (EIP-1271)";
    throw failed(400, 'invalid_signature', wallet, `The signature is not ${how} of the challenge message; sign the message exactly as issued.`);
  }

  const linked = await deps.db.transaction().execute(async (trx) => {
    const values = {
      wallet_address: wallet,
      agent_id: agentId,
      signature_type: input.signatureType,
      status: WALLET_STATUS.active,
      linked_at: now,
      updated_at: now,
    };
    const row = await trx
      .insertInto('wallet_credentials')
      .values(values)
      .onConflict((oc) =>
        oc
          .column('wallet_address')
          .doUpdateSet({ status: WALLET_STATUS.active, signature_type: input.signatureType, linked_at: now, updated_at: now })
          .where('wallet_credentials.agent_id', '=', agentId),
      )
      .returning('wallet_address')
      .executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('agents').set({ wallet_address: wallet, online_status: ONLINE_STATUS.active }).where('id', '=', agentId).execute();
    return true;
  });
  if (!linked) throw failed(409, 'wallet_taken', wallet, `${wallet} is already linked to another agent.`);
  return { success: true, wallet_address: wallet, wallet_ownership: 'verified', message: `Wallet ${wallet} is linked to this agent.`, error: '' };
}
