import { getBase58Decoder, getBase58Encoder } from '@solana/kit';

const toBytes = getBase58Encoder();
const toText = getBase58Decoder();

/** A Solana address (base58 of 32 bytes) as the chain spells it, or null when `value` is not one. */
export function solanaAddress(value: string): string | null {
  let bytes;
  try {
    bytes = toBytes.encode(value);
  } catch {
    return null;
  }
  return bytes.length === 32 ? toText.decode(bytes) : null;
}
