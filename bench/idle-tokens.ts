import { allMarkets, initialYesPrice } from '../engine/venues/venue_a/sim/catalog.js';
import type { VenueAMarket } from '../engine/venues/venue_a/market.js';

/**
 * The Yes tokens the idle row rests its bids on: markets priced 0.2-0.8 at the catalog's start,
 * far above the bids, and open until `untilMs`. The catalog's markets end on their real dates, and
 * the price recorder resolves a market past its end at its first step, closing every order resting
 * in it: on a market that ended before the window was over, the row measured that instead of idling
 * (14.6% of a core with the clock set to 2026-12-20, against 1.9% the same hour on today's date).
 */
export function idleTokens(untilMs: number): Array<{ market: VenueAMarket; tokenId: string }> {
  const tokens = allMarkets()
    .filter((m) => m.active && !m.closed && Date.parse(m.endDate) > untilMs)
    .filter((m) => initialYesPrice(m.id) >= 200_000n && initialYesPrice(m.id) <= 800_000n)
    .map((m) => ({ market: m, tokenId: m.clobTokenIds[0]! }));
  if (!tokens.length) throw new Error(`the simulated catalog has no market priced 0.2-0.8 open until ${new Date(untilMs).toISOString()}`);
  return tokens;
}
