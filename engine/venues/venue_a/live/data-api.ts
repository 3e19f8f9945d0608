import { percentNumber, toJsonNumber, USDC_SCALE } from '../../../money.js';
import type { Upstream } from '../../http-upstream.js';
import type { ClosedPositionRecord, ClosedPositionsQuery, CurrentPositionsQuery, PositionRecord } from '../data-api.js';
import { atomicOf } from './amounts.js';

/**
 * Positions from Polymarket's Data API (`/positions`, `/closed-positions`), public by wallet: the
 * query goes through as the Data API takes it, and each answer becomes the service's record with
 * its figures exact (the Data API's numbers are read as decimal text and rounded to 6 decimals).
 */

type Json = Record<string, unknown>;

const usdc = (value: unknown) => toJsonNumber(atomicOf(value), USDC_SCALE);
const textOr = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value));
const indexOr = (value: unknown) => (value === undefined || value === null || value === '' ? null : Number(value));

function positionRecord(p: Json): PositionRecord {
  const cost = atomicOf(p.initialValue);
  const pnl = atomicOf(p.cashPnl);
  return {
    marketId: String(p.conditionId),
    title: String(p.title ?? ''),
    outcome: String(p.outcome ?? ''),
    size: usdc(p.size),
    avgPrice: usdc(p.avgPrice),
    currentPrice: usdc(p.curPrice),
    unrealizedPnl: usdc(p.cashPnl),
    venue: 'venue_a',
    proxyWallet: String(p.proxyWallet ?? ''),
    asset: String(p.asset ?? ''),
    conditionId: String(p.conditionId ?? ''),
    initialValue: usdc(p.initialValue),
    currentValue: usdc(p.currentValue),
    cashPnl: usdc(p.cashPnl),
    percentPnl: percentNumber(pnl, cost),
    realizedPnl: usdc(p.realizedPnl),
    curPrice: usdc(p.curPrice),
    redeemable: p.redeemable === true || p.redeemable === 'true',
    mergeable: p.mergeable === true || p.mergeable === 'true',
    slug: textOr(p.slug),
    eventId: textOr(p.eventId),
    eventSlug: textOr(p.eventSlug),
    outcomeIndex: indexOr(p.outcomeIndex),
    oppositeOutcome: textOr(p.oppositeOutcome),
    oppositeAsset: textOr(p.oppositeAsset),
    endDate: textOr(p.endDate),
    negativeRisk: p.negativeRisk === undefined ? null : p.negativeRisk === true || p.negativeRisk === 'true',
  };
}

function closedRecord(p: Json): ClosedPositionRecord {
  return {
    marketId: String(p.conditionId),
    title: String(p.title ?? ''),
    conditionId: String(p.conditionId ?? ''),
    tokenId: String(p.asset ?? ''),
    asset: String(p.asset ?? ''),
    proxyWallet: String(p.proxyWallet ?? ''),
    outcome: String(p.outcome ?? ''),
    outcomeIndex: indexOr(p.outcomeIndex),
    oppositeOutcome: textOr(p.oppositeOutcome),
    oppositeAsset: textOr(p.oppositeAsset),
    slug: textOr(p.slug),
    eventSlug: textOr(p.eventSlug),
    endDate: textOr(p.endDate),
    size: 0,
    avgPrice: usdc(p.avgPrice),
    totalBought: usdc(p.totalBought),
    settlementPrice: usdc(p.curPrice),
    curPrice: usdc(p.curPrice),
    currentPrice: usdc(p.curPrice),
    realizedPnl: usdc(p.realizedPnl),
    unrealizedPnl: 0,
    timestamp: Number(p.timestamp ?? 0) || 0,
  };
}

const rows = (json: unknown): Json[] => (Array.isArray(json) ? (json as Json[]) : []);

export class DataApi {
  constructor(private readonly api: Upstream) {}

  async positions(wallet: string, query: CurrentPositionsQuery): Promise<PositionRecord[]> {
    const answer = await this.api.call({
      method: 'GET',
      path: '/positions',
      query: {
        user: wallet,
        market: query.market,
        eventId: query.eventId,
        title: query.title,
        sizeThreshold: query.sizeThreshold === undefined ? undefined : String(query.sizeThreshold),
        redeemable: query.redeemable,
        mergeable: query.mergeable,
        limit: query.limit,
        offset: query.offset,
        sortBy: query.sortBy,
        sortDirection: query.sortDirection,
      },
    });
    return rows(answer.json).map(positionRecord);
  }

  async closedPositions(wallet: string, query: ClosedPositionsQuery): Promise<ClosedPositionRecord[]> {
    const answer = await this.api.call({
      method: 'GET',
      path: '/closed-positions',
      query: {
        user: wallet,
        market: query.market,
        eventId: query.eventId,
        title: query.title,
        limit: query.limit,
        offset: query.offset,
        sortBy: query.sortBy,
        sortDirection: query.sortDirection,
      },
    });
    return rows(answer.json).map(closedRecord);
  }
}
