import { sql } from 'kysely';
import type { Clock } from './clock.js';
import type { Db } from './db/connect.js';
import type { Logger } from './logger.js';
import { clockSkew } from './metrics.js';

/** Further than this from the database server's clock, a process's start is logged as a warning. */
const CLOCK_SKEW_WARN_MS = 1000;

/**
 * How far this process's clock is ahead of the database server's (behind, negative), in ms: the
 * server's time against the middle of the round trip that read it.
 */
async function clockSkewMs(db: Db, clock: Clock): Promise<number> {
  const sent = clock.now();
  const { rows } = await sql<{ ms: string }>`select floor(extract(epoch from clock_timestamp()) * 1000)::text as ms`.execute(db);
  const answered = clock.now();
  return Math.round((sent + answered) / 2 - Number(rows[0]!.ms));
}

/**
 * Every process takes the time from its own clock: the UTC day a trade counts against for the
 * daily limits (a trade within the skew of midnight counts to the day its process's clock names,
 * and what an order gives back goes to that same day), when an order was placed, when a pending
 * one is given up. The processes sharing a database agree only as far as their clocks do, so each
 * measures its clock against the database server's at start, exports it (clock_skew_seconds), and
 * warns past CLOCK_SKEW_WARN_MS.
 */
export async function reportClockSkew(db: Db, clock: Clock, logger: Logger): Promise<number> {
  const skewMs = await clockSkewMs(db, clock);
  clockSkew.set(skewMs / 1000);
  if (Math.abs(skewMs) > CLOCK_SKEW_WARN_MS) {
    logger.warn(
      { skewMs },
      `this process's clock is ${Math.abs(skewMs)} ms ${skewMs > 0 ? 'ahead of' : 'behind'} the database server's: daily limits count by each process's own UTC day, so processes whose clocks differ disagree about the day near midnight; synchronise the clocks (NTP)`,
    );
  }
  return skewMs;
}
