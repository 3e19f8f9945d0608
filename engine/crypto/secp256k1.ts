import secp256k1 from 'secp256k1/bindings.js';
import type { Address, Hex } from 'viem';
import { bytesOfHex, hexOf } from './hex.js';
import { checksummedAddress, keccak256 } from './keccak.js';

/**
 * ECDSA public-key recovery on libsecp256k1, natively (the package's prebuilt N-API binding, taken
 * without its pure-JS fallback, so a binding that does not load stops the start instead of slowing
 * every trade). Order signatures are checked on every trade: viem's pure-JS recovery manages a few
 * hundred a second on one core, libsecp256k1 compiled to WASM (tiny-secp256k1) 1,200-1,400 on this
 * project's 2-core machine, the native library 7,500.
 */

/**
 * Half the curve order, as s is given (32 bytes, big-endian): Ethereum (EIP-2) accepts only
 * s ≤ n/2, so each signature has one valid form. Compared as bytes, as s arrives, with no number made.
 */
const HALF_CURVE_ORDER = Buffer.from('7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0', 'hex');

function recoveryId(v: number): 0 | 1 | null {
  if (v === 0 || v === 27) return 0;
  if (v === 1 || v === 28) return 1;
  return null;
}

/**
 * The checksummed address whose key made the 65-byte `r ‖ s ‖ v` signature of the 32-byte
 * `hash`, with v as 27/28 or 0/1. Null for anything malformed, a high s, or a signature no key
 * could have made; never throws on bad input.
 */
export function recoverSigner(hash: Hex | Uint8Array, signature: Hex): Address | null {
  const bytes = bytesOfHex(signature, 65);
  if (!bytes) return null;
  const digest = typeof hash === 'string' ? bytesOfHex(hash, 32) : hash;
  if (!digest || digest.length !== 32) return null;
  const id = recoveryId(bytes[64]!);
  if (id === null || Buffer.compare(bytes.subarray(32, 64), HALF_CURVE_ORDER) > 0) return null;
  let publicKey: Uint8Array;
  try {
    // Throws on r or s of zero or out of range and on an r that is no curve point.
    publicKey = secp256k1.ecdsaRecover(bytes.subarray(0, 64), id, digest, false);
  } catch {
    return null;
  }
  return checksummedAddress(hexOf(keccak256(publicKey.subarray(1)).subarray(12)));
}

