import { badRequest, notFound } from '../errors.js';
import { toJsonNumber, USDC_SCALE } from '../money.js';
import type { VenueA } from '../venues/venue_a/port.js';

const DAY_MS = 86_400_000;
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
async function resolveQuery(venue: VenueA, query: HistoryQuery, nowMs: number): Promise<{ tokenId: string; fromMs: number | null; toMs: number }> {
  if ((query.market === undefined) === (query.conditionId === undefined)) {
    throw badRequest('market_required', 'Give exactly one of market (a token id) and conditionId (for its Yes token).');
  }
  const tokenId = query.market ?? (await venue.market(query.conditionId!))?.clobTokenIds[0];
  if (tokenId === undefined || !(await venue.marketOfToken(tokenId))) throw notFound('market_not_found', 'market not found');
  if ((query.startTs === undefined) !== (query.endTs === undefined)) {
    throw badRequest('range_incomplete', 'Give both startTs and endTs (unix seconds), or neither.');
  }
  if (query.startTs !== undefined) {
    if (query.interval !== undefined) throw badRequest('interval_with_range', 'Give either interval or startTs and endTs, not both.');
    if (query.startTs > query.endTs!) throw badRequest('range_reversed', 'startTs must not be after endTs.');
    return { tokenId, fromMs: query.startTs * 1000, toMs: query.endTs! * 1000 };
  }
  const span = INTERVALS[query.interval ?? 'max'];
  return { tokenId, fromMs: span === null ? null : nowMs - span, toMs: nowMs };
}

/** The token's prices in the window, the first of every `fidelity` minutes, oldest first, as the venue's /prices-history answers. */
export async function priceHistory(venue: VenueA, query: HistoryQuery, nowMs: number): Promise<{ history: Array<{ t: number; p: number }> }> {
  const window = await resolveQuery(venue, query, nowMs);
  const points = await venue.priceHistory({ ...window, fidelity: query.fidelity });
  return { history: points.map((point) => ({ t: point.t, p: toJsonNumber(point.price, USDC_SCALE) })) };
}
