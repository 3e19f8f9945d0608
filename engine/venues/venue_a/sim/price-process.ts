import { createHash } from 'node:crypto';
import { decimalText, USDC_SCALE, PRICE_ONE } from '../../../money.js';
import type { VenueAMarket } from '../market.js';
import { initialYesPrice, marketById, negRiskMarkets } from './catalog.js';
import { tickSize } from '../market.js';

/**
 * The simulated fair price of every catalog market, as a pure function of (seed, market, t), so
 * that any number of service processes agree on the price at a time without talking to each other.
 *
 * Approach: time is cut into steps of `stepMs`; the price holds for a step. The Yes price's logit
 * is the logit of the market's initial price plus N(t) − N(anchor), N being a sum of OCTAVES
 * layers of value noise, so every market sits at its catalog price at the anchor time. Layer k
 * places a pseudo-random standard-normal value on every BRANCHING^k-th step (its knots) and
 * interpolates linearly between them, with an amplitude growing like √(knot spacing): the sum
 * moves like a random walk from one step up to the longest layer (about 3.8 days at 5 s steps)
 * and stays within a bounded distance of the initial price beyond it, so prices wander plausibly
 * without drifting to 0 or 1 over months. A knot's value is an integer hash of (market key,
 * layer, knot index), the market key being sha256(seed, market id), so the price at any t costs
 * OCTAVES × 2 hashes, O(1) in t, with nothing to replay (N(anchor) is computed once per market
 * and cached). Floats are used only inside the walk: every price that leaves this module is
 * snapped to the market's tick as a bigint within [tick, 1 − tick].
 *
 * A neg-risk event's candidates walk independently and are then rescaled together so that their
 * probabilities keep the sum the catalog gave them (about 1) before each is snapped to its tick.
 */

export interface PricePoint {
  /** Epoch ms from which the point's price holds. */
  t: number;
  /** Yes price in atomic units, on the market's tick. */
  price: bigint;
}

/** A market priced outside the venue_a catalog (the venue_b tickers): the same walk, keyed by its id. */
export interface IndependentMarket {
  id: string;
  initialYes: bigint;
  tick: bigint;
}

export interface PriceProcessOptions {
  /** Different seeds give unrelated price paths; default "venue_a". */
  seed?: string;
  /** How long a price holds, in ms; default 5000. */
  stepMs?: number;
  /** Standard deviation of the logit's move over one day (below the longest layer); default 0.2. */
  dailyVolatility?: number;
  /** Epoch ms at which every market is at its catalog initial price; default 2026-12-01T00:00Z. */
  anchorMs?: number;
}

const OCTAVES = 9;
const BRANCHING = 4;
const DAY_MS = 86_400_000;
// Scales a centred sum of four uniforms (variance 1/3) to unit variance.
const SQRT3 = Math.sqrt(3);

/** murmur3's 32-bit finaliser: integer-only, so identical on every platform. */
function mix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** An approximately standard-normal value (Irwin–Hall of four uniforms) for one knot of one layer. */
function knotValue(key: number, octave: number, knot: number): number {
  let h = mix(key ^ Math.imul(octave + 1, 0x9e3779b1));
  h = mix(h ^ (knot >>> 0));
  h = mix(h ^ Math.floor(knot / 2 ** 32));
  let sum = 0;
  for (let i = 0; i < 4; i++) {
    h = mix((h + 0x6d2b79f5) | 0);
    sum += h / 2 ** 32;
  }
  return (sum - 2) * SQRT3;
}

function catalogTick(marketId: string): { id: string; tick: bigint } {
  const market = marketById(marketId);
  if (!market) throw new RangeError(`market ${marketId} is not in the venue_a catalog`);
  return { id: market.id, tick: tickSize(market) };
}

function probability(price: bigint): number {
  return Number(price) / Number(PRICE_ONE);
}

function snap(p: number, tick: bigint): bigint {
  const ticksInOne = Number(PRICE_ONE / tick);
  const ticks = Math.min(Math.max(Math.round(p * ticksInOne), 1), ticksInOne - 1);
  return BigInt(ticks) * tick;
}

/** The price of the latest point at or before t; undefined before the first point. */
function scriptedAt(points: readonly PricePoint[], t: number): bigint | undefined {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (points[middle]!.t <= t) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? undefined : points[low - 1]!.price;
}

export class PriceProcess {
  readonly seed: string;
  readonly stepMs: number;
  readonly anchorMs: number;
  private readonly stepVolatility: number;
  private readonly noiseKeys = new Map<string, { key: number; atAnchor: number }>();
  private readonly scripts = new Map<string, readonly PricePoint[]>();
  /** Each market's walked Yes price at the step last asked for. */
  private readonly walked = new Map<string, { step: number; price: bigint }>();

  constructor({
    seed = 'venue_a',
    stepMs = 5_000,
    dailyVolatility = 0.2,
    anchorMs = Date.UTC(2026, 11, 1),
  }: PriceProcessOptions = {}) {
    if (!Number.isSafeInteger(stepMs) || stepMs <= 0) throw new RangeError('stepMs must be a positive integer');
    if (!Number.isFinite(dailyVolatility) || dailyVolatility < 0) throw new RangeError('dailyVolatility must be ≥ 0');
    if (!Number.isFinite(anchorMs)) throw new RangeError('anchorMs must be epoch ms');
    this.seed = seed;
    this.stepMs = stepMs;
    this.anchorMs = anchorMs;
    this.stepVolatility = dailyVolatility / Math.sqrt(DAY_MS / stepMs);
  }

