import { hashTypedData, isAddress, isHex, keccak256, toHex, zeroAddress, type Address, type Hex, type PublicClient } from 'viem';
import { checksummedAddress } from '../../crypto/keccak.js';
import { typedDataDigest } from '../../crypto/eip712.js';
import { pooledSignedDigest } from '../../crypto/recovery-pool.js';
import { recoverSigner } from '../../crypto/secp256k1.js';
import { ApiError, quoted } from '../../errors.js';
import { atomicText as decimal, decimalText, DecimalFormatError, parseAmount, parseDecimal, USDC_SCALE } from '../../money.js';
import { signedByContract, SIGNATURE_TYPE } from '../../wallets/signatures.js';
import { EXCHANGES, exchangeForMarket, legacyExchangeForMarket, type Exchange } from './exchange-contracts.js';
import type { VenueAMarket } from './market.js';
import type { OrderType } from './port.js';

/** The venue's order JSON as a client sends it in `POST /markets/trade`. */
export interface SignedOrder {
  salt: number | string;
  maker: string;
  signer: string;
  /** V1 only; accepted and ignored for V2/V3. */
  taker?: string;
  tokenId: string;
  makerAmount: string;
  takerAmount: string;
  /** "BUY" | "SELL". The spec's field list omits it, but the signed struct needs it. */
  side?: string;
  /** 0 EOA, 1 proxy, 2 Safe, 3 deposit wallet (EIP-1271). Omitted by the spec's list, required here. */
  signatureType?: number;
  /** Milliseconds, signed in V2/V3. */
  timestamp?: string;
  /** Unix seconds, "0" = none; not signed in V2/V3. */
  expiration?: string;
  nonce?: string;
  feeRateBps?: string;
  metadata?: string;
  builder?: string;
  signature: string;
}

export interface OrderContext {
  market: VenueAMarket;
  marketConditionId: string;
  /** The trade body's price and size: compared exactly with the signed amounts. */
  price: number | string;
  orderSize: number | string;
  orderType: OrderType;
  /** The trade body's expiration, unix seconds, 0 = none. */
  expirationTime?: number;
  /** Checksummed addresses this agent registered or linked. */
  wallets: ReadonlySet<string>;
  /** Reads deposit wallets' EIP-1271 answers; without it signatureType 3 is refused. */
  evm: PublicClient | null;
  nowMs: number;
  /** One of a batch's orders: its signature is checked with the batch's others, in parallel on the signature threads. */
  inBatch?: boolean;
}

/** A verified order; amounts, price and size are atomic units with 6 decimals. */
export interface VerifiedOrder {
  /** The EIP-712 digest the exchange signs and matches by: the order id. */
  orderHash: Hex;
  version: 2 | 3;
  side: 'BUY' | 'SELL';
  tokenId: string;
  outcomeIndex: number;
  outcome: 'YES' | 'NO' | string;
  maker: Address;
  signer: Address;
  signatureType: number;
  makerAmount: bigint;
  takerAmount: bigint;
  price: bigint;
  /** Shares. */
  size: bigint;
  /** USDC paid (BUY) or asked (SELL). */
  notional: bigint;
  /** Unix seconds, 0 = none. */
  expiration: number;
}

/** The fields of the V2/V3 signed struct, parsed. */
export interface OrderStruct {
  salt: bigint;
  maker: Address;
  signer: Address;
  tokenId: bigint;
  makerAmount: bigint;
  takerAmount: bigint;
  side: 'BUY' | 'SELL';
  signatureType: number;
  timestamp: bigint;
  metadata: Hex;
  builder: Hex;
}

const ORDER_TYPE =
  'Order(uint256 salt,address maker,address signer,uint256 tokenId,uint256 makerAmount,uint256 takerAmount,uint8 side,uint8 signatureType,uint256 timestamp,bytes32 metadata,bytes32 builder)';
const ORDER_TYPEHASH = keccak256(toHex(ORDER_TYPE), 'bytes');

const LEGACY_ORDER_TYPES = {
  Order: [
    { name: 'salt', type: 'uint256' },
    { name: 'maker', type: 'address' },
    { name: 'signer', type: 'address' },
    { name: 'taker', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'makerAmount', type: 'uint256' },
    { name: 'takerAmount', type: 'uint256' },
    { name: 'expiration', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'feeRateBps', type: 'uint256' },
    { name: 'side', type: 'uint8' },
    { name: 'signatureType', type: 'uint8' },
  ],
} as const;

