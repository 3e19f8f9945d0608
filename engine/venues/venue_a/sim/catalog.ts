import { parseDecimal, PRICE_ONE, USDC_SCALE } from '../../../money.js';
import { tickSize, type VenueAMarket } from '../market.js';
import type { TokenRef } from '../port.js';
// Imported, not read from beside the module: the build bundles it with the code that reads it.
import catalogJson from './catalog.json' with { type: 'json' };

/**
 * The simulated venue's markets, shipped with the code in catalog.json. Each entry is a Gamma-shaped
 * market plus `initialYesPrice`, the Yes price the price process holds at its anchor time and
 * wanders around.
 */



const TICK_SIZES = new Set(['0.1', '0.01', '0.005', '0.0025', '0.001', '0.0001']);
const HEX32 = /^0x[0-9a-f]{64}$/;
const DIGITS = /^\d+$/;

type CatalogEntry = VenueAMarket & { initialYesPrice: string };

// The rest of the engine relies on these holding, so a bad edit of catalog.json fails at load.
function check(entry: CatalogEntry): bigint {
  const fail = (problem: string): never => {
    throw new Error(`catalog.json market ${entry.id}: ${problem}`);
  };
  if (!DIGITS.test(entry.id)) fail('id must be numeric text');
  if (!HEX32.test(entry.conditionId)) fail('conditionId must be 0x-prefixed 32-byte lowercase hex');
  if (entry.outcomes.length !== 2 || entry.clobTokenIds.length !== 2) fail('a market has exactly two outcomes and token ids');
  if (!entry.clobTokenIds.every((id) => DIGITS.test(id) && BigInt(id) < 2n ** 256n)) fail('token ids must be decimal uint256');
  if (!TICK_SIZES.has(entry.tickSize)) fail(`unknown tick size ${entry.tickSize}`);
  if (entry.negRisk !== (entry.negRiskMarketId !== null)) fail('negRisk and negRiskMarketId disagree');
  if (entry.negRiskMarketId !== null && !HEX32.test(entry.negRiskMarketId)) fail('negRiskMarketId must be 32-byte hex');
  if (!(Date.parse(entry.startDate) < Date.parse(entry.endDate))) fail('startDate must precede endDate');
  const tick = tickSize(entry);
  const yes = parseDecimal(entry.initialYesPrice, USDC_SCALE);
  if (yes % tick !== 0n || yes < tick || yes > PRICE_ONE - tick) fail('initialYesPrice must be on tick inside [tick, 1 − tick]');
  return yes;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function load() {
  const { markets: entries } = catalogJson as { markets: CatalogEntry[] };
  const markets: VenueAMarket[] = [];
  const byId = new Map<string, VenueAMarket>();
  const byConditionId = new Map<string, VenueAMarket>();
  const byTokenId = new Map<string, TokenRef>();
  const byNegRiskId = new Map<string, VenueAMarket[]>();
  const initialYes = new Map<string, bigint>();
  const claim = <V>(index: Map<string, V>, key: string, value: V) => {
    if (index.has(key)) throw new Error(`catalog.json: duplicate ${key}`);
    index.set(key, value);
  };
  for (const entry of entries) {
    const yes = check(entry);
    const { initialYesPrice: _, ...fields } = entry;
    const market = deepFreeze(fields);
    markets.push(market);
    claim(byId, market.id, market);
    claim(byConditionId, market.conditionId, market);
    market.clobTokenIds.forEach((tokenId, outcomeIndex) => claim(byTokenId, tokenId, { market, outcomeIndex }));
    if (market.negRiskMarketId) {
      byNegRiskId.set(market.negRiskMarketId, [...(byNegRiskId.get(market.negRiskMarketId) ?? []), market]);
    }
    initialYes.set(market.id, yes);
  }
  return { markets, byId, byConditionId, byTokenId, byNegRiskId, initialYes };
}

const catalog = load();

export function allMarkets(): readonly VenueAMarket[] {
  return catalog.markets;
}

export function marketById(id: string): VenueAMarket | undefined {
  return catalog.byId.get(id);
}

/** Case-insensitive, as clients send checksummed or lowercase hex. */
export function marketByConditionId(conditionId: string): VenueAMarket | undefined {
  return catalog.byConditionId.get(conditionId.toLowerCase());
}

export function marketByTokenId(tokenId: string): TokenRef | undefined {
  return catalog.byTokenId.get(tokenId);
}

/** The markets of one neg-risk event, in catalog order; empty for an unknown id. */
export function negRiskMarkets(negRiskMarketId: string): readonly VenueAMarket[] {
  return catalog.byNegRiskId.get(negRiskMarketId.toLowerCase()) ?? [];
}

/** The Yes price the market's price process is anchored at; throws for a market not in the catalog. */
export function initialYesPrice(marketId: string): bigint {
  const price = catalog.initialYes.get(marketId);
  if (price === undefined) throw new RangeError(`market ${marketId} is not in the venue_a catalog`);
  return price;
}
