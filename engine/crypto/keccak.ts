import { createKeccak } from 'hash-wasm';
import type { Address } from 'viem';

/**
 * Keccak-256 on hash-wasm's WebAssembly. Every order's signature check hashes its struct, its
 * digest, the recovered key and the signer's checksum: @noble/hashes took 17-20 µs a block here,
 * 15 times this, more than half of all a check cost.
 */
const hasher = await createKeccak(256);

export function keccak256(bytes: Uint8Array): Uint8Array {
  return hasher.init().update(bytes).digest('binary');
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The EIP-55 spelling of a 0x-prefixed 20-byte address, or null when `value` is none: written all
 * in lower or all in upper case it may be any address; in mixed case, only its own checksum (as
 * viem's isAddress, strict).
 */
export function checksummedAddress(value: string): Address | null {
  let spelled = spellings.get(value);
  if (spelled === undefined) {
    // An agent's few wallets come back on every order: each is spelled once, not six times per order.
    if (spellings.size >= MAX_SPELLINGS) spellings.clear();
    spellings.set(value, (spelled = spell(value)));
  }
  return spelled;
}

const MAX_SPELLINGS = 10_000;
const spellings = new Map<string, Address | null>();

function spell(value: string): Address | null {
  if (!HEX_ADDRESS.test(value)) return null;
  const body = value.slice(2);
  const lower = body.toLowerCase();
  const hash = keccak256(Buffer.from(lower, 'ascii'));
  let spelled = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 ? 0 : 4)) & 0xf;
    spelled += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  }
  const mixed = body !== lower && body !== body.toUpperCase();
  return mixed && spelled !== value ? null : (spelled as Address);
}
