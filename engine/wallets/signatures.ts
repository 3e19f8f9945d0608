import { isAddressEqual, parseAbi, recoverAddress, zeroHash, type Address, type Hex, type PublicClient } from 'viem';

const EIP1271_MAGIC = '0x1626ba7e';
const WALLET_ABI = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function getOwners() view returns (address[])',
]);

export const SIGNATURE_TYPE = { eoa: 0, proxy: 1, safe: 2, depositWallet: 3 } as const;

/** ECDSA: the signature of `hash` recovers to `address`. */
export async function signedByEoa(address: Address, hash: Hex, signature: Hex): Promise<boolean> {
  try {
    return isAddressEqual(await recoverAddress({ hash, signature }), address);
  } catch {
    return false;
  }
}

/** EIP-1271: the contract at `address` answers the magic value for `hash` and `signature`. */
export async function signedByContract(evm: PublicClient, address: Address, hash: Hex, signature: Hex): Promise<boolean> {
  try {
    const answer = await evm.readContract({ address, abi: WALLET_ABI, functionName: 'isValidSignature', args: [hash, signature] });
    return answer.toLowerCase() === EIP1271_MAGIC;
  } catch {
    return false;
  }
}

export async function isContract(evm: PublicClient | null, address: Address): Promise<boolean> {
  if (!evm) return false;
  const code = await evm.getCode({ address });
  return code !== undefined && code !== '0x';
}

const answers = (call: Promise<unknown>) => call.then(() => true, () => false);

/**
 * A wallet's signature type from what is deployed at its address: nothing is an EOA (0); a
 * contract with Safe's `getOwners` is a Safe (2); one that answers EIP-1271 is a deposit wallet
 * (3); any other contract is a proxy wallet (1).
 */
export async function detectSignatureType(evm: PublicClient | null, address: Address): Promise<number> {
  if (!evm || !(await isContract(evm, address))) return SIGNATURE_TYPE.eoa;
  if (await answers(evm.readContract({ address, abi: WALLET_ABI, functionName: 'getOwners' }))) return SIGNATURE_TYPE.safe;
  const probe = evm.readContract({ address, abi: WALLET_ABI, functionName: 'isValidSignature', args: [zeroHash, '0x'] });
  if (await answers(probe)) return SIGNATURE_TYPE.depositWallet;
  return SIGNATURE_TYPE.proxy;
}