const ONE = 10n ** BigInt(USDC_SCALE);
/** The SDK rounds every order size down to 2 decimals, whatever the tick. */
const SIZE_DECIMALS = 2;
/** The venue refuses a GTD order that expires within a minute. */
const GTD_SECURITY_THRESHOLD_MS = 60_000;
const MAX_UINT256 = 2n ** 256n - 1n;
const UINT_TEXT = /^\d{1,78}$/;
const BYTES32 = /^0x[0-9a-fA-F]{64}$/;

/** Every errorCode verifyOrder refuses with (a 400 naming the field): the API documents them from here. */
export const ORDER_REFUSALS = [
  'amount_mismatch',
  'deposit_wallet_unsupported',
  'expiration_mismatch',
  'expiration_not_allowed',
  'expiration_required',
  'expiration_too_soon',
  'invalid_amount',
  'invalid_expiration',
  'invalid_order_field',
  'invalid_order_size',
  'invalid_price',
  'invalid_side',
  'invalid_signature',
  'invalid_signature_format',
  'invalid_signature_type',
  'legacy_order_version',
  'maker_signer_mismatch',
  'market_closed',
  'market_inactive',
  'market_mismatch',
  'market_not_accepting_orders',
  'missing_side',
  'missing_signature_type',
  'order_expired',
  'price_mismatch',
  'price_off_tick',
  'price_out_of_range',
  'size_below_minimum',
  'size_mismatch',
  'token_not_in_market',
  'wrong_exchange',
] as const;

/** The errorCodes verifyOrder refuses with as a 403: the spec's "wallet credentials not registered for trading". */
export const ORDER_PERMISSION_REFUSALS = ['wallet_not_registered'] as const;

type Refusal = (typeof ORDER_REFUSALS)[number] | (typeof ORDER_PERMISSION_REFUSALS)[number];

const fail = (code: Refusal, path: string, message: string) =>
  new ApiError((ORDER_PERMISSION_REFUSALS as readonly string[]).includes(code) ? 403 : 400, code, message, { errors: [{ path, message }] });

export const marketClosed = (conditionId: string) => fail('market_closed', 'marketConditionId', `market ${conditionId} is closed and takes no orders; pick an open market.`);

/** An order with everything but its signature verified (checkOrder): what it asks for, and what its signature is checked on. */
export interface CheckedOrder {
  order: Omit<VerifiedOrder, 'orderHash'>;
  struct: OrderStruct;
  exchange: Exchange;
}

/**
 * Verifies a pre-signed venue_a order against its market and the trade body: version, fields,
 * market and token, tick, minimum size, amounts against price and size, expiration, the
 * agent's wallets and the signature. Throws a 400 ApiError naming the field and the fix.
 */
export async function verifyOrder(order: SignedOrder, ctx: OrderContext): Promise<VerifiedOrder> {
  return verifySignature(order, checkOrder(order, ctx), ctx);
}

/**
 * verifyOrder's checks but the signature, which costs more than all of them (an ECDSA recovery):
 * a caller can refuse the order on what it asks for before paying for it.
 */
export function checkOrder(order: SignedOrder, ctx: OrderContext): CheckedOrder {
  const struct = readOrderStruct(order);
  const { market } = ctx;
  checkMarketOpen(market, ctx.marketConditionId);
  const outcomeIndex = tokenIndex(market, struct.tokenId);
  checkWallets(struct, ctx.wallets);
  const amounts = checkAmounts(struct, ctx);
  const expiration = checkExpiration(order, ctx);
  const exchange = exchangeForMarket(market);
  return {
    order: {
      version: exchange.orderVersion === 3 ? 3 : 2,
      side: struct.side,
      tokenId: market.clobTokenIds[outcomeIndex]!,
      outcomeIndex,
      outcome: outcomeLabel(market, outcomeIndex),
      maker: struct.maker,
      signer: struct.signer,
      signatureType: struct.signatureType,
      makerAmount: struct.makerAmount,
      takerAmount: struct.takerAmount,
      ...amounts,
      expiration,
    },
    struct,
    exchange,
  };
}

