import { Side, SignatureTypeV2 } from '@polymarket/clob-client-v2';
import { signVenueAOrder, type VenueAOrderRequest } from '@agent-trading/client';
import { custom } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { SignedOrder } from '../../engine/venues/venue_a/order-verification.js';

export { Side, SignatureTypeV2 };

/** The exchange's EIP-712 Order struct (CTF Exchange V2 and V3), for tests that sign an order field by field. */
export const ORDER_EIP712_TYPES = {
  Order: [
    { name: 'salt', type: 'uint256' },
    { name: 'maker', type: 'address' },
    { name: 'signer', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'makerAmount', type: 'uint256' },
    { name: 'takerAmount', type: 'uint256' },
    { name: 'side', type: 'uint8' },
    { name: 'signatureType', type: 'uint8' },
    { name: 'timestamp', type: 'uint256' },
    { name: 'metadata', type: 'bytes32' },
    { name: 'builder', type: 'bytes32' },
  ],
} as const;

/** A transport that fails any call: the order builder must sign offline. */
export const offlineTransport = custom({
  request: async () => {
    throw new Error('the order builder must not need a network');
  },
});

export type OrderRequest = VenueAOrderRequest;

/** The order JSON an agent posts: built and signed by Polymarket's own order builder, offline, through the client package. */
export async function sdkOrder(account: PrivateKeyAccount, request: OrderRequest): Promise<SignedOrder> {
  return { ...(await signVenueAOrder(account, request)) };
}
