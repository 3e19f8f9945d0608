import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { badRequest, notFound } from '../errors.js';
import { toJsonNumber, USDC_SCALE, PRICE_ONE } from '../money.js';
import { marketByConditionId, marketByTokenId } from '../venues/venue_a/sim/catalog.js';
import type { PriceSource } from '../venues/venue_a/sim/order-book.js';
import { allMarketStates, type MarketState } from './market-state.js';

/**
 * Price history of the simulated venue's tokens: the price process sampled once per recording
 * step into `price_history`, one row per token per step, so the history survives restarts and is
 * shared by every process (a step recorded twice is one row).
 */

export interface PriceHistoryDeps {
  db: Db;
  prices: PriceSource;
}

interface Point {
  tokenId: string;
  t: number;
  price: bigint;
}

const DAY_MS = 86_400_000;
/** At most this many backfilled points per token (every 5 minutes of a day): inserting is what costs. */
const BACKFILL_POINTS = 288;
const BATCH_ROWS = 5_000;

/** A market is sampled while it takes orders, from its start date until its end date. */
function recordable({ market }: MarketState, t: number): boolean {
  return market.acceptingOrders && Date.parse(market.startDate) <= t && t < Date.parse(market.endDate);
}

const pointsAt = (states: readonly MarketState[], prices: PriceSource, t: number): Point[] =>
  states
    .filter((state) => recordable(state, t))
    .flatMap(({ market }) => {
      const yes = prices.yesPrice(market, t);
      return [
        { tokenId: market.clobTokenIds[0]!, t, price: yes },
        { tokenId: market.clobTokenIds[1]!, t, price: PRICE_ONE - yes },
      ];
    });

/** Column arrays through unnest: one statement and three parameters per batch, however many rows. */
async function insertPoints(db: Db, points: readonly Point[]): Promise<number> {
  let inserted = 0;
  for (let from = 0; from < points.length; from += BATCH_ROWS) {
    const batch = points.slice(from, from + BATCH_ROWS);
    const result = await sql`
      insert into price_history (token_id, t, price)
      select * from unnest(${batch.map((p) => p.tokenId)}::text[], ${batch.map((p) => new Date(p.t).toISOString())}::timestamptz[], ${batch.map((p) => p.price.toString())}::bigint[])
      on conflict do nothing`.execute(db);
    inserted += Number(result.numAffectedRows ?? 0n);
  }
  return inserted;
}

const stepStart = (nowMs: number, stepMs: number) => nowMs - (((nowMs % stepMs) + stepMs) % stepMs);

/** Records the current step's price of every open market's tokens; returns the rows written. */
export async function recordPrices(deps: PriceHistoryDeps, nowMs: number, stepMs: number): Promise<number> {
  return insertPoints(deps.db, pointsAt(await allMarketStates(deps.db), deps.prices, stepStart(nowMs, stepMs)));
}

/**
 * Gives a fresh service a day of history from the deterministic price process: the steps of the
 * last `windowMs` after the latest one recorded (so a restart costs little), thinned to at most
 * BACKFILL_POINTS per token when the step is short.
 */
export async function backfillPrices(deps: PriceHistoryDeps, nowMs: number, stepMs: number, windowMs = DAY_MS): Promise<number> {
  const spacing = stepMs * Math.max(1, Math.ceil(windowMs / stepMs / BACKFILL_POINTS));
  const from = stepStart(nowMs - windowMs, spacing);
  const latest = await deps.db
    .selectFrom('price_history')
    .select(sql<Date>`max(t)`.as('t'))
    .where('t', '>=', new Date(from))
    .where('t', '<=', new Date(nowMs))
    .executeTakeFirst();
  const start = latest?.t ? stepStart(new Date(latest.t).getTime(), spacing) + spacing : from;
  const states = await allMarketStates(deps.db);
  const points: Point[] = [];
  for (let t = start; t <= nowMs; t += spacing) points.push(...pointsAt(states, deps.prices, t));
  return insertPoints(deps.db, points);
}

/** Deletes what is older than the retention window; returns the rows deleted. */
export async function prunePrices(db: Db, nowMs: number, retentionMs: number): Promise<number> {
  const result = await db.deleteFrom('price_history').where('t', '<', new Date(nowMs - retentionMs)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const INTERVALS = { '1h': 3_600_000, '6h': 6 * 3_600_000, '1d': DAY_MS, '1w': 7 * DAY_MS, '1m': 30 * DAY_MS, max: null, all: null } as const;
export type Interval = keyof typeof INTERVALS;

export interface HistoryQuery {
  market?: string;
  conditionId?: string;
  interval?: Interval;
  startTs?: number;
  endTs?: number;
  fidelity: number;
}

/** Which token and which window a query asks for; every refusal names the fix. */
function resolveQuery(query: HistoryQuery, nowMs: number): { tokenId: string; from: number | null; to: number } {
  if ((query.market === undefined) === (query.conditionId === undefined)) {
    throw badRequest('market_required', 'Give exactly one of market (a token id) and conditionId (for its Yes token).');
  }
  const tokenId = query.market ?? marketByConditionId(query.conditionId!)?.clobTokenIds[0];
  if (tokenId === undefined || !marketByTokenId(tokenId)) throw notFound('market_not_found', 'market not found');
  if ((query.startTs === undefined) !== (query.endTs === undefined)) {
    throw badRequest('range_incomplete', 'Give both startTs and endTs (unix seconds), or neither.');
  }
  if (query.startTs !== undefined) {
    if (query.interval !== undefined) throw badRequest('interval_with_range', 'Give either interval or startTs and endTs, not both.');
    if (query.startTs > query.endTs!) throw badRequest('range_reversed', 'startTs must not be after endTs.');
    return { tokenId, from: query.startTs * 1000, to: query.endTs! * 1000 };
  }
  const span = INTERVALS[query.interval ?? 'max'];
  return { tokenId, from: span === null ? null : nowMs - span, to: nowMs };
}

/** The token's recorded prices in the window, the first of every `fidelity` minutes, oldest first. */
export async function priceHistory(db: Db, query: HistoryQuery, nowMs: number): Promise<{ history: Array<{ t: number; p: number }> }> {
  const { tokenId, from, to } = resolveQuery(query, nowMs);
  // A literal, not a parameter: DISTINCT ON must match the ORDER BY expression exactly.
  const bucket = sql`floor(extract(epoch from t) / ${sql.lit(query.fidelity * 60)})`;
  let select = db
    .selectFrom('price_history')
    .select(['t', 'price'])
    .distinctOn(bucket)
    .where('token_id', '=', tokenId)
    .where('t', '<=', new Date(to));
  if (from !== null) select = select.where('t', '>=', new Date(from));
  const rows = await select.orderBy(bucket).orderBy('t').execute();
  return { history: rows.map((row) => ({ t: Math.floor(row.t.getTime() / 1000), p: toJsonNumber(BigInt(row.price), USDC_SCALE) })) };
}
