import { Chain, isV2Order, OrderBuilder, orderToJsonV2, OrderType, Side, SignatureTypeV2, type TickSize } from '@polymarket/clob-client-v2';
import { createWalletClient, custom, type Address } from 'viem';
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

export interface OrderRequest {
  tokenID: string;
  side?: Side;
  price: number;
  size: number;
  tickSize?: TickSize;
  negRisk?: boolean;
  version?: 2 | 3;
  signatureType?: SignatureTypeV2;
  funder?: Address;
  expiration?: number;
}

/** The order JSON an agent posts: built and signed by Polymarket's own order builder, offline. */
export async function sdkOrder(account: PrivateKeyAccount, request: OrderRequest): Promise<SignedOrder> {
  const wallet = createWalletClient({ account, transport: offlineTransport });
  const builder = new OrderBuilder(wallet, Chain.POLYGON, request.signatureType ?? SignatureTypeV2.EOA, request.funder);
  const signed = await builder.buildOrder(
    {
      tokenID: request.tokenID,
      price: request.price,
      size: request.size,
      side: request.side ?? Side.BUY,
      ...(request.expiration === undefined ? {} : { expiration: request.expiration }),
    },
    { tickSize: request.tickSize ?? '0.01', negRisk: request.negRisk ?? false },
    request.version ?? 2,
  );
  if (!isV2Order(signed)) throw new Error('expected a V2-struct order');
  return { ...orderToJsonV2(signed, 'owner-api-key', OrderType.GTC).order };
}
