import { isAddress, isHex, recoverTypedDataAddress, type Hex } from 'viem';
import type { Side } from './book.js';
import { decimalPlaces, formatAtomic, formatRatio, ONE, ratioToAtomic } from './decimal.js';
import type { TokenRecord } from './markets.js';
import { orderBuilderFor, ROUNDING_CONFIG, type OrderStructFields } from './official-client.js';
import type { ApiKeyRecord, FakeState, OrderType } from './state.js';

/**
 * Checks a posted order the way the CLOB does before it reaches the book: the body shape
 * (clob-client-v2's orderToJsonV2), ownership, the EIP-712 signature against the market's exchange,
 * then amounts, price, size and expiration (duplicates are caught where the order is placed, without
 * an await in between). Messages are the CLOB's where they are known
 * (docs.polymarket.com resources/error-codes and users' reports).
 */

export interface IncomingOrder {
  /** The order hash: EIP-712 hash of the signed struct, Polymarket's order id. */
  id: Hex;
  apiKey: ApiKeyRecord;
  token: TokenRecord;
  side: Side;
  orderType: OrderType;
  postOnly: boolean;
  makerAmount: bigint;
  takerAmount: bigint;
  /** Shares the order trades: takerAmount of a BUY, makerAmount of a SELL. */
  shares: bigint;
  /** The limit price as the exact ratio num/den (USDC per share). */
  limitNum: bigint;
  limitDen: bigint;
  /** The limit price in atomic units, for display. */
  price: bigint;
  makerAddress: string;
  signer: string;
  expiration: bigint;
}

export type Intake = { ok: true; order: IncomingOrder } | { ok: false; message: string };

export const ORDER_TYPES: readonly OrderType[] = ['GTC', 'GTD', 'FOK', 'FAK'];
const INVALID_PAYLOAD = 'Invalid order payload';
const UINT = /^\d+$/;
const BYTES32 = /^0x[0-9a-fA-F]{64}$/;

const refuse = (message: string): Intake => ({ ok: false, message });
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface ParsedBody {
  fields: OrderStructFields;
  signature: Hex;
  owner: string;
  orderType: OrderType;
  postOnly: boolean;
}

function parseBody(body: unknown): ParsedBody | string {
  if (!isRecord(body) || !isRecord(body.order)) return INVALID_PAYLOAD;
  const order = body.order;
  // A V1 order carries nonce and feeRateBps in its signed struct; CLOB V2 refuses V1 orders.
  if ('nonce' in order || 'feeRateBps' in order) return 'invalid order version, please use the latest clob-client';
  // orderToJsonV2 sends the salt as a JSON number (parseInt of the builder's decimal string).
  const salt = order.salt;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const side = order.side === 'BUY' || order.side === 'SELL' ? order.side : null;
  if (side === null || typeof salt !== 'number' || !Number.isSafeInteger(salt) || salt < 0) return INVALID_PAYLOAD;
  const fields: OrderStructFields = {
    salt: String(salt),
    maker: text(order.maker),
    signer: text(order.signer),
    tokenId: text(order.tokenId),
    makerAmount: text(order.makerAmount),
    takerAmount: text(order.takerAmount),
    side,
    signatureType: typeof order.signatureType === 'number' ? order.signatureType : -1,
    timestamp: text(order.timestamp),
    metadata: text(order.metadata),
    builder: text(order.builder),
    expiration: text(order.expiration),
  };
  // Every key orderToJsonV2 writes must be there (taker is undefined for V2 orders, so it is optional).
  const wellFormed =
    isAddress(fields.maker, { strict: false }) &&
    isAddress(fields.signer, { strict: false }) &&
    (order.taker === undefined || (typeof order.taker === 'string' && isAddress(order.taker, { strict: false }))) &&
    UINT.test(fields.tokenId) &&
    UINT.test(fields.makerAmount) &&
    UINT.test(fields.takerAmount) &&
    [0, 1, 2, 3].includes(fields.signatureType) &&
    UINT.test(fields.timestamp) &&
    UINT.test(fields.expiration) &&
    BYTES32.test(fields.metadata) &&
    BYTES32.test(fields.builder) &&
    typeof order.signature === 'string' &&
    isHex(order.signature) &&
    typeof body.owner === 'string' &&
    ORDER_TYPES.includes(body.orderType as OrderType) &&
    typeof body.postOnly === 'boolean' &&
    typeof body.deferExec === 'boolean';
  if (!wellFormed) return INVALID_PAYLOAD;
  return {
    fields,
    signature: order.signature as Hex,
    owner: body.owner as string,
    orderType: body.orderType as OrderType,
    postOnly: body.postOnly === true,
  };
}

/** The typed data the order was signed over, with uint256 fields as bigints for viem. */
function typedDataFor(token: TokenRecord, fields: OrderStructFields, chainId: number) {
  const builder = orderBuilderFor(token.market.version, token.market.negRisk, chainId);
  const typedData = builder.buildOrderTypedData(fields);
  const message = typedData.message;
  for (const name of ['salt', 'tokenId', 'makerAmount', 'takerAmount', 'timestamp']) {
    message[name] = BigInt(message[name] as string);
  }
  return { builder, typedData };
}

