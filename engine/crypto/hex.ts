import type { Hex } from 'viem';

/** The bytes as 0x-prefixed hex, read in place (no copy), natively: viem's bytesToHex is a loop in JavaScript. */
export const hexOf = (bytes: Uint8Array): Hex => `0x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex')}`;

/**
 * The `length` bytes that 0x-prefixed hex of exactly that many digits holds, or null, decoded
 * natively: Node's hex decoding stops at the first pair that is not hex, so anything else comes out
 * short. viem's isHex and hexToBytes run a regular expression and a loop in JavaScript.
 */
export function bytesOfHex(hex: unknown, length: number): Buffer | null {
  if (typeof hex !== 'string' || hex.length !== 2 + 2 * length || !hex.startsWith('0x')) return null;
  const bytes = Buffer.from(hex.slice(2), 'hex');
  return bytes.length === length ? bytes : null;
}
