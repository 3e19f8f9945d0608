import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { getAddress, hashTypedData, type Address, type Hex, type PublicClient } from 'viem';
import type { Db } from '../../../db/connect.js';
import { badRequest } from '../../../errors.js';
import { isContract, signedByContract, signedByEoa } from '../../../wallets/signatures.js';
import type { ApiCredentials, CredentialCheck } from '../port.js';

/** The venue's L1 authentication (ClobAuth EIP-712), as the live CLOB asks for it. */
export const CLOB_AUTH_MESSAGE = 'This message attests that I control the given wallet';
const CLOCK_SKEW_S = 300;

export function clobAuthTypedData(address: Address, timestamp: string, nonce: bigint, chainId = 137) {
  return {
    domain: { name: 'ClobAuthDomain', version: '1', chainId },
    types: {
      ClobAuth: [
        { name: 'address', type: 'address' },
        { name: 'timestamp', type: 'string' },
        { name: 'nonce', type: 'uint256' },
        { name: 'message', type: 'string' },
      ],
    },
    primaryType: 'ClobAuth',
    message: { address, timestamp, nonce, message: CLOB_AUTH_MESSAGE },
  } as const;
}


const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Issues fresh API credentials for a wallet on the simulated venue, replacing earlier ones, after
 * the wallet proves itself with a ClobAuth signature (ECDSA, or EIP-1271 for a contract wallet).
 */
export async function createSimApiKey(
  db: Db,
  evm: PublicClient | null,
  input: { address: string; timestamp: string; nonce: string; signature: Hex },
  nowMs: number,
): Promise<ApiCredentials> {
  const address = getAddress(input.address);
  if (Math.abs(Number(input.timestamp) - nowMs / 1000) > CLOCK_SKEW_S) {
    throw badRequest('stale_timestamp', `timestamp must be the current unix time in seconds (within ${CLOCK_SKEW_S} s).`);
  }
  const hash = hashTypedData(clobAuthTypedData(address, input.timestamp, BigInt(input.nonce)));
  const valid = (await isContract(evm, address))
    ? await signedByContract(evm!, address, hash, input.signature)
    : await signedByEoa(address, hash, input.signature);
  if (!valid) {
    throw badRequest('invalid_signature', `signature is not ${address}'s ClobAuth EIP-712 signature of these values.`);
  }
  const credentials = {
    apiKey: randomUUID(),
    apiSecret: randomBytes(32).toString('base64url'),
    apiPassphrase: randomBytes(32).toString('hex'),
  };
  const row = {
    api_key: credentials.apiKey,
    address,
    secret_hash: digest(credentials.apiSecret),
    passphrase_hash: digest(credentials.apiPassphrase),
    created_at: new Date(nowMs),
  };
  await db
    .insertInto('sim_venue_a_api_keys')
    .values(row)
    .onConflict((oc) => oc.column('address').doUpdateSet(row))
    .execute();
  return credentials;
}

/** What the venue says of a set of credentials presented for `walletAddress`. */
export async function checkSimApiKey(db: Db, walletAddress: string, credentials: ApiCredentials): Promise<CredentialCheck> {
  const row = await db.selectFrom('sim_venue_a_api_keys').selectAll().where('api_key', '=', credentials.apiKey).executeTakeFirst();
  const same = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));
  if (!row || !same(row.secret_hash, digest(credentials.apiSecret)) || !same(row.passphrase_hash, digest(credentials.apiPassphrase))) {
    return 'invalid';
  }
  return row.address === getAddress(walletAddress) ? 'ok' : 'owner_mismatch';
}
