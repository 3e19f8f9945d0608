import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { epochMs } from '../db/reads-together.js';
import type { Venue } from '../accounts/trade-log.js';
import { OUTCOMES, type Resolution } from '../markets/market-state.js';

export interface HoldingFilter {
  /** Omitted: every agent's rows (the public wallet view). */
  agentId?: string;
  /** Already normalised with normalizeWallet. */
  wallet?: string;
  conditionId?: string;
  venues: readonly Venue[];
  /** open: size > 0; closed: size = 0; omitted: both. */
  state?: 'open' | 'closed';
}

/** A positions row with its market's resolution, as the statement gives it. */
type HoldingTuple = [
  venue: string, wallet: string, tokenId: string, conditionId: string, outcome: string, size: string, cost: string, realizedPnl: string, updatedMs: number,
  winningTokenId: string | null, winningOutcomeIndex: number | null, source: string | null, resolvedMs: number | null,
];

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** By venue, market, token and wallet, in byte order (the ids are ASCII): the same order on every database and locale. */
const byKey = (a: HoldingTuple, b: HoldingTuple) => compareText(a[0], b[0]) || compareText(a[3], b[3]) || compareText(a[2], b[2]) || compareText(a[1], b[1]);

/** A positions row, amounts parsed. */
export interface HoldingRow {
  venue: Venue;
  wallet: string;
  tokenId: string;
  conditionId: string;
  outcome: string;
  size: bigint;
  cost: bigint;
  realizedPnl: bigint;
  updatedAt: Date;
}

/** The rows of a filter, sorted, with the recorded resolutions of their venue_a markets and the tokens and tickers they hold. */
export interface HoldingRows {
  rows: readonly HoldingRow[];
  resolutions: ReadonlyMap<string, Resolution>;
  venueATokens: readonly string[];
  venueBTickers: readonly string[];
}

function holdingRows(tuples: HoldingTuple[]): HoldingRows {
  tuples.sort(byKey);
  const resolutions = new Map<string, Resolution>();
  const venueATokens = new Set<string>();
  const venueBTickers = new Set<string>();
  const rows = tuples.map(([venue, wallet, tokenId, conditionId, outcome, size, cost, realizedPnl, updatedMs, winningTokenId, winningOutcomeIndex, source, resolvedMs]): HoldingRow => {
    if (venue === 'venue_b') venueBTickers.add(conditionId);
    else venueATokens.add(tokenId);
    if (venue === 'venue_a' && resolvedMs !== null && !resolutions.has(conditionId)) {
      resolutions.set(conditionId, {
        conditionId,
        winningTokenId: winningTokenId!,
        winningOutcomeIndex: winningOutcomeIndex!,
        winningOutcome: OUTCOMES[winningOutcomeIndex!]!,
        source: source!,
        resolvedAt: new Date(resolvedMs),
      });
    }
    return { venue: venue as Venue, wallet, tokenId, conditionId, outcome, size: BigInt(size), cost: BigInt(cost), realizedPnl: BigInt(realizedPnl), updatedAt: new Date(updatedMs) };
  });
  return { rows, resolutions, venueATokens: [...venueATokens], venueBTickers: [...venueBTickers] };
}

/** A read of rows kept with its fingerprint. */
export interface HeldRead {
  fingerprint: string;
  read: HoldingRows;
}

/**
 * The reads of one database a process keeps, per filter: a heavy agent's portfolio, polled again
 * and again, reads its thousand rows once, not at every poll. Bounded by the rows they hold in all:
 * the least recently used read goes first, and a read larger than the bound is not kept.
 */
export class HeldReads {
  private readonly byFilter = new Map<string, HeldRead>();
  private rows = 0;

  constructor(private readonly limit: number) {}

  get(key: string): HeldRead | undefined {
    return this.byFilter.get(key);
  }

