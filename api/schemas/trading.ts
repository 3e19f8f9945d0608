import { Type } from '@sinclair/typebox';
import { EpochMs, EvmAddress, money, nullable, obj } from './common.js';

const Uint = (description: string) => Type.String({ pattern: '^[0-9]{1,78}$', description });
const Bytes32 = Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description: '0x-prefixed 32 bytes' });
export const ConditionId = Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description: 'a market condition id (0x + 64 hex)' });
export const VenueA = Type.Literal('venue_a');
export const OrderType = Type.Union([Type.Literal('GTC'), Type.Literal('FOK'), Type.Literal('GTD'), Type.Literal('FAK')]);

export const SignedOrder = obj(
  {
    salt: Type.Union([Type.Integer({ minimum: 0 }), Uint('decimal uint256')]),
    maker: EvmAddress,
    signer: EvmAddress,
    taker: Type.Optional(EvmAddress),
    tokenId: Uint('the outcome token id, decimal'),
    makerAmount: Uint('atomic units (6 decimals)'),
    takerAmount: Uint('atomic units (6 decimals)'),
    side: Type.Union([Type.Literal('BUY'), Type.Literal('SELL')], { description: 'needed by the signed struct (absent from the spec\'s field list)' }),
    signatureType: Type.Integer({ minimum: 0, maximum: 3, description: '0 EOA, 1 proxy, 2 Safe, 3 deposit wallet (EIP-1271)' }),
    timestamp: Type.Optional(Uint('milliseconds; signed in V2/V3')),
    expiration: Type.Optional(Uint('unix seconds, 0 for none; not signed in V2/V3')),
    nonce: Type.Optional(Uint('V1 only; ignored')),
    feeRateBps: Type.Optional(Uint('V1 only; ignored')),
    metadata: Type.Optional(Bytes32),
    builder: Type.Optional(Bytes32),
    signature: Type.String({ pattern: '^0x([0-9a-fA-F]{2})+$', maxLength: 8192, description: '0x-prefixed hex' }),
  },
  { description: 'The venue\'s signed order (V2 or V3 EIP-712 struct).' },
);

export const TradeBody = obj({
  marketConditionId: ConditionId,
  marketQuestion: Type.Optional(Type.String({ maxLength: 1000 })),
  orderSize: money({ scale: 6, minimum: '0.000001' }, 'shares, as signed'),
  price: money({ scale: 6, minimum: '0.000001', maximum: '0.999999' }, 'per share, as signed'),
  order: SignedOrder,
  venue: Type.Optional(VenueA),
  isLimitOrder: Type.Optional(Type.Boolean({ description: 'without orderType: true → GTC, false → FOK' })),
  orderType: Type.Optional(OrderType),
  walletAddress: Type.Optional(EvmAddress),
  owner: Type.Optional(Type.String({ maxLength: 100, description: 'the venue API key registered for the maker wallet' })),
  deferExec: Type.Optional(Type.Boolean()),
  negRisk: Type.Optional(Type.Boolean()),
  funderAddress: Type.Optional(EvmAddress),
  postOnly: Type.Optional(Type.Boolean()),
  feeAmount: Type.Optional(money({ scale: 6, minimum: '0' }, 'ignored: fees are set by the venue at match time')),
  reasoning: Type.Optional(Type.String({ maxLength: 4000 })),
  source: Type.Optional(Type.String({ maxLength: 100 })),
  skillSlug: Type.Optional(Type.String({ maxLength: 100 })),
  expirationTime: Type.Optional(Type.Integer({ minimum: 0, description: 'unix seconds, 0 for none' })),
});

export const TradeResult = obj({
  orderId: Type.String(),
  status: Type.String({
    description:
      'The venue\'s answer: matched (filled at placement, as far as a FOK/FAK goes), live (resting), delayed (queued by the venue\'s matching delay), ' +
      'or pending (the venue did not answer and did not say it took the order yet: the order sync settles it).',
  }),
  submittedAt: Type.String({ format: 'date-time' }),
});

export const BatchBody = obj({ orders: Type.Array(TradeBody, { minItems: 1, maxItems: 20 }) });

export const BatchResult = obj({
  total: Type.Integer(),
  succeeded: Type.Integer(),
  failed: Type.Integer(),
  results: Type.Array(
    Type.Union([
      TradeResult,
      obj({
        orderId: Type.Null(),
        status: Type.Literal('failed'),
        submittedAt: Type.String({ format: 'date-time' }),
        errorCode: Type.String(),
        error: Type.String(),
      }),
    ]),
  ),
});

