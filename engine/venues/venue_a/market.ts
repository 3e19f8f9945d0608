import { parseDecimal, USDC_SCALE } from '../../money.js';

/**
 * A venue_a market as the simulated venue holds it (Gamma-shaped). Prices and sizes elsewhere
 * are bigint atomic units with 6 decimals (1 USDC = 1 share = 1_000_000n); a price of 0.55 is 550_000n.
 */
export interface VenueAMarket {
  /** Gamma's numeric market id, as a string. */
  id: string;
  question: string;
  slug: string;
  description: string;
  category: string;
  image: string | null;
  /** 0x-prefixed 32-byte hex. */
  conditionId: `0x${string}`;
  /** Outcome labels, e.g. ["Yes", "No"]; same order as clobTokenIds. */
  outcomes: string[];
  /** Decimal uint256 token ids, one per outcome. */
  clobTokenIds: string[];
  /** "0.1" | "0.01" | "0.005" | "0.0025" | "0.001" | "0.0001" */
  tickSize: string;
  /** Minimum order size in shares, as decimal text (e.g. "5"). */
  minOrderSize: string;
  negRisk: boolean;
  /** Shared by the markets of one neg-risk event; null otherwise. */
  negRiskMarketId: `0x${string}` | null;
  /** "v1": CTF token ids, orders signed with EIP-712 domain version "2"; "v2": domain version "3". */
  version: 'v1' | 'v2';
  startDate: string;
  endDate: string;
  active: boolean;
  closed: boolean;
  acceptingOrders: boolean;
  enableOrderBook: boolean;
  volumeNum: number;
  liquidityNum: number;
  events: Array<{ id: string; slug: string; title: string }>;
  tags: Array<{ id: string; label: string; slug: string }>;
}

const ticks = new Map<string, bigint>();

/** The market's tick in atomic units (0.01 → 10_000n); a handful of tick sizes, each parsed once (every price the simulation makes asks for one). */
export function tickSize(market: VenueAMarket): bigint {
  let tick = ticks.get(market.tickSize);
  if (tick === undefined) ticks.set(market.tickSize, (tick = parseDecimal(market.tickSize, USDC_SCALE)));
  return tick;
}