/** The order id of a checked order (its EIP-712 digest), worked out here, without the signature. */
export const checkedOrderHash = ({ struct, exchange }: CheckedOrder): Hex => orderDigest(exchange, struct);

/** The signature of a checked order (checkOrder): the order, verified, or the 400 that says why not. */
export async function verifySignature(order: SignedOrder, checked: CheckedOrder, ctx: OrderContext): Promise<VerifiedOrder> {
  return { orderHash: await checkSignature(order, checked.struct, checked.exchange, ctx), ...checked.order };
}

const WORD = 32;

/**
 * The V2/V3 struct's EIP-712 encoding, written word by word into its bytes: hashTypedData (or
 * viem's ABI encoder) re-derives the type and converts every field on each call, which cost as
 * much as the signature recovery. Each value's hex goes straight into its word, right-aligned on
 * the zeros, where padding eleven words of text, joining them and parsing the text back to bytes
 * made a batch allocate a twentieth of its memory here. Every field has been read to its width
 * (readOrderStruct): none overflows its word.
 */
function orderEncoding(o: OrderStruct): Uint8Array {
  const fields = [o.salt, o.maker, o.signer, o.tokenId, o.makerAmount, o.takerAmount, o.side === 'BUY' ? 0 : 1, o.signatureType, o.timestamp, o.metadata, o.builder];
  const encoded = Buffer.alloc(WORD * (fields.length + 1));
  encoded.set(ORDER_TYPEHASH, 0);
  fields.forEach((value, i) => {
    const digits = typeof value === 'string' ? value.slice(2) : value.toString(16);
    const hex = digits.length % 2 ? `0${digits}` : digits;
    encoded.write(hex, WORD * (i + 2) - hex.length / 2, 'hex');
  });
  return encoded;
}

/** The EIP-712 digest of the V2/V3 struct for an exchange: equal to viem's hashTypedData. */
const orderDigest = (exchange: Exchange, o: OrderStruct): Hex => typedDataDigest(exchange.domainSeparator, orderEncoding(o));

function readOrderStruct(order: SignedOrder): OrderStruct {
  const missing = (['timestamp', 'metadata', 'builder'] as const).filter((field) => order[field] === undefined);
  if (missing.length > 0) {
    throw fail(
      'legacy_order_version',
      `order.${missing[0]}`,
      `order has no ${missing.join(', ')}: those fields belong to the current (V2/V3) signed order, so this looks like a legacy V1 order ` +
        '(taker, expiration, nonce and feeRateBps signed under EIP-712 domain version "1"), which Polymarket has refused since 2026-04-28. ' +
        'Build and sign the order with @polymarket/clob-client-v2 and send its order JSON unchanged.',
    );
  }
  return {
    salt: readUint(order.salt, 'salt'),
    maker: readAddress(order.maker, 'maker'),
    signer: readAddress(order.signer, 'signer'),
    tokenId: readUint(order.tokenId, 'tokenId'),
    makerAmount: readUint(order.makerAmount, 'makerAmount'),
    takerAmount: readUint(order.takerAmount, 'takerAmount'),
    side: readSide(order.side),
    signatureType: readSignatureType(order.signatureType),
    timestamp: readUint(order.timestamp, 'timestamp'),
    metadata: readBytes32(order.metadata, 'metadata'),
    builder: readBytes32(order.builder, 'builder'),
  };
}

function readUint(value: unknown, field: string): bigint {
  // A JSON number is exact only as a safe integer; the SDK sends salt as one, the rest as text.
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  const parsed = typeof text === 'string' && UINT_TEXT.test(text) ? BigInt(text) : null;
  if (parsed !== null && parsed <= MAX_UINT256) return parsed;
  throw fail(
    'invalid_order_field',
    `order.${field}`,
    `order.${field} must be a non-negative integer (uint256) written as a decimal string, as the order builder produces it; got ${quoted(value)}.`,
  );
}

function readAddress(value: unknown, field: string): Address {
  const address = typeof value === 'string' ? checksummedAddress(value) : null;
  if (address) return address;
  throw fail(
    'invalid_order_field',
    `order.${field}`,
    `order.${field} must be a 0x-prefixed 20-byte address (all lower case or correctly checksummed); got ${quoted(value)}.`,
  );
}