  /** The fair price of one outcome token at t: Yes for index 0, 1 − Yes for index 1. */
  fairPrice(market: VenueAMarket, outcomeIndex: number, t: number): bigint {
    const yes = this.yesPrice(market, t);
    if (outcomeIndex === 0) return yes;
    if (outcomeIndex === 1) return PRICE_ONE - yes;
    throw new RangeError(`market ${market.id} has no outcome ${outcomeIndex}`);
  }

  yesPrice(market: VenueAMarket, t: number): bigint {
    if (!Number.isFinite(t)) throw new RangeError('t must be epoch ms');
    const script = this.scripts.get(market.id);
    const scripted = script && scriptedAt(script, t);
    if (scripted !== undefined) return scripted;
    // The walk holds for a step: every order of a step (a batch's twenty) prices the market once.
    const step = Math.floor(t / this.stepMs);
    const walked = this.walked.get(market.id);
    if (walked?.step === step) return walked.price;
    const price = snap(this.walkedProbability(market, t), tickSize(market));
    this.walked.set(market.id, { step, price });
    return price;
  }

  /** The Yes price of a market outside the venue_a catalog, scripts included. */
  independentYesPrice(market: IndependentMarket, t: number): bigint {
    if (!Number.isFinite(t)) throw new RangeError('t must be epoch ms');
    const script = this.scripts.get(market.id);
    const scripted = script && scriptedAt(script, t);
    return scripted ?? snap(this.walk(market.id, probability(market.initialYes), t), market.tick);
  }

  /**
   * Replaces the market's Yes price path from the first point's time on: each point's price holds
   * from its t until the next point's t, the last one forever. Before the first point the seeded
   * path still applies, so a script can start a move from wherever the market was. Points must be
   * in strictly increasing time order, on the market's tick and inside [tick, 1 − tick]. Other
   * markets, neg-risk siblings included, keep their own paths.
   */
  setScriptedPrices(target: string | IndependentMarket, points: readonly PricePoint[]): void {
    const { id: marketId, tick } = typeof target === 'string' ? catalogTick(target) : target;
    if (points.length === 0) throw new RangeError('a script needs at least one point; use clearScriptedPrices to remove one');
    points.forEach((point, i) => {
      if (!Number.isFinite(point.t) || (i > 0 && point.t <= points[i - 1]!.t)) {
        throw new RangeError(`script point ${i}: times must be finite and strictly increasing`);
      }
      if (point.price % tick !== 0n || point.price < tick || point.price > PRICE_ONE - tick) {
        throw new RangeError(`script point ${i}: price must be on tick ${decimalText(tick, USDC_SCALE)} inside [tick, 1 − tick]`);
      }
    });
    this.scripts.set(marketId, points.map((point) => Object.freeze({ ...point })));
  }

  /** Returns one market, or every market when no id is given, to its seeded path. */
  clearScriptedPrices(marketId?: string): void {
    if (marketId === undefined) this.scripts.clear();
    else this.scripts.delete(marketId);
  }

  private walkedProbability(market: VenueAMarket, t: number): number {
    const own = this.walk(market.id, probability(initialYesPrice(market.id)), t);
    if (!market.negRiskMarketId) return own;
    let walkedSum = 0;
    let initialSum = 0;
    for (const sibling of negRiskMarkets(market.negRiskMarketId)) {
      walkedSum += this.walk(sibling.id, probability(initialYesPrice(sibling.id)), t);
      initialSum += probability(initialYesPrice(sibling.id));
    }
    return (own * initialSum) / walkedSum;
  }

  private walk(marketId: string, p0: number, t: number): number {
    const { key, atAnchor } = this.noiseKeyOf(marketId);
    return 1 / (1 + Math.exp(-(Math.log(p0 / (1 - p0)) + this.noise(key, t) - atAnchor)));
  }

  private noise(key: number, t: number): number {
    const step = Math.floor(t / this.stepMs);
    let sum = 0;
    for (let octave = 0, spacing = 1; octave < OCTAVES; octave++, spacing *= BRANCHING) {
      const knot = Math.floor(step / spacing);
      const from = knotValue(key, octave, knot);
      const to = knotValue(key, octave, knot + 1);
      const along = (step - knot * spacing) / spacing;
      sum += this.stepVolatility * Math.sqrt(spacing) * (from + (to - from) * along);
    }
    return sum;
  }

  private noiseKeyOf(marketId: string): { key: number; atAnchor: number } {
    let noiseKey = this.noiseKeys.get(marketId);
    if (noiseKey === undefined) {
      const key = createHash('sha256').update(`${this.seed}\n${marketId}`).digest().readUInt32BE(0);
      noiseKey = { key, atAnchor: this.noise(key, this.anchorMs) };
      this.noiseKeys.set(marketId, noiseKey);
    }
    return noiseKey;
  }
}
