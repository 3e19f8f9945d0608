import { isAddress } from 'viem';
import type { Side } from './book.js';
import { notional, ONE, parseAtomic, toJsonNumber } from './decimal.js';
import { errorJson, json, type FakeRequest, type FakeResponse, type Route } from '../fake-http/server.js';
import type { TokenRecord } from './markets.js';
import type { FakeState } from './state.js';

/**
 * The Data API (https://data-api.polymarket.com): a wallet's positions, computed from the fake's own
 * trades. A position belongs to the order's maker (funder) address, which is what `user` names.
 * Amounts are bigints until rendered; the API answers with JSON numbers.
 */

interface Holding {
  wallet: string;
  token: TokenRecord;
  size: bigint;
  /** Cost of the shares still held (average-cost method). */
  costBasis: bigint;
  totalBought: bigint;
  totalCost: bigint;
  realizedPnl: bigint;
  lastTradeAt: number;
}

function holdings(state: FakeState): Holding[] {
  const byKey = new Map<string, Holding>();
  const apply = (wallet: string, token: TokenRecord, side: Side, shares: bigint, price: bigint, at: number) => {
    const key = `${wallet.toLowerCase()}|${token.tokenId}`;
    let holding = byKey.get(key);
    if (!holding) {
      holding = { wallet, token, size: 0n, costBasis: 0n, totalBought: 0n, totalCost: 0n, realizedPnl: 0n, lastTradeAt: at };
      byKey.set(key, holding);
    }
    const usdc = notional(shares, price);
    holding.lastTradeAt = at;
    if (side === 'BUY') {
      holding.size += shares;
      holding.costBasis += usdc;
      holding.totalBought += shares;
      holding.totalCost += usdc;
      return;
    }
    const sold = shares < holding.size ? shares : holding.size;
    const costOfSold = holding.size === 0n ? 0n : (holding.costBasis * sold) / holding.size;
    holding.realizedPnl += notional(sold, price) - costOfSold;
    holding.costBasis -= costOfSold;
    holding.size -= sold;
  };
  for (const trade of state.trades) {
    if (trade.status === 'FAILED') continue;
    apply(trade.makerAddress, trade.token, trade.side, trade.size, trade.price, trade.matchTime);
    for (const maker of trade.makerOrders) {
      apply(maker.makerAddress, trade.token, maker.side, maker.matchedAmount, maker.price, trade.matchTime);
    }
  }
  return [...byKey.values()];
}

function currentPrice(state: FakeState, token: TokenRecord): bigint {
  const { market } = token;
  if (market.winner !== null) return market.winner === token.outcomeIndex ? ONE : 0n;
  const book = state.books.get(token.tokenId);
  const bid = book?.bestBid();
  const ask = book?.bestAsk();
  if (bid !== undefined && ask !== undefined) return (bid + ask) / 2n;
  return book?.lastTradePrice ?? token.initialPrice;
}

/** a/b as a percentage in atomic units (0 when b is 0). */
const percent = (a: bigint, b: bigint) => (b === 0n ? 0n : (a * 100n * ONE) / b);

function marketFields(token: TokenRecord) {
  const { market } = token;
  const { gamma } = market;
  const opposite = market.tokens.find((other) => other !== token);
  const event = gamma.events?.[0];
  return {
    title: gamma.question,
    slug: gamma.slug,
    icon: gamma.icon ?? '',
    eventSlug: event?.slug ?? '',
    eventId: event?.id ?? '',
    outcome: token.outcome,
    outcomeIndex: token.outcomeIndex,
    oppositeOutcome: opposite?.outcome ?? '',
    oppositeAsset: opposite?.tokenId ?? '',
    endDate: gamma.endDateIso ?? gamma.endDate.slice(0, 10),
  };
}

interface ListParams {
  user: string;
  markets: string[];
  eventIds: string[];
  title: string | null;
  limit: number;
  offset: number;
  sortBy: string;
  ascending: boolean;
}