function readBytes32(value: unknown, field: string): Hex {
  if (typeof value === 'string' && BYTES32.test(value)) return value as Hex;
  throw fail(
    'invalid_order_field',
    `order.${field}`,
    `order.${field} must be 32 bytes of 0x-prefixed hex (0x followed by 64 hex digits; all zeros when unused); got ${quoted(value)}.`,
  );
}

function readSide(side: unknown): 'BUY' | 'SELL' {
  if (side === undefined || side === null) {
    throw fail(
      'missing_side',
      'order.side',
      'order.side is missing: the spec\'s order field list omits it, but it is part of the signed order (0 = BUY, 1 = SELL). ' +
        'Send "BUY" or "SELL", as in the order JSON of @polymarket/clob-client-v2.',
    );
  }
  if (typeof side === 'string' && /^(buy|sell)$/i.test(side)) return side.toUpperCase() as 'BUY' | 'SELL';
  throw fail('invalid_side', 'order.side', `order.side must be "BUY" or "SELL"; got ${quoted(side)}.`);
}

function readSignatureType(type: unknown): number {
  if (type === undefined || type === null) {
    throw fail(
      'missing_signature_type',
      'order.signatureType',
      'order.signatureType is missing: the spec\'s order field list omits it, but it is part of the signed order. ' +
        'Send the integer you signed with: 0 EOA, 1 Polymarket proxy, 2 Gnosis Safe, 3 deposit wallet (EIP-1271).',
    );
  }
  if (type === 0 || type === 1 || type === 2 || type === 3) return type;
  throw fail(
    'invalid_signature_type',
    'order.signatureType',
    `order.signatureType must be the integer 0 (EOA), 1 (proxy), 2 (Safe) or 3 (deposit wallet); got ${quoted(type)}.`,
  );
}

function checkMarketOpen(market: VenueAMarket, marketConditionId: string): void {
  if (marketConditionId.toLowerCase() !== market.conditionId.toLowerCase()) {
    throw fail(
      'market_mismatch',
      'marketConditionId',
      `marketConditionId ${marketConditionId} is not the condition id of market ${market.id} (${market.conditionId}); ` +
        'send the conditionId of the market the order\'s token belongs to.',
    );
  }
  if (market.closed) throw marketClosed(market.conditionId);
  if (!market.active) {
    throw fail('market_inactive', 'marketConditionId', `market ${market.conditionId} is not active; pick an active market.`);
  }
  if (!market.acceptingOrders) {
    throw fail(
      'market_not_accepting_orders',
      'marketConditionId',
      `market ${market.conditionId} is not accepting orders at the moment; try again later or pick another market.`,
    );
  }
}

function tokenIndex(market: VenueAMarket, tokenId: bigint): number {
  const index = market.clobTokenIds.findIndex((id) => BigInt(id) === tokenId);
  if (index < 0) {
    throw fail(
      'token_not_in_market',
      'order.tokenId',
      `order.tokenId ${tokenId} is not an outcome token of market ${market.conditionId}; ` +
        `sign the order for one of its tokens: ${market.clobTokenIds.map((id, i) => `${market.outcomes[i] ?? i} ${id}`).join(', ')}.`,
    );
  }
  return index;
}

function outcomeLabel(market: VenueAMarket, index: number): string {
  const isYesNo = market.outcomes.length === 2 && /^yes$/i.test(market.outcomes[0]!) && /^no$/i.test(market.outcomes[1]!);
  if (isYesNo) return index === 0 ? 'YES' : 'NO';
  return (market.outcomes[index] ?? String(index)).toUpperCase();
}

