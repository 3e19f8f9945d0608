import { timingSafeEqual } from 'node:crypto';
import { isAddress, verifyTypedData, type Hex } from 'viem';
import type { FakeRequest } from '../fake-http/server.js';
import { buildPolyHmacSignature, CLOB_AUTH_MESSAGE } from './official-client.js';
import type { ApiKeyRecord, FakeState } from './state.js';

/**
 * The CLOB's two auth levels. L1 (create/derive an API key) is an EIP-712 ClobAuth signature by the
 * wallet; L2 (everything else private) is an HMAC over `timestamp + METHOD + path + body` keyed with
 * the API secret, recomputed here with the official client's own buildPolyHmacSignature.
 */

export const L1_REFUSAL = 'Invalid L1 Request headers';
export const L2_REFUSAL = 'Unauthorized/Invalid api key';

export interface AuthSettings {
  chainId: number;
  maxClockSkewSeconds: number;
}

const header = (request: FakeRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

function freshTimestamp(text: string | undefined, state: FakeState, settings: AuthSettings): boolean {
  if (text === undefined || !/^\d+$/.test(text)) return false;
  return Math.abs(state.nowSeconds() - Number(text)) <= settings.maxClockSkewSeconds;
}

const CLOB_AUTH_TYPES = {
  ClobAuth: [
    { name: 'address', type: 'address' },
    { name: 'timestamp', type: 'string' },
    { name: 'nonce', type: 'uint256' },
    { name: 'message', type: 'string' },
  ],
} as const;

/** The wallet and nonce an L1 request proves control of, or null. */
export async function verifyL1(
  request: FakeRequest,
  state: FakeState,
  settings: AuthSettings,
): Promise<{ address: string; nonce: bigint } | null> {
  const address = header(request, 'POLY_ADDRESS');
  const signature = header(request, 'POLY_SIGNATURE');
  const timestamp = header(request, 'POLY_TIMESTAMP');
  const nonceText = header(request, 'POLY_NONCE') ?? '0';
  if (!address || !isAddress(address, { strict: false }) || !signature?.startsWith('0x') || !/^\d+$/.test(nonceText)) return null;
  if (!freshTimestamp(timestamp, state, settings)) return null;
  const nonce = BigInt(nonceText);
  try {
    const valid = await verifyTypedData({
      address,
      domain: { name: 'ClobAuthDomain', version: '1', chainId: settings.chainId },
      types: CLOB_AUTH_TYPES,
      primaryType: 'ClobAuth',
      message: { address, timestamp: timestamp!, nonce, message: CLOB_AUTH_MESSAGE },
      signature: signature as Hex,
    });
    return valid ? { address, nonce } : null;
  } catch {
    return null;
  }
}

/** The API key an L2 request is signed with, or null. */
export async function verifyL2(request: FakeRequest, state: FakeState, settings: AuthSettings): Promise<ApiKeyRecord | null> {
  const address = header(request, 'POLY_ADDRESS');
  const signature = header(request, 'POLY_SIGNATURE');
  const timestamp = header(request, 'POLY_TIMESTAMP');
  const key = header(request, 'POLY_API_KEY');
  const passphrase = header(request, 'POLY_PASSPHRASE');
  if (!address || !signature || !timestamp || !key || !passphrase) return null;
  if (!freshTimestamp(timestamp, state, settings)) return null;
  const record = state.apiKeys.get(key);
  if (!record || record.passphrase !== passphrase) return null;
  if (record.address.toLowerCase() !== address.toLowerCase()) return null;
  const expected = await buildPolyHmacSignature(
    record.secret,
    timestamp,
    request.method,
    request.path,
    request.body.length > 0 ? request.body : undefined,
  );
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  return a.length === b.length && timingSafeEqual(a, b) ? record : null;
}