interface ListDefaults {
  limit: number;
  maxLimit: number;
  sortBy: string;
  sorts: string[];
}

function listParams(request: FakeRequest, defaults: ListDefaults): ListParams | string {
  const q = request.query;
  const user = q.get('user');
  if (!user) return 'user is required';
  if (!isAddress(user, { strict: false })) return 'invalid user address';
  const markets = (q.get('market') ?? '').split(',').filter(Boolean).map((id) => id.toLowerCase());
  const eventIds = (q.get('eventId') ?? '').split(',').filter(Boolean);
  if (markets.length > 0 && eventIds.length > 0) return 'market and eventId are mutually exclusive';
  const limitText = q.get('limit') ?? String(defaults.limit);
  const offsetText = q.get('offset') ?? '0';
  if (!/^\d+$/.test(limitText) || !/^\d+$/.test(offsetText)) return 'invalid limit or offset';
  const sortBy = q.get('sortBy') ?? defaults.sortBy;
  if (!defaults.sorts.includes(sortBy)) return `invalid sortBy: ${sortBy}`;
  const direction = q.get('sortDirection') ?? 'DESC';
  if (direction !== 'ASC' && direction !== 'DESC') return `invalid sortDirection: ${direction}`;
  const title = q.get('title');
  return {
    user,
    markets,
    eventIds,
    title: title ? title.toLowerCase() : null,
    // The upstream API clamps an oversized limit rather than refusing it.
    limit: Math.min(Number(limitText), defaults.maxLimit),
    offset: Number(offsetText),
    sortBy,
    ascending: direction === 'ASC',
  };
}

function selectHoldings(state: FakeState, params: ListParams): Holding[] {
  return holdings(state)
    .filter((holding) => holding.wallet.toLowerCase() === params.user.toLowerCase())
    .filter((holding) => params.markets.length === 0 || params.markets.includes(holding.token.market.conditionId.toLowerCase()))
    .filter((holding) => {
      const events = holding.token.market.gamma.events ?? [];
      return params.eventIds.length === 0 || events.some((event) => params.eventIds.includes(event.id));
    })
    .filter((holding) => params.title === null || holding.token.market.gamma.question.toLowerCase().includes(params.title));
}

function sortAndPage<T>(rows: T[], params: ListParams, key: (row: T) => bigint | string): T[] {
  const direction = params.ascending ? 1 : -1;
  rows.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x === y ? 0 : (x < y ? -1 : 1) * direction;
  });
  return rows.slice(params.offset, params.offset + params.limit);
}

const POSITION_SORTS = ['CURRENT', 'INITIAL', 'TOKENS', 'CASHPNL', 'PERCENTPNL', 'TITLE', 'RESOLVING', 'PRICE', 'AVGPRICE'];
const CLOSED_SORTS = ['REALIZEDPNL', 'TITLE', 'PRICE', 'AVGPRICE', 'TIMESTAMP'];