function checkWallets(order: OrderStruct, wallets: ReadonlySet<string>): void {
  const { maker, signer, signatureType } = order;
  if ((signatureType === SIGNATURE_TYPE.eoa || signatureType === SIGNATURE_TYPE.depositWallet) && maker !== signer) {
    const why =
      signatureType === SIGNATURE_TYPE.eoa
        ? 'an EOA (signatureType 0) trades its own funds, so maker must equal signer; if the funds are in a Polymarket proxy or Safe, use signatureType 1 or 2 with maker = that wallet'
        : 'a deposit wallet (signatureType 3) is both maker and signer; set both to the deposit wallet address';
    throw fail('maker_signer_mismatch', 'order.maker', `order.maker ${maker} differs from order.signer ${signer}: ${why}.`);
  }
  const owned =
    signatureType === SIGNATURE_TYPE.proxy || signatureType === SIGNATURE_TYPE.safe
      ? wallets.has(signer) || wallets.has(maker)
      : wallets.has(signer);
  if (!owned) {
    const which = signatureType === SIGNATURE_TYPE.proxy || signatureType === SIGNATURE_TYPE.safe ? `neither order.signer ${signer} nor order.maker ${maker} is` : `order.signer ${signer} is not`;
    throw fail(
      'wallet_not_registered',
      'order.signer',
      `${which} a wallet of this agent; register the wallet's venue credentials (POST /wallet/credentials) or link it (POST /wallet/link) first, ` +
        'or sign with a wallet you have registered.',
    );
  }
}

function parseBodyAmount(value: number | string, field: 'price' | 'orderSize'): bigint {
  try {
    return parseAmount(value, USDC_SCALE);
  } catch (error) {
    if (!(error instanceof DecimalFormatError)) throw error;
    throw fail(field === 'price' ? 'invalid_price' : 'invalid_order_size', field, `${field} is not a usable decimal: ${error.message}.`);
  }
}

/** Decimal places of a tick in atomic units: 10_000n (0.01) has 2, 5_000n (0.005) has 3. */
function tickDecimals(tick: bigint): number {
  let decimals = USDC_SCALE;
  for (let rest = tick; decimals > 0 && rest % 10n === 0n; rest /= 10n) decimals--;
  return decimals;
}

/**
 * Price, size and the signed amounts. The SDK's ROUNDING_CONFIG rounds a price to the tick's
 * decimals, a size down to 2 decimals and the USDC amount to price + size decimals; so the
 * implied price must round to the body price and the USDC amount must be size × price to
 * within one unit of that last decimal.
 */
function checkAmounts(order: OrderStruct, ctx: OrderContext): { price: bigint; size: bigint; notional: bigint } {
  const { market } = ctx;
  const price = parseBodyAmount(ctx.price, 'price');
  const orderSize = parseBodyAmount(ctx.orderSize, 'orderSize');
  const tick = parseDecimal(market.tickSize, USDC_SCALE);
  if (price % tick !== 0n) {
    throw fail(
      'price_off_tick',
      'price',
      `price ${decimal(price)} is not a multiple of the market's tick size ${market.tickSize}; round it to the tick and sign the order again.`,
    );
  }
  if (price < tick || price > ONE - tick) {
    throw fail(
      'price_out_of_range',
      'price',
      `price ${decimal(price)} is outside the market's range ${market.tickSize} to ${decimal(ONE - tick)}; pick a price within it.`,
    );
  }
  const buy = order.side === 'BUY';
  const [shares, notional] = buy ? [order.takerAmount, order.makerAmount] : [order.makerAmount, order.takerAmount];
  const sharesField = buy ? 'order.takerAmount' : 'order.makerAmount';
  const notionalField = buy ? 'order.makerAmount' : 'order.takerAmount';
  const minimum = parseDecimal(market.minOrderSize, USDC_SCALE);
  if (shares < minimum || shares === 0n) {
    throw fail(
      'size_below_minimum',
      sharesField,
      `the order is for ${decimal(shares)} shares (${sharesField} ${shares}), below the market's minimum order size of ${market.minOrderSize} shares; ` +
        'order at least the minimum.',
    );
  }
  const sizeUnit = 10n ** BigInt(USDC_SCALE - SIZE_DECIMALS);
  if (shares !== orderSize && shares !== orderSize - (orderSize % sizeUnit)) {
    throw fail(
      'size_mismatch',
      'orderSize',
      `orderSize ${decimal(orderSize)} does not match the signed order's ${decimal(shares)} shares (${sharesField} ${shares} of a ${order.side}); ` +
        'send as orderSize the size the order was signed for.',
    );
  }
  if (notional === 0n) {
    throw fail('invalid_amount', notionalField, `${notionalField} is 0: the order pays or asks nothing; sign it with the builder's amounts.`);
  }
  const priceDecimals = tickDecimals(tick);
  const priceUnit = 10n ** BigInt(USDC_SCALE - priceDecimals);
  const ratio = notional * ONE;
  const implied = ((2n * ratio + shares * priceUnit) / (2n * shares * priceUnit)) * priceUnit;
  if (implied !== price) {
    throw fail(
      'price_mismatch',
      'price',
      `price ${decimal(price)} does not match the signed amounts, which imply ${decimal(implied)} ` +
        `(${buy ? 'makerAmount / takerAmount' : 'takerAmount / makerAmount'} = ${notional} / ${shares}); send the price the order was signed at.`,
    );
  }
  const amountUnit = 10n ** BigInt(Math.max(0, USDC_SCALE - priceDecimals - SIZE_DECIMALS));
  const gap = ratio - shares * price;
  if ((gap < 0n ? -gap : gap) >= amountUnit * ONE) {
    throw fail(
      'amount_mismatch',
      notionalField,
      `${notionalField} ${notional} is not size × price (${decimal(shares)} × ${decimal(price)} = ${decimalText(shares * price, 2 * USDC_SCALE)} USDC) ` +
        `rounded to ${priceDecimals + SIZE_DECIMALS} decimals; sign the order with the amounts the order builder computes.`,
    );
  }
  return { price, size: shares, notional };
}