  /** Keeps `entry` for `key` as the most recently used. */
  keep(key: string, entry: HeldRead): void {
    this.forget(key);
    if (entry.read.rows.length > this.limit) return;
    this.byFilter.set(key, entry);
    this.rows += entry.read.rows.length;
    for (const oldest of this.byFilter.keys()) {
      if (this.rows <= this.limit) break;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    const entry = this.byFilter.get(key);
    if (!entry) return;
    this.byFilter.delete(key);
    this.rows -= entry.read.rows.length;
  }
}

const MAX_ROWS_HELD = 200_000;
const held = new WeakMap<Db, HeldReads>();

function heldReads(db: Db): HeldReads {
  let reads = held.get(db);
  if (!reads) held.set(db, (reads = new HeldReads(MAX_ROWS_HELD)));
  return reads;
}

/**
 * The positions rows of the filter, with their markets' recorded resolutions, sorted by key;
 * shared by every caller until they change, so read-only. One
 * statement, one round trip, which answers the rows only if they changed since this process last
 * read them: it first folds a 64-bit hash of every row version it would answer (positions and the
 * resolution joined to each), with their count. PostgreSQL gives every version of a row its own
 * (ctid, xmin): an update, an insert or a delete changes the fold (but for a 2^-64 chance), a row
 * lock does not, and no row is changed in place. When the fingerprint is the one held, the rows held
 * are the rows the read would answer now; the scan that makes it costs a fraction of building and
 * sending them as JSON (hashing the row identities as records, not as text, halves it).
 *
 * The rows come as one JSON array of tuples: parsed natively in one call, where the driver's row
 * by row parse of a thousand rows cost more than everything else the portfolio does with them.
 * Amounts are text (int8 never passes through a float), times epoch milliseconds. Sorted here, not
 * by the server: sorting a thousand rows inside the aggregate took a third of the statement's time.
 */
export async function readHoldingRows(db: Db, filter: HoldingFilter): Promise<HoldingRows> {
  let query = db
    .selectFrom('positions as p')
    // Resolutions are recorded for venue_a markets only; venue_b rows hold a ticker where the condition id would be.
    .leftJoin('market_resolutions as r', (join) => join.onRef('r.condition_id', '=', 'p.market_condition_id').on('p.venue', '=', 'venue_a'))
    .where('p.venue', 'in', [...filter.venues]);
  if (filter.agentId !== undefined) query = query.where('p.agent_id', '=', filter.agentId);
  if (filter.wallet !== undefined) query = query.where('p.wallet_address', '=', filter.wallet);
  if (filter.conditionId !== undefined) query = query.where('p.market_condition_id', '=', filter.conditionId);
  if (filter.state === 'open') query = query.where('p.size', '>', '0');
  if (filter.state === 'closed') query = query.where('p.size', '=', '0');
  const key = JSON.stringify([filter.agentId, filter.wallet, filter.conditionId, filter.venues, filter.state]);
  const reads = heldReads(db);
  const known = reads.get(key);
  const fingerprint = query.select(
    sql<string>`count(*)::text || ':' || coalesce(bit_xor(hash_record_extended(row(p.ctid, p.xmin, r.ctid, r.xmin), 0)), 0)::text`.as('fingerprint'),
  );
  const rows = query.select(
    sql<string>`coalesce(json_agg(json_build_array(p.venue, p.wallet_address, p.token_id, p.market_condition_id, p.outcome,
      p.size::text, p.cost::text, p.realized_pnl::text, ${epochMs('p.updated_at')},
      r.winning_token_id, r.winning_outcome_index, r.source, ${epochMs('r.resolved_at')})), '[]')::text`.as('rows'),
  );
  // The rows' subquery runs only when the fingerprint differs: CASE evaluates the branch it takes.
  const { rows: answer } = await sql<{ fingerprint: string; rows: string | null }>`select f.fingerprint,
      case when f.fingerprint = ${known?.fingerprint ?? ''} then null else (${rows}) end as rows
    from (${fingerprint}) f`.execute(db);
  const [{ fingerprint: now, rows: text }] = answer as [{ fingerprint: string; rows: string | null }];
  if (text === null) {
    reads.keep(key, known!);
    return known!.read;
  }
  const read = holdingRows(JSON.parse(text) as HoldingTuple[]);
  reads.keep(key, { fingerprint: now, read });
  return read;
}