/** "invalid amounts …" when an amount has more decimals than the CLOB takes for this kind of order. */
function precisionRefusal(side: Side, orderType: OrderType, makerAmount: bigint, takerAmount: bigint, token: TokenRecord): string | null {
  const { size, amount } = ROUNDING_CONFIG[token.market.tickSize];
  const market = orderType === 'FOK' || orderType === 'FAK';
  // Shares never take more than `size` decimals; USDC takes `amount`, except a market BUY's USDC,
  // which is the amount to spend and keeps `size` (2) decimals (the client's getMarketOrderRawAmounts).
  const [makerMax, takerMax] = side === 'BUY' ? (market ? [size, amount] : [amount, size]) : [size, amount];
  if (decimalPlaces(makerAmount) <= makerMax && decimalPlaces(takerAmount) <= takerMax) return null;
  const kind = `${market ? 'market ' : ''}${side === 'BUY' ? 'buy' : 'sell'}`;
  return `invalid amounts, the ${kind} orders maker amount supports a max accuracy of ${makerMax} decimals, taker amount a max of ${takerMax} decimals`;
}

export async function takeInOrder(state: FakeState, apiKey: ApiKeyRecord, body: unknown, chainId: number): Promise<Intake> {
  const parsed = parseBody(body);
  if (typeof parsed === 'string') return refuse(parsed);
  const { fields, signature, owner, orderType, postOnly } = parsed;

  if (owner !== apiKey.key) return refuse('the order owner has to be the owner of the API KEY');
  if (fields.signer.toLowerCase() !== apiKey.address.toLowerCase()) {
    return refuse('the order signer address has to be the address of the API KEY');
  }
  if (postOnly && (orderType === 'FOK' || orderType === 'FAK')) return refuse('postOnly is not supported for FOK/FAK orders');

  const token = state.tokens.get(fields.tokenId);
  if (!token || !state.books.has(token.tokenId) || token.market.gamma.closed) return refuse('the orderbook does not exist');
  const { market } = token;
  if (!market.gamma.acceptingOrders || !market.gamma.active) return refuse('the market is not yet ready to process new orders');

  const { builder, typedData } = typedDataFor(token, fields, chainId);
  // EOA and the proxy/Safe types are ECDSA signatures by the signer, and for an EOA order the exchange
  // also requires maker == signer (ctf-exchange Signatures.verifyEOASignature). A POLY_1271 signature
  // needs the deposit wallet's contract, which the fake cannot call.
  const eoaMakerMismatch = fields.signatureType === 0 && fields.maker.toLowerCase() !== fields.signer.toLowerCase();
  let recovered: string | null = null;
  if (fields.signatureType !== 3 && !eoaMakerMismatch) {
    try {
      recovered = await recoverTypedDataAddress({ ...typedData, signature } as Parameters<typeof recoverTypedDataAddress>[0]);
    } catch {
      recovered = null;
    }
  }
  if (recovered === null || recovered.toLowerCase() !== fields.signer.toLowerCase()) return refuse('invalid signature');

  const id = builder.buildOrderHash(typedData);

  const side = fields.side;
  const makerAmount = BigInt(fields.makerAmount);
  const takerAmount = BigInt(fields.takerAmount);
  if (makerAmount === 0n || takerAmount === 0n) return refuse('invalid amounts, maker and taker amount must be higher than 0');
  const precision = precisionRefusal(side, orderType, makerAmount, takerAmount, token);
  if (precision) return refuse(precision);

  const [limitNum, limitDen] = side === 'BUY' ? [makerAmount, takerAmount] : [takerAmount, makerAmount];
  const shares = side === 'BUY' ? takerAmount : makerAmount;
  const priceText = formatRatio(limitNum, limitDen);
  const tickRefusal = `order ${id} is invalid. Price (${priceText}) breaks minimum tick size rule: ${market.tickSize}`;
  const inRange = limitNum * ONE >= market.tick * limitDen && limitNum * ONE <= (ONE - market.tick) * limitDen;
  if (!inRange) return refuse(tickRefusal);
  const resting = orderType === 'GTC' || orderType === 'GTD';
  // A limit order's ratio is its price exactly; a market order's ratio is only a worst price (the
  // client derives takerAmount from a USDC amount), so only resting types must sit on the tick.
  if (resting && ((limitNum * ONE) % limitDen !== 0n || ((limitNum * ONE) / limitDen) % market.tick !== 0n)) {
    return refuse(tickRefusal);
  }
  if (resting && shares < market.minSize) {
    return refuse(`order ${id} is invalid. Size (${formatAtomic(shares)}) lower than the minimum: ${formatAtomic(market.minSize)}`);
  }
  const expiration = BigInt(fields.expiration);
  if (orderType === 'GTD' && expiration <= BigInt(state.nowSeconds()) + 60n) return refuse('invalid expiration');

  return {
    ok: true,
    order: {
      id,
      apiKey,
      token,
      side,
      orderType,
      postOnly,
      makerAmount,
      takerAmount,
      shares,
      limitNum,
      limitDen,
      price: ratioToAtomic(limitNum, limitDen),
      makerAddress: fields.maker,
      signer: fields.signer,
      expiration,
    },
  };
}