function checkExpiration(order: SignedOrder, ctx: OrderContext): number {
  const inOrder = order.expiration === undefined ? undefined : Number(readUint(order.expiration, 'expiration'));
  const body = ctx.expirationTime;
  if (body !== undefined && !(Number.isSafeInteger(body) && body >= 0)) {
    throw fail('invalid_expiration', 'expirationTime', `expirationTime must be a whole number of unix seconds (0 = none); got ${body}.`);
  }
  if (inOrder !== undefined && !Number.isSafeInteger(inOrder)) {
    throw fail('invalid_expiration', 'order.expiration', `order.expiration ${order.expiration} is not a plausible unix time in seconds.`);
  }
  if (inOrder !== undefined && body !== undefined && inOrder !== body) {
    throw fail(
      'expiration_mismatch',
      'expirationTime',
      `expirationTime ${body} differs from order.expiration ${inOrder}; send the same unix time (seconds, 0 = none) in both.`,
    );
  }
  const expiration = inOrder ?? body ?? 0;
  if (ctx.orderType !== 'GTD') {
    if (expiration !== 0) {
      throw fail(
        'expiration_not_allowed',
        'expirationTime',
        `${ctx.orderType} orders do not expire: send expiration 0 (or none), or use orderType GTD for an order that expires.`,
      );
    }
    return 0;
  }
  if (expiration === 0) {
    throw fail(
      'expiration_required',
      'expirationTime',
      'a GTD order needs an expiration: send expirationTime (and order.expiration) in unix seconds, more than 60 seconds from now.',
    );
  }
  const inMs = expiration * 1000 - ctx.nowMs;
  if (inMs <= 0) {
    throw fail('order_expired', 'expirationTime', `expiration ${expiration} has passed; sign a new order with a later expiration.`);
  }
  if (inMs <= GTD_SECURITY_THRESHOLD_MS) {
    throw fail(
      'expiration_too_soon',
      'expirationTime',
      `expiration ${expiration} is ${Math.ceil(inMs / 1000)} s from now; the venue needs a GTD order to live more than 60 s ` +
        '(its security threshold): use at least now + 90 s.',
    );
  }
  return expiration;
}

