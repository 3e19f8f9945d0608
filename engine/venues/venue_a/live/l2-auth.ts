import { createHmac } from 'node:crypto';
import type { ApiCredentials } from '../port.js';

/**
 * Polymarket's L2 authentication: every private CLOB request carries the API key, its passphrase
 * and an HMAC-SHA256 over `timestamp + METHOD + path + body`, keyed by the base64-decoded secret
 * and given as URL-safe base64 with its padding (as clob-client-v2's buildPolyHmacSignature does).
 * The path is the request path without its query; the body is the exact bytes sent.
 */
export function l2Headers(address: string, credentials: ApiCredentials, method: string, path: string, body: string | undefined, nowSeconds: number): Record<string, string> {
  const timestamp = String(nowSeconds);
  // Node's base64 decoder takes both alphabets, as the secret may come URL-safe.
  const key = Buffer.from(credentials.apiSecret, 'base64');
  const signature = createHmac('sha256', key)
    .update(`${timestamp}${method}${path}${body ?? ''}`)
    .digest('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return {
    POLY_ADDRESS: address,
    POLY_SIGNATURE: signature,
    POLY_TIMESTAMP: timestamp,
    POLY_API_KEY: credentials.apiKey,
    POLY_PASSPHRASE: credentials.apiPassphrase,
  };
}
