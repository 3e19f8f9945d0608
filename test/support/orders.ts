import { Side, SignatureTypeV2 } from '@polymarket/clob-client-v2';
import { signVenueAOrder, type VenueAOrderRequest } from '@agent-trading/client';
import { custom } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { randomBytes } from 'node:crypto';
import type { OrderPlan } from '../../engine/trading/reservations.js';
import type { SignedOrder } from '../../engine/venues/venue_a/order-verification.js';
import { marketById } from '../../engine/venues/venue_a/sim/catalog.js';

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

/** A resting 1 USDC buy of a market's Yes token (5 shares at 0.20), as a verified order reaches the books: for tests of the books themselves. */
export function orderPlan(agentId: string, maker: `0x${string}`): OrderPlan {
  const market = marketById('604146')!;
  return {
    agentId,
    market,
    order: {
      orderHash: `0x${randomBytes(32).toString('hex')}`,
      version: 2,
      side: 'BUY',
      tokenId: market.clobTokenIds[0]!,
      outcomeIndex: 0,
      outcome: 'YES',
      maker,
      signer: maker,
      signatureType: 0,
      price: 200_000n,
      size: 5_000_000n,
      notional: 1_000_000n,
      expiration: 0,
    },
    orderType: 'GTC',
    postOnly: false,
    owner: null,
    log: { skillSlug: null, source: null, reasoning: null },
    riskExit: false,
    nowMs: Date.now(),
  };
}
