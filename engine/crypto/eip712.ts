import type { Address, Hex } from 'viem';
import { hexOf } from './hex.js';
import { keccak256 } from './keccak.js';
import { recoverSigner } from './secp256k1.js';

/** A struct signed under EIP-712: its domain's separator, its encoding (type hash, then each field as a 32-byte word) and the signature. */
export interface TypedSignature {
  domainSeparator: Hex;
  encodedStruct: Uint8Array;
  signature: Hex;
}

export interface SignedDigest {
  digest: Hex;
  /** recoverSigner's answer: null for a signature no key could have made. */
  signer: Address | null;
}

/** keccak256(0x1901 ‖ domainSeparator ‖ keccak256(encodedStruct)): the digest a typed-data signature signs, in bytes. */
function digestBytes(domainSeparator: Hex, encodedStruct: Uint8Array): Uint8Array {
  const message = Buffer.alloc(66);
  message[0] = 0x19;
  message[1] = 0x01;
  message.write(domainSeparator.slice(2), 2, 'hex');
  message.set(keccak256(encodedStruct), 34);
  return keccak256(message);
}

/** The digest a typed-data signature signs (digestBytes), in hex. */
export const typedDataDigest = (domainSeparator: Hex, encodedStruct: Uint8Array): Hex => hexOf(digestBytes(domainSeparator, encodedStruct));

/** The digest and who signed it: all that checking a typed-data signature costs, in one call a thread can make. The digest goes to the recovery as the bytes it is, not through its hex. */
export function signedDigest({ domainSeparator, encodedStruct, signature }: TypedSignature): SignedDigest {
  const digest = digestBytes(domainSeparator, encodedStruct);
  return { digest: hexOf(digest), signer: recoverSigner(digest, signature) };
}
