import { parseDecimal, USDC_SCALE } from '../../../money.js';
import type { IndependentMarket } from '../../venue_a/sim/price-process.js';
import type { VenueBMarket, VenueBMarketStatus } from '../port.js';
// Imported, not read from beside the module: the build bundles it with the code that reads it.
import catalogJson from './catalog.json' with { type: 'json' };

/**
 * The simulated venue_b's markets: Kalshi-style event contracts, shipped with the code in
 * catalog.json. A market's YES and NO outcome tokens are SPL mints on the simulated chain; the
 * market maker quotes them around a price walked by the same seeded process as venue_a's.
 */

export type CatalogMarket = Pick<VenueBMarket, 'ticker' | 'eventTicker' | 'title' | 'category' | 'status' | 'result' | 'closeTime'> & { initialYesPrice: bigint };

/** Kalshi prices move in whole cents. */
export const VENUE_B_TICK = parseDecimal('0.01', USDC_SCALE);
const STATUSES = new Set<VenueBMarketStatus>(['active', 'closed', 'determined', 'finalized']);
const TICKER = /^[A-Z0-9][A-Z0-9.\-]{2,119}$/;

type Entry = Omit<CatalogMarket, 'initialYesPrice'> & { initialYesPrice: string };

function load(): Map<string, CatalogMarket> {
  const entries = catalogJson as Entry[];
  const byTicker = new Map<string, CatalogMarket>();
  for (const entry of entries) {
    // The rest of the engine relies on these, so a bad edit of catalog.json fails at load.
    if (!TICKER.test(entry.ticker) || byTicker.has(entry.ticker)) throw new Error(`venue_b catalog: bad or repeated ticker ${entry.ticker}`);
    if (!STATUSES.has(entry.status)) throw new Error(`venue_b catalog: ${entry.ticker} has unknown status ${entry.status}`);
    const settled = entry.status === 'determined' || entry.status === 'finalized';
    if (settled !== (entry.result === 'yes' || entry.result === 'no')) throw new Error(`venue_b catalog: ${entry.ticker} result must be set exactly when settled`);
    const initialYesPrice = parseDecimal(entry.initialYesPrice, USDC_SCALE);
    if (initialYesPrice % VENUE_B_TICK !== 0n || initialYesPrice <= 0n || initialYesPrice >= parseDecimal('1', USDC_SCALE)) {
      throw new Error(`venue_b catalog: ${entry.ticker} initialYesPrice must be a whole cent inside (0, 1)`);
    }
    byTicker.set(entry.ticker, Object.freeze({ ...entry, initialYesPrice }));
  }
  return byTicker;
}

const markets = load();

export function catalogMarkets(): CatalogMarket[] {
  return [...markets.values()];
}

/** The market as the price process sees it. */
export function pricedMarket(market: CatalogMarket): IndependentMarket {
  return { id: `venue_b:${market.ticker}`, initialYes: market.initialYesPrice, tick: VENUE_B_TICK };
}