function positions(state: FakeState, request: FakeRequest): FakeResponse {
  const params = listParams(request, { limit: 100, maxLimit: 500, sortBy: 'TOKENS', sorts: POSITION_SORTS });
  if (typeof params === 'string') return errorJson(400, params);
  const q = request.query;
  let threshold: bigint;
  try {
    threshold = parseAtomic(q.get('sizeThreshold') ?? '1');
  } catch {
    return errorJson(400, 'invalid sizeThreshold');
  }
  const redeemable = q.get('redeemable');
  const mergeable = q.get('mergeable');

  const held = selectHoldings(state, params).filter((holding) => holding.size > 0n && holding.size >= threshold);
  const rows = held.map((holding) => {
    const { token, size, costBasis } = holding;
    const curPrice = currentPrice(state, token);
    const currentValue = notional(size, curPrice);
    const cashPnl = currentValue - costBasis;
    const oppositeHeld = held.some((other) => other.token.market === token.market && other.token !== token);
    return {
      holding,
      curPrice,
      currentValue,
      cashPnl,
      percentPnl: percent(cashPnl, costBasis),
      avgPrice: (costBasis * ONE) / size,
      redeemable: token.market.winner !== null,
      mergeable: oppositeHeld,
    };
  });
  const filtered = rows
    .filter((row) => redeemable === null || String(row.redeemable) === redeemable)
    .filter((row) => mergeable === null || String(row.mergeable) === mergeable);
  const sortKey: Record<string, (row: (typeof rows)[number]) => bigint | string> = {
    CURRENT: (row) => row.currentValue,
    INITIAL: (row) => row.holding.costBasis,
    TOKENS: (row) => row.holding.size,
    CASHPNL: (row) => row.cashPnl,
    PERCENTPNL: (row) => row.percentPnl,
    TITLE: (row) => row.holding.token.market.gamma.question,
    RESOLVING: (row) => row.holding.token.market.gamma.endDate,
    PRICE: (row) => row.curPrice,
    AVGPRICE: (row) => row.avgPrice,
  };
  const page = sortAndPage(filtered, params, sortKey[params.sortBy]!);
  return json(
    200,
    page.map((row) => {
      const { holding } = row;
      return {
        proxyWallet: holding.wallet,
        asset: holding.token.tokenId,
        conditionId: holding.token.market.conditionId,
        size: toJsonNumber(holding.size),
        avgPrice: toJsonNumber(row.avgPrice),
        initialValue: toJsonNumber(holding.costBasis),
        currentValue: toJsonNumber(row.currentValue),
        cashPnl: toJsonNumber(row.cashPnl),
        percentPnl: toJsonNumber(row.percentPnl),
        totalBought: toJsonNumber(holding.totalBought),
        realizedPnl: toJsonNumber(holding.realizedPnl),
        percentRealizedPnl: toJsonNumber(percent(holding.realizedPnl, holding.totalCost)),
        curPrice: toJsonNumber(row.curPrice),
        redeemable: row.redeemable,
        mergeable: row.mergeable,
        ...marketFields(holding.token),
        negativeRisk: holding.token.market.negRisk,
      };
    }),
  );
}

function closedPositions(state: FakeState, request: FakeRequest): FakeResponse {
  const params = listParams(request, { limit: 10, maxLimit: 50, sortBy: 'REALIZEDPNL', sorts: CLOSED_SORTS });
  if (typeof params === 'string') return errorJson(400, params);
  const closed = selectHoldings(state, params).filter((holding) => holding.size === 0n && holding.totalBought > 0n);
  const avgPrice = (holding: Holding) => (holding.totalCost * ONE) / holding.totalBought;
  const sortKey: Record<string, (holding: Holding) => bigint | string> = {
    REALIZEDPNL: (holding) => holding.realizedPnl,
    TITLE: (holding) => holding.token.market.gamma.question,
    PRICE: (holding) => currentPrice(state, holding.token),
    AVGPRICE: avgPrice,
    TIMESTAMP: (holding) => BigInt(holding.lastTradeAt),
  };
  const page = sortAndPage(closed, params, sortKey[params.sortBy]!);
  return json(
    200,
    page.map((holding) => {
      const { eventId: _eventId, ...description } = marketFields(holding.token);
      return {
        proxyWallet: holding.wallet,
        asset: holding.token.tokenId,
        conditionId: holding.token.market.conditionId,
        avgPrice: toJsonNumber(avgPrice(holding)),
        totalBought: toJsonNumber(holding.totalBought),
        realizedPnl: toJsonNumber(holding.realizedPnl),
        curPrice: toJsonNumber(currentPrice(state, holding.token)),
        timestamp: holding.lastTradeAt,
        ...description,
      };
    }),
  );
}

export function dataApiRoutes(state: FakeState): Route[] {
  return [
    { method: 'GET', path: '/positions', handle: (request) => positions(state, request) },
    { method: 'GET', path: '/closed-positions', handle: (request) => closedPositions(state, request) },
  ];
}
