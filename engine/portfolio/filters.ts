import { badRequest } from '../errors.js';
import type { MarketFilter, SortDirection } from '../venues/venue_a/data-api.js';
import { titleOf, type Holding } from './holdings.js';


const list = (text: string) => text.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);

export function marketMatcher(filter: MarketFilter): (h: Holding) => boolean {
  if (filter.market !== undefined && filter.eventId !== undefined) {
    const message = 'market and eventId are mutually exclusive: filter by condition ids or by event ids, not both.';
    throw badRequest('conflicting_filters', message, [{ path: 'query.eventId', message }]);
  }
  const markets = filter.market === undefined ? null : new Set(list(filter.market));
  const events = filter.eventId === undefined ? null : new Set(list(filter.eventId));
  const title = filter.title?.toLowerCase();
  return (h) =>
    (markets === null || markets.has(h.conditionId.toLowerCase())) &&
    (events === null || (h.market?.events ?? []).some((e) => events.has(e.id.toLowerCase()))) &&
    (title === undefined || titleOf(h).toLowerCase().includes(title));
}

export type SortKey = bigint | number | string | null;

/**
 * Sorts by `key` in `direction` (missing keys last either way), ties broken by `tiebreak`
 * ascending so that pages never overlap, then cuts the page.
 */
export function sortPage<T>(
  items: readonly T[],
  key: (item: T) => SortKey,
  direction: SortDirection,
  tiebreak: (item: T) => string,
  offset: number,
  limit: number,
): T[] {
  const sign = direction === 'ASC' ? 1 : -1;
  const order = (a: SortKey, b: SortKey) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : sign * (a < b ? -1 : 1));
  const keyed = items.map((item) => ({ item, key: key(item), tie: tiebreak(item) }));
  keyed.sort((a, b) => order(a.key, b.key) || (a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0));
  return keyed.slice(offset, offset + limit).map((k) => k.item);
}
