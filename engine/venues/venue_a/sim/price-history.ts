import { sql } from 'kysely';
import type { Db } from '../../../db/connect.js';
import { PRICE_ONE } from '../../../money.js';
import type { VenueAMarket } from '../market.js';
import type { PricePoint, PriceHistoryQuery } from '../port.js';
import type { PriceSource } from './order-book.js';

/**
 * Price history of the simulated venue's tokens: the price process sampled once per recording
 * step into `price_history`, one row per token per step, so the history survives restarts and is
 * shared by every process (a step recorded twice is one row).
 */

interface Point {
  tokenId: string;
  t: number;
  price: bigint;
}

const DAY_MS = 86_400_000;
/** At most this many backfilled points per token (every 5 minutes of a day): inserting is what costs. */
const BACKFILL_POINTS = 288;
/**
 * Small enough that a request's query, queued behind the start's backfill on the embedded database,
 * waits for one short batch only (1,000 rows held the first health check of a start some 100 ms).
 */
const BATCH_ROWS = 250;

/** A market is sampled while it takes orders, from its start date until its end date. */
function recordable(market: VenueAMarket, t: number): boolean {
  return market.acceptingOrders && Date.parse(market.startDate) <= t && t < Date.parse(market.endDate);
}

const pointsAt = (markets: readonly VenueAMarket[], prices: PriceSource, t: number): Point[] =>
  markets
    .filter((market) => recordable(market, t))
    .flatMap((market) => {
      const yes = prices.yesPrice(market, t);
      return [
        { tokenId: market.clobTokenIds[0]!, t, price: yes },
        { tokenId: market.clobTokenIds[1]!, t, price: PRICE_ONE - yes },
      ];
    });

/**
 * Column arrays through unnest: one statement and three parameters per batch, however many rows.
 * The embedded database answers without any I/O the event loop would wait on, so awaiting one
 * batch after another would hold every request (a health check too) until the last: each batch
 * waits for the event loop's next turn.
 */
async function insertPoints(db: Db, points: Iterable<Point>): Promise<number> {
  let inserted = 0;
  let batch: Point[] = [];
  const insert = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const result = await sql`
      insert into price_history (token_id, t, price)
      select * from unnest(${batch.map((p) => p.tokenId)}::text[], ${batch.map((p) => new Date(p.t).toISOString())}::timestamptz[], ${batch.map((p) => p.price.toString())}::bigint[])
      on conflict do nothing`.execute(db);
    inserted += Number(result.numAffectedRows ?? 0n);
    batch = [];
  };
  for (const point of points) {
    batch.push(point);
    if (batch.length === BATCH_ROWS) await insert();
  }
  if (batch.length > 0) await insert();
  return inserted;
}

const stepStart = (nowMs: number, stepMs: number) => nowMs - (((nowMs % stepMs) + stepMs) % stepMs);

/** Records the current step's price of every open market's tokens; returns the rows written. */
export async function recordPrices(db: Db, prices: PriceSource, markets: readonly VenueAMarket[], nowMs: number, stepMs: number): Promise<number> {
  return insertPoints(db, pointsAt(markets, prices, stepStart(nowMs, stepMs)));
}

/**
 * Gives a fresh service a day of history from the deterministic price process: the steps of the
 * last `windowMs` after the latest one recorded (so a restart costs little), thinned to at most
 * BACKFILL_POINTS per token when the step is short.
 */
export async function backfillPrices(db: Db, prices: PriceSource, markets: readonly VenueAMarket[], nowMs: number, stepMs: number, windowMs = DAY_MS): Promise<number> {
  const spacing = stepMs * Math.max(1, Math.ceil(windowMs / stepMs / BACKFILL_POINTS));
  const from = stepStart(nowMs - windowMs, spacing);
  const latest = await db
    .selectFrom('price_history')
    .select(sql<Date>`max(t)`.as('t'))
    .where('t', '>=', new Date(from))
    .where('t', '<=', new Date(nowMs))
    .executeTakeFirst();
  const start = latest?.t ? stepStart(new Date(latest.t).getTime(), spacing) + spacing : from;
  // Made as the batches go: the whole day at once is a tenth of a second of the event loop.
  function* points(): Generator<Point> {
    for (let t = start; t <= nowMs; t += spacing) yield* pointsAt(markets, prices, t);
  }
  return insertPoints(db, points());
}

/** Deletes what is older than the retention window; returns the rows deleted. */
export async function prunePrices(db: Db, nowMs: number, retentionMs: number): Promise<number> {
  const result = await db.deleteFrom('price_history').where('t', '<', new Date(nowMs - retentionMs)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The token's recorded prices in the window, the first of every `fidelity` minutes, oldest first. */
export async function recordedHistory(db: Db, query: PriceHistoryQuery): Promise<PricePoint[]> {
  // A literal, not a parameter: DISTINCT ON must match the ORDER BY expression exactly.
  const bucket = sql`floor(extract(epoch from t) / ${sql.lit(query.fidelity * 60)})`;
  let select = db
    .selectFrom('price_history')
    .select(['t', 'price'])
    .distinctOn(bucket)
    .where('token_id', '=', query.tokenId)
    .where('t', '<=', new Date(query.toMs));
  if (query.fromMs !== null) select = select.where('t', '>=', new Date(query.fromMs));
  const rows = await select.orderBy(bucket).orderBy('t').execute();
  return rows.map((row) => ({ t: Math.floor(row.t.getTime() / 1000), price: BigInt(row.price) }));
}
