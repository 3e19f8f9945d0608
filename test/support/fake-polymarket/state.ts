import { randomBytes, randomUUID } from 'node:crypto';
import type { Hex } from 'viem';
import { MARKET_MAKER, syntheticOrderId, TokenBook, type Side } from './book.js';
import { parseAtomic } from './decimal.js';
import { defaultBooks, marketRecord, type BookSpec, type GammaMarket, type MarketRecord, type TokenRecord } from './markets.js';

/** Everything the three fake APIs share: markets and books, API keys, orders and trades. */

export type OrderStatus = 'LIVE' | 'MATCHED' | 'CANCELED' | 'INVALID' | 'CANCELED_MARKET_RESOLVED';
export type OrderType = 'GTC' | 'GTD' | 'FOK' | 'FAK';
export type TradeStatus = 'MATCHED' | 'MINED' | 'CONFIRMED' | 'RETRYING' | 'FAILED';

export interface ApiKeyRecord {
  key: string;
  secret: string;
  passphrase: string;
  /** The address the key belongs to (the L1 signer), as it was given. */
  address: string;
  /** The L1 nonce the key was created under; null for keys made with addApiKey. */
  nonce: bigint | null;
}

export interface OrderRecord {
  id: Hex;
  /** The API key that placed the order. */
  owner: string;
  /** The order's maker (funder) address. */
  makerAddress: string;
  signer: string;
  token: TokenRecord;
  side: Side;
  orderType: OrderType;
  /** Limit price in atomic units (exact for GTC/GTD; makerAmount/takerAmount rounded for FOK/FAK). */
  price: bigint;
  originalSize: bigint;
  sizeMatched: bigint;
  status: OrderStatus;
  /** Unix seconds. */
  createdAt: number;
  /** Unix seconds; 0 = no expiration. */
  expiration: bigint;
  associateTrades: string[];
}

export interface MakerFill {
  orderId: string;
  owner: string;
  makerAddress: string;
  matchedAmount: bigint;
  price: bigint;
  side: Side;
}

/** One fill: a taker order against one maker order, at the maker's price. */
export interface TradeRecord {
  id: string;
  takerOrderId: string;
  token: TokenRecord;
  /** The taker's side. */
  side: Side;
  size: bigint;
  price: bigint;
  status: TradeStatus;
  /** Unix seconds. */
  matchTime: number;
  lastUpdate: number;
  /** The taker order's API key and maker (funder) address. */
  owner: string;
  makerAddress: string;
  makerOrders: MakerFill[];
  transactionHash: string;
}

export interface StateOptions {
  markets: GammaMarket[];
  books: Record<string, BookSpec>;
  initialTradeStatus: TradeStatus;
  now: () => number;
}

/** A balance's key: the API key's address, the signature type naming its funding wallet, and COLLATERAL or a token id. */
export const balanceKey = (address: string, signatureType: number, asset: string) => `${address.toLowerCase()}:${signatureType}:${asset}`;

export class FakeState {
  readonly markets: MarketRecord[];
  readonly tokens = new Map<string, TokenRecord>();
  readonly books = new Map<string, TokenBook>();
  readonly apiKeys = new Map<string, ApiKeyRecord>();
  readonly orders = new Map<string, OrderRecord>();
  readonly trades: TradeRecord[] = [];
  /** Every order hash the CLOB has taken in, matched or killed: posting one again is a duplicate. */
  readonly seenOrderIds = new Set<string>();
  /** GET /balance-allowance's balances in atomic units, by balanceKey(). */
  readonly balances = new Map<string, bigint>();
  initialTradeStatus: TradeStatus;
  readonly now: () => number;
  private seq = 0;

  constructor(options: StateOptions) {
    this.now = options.now;
    this.initialTradeStatus = options.initialTradeStatus;
    this.markets = options.markets.map((gamma) => marketRecord(structuredClone(gamma)));
    for (const market of this.markets) {
      const defaults = defaultBooks(market);
      for (const token of market.tokens) {
        if (this.tokens.has(token.tokenId)) throw new Error(`duplicate token id ${token.tokenId}`);
        this.tokens.set(token.tokenId, token);
        const spec = options.books[token.tokenId] ?? defaults.get(token.tokenId);
        if (spec) this.seedBook(token.tokenId, spec);
      }
    }
  }

  nextSeq(): number {
    return ++this.seq;
  }

  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  marketByConditionId(conditionId: string): MarketRecord | undefined {
    return this.markets.find((market) => market.conditionId.toLowerCase() === conditionId.toLowerCase());
  }

  /**
   * Replaces a token's synthetic liquidity with `spec`, keeping API keys' resting orders. A market
   * without a book (closed, or order book disabled) gets one.
   */
  seedBook(tokenId: string, spec: BookSpec): void {
    const token = this.tokens.get(tokenId);
    if (!token) throw new Error(`unknown token ${tokenId}`);
    let book = this.books.get(tokenId);
    if (!book) {
      book = new TokenBook(token);
      this.books.set(tokenId, book);
    }
    for (const side of [book.bids, book.asks]) {
      for (let index = side.length - 1; index >= 0; index--) if (side[index]!.synthetic) side.splice(index, 1);
    }
    const add = (side: Side, levels: BookSpec['bids']) => {
      for (const level of levels) {
        const price = parseAtomic(level.price);
        const seq = this.nextSeq();
        book.add(side, {
          orderId: syntheticOrderId(tokenId, side, price, seq),
          price,
          remaining: parseAtomic(level.size),
          seq,
          owner: MARKET_MAKER.owner,
          makerAddress: MARKET_MAKER.address,
          synthetic: true,
        });
      }
    };
    add('BUY', spec.bids);
    add('SELL', spec.asks);
  }

  createApiKey(address: string, nonce: bigint | null): ApiKeyRecord {
    const record: ApiKeyRecord = {
      key: randomUUID(),
      secret: randomBytes(32).toString('base64url'),
      passphrase: randomBytes(32).toString('hex'),
      address,
      nonce,
    };
    this.apiKeys.set(record.key, record);
    return record;
  }

  apiKeyFor(address: string, nonce: bigint): ApiKeyRecord | undefined {
    return [...this.apiKeys.values()].find(
      (record) => record.nonce === nonce && record.address.toLowerCase() === address.toLowerCase(),
    );
  }

  /** A fill's trade record; settlement is instant unless initialTradeStatus says otherwise. */
  newTrade(fields: Omit<TradeRecord, 'id' | 'status' | 'matchTime' | 'lastUpdate' | 'transactionHash'>): TradeRecord {
    const now = this.nowSeconds();
    const settled = this.initialTradeStatus !== 'MATCHED';
    const trade: TradeRecord = {
      ...fields,
      id: randomUUID(),
      status: this.initialTradeStatus,
      matchTime: now,
      lastUpdate: now,
      transactionHash: settled ? `0x${randomBytes(32).toString('hex')}` : '',
    };
    this.trades.push(trade);
    return trade;
  }

  /**
   * GTD orders stop at their expiration less the CLOB's one-minute security threshold ("to set an
   * effective lifetime of N seconds, use now + 60 + N"). Checked lazily, before each request.
   */
  expireOrders(): void {
    const now = BigInt(this.nowSeconds());
    for (const order of this.orders.values()) {
      if (order.status === 'LIVE' && order.orderType === 'GTD' && now >= order.expiration - 60n) {
        order.status = 'CANCELED';
        this.books.get(order.token.tokenId)?.remove(order.id);
      }
    }
  }
}
