import secp256k1 from 'secp256k1/bindings.js';
import { hexToBytes, isHex, type Address, type Hex } from 'viem';
import { hexOf } from './hex.js';
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
  const bytes = signatureBytes(signature);
  if (!bytes) return null;
  const digest = typeof hash === 'string' ? (isHex(hash, { strict: true }) && hash.length === 66 ? hexToBytes(hash) : null) : hash;
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

/**
 * The 65 bytes of a 0x-prefixed signature in hex, or null. Decoded natively: Node's hex decoding
 * stops at the first pair that is not hex, so anything but 130 hex digits comes out short. viem's
 * isHex and hexToBytes run a regular expression and a loop in JavaScript; with the digest handed
 * over as bytes too, a check (signedDigest) fell from about 60 µs to 58, beside 52 for the recovery.
 */
function signatureBytes(signature: Hex): Buffer | null {
  if (typeof signature !== 'string' || signature.length !== 132 || !signature.startsWith('0x')) return null;
  const bytes = Buffer.from(signature.slice(2), 'hex');
  return bytes.length === 65 ? bytes : null;
}
