import type { Hex } from 'viem';

/** The bytes as 0x-prefixed hex, read in place (no copy), natively: viem's bytesToHex is a loop in JavaScript. */
export const hexOf = (bytes: Uint8Array): Hex => `0x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex')}`;