const OrderHash = Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description: 'the order hash' });

export const CancelMarketBody = obj({
  venue: Type.Optional(Type.String({ maxLength: 50, default: 'venue_a', enum: ['venue_a'] })),
  walletAddress: Type.Optional(EvmAddress),
  market: Type.Optional(Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description: "only this market's orders (a condition id): the venue's cancel-market-orders" })),
  assetId: Type.Optional(Type.String({ pattern: '^[0-9]{1,78}$', description: "only this token's orders (a token id)" })),
});

export const CancelOrdersBody = obj({
  orderIds: Type.Array(OrderHash, { minItems: 1, maxItems: 100, uniqueItems: true, description: 'the order hashes to cancel' }),
  venue: Type.Optional(Type.String({ maxLength: 50, default: 'venue_a', enum: ['venue_a'] })),
});

export const CancelResult = obj({
  canceled: Type.Array(Type.String()),
  notCanceled: Type.Record(Type.String(), Type.String()),
  syncedCount: Type.Integer(),
});

export const OrderIdParams = obj({ id: OrderHash });

const VenueQuery = Type.Optional(Type.String({ maxLength: 50, default: 'venue_a', enum: ['venue_a'] }));

export const OpenOrdersQuery = obj({
  venue: VenueQuery,
  market: Type.Optional(Type.String({ maxLength: 250, description: 'a market condition id' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export const OrderDetailQuery = obj({ venue: VenueQuery, walletAddress: Type.Optional(EvmAddress) });

export const OrderHistoryQuery = obj({
  venue: VenueQuery,
  market: Type.Optional(Type.String({ maxLength: 250 })),
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
});

const STATUS_CODES =
  '1 LIVE, 2 MATCHED, 3 CANCELED, 4 MARKET_RESOLVED, 5 INVALID. Filled at placement → 2; resting → 1, then 2 once filled, or 3 when ' +
  'cancelled or past its GTD expiration. The venue\'s order statuses map onto them: LIVE 1, MATCHED 2, CANCELED 3, ' +
  'CANCELED_MARKET_RESOLVED 4, INVALID 5 (an order the venue has no record of is 5); the order sync brings them over every SWEEP_INTERVAL_MS.';

export const OrderRecord = obj({
  orderId: Type.String(),
  aiAgentId: Type.String(),
  userId: Type.String(),
  marketConditionId: Type.String(),
  marketQuestion: Type.String(),
  orderStatus: Type.Integer({ description: STATUS_CODES }),
  side: Type.String(),
  outcome: Type.String(),
  orderSize: Type.String(),
  matchedSize: Type.String(),
  feeAmount: Type.String(),
  price: Type.String(),
  orderType: Type.String(),
  expirationTime: Type.String(),
  createdAt: EpochMs,
});

export const OrderDetail = obj({
  orderId: Type.String(),
  status: Type.String({ description: 'LIVE, MATCHED, CANCELED, MARKET_RESOLVED or INVALID' }),
  owner: Type.String(),
  makerAddress: Type.String(),
  market: Type.String(),
  assetId: Type.String(),
  side: Type.String(),
  originalSize: Type.String(),
  sizeMatched: Type.String(),
  price: Type.String(),
  outcome: Type.String(),
  expiration: Type.String(),
  orderType: Type.String(),
  associateTrades: Type.Array(Type.String()),
  orderVersion: Type.Integer(),
  createdAt: Type.Integer({ description: 'epoch ms' }),
  localOrderStatus: Type.Integer({ description: STATUS_CODES }),
  marketQuestion: Type.String(),
  aiAgentId: Type.String(),
});

export const OrderHistory = obj({ total: Type.Integer(), limit: Type.Integer(), offset: Type.Integer(), orders: Type.Array(OrderRecord) });

export const TradesQuery = obj({
  venue: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('venue_a'), Type.Literal('venue_b')], { default: 'all' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});

export const TradeLogEntry = obj({
  createdAt: EpochMs,
  marketConditionId: Type.String(),
  marketConditionName: Type.String(),
  skillCode: nullable(Type.String()),
  skillSlug: nullable(Type.String()),
  sourceTag: nullable(Type.String()),
  reasoning: nullable(Type.String()),
  platform: Type.String(),
  actionType: Type.String(),
  direction: Type.String(),
  orderSize: Type.String(),
  amount: Type.String(),
  walletAddress: nullable(Type.String()),
  orderId: nullable(Type.String()),
});

export const TradesPage = obj({
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  venue: Type.String(),
  trades: Type.Array(TradeLogEntry),
});
