import { Chain, createL1Headers, isV2Order, OrderBuilder, orderToJsonV2, OrderType, Side, SignatureTypeV2, type TickSize } from '@polymarket/clob-client-v2';
import { createWalletClient, custom, type Address, type LocalAccount } from 'viem';
import type { paths } from './schema.js';

export { Side, SignatureTypeV2 };

/** The signed order, as POST /markets/trade takes it in `order`. */
export type VenueAOrder = NonNullable<paths['/markets/trade']['post']['requestBody']>['content']['application/json']['order'];

export interface VenueAOrderRequest {
  /** The outcome token id (decimal). */
  tokenID: string;
  side?: Side;
  price: number;
  size: number;
  tickSize?: TickSize;
  negRisk?: boolean;
  /** 2: orders for markets whose `version` is "v1"; 3: "v2". */
  version?: 2 | 3;
  signatureType?: SignatureTypeV2;
  funder?: Address;
  expiration?: number;
}

/** The order builder signs offline: a call that would reach a network is a bug. */
const offline = custom({
  request: async () => {
    throw new Error('signing a venue_a order needs no network');
  },
});

/**
 * The `order` of POST /markets/trade, built and signed on this machine by Polymarket's own order
 * builder (clob-client-v2): the account's private key never leaves it.
 */
export async function signVenueAOrder(account: LocalAccount, request: VenueAOrderRequest): Promise<VenueAOrder> {
  const wallet = createWalletClient({ account, transport: offline });
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
  if (!isV2Order(signed)) throw new Error('the order builder answered a V1 order; venue_a takes the V2 struct');
  const { order } = orderToJsonV2(signed, '', OrderType.GTC);
  return { ...order, side: order.side === Side.SELL ? 'SELL' : 'BUY' };
}

/**
 * The body of POST /venue_a/sim/api-key: the wallet's ClobAuth signature, made by
 * clob-client-v2's own L1 header builder, dated `nowMs`.
 */
export async function simCredentialsProof(account: LocalAccount, nowMs = Date.now()): Promise<{ address: Address; timestamp: string; signature: string }> {
  const wallet = createWalletClient({ account, transport: offline });
  const headers = await createL1Headers(wallet, Chain.POLYGON, 0, Math.floor(nowMs / 1000));
  return { address: account.address, timestamp: String(headers.POLY_TIMESTAMP), signature: headers.POLY_SIGNATURE };
}