/** Checks the order's signature for its exchange; answers the order's hash (its EIP-712 digest). */
async function checkSignature(order: SignedOrder, struct: OrderStruct, exchange: Exchange, ctx: OrderContext): Promise<Hex> {
  const signature = order.signature;
  if (typeof signature !== 'string' || !isHex(signature, { strict: true }) || signature.length < 4 || signature.length % 2 !== 0) {
    throw fail('invalid_signature_format', 'order.signature', 'order.signature must be 0x-prefixed hex bytes, as the order builder returns it.');
  }
  if (struct.signatureType === SIGNATURE_TYPE.depositWallet) {
    const orderHash = orderDigest(exchange, struct);
    if (!ctx.evm) {
      throw fail(
        'deposit_wallet_unsupported',
        'order.signatureType',
        'signatureType 3 (deposit wallet, EIP-1271) needs a chain connection to ask the wallet contract, and this service has none configured; ' +
          'sign with an EOA (0), proxy (1) or Safe (2) wallet.',
      );
    }
    // The SDK wraps the owner's signature (ERC-7739); only the wallet knows how to read it.
    if (!(await signedByContract(ctx.evm, struct.maker, orderHash, signature))) {
      throw fail(
        'invalid_signature',
        'order.signature',
        `deposit wallet ${struct.maker} does not accept order.signature for this order (EIP-1271 isValidSignature of order hash ${orderHash}); ` +
          `sign the order for ${exchange.name} (EIP-712 domain version "${exchange.domain.version}") with the wallet's owner, and change no field after signing.`,
      );
    }
    return orderHash;
  }
  if (signature.length !== 132) {
    throw fail(
      'invalid_signature_format',
      'order.signature',
      `order.signature must be a 65-byte ECDSA signature (132 characters with 0x) for signatureType ${struct.signatureType}; got ${(signature.length - 2) / 2} bytes.`,
    );
  }
  // A batch's digests are worked out on the threads too: hashing the order costs a third of what recovery does.
  const { digest, signer } = await pooledSignedDigest({ domainSeparator: exchange.domainSeparator, encodedStruct: orderEncoding(struct), signature }, ctx.inBatch === true);
  if (signer !== struct.signer) throw misdirectedSignature(order, struct, ctx.market, signature, signer);
  return digest;
}

/**
 * Why an ECDSA signature failed. Only on the failure path: it re-hashes the order for the other
 * exchanges, since signing for the wrong one (neg-risk or not, V2 or V3) or with a V1 SDK is the
 * usual cause of the venue's bare "invalid signature".
 */
function misdirectedSignature(
  order: SignedOrder,
  struct: OrderStruct,
  market: VenueAMarket,
  signature: Hex,
  recovered: Address | null,
): ApiError {
  const expected = exchangeForMarket(market);
  for (const other of [EXCHANGES.ctfV2, EXCHANGES.negRiskV2, EXCHANGES.v3]) {
    if (other !== expected && recoverSigner(orderDigest(other, struct), signature) === struct.signer) {
      return fail(
        'wrong_exchange',
        'order.signature',
        `order.signature was made for ${other.name} (${other.domain.verifyingContract}, domain version "${other.domain.version}"), ` +
          `but this market trades on ${expected.name} (${expected.domain.verifyingContract}, domain version "${expected.domain.version}"); ` +
          'sign again with the market\'s negRisk flag and order version.',
      );
    }
  }
  const legacy = legacyExchangeForMarket(market);
  if (recoverSigner(legacyDigest(order, struct, legacy), signature) === struct.signer) {
    return fail(
      'legacy_order_version',
      'order.signature',
      `order.signature is a V1 (legacy) signature for ${legacy.name}, domain version "1", refused by Polymarket since 2026-04-28; ` +
        `sign with @polymarket/clob-client-v2 for ${expected.name}, domain version "${expected.domain.version}".`,
    );
  }
  return fail(
    'invalid_signature',
    'order.signature',
    `order.signature does not recover to order.signer ${struct.signer} but to ${recovered ?? 'no address'}: sign the order for ${expected.name} ` +
      `(${expected.domain.verifyingContract}, EIP-712 domain version "${expected.domain.version}", chain 137) with the signer's key, and change no field after signing.`,
  );
}

function legacyDigest(order: SignedOrder, struct: OrderStruct, exchange: Exchange): Hex {
  const optionalUint = (value: unknown) => (typeof value === 'string' && UINT_TEXT.test(value) ? BigInt(value) : 0n);
  return hashTypedData({
    domain: exchange.domain,
    types: LEGACY_ORDER_TYPES,
    primaryType: 'Order',
    message: {
      salt: struct.salt,
      maker: struct.maker,
      signer: struct.signer,
      taker: typeof order.taker === 'string' && isAddress(order.taker) ? order.taker : zeroAddress,
      tokenId: struct.tokenId,
      makerAmount: struct.makerAmount,
      takerAmount: struct.takerAmount,
      expiration: optionalUint(order.expiration),
      nonce: optionalUint(order.nonce),
      feeRateBps: optionalUint(order.feeRateBps),
      side: struct.side === 'BUY' ? 0 : 1,
      signatureType: struct.signatureType,
    },
  });
}
