import { Type } from '@sinclair/typebox';
import { EvmAddress, nullable, obj } from './common.js';
import { ConditionId } from './trading.js';
import { VenueBMarket } from './venue-b.js';

const Venue = Type.Optional(Type.String({ maxLength: 50, default: 'venue_a', enum: ['venue_a'] }));
const IncludeTag = Type.Optional(Type.Boolean({ default: false, description: 'true: fill `tags`; otherwise `tags` is empty' }));
const Outcome = Type.Union([Type.Literal('YES'), Type.Literal('NO')]);
const JsonArrayText = (description: string) => Type.String({ description: `a JSON-encoded array (string): ${description}` });

export const MarketParams = obj({
  market_id: Type.String({ minLength: 1, maxLength: 100, description: 'the Gamma market id, or the market condition id (0x…)' }),
});

export const MarketQuery = obj({ venue: Venue, includeTag: IncludeTag });

export const Market = obj(
  {
    id: Type.String(),
    question: nullable(Type.String()),
    slug: nullable(Type.String()),
    description: nullable(Type.String()),
    category: nullable(Type.String()),
    image: nullable(Type.String()),
    conditionId: Type.String(),
    outcomes: JsonArrayText('outcome labels'),
    outcomePrices: JsonArrayText('decimal price strings, one per outcome; "1"/"0" once resolved'),
    clobTokenIds: JsonArrayText('decimal token ids, one per outcome'),
    volume: nullable(Type.String()),
    liquidity: nullable(Type.String()),
    active: Type.Boolean(),
    closed: Type.Boolean({ description: 'true once the market has resolved' }),
    enableOrderBook: Type.Boolean(),
    acceptingOrders: Type.Boolean(),
    endDate: nullable(Type.String({ format: 'date-time' })),
    startDate: nullable(Type.String({ format: 'date-time' })),
    volumeNum: Type.Number(),
    liquidityNum: Type.Number(),
    bestBid: nullable(Type.Number({ description: "the Yes book's best bid now; null when the market takes no orders" })),
    bestAsk: nullable(Type.Number()),
    lastTradePrice: nullable(Type.Number({ description: 'the Yes price now; its payout once resolved' })),
    spread: nullable(Type.Number()),
    oneDayPriceChange: nullable(Type.Number({ description: 'Yes price now minus a day ago; null once resolved' })),
    oneWeekPriceChange: nullable(Type.Number()),
    events: Type.Array(obj({ id: Type.String(), slug: Type.String(), title: Type.String() })),
    tags: Type.Array(obj({ id: Type.String(), label: Type.String(), slug: Type.String() })),
    orderPriceMinTickSize: Type.Number(),
    orderMinSize: Type.Number(),
    negRisk: Type.Boolean(),
    negRiskMarketID: nullable(Type.String()),
    version: Type.String({ description: '"v1": orders signed with EIP-712 domain version "2"; "v2": version "3"' }),
    closedTime: nullable(Type.String({ format: 'date-time', description: 'when the market resolved' })),
  },
  { description: 'A venue_a market, shaped like the venue\'s (Gamma) market object.' },
);

export const SearchQuery = obj({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'words in the question, slug, description or event title (case-insensitive)' })),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  tag: Type.Optional(Type.String({ maxLength: 100, description: 'a tag slug' })),
  active: Type.Optional(Type.Boolean()),
  closed: Type.Optional(Type.Boolean()),
  sortBy: Type.Optional(Type.Union([Type.Literal('volume'), Type.Literal('endDate'), Type.Literal('liquidity')], { default: 'volume' })),
  sortDirection: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: 'DESC' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, default: 0 })),
  includeTag: IncludeTag,
  venue: Type.Optional(
    Type.Union([Type.Literal('venue_a'), Type.Literal('venue_b')], {
      default: 'venue_a',
      description: 'venue_b: venue_b markets (no tag filter, no liquidity sort; active = trading, closed = result known, endDate = close time)',
    }),
  ),
});

export const SearchResult = obj({
  venue: Type.Union([Type.Literal('venue_a'), Type.Literal('venue_b')], { description: 'which venue the markets are from, and so their shape' }),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  markets: Type.Union([Type.Array(Market), Type.Array(VenueBMarket)], { description: 'venue_a: Gamma-shaped markets; venue_b: venue_b markets (as GET /venue_b/markets)' }),
});

export const HistoryQuery = obj({
  market: Type.Optional(Type.String({ pattern: '^[0-9]{1,78}$', description: 'an outcome token id, decimal' })),
  conditionId: Type.Optional({ ...ConditionId, description: "instead of market: the market's Yes token" }),
  interval: Type.Optional(
    Type.Union([Type.Literal('1h'), Type.Literal('6h'), Type.Literal('1d'), Type.Literal('1w'), Type.Literal('1m'), Type.Literal('max'), Type.Literal('all')], {
      description: 'the window ending now (1m is 30 days; max and all: everything kept); not with startTs/endTs. Neither: max',
    }),
  ),
  startTs: Type.Optional(Type.Integer({ minimum: 0, description: 'unix seconds; with endTs' })),
  endTs: Type.Optional(Type.Integer({ minimum: 0, description: 'unix seconds; with startTs' })),
  fidelity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440, default: 1, description: 'minutes per point' })),
});

export const History = obj({ history: Type.Array(obj({ t: Type.Integer({ description: 'unix seconds' }), p: Type.Number() })) });

export const ResolveParams = obj({ conditionId: ConditionId });

export const ResolveBody = obj({ winningOutcome: Outcome });

export const ResolveResult = obj({
  conditionId: Type.String(),
  winningOutcome: Outcome,
  source: Type.String({ description: '"ops" or "price" (settled at its end date)' }),
  resolvedAt: Type.String({ format: 'date-time' }),
  alreadyResolved: Type.Boolean(),
  ordersClosed: Type.Integer({ description: 'live orders closed as MARKET_RESOLVED (4) by this call' }),
});

export const RedeemBody = obj({
  marketConditionId: ConditionId,
  walletAddress: Type.Optional(EvmAddress),
});

export const RedeemResult = obj({
  marketConditionId: Type.String(),
  winningOutcome: Outcome,
  redeemedShares: Type.String({ description: 'shares given up, winning and losing' }),
  payout: Type.String({ description: 'USDC paid: 1 per winning share' }),
  realizedPnl: Type.String({ description: 'payout minus the cost of the positions redeemed' }),
});
