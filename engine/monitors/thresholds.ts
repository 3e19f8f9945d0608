import { PRICE_ONE } from '../money.js';

export type TriggerKind = 'stop_loss' | 'take_profit';

/** What a position row holds that its monitor depends on. */
export interface PositionFigures {
  size: bigint;
  reservedSize: bigint;
  cost: bigint;
  updatedAt: Date;
}

/** The figures of a positions row as selected (Int8 columns arrive as text). */
export function figuresOf(row: { size: string | bigint; reserved_size: string | bigint; cost: string | bigint; updated_at: Date }): PositionFigures {
  return { size: BigInt(row.size), reservedSize: BigInt(row.reserved_size), cost: BigInt(row.cost), updatedAt: row.updated_at };
}

/**
 * The position's state as a key: a trigger acts once per state (risk_triggers is unique on it),
 * and any change to the position (a fill, a sale, a reservation) gives a new state that may
 * trigger again.
 */
export function positionState(p: PositionFigures): string {
  return `${p.size}/${p.reservedSize}/${p.cost}/${p.updatedAt.getTime()}`;
}

/**
 * avg × (1 − percent/100), computed from cost / size in one exact division and rounded down, so
 * the stop fires only once the price is truly at or below it. 100% gives 0: a stop that never fires.
 */
export function stopLossPrice(cost: bigint, size: bigint, percent: number): bigint {
  return (cost * BigInt(100 - percent) * PRICE_ONE) / (size * 100n);
}

/**
 * avg × (1 + percent/100), rounded up, and capped at `cap` (the highest price a bid can reach)
 * so that a target beyond what the market can pay still fires at the top of the book.
 */
export function takeProfitPrice(cost: bigint, size: bigint, percent: number, cap: bigint): bigint {
  const numerator = cost * BigInt(100 + percent) * PRICE_ONE;
  const denominator = size * 100n;
  const price = (numerator + denominator - 1n) / denominator;
  return price < cap ? price : cap;
}

export interface Thresholds {
  stop: bigint | null;
  take: bigint | null;
}

export function thresholdsOf(
  position: Pick<PositionFigures, 'size' | 'cost'>,
  settings: { stopLossPercent: number | null; takeProfitPercent: number | null },
  cap: bigint,
): Thresholds {
  return {
    stop: settings.stopLossPercent === null ? null : stopLossPrice(position.cost, position.size, settings.stopLossPercent),
    take: settings.takeProfitPercent === null ? null : takeProfitPrice(position.cost, position.size, settings.takeProfitPercent, cap),
  };
}

/** A bid at or below the stop, or at or above the take-profit, crosses it. */
export function crosses(kind: TriggerKind, bid: bigint, threshold: bigint): boolean {
  return kind === 'stop_loss' ? bid <= threshold : bid >= threshold;
}
