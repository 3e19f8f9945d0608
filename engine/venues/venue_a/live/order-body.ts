import type { SignedOrder } from '../order-verification.js';
import type { OrderType } from '../port.js';

/**
 * The body of `POST /order` for a V2/V3-struct order, exactly as clob-client-v2's orderToJsonV2
 * builds it: the keys in its order, the signed fields as the owner signed them, `owner` the API
 * key. The salt is a JSON number, as the client sends it; digits are written as they are, so a
 * salt beyond 2^53 stays exact.
 */
export function orderBody(order: SignedOrder, owner: string, orderType: OrderType, postOnly: boolean, deferExec: boolean): string {
  const SALT = '"__salt__"';
  const json = JSON.stringify({
    deferExec,
    postOnly,
    order: {
      salt: '__salt__',
      maker: order.maker,
      signer: order.signer,
      tokenId: order.tokenId,
      makerAmount: order.makerAmount,
      takerAmount: order.takerAmount,
      side: order.side?.toUpperCase(),
      signatureType: order.signatureType,
      timestamp: order.timestamp,
      expiration: order.expiration ?? '0',
      metadata: order.metadata,
      builder: order.builder,
      signature: order.signature,
    },
    owner,
    orderType,
  });
  return json.replace(SALT, BigInt(order.salt).toString());
}
