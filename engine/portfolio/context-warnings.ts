import { atomicText as price, decimalText, SETTINGS_SCALE } from '../money.js';
import type { RiskSettings } from '../accounts/risk-settings.js';
import type { VenueAMarket } from '../venues/venue_a/market.js';
import { tickSize } from '../venues/venue_a/market.js';
import { usdcAtSettingsScale } from './limit-usage.js';
import { PERCENT_SCALE, percentOf } from '../money.js';

/** What the market context warns about, as plain sentences; pure, so each rule is tested on its own. */
export interface ContextFacts {
  nowMs: number;
  market: VenueAMarket;
  /** The winning outcome's label once the market resolved. */
  winningOutcome: string | null;
  yesPrice: bigint;
  /** Best ask − best bid of the Yes book; null when a side is empty. */
  spread: bigint | null;
  /** What maxPositionValue bounds here: cost of the agent's positions plus cash held by open buys (USDC atomic). */
  exposure: bigint;
  settings: RiskSettings;
  /** Times the agent's buys on this market switched between the outcomes, in trade-log order. */
  buySwitches: number;
  /** The agent's estimate of the Yes probability, atomic (0.62 → 620_000n). */
  probability: bigint | null;
}

const LOW_LIQUIDITY_USDC = 10_000;
const WIDE_SPREAD_TICKS = 5n;
export const CLOSING_SOON_MS = 48 * 3_600_000;
const FLIP_FLOP_SWITCHES = 3;
const NEAR_LIMIT_PERCENT = 80n;


function timing({ market, winningOutcome, nowMs }: ContextFacts): string | null {
  if (winningOutcome !== null) return `This market has resolved: ${winningOutcome} won. It no longer trades; redeem winning shares.`;
  const left = Date.parse(market.endDate) - nowMs;
  if (left <= 0) return `This market's end date (${market.endDate}) has passed and it awaits resolution; prices can jump to 0 or 1 at any moment.`;
  if (left <= CLOSING_SOON_MS) {
    return `This market closes within 48 hours (in ${Math.floor(left / 3_600_000)} h, at ${market.endDate}); prices can jump near resolution.`;
  }
  return null;
}

function edge(probability: bigint, yesPrice: bigint): string {
  if (probability === yesPrice) return `Your estimate ${price(probability)} equals the market's ${price(yesPrice)}: no edge at this price.`;
  const gap = probability > yesPrice ? probability - yesPrice : yesPrice - probability;
  const side = probability > yesPrice ? 'above' : 'below';
  const trade = probability > yesPrice ? 'Yes looks cheap' : 'No looks cheap';
  return `Your estimate ${price(probability)} is ${price(gap)} ${side} the market's ${price(yesPrice)}: ${trade} if you trust it.`;
}

export function contextWarnings(facts: ContextFacts): string[] {
  const { market, spread, settings, exposure } = facts;
  const warnings: string[] = [];
  if (market.liquidityNum < LOW_LIQUIDITY_USDC) {
    warnings.push(`Low liquidity: about ${market.liquidityNum} USDC on the book, under ${LOW_LIQUIDITY_USDC}; larger orders will move the price.`);
  }
  const tick = tickSize(market);
  if (spread !== null && spread >= WIDE_SPREAD_TICKS * tick) {
    warnings.push(`Wide spread: ${spread / tick} ticks (${price(spread)}) between the best bid and ask; a market order pays half of it at once.`);
  }
  const when = timing(facts);
  if (when) warnings.push(when);
  const held = percentOf(usdcAtSettingsScale(exposure), settings.maxPositionValue);
  if (settings.tradeLimitEnabled && held >= NEAR_LIMIT_PERCENT * 10n ** BigInt(PERCENT_SCALE)) {
    warnings.push(
      `You hold ${price(exposure)} USDC here, ${decimalText(held, PERCENT_SCALE)}% of your maxPositionValue of ${decimalText(settings.maxPositionValue, SETTINGS_SCALE)} USDC per market.`,
    );
  }
  if (facts.buySwitches >= FLIP_FLOP_SWITCHES) {
    warnings.push(`Flip-flopping: your buys on this market switched between Yes and No ${facts.buySwitches} times; check that new information, not noise, drives the changes.`);
  }
  if (facts.probability !== null) warnings.push(edge(facts.probability, facts.yesPrice));
  return warnings;
}
