import { FIGURES, ROWS, rowFigures } from './figures.js';

/**
 * The goals of the trade path's benchmark (the step 9 issue's table), each a bound on one figure a
 * run records (bench/figures.ts), judged on the median of the runs that recorded it.
 */
const HOLDS = {
  '≥': (value: number, limit: number) => value >= limit,
  '<': (value: number, limit: number) => value < limit,
  '≤': (value: number, limit: number) => value <= limit,
};

export interface Goal {
  figure: string;
  bound: keyof typeof HOLDS;
  limit: number;
  unit: string;
}

const me = rowFigures(ROWS.me);
const resting = rowFigures(ROWS.resting);
const marketable = rowFigures(ROWS.marketable);
const refused = rowFigures(ROWS.refused);
const portfolio = rowFigures(ROWS.portfolio);

export const GOALS: readonly Goal[] = [
  { figure: me.share, bound: '≥', limit: 30, unit: '%' },
  { figure: resting.share, bound: '≥', limit: 8, unit: '%' },
  { figure: resting.p99, bound: '<', limit: 50, unit: 'ms' },
  { figure: marketable.share, bound: '≥', limit: 8, unit: '%' },
  { figure: marketable.p99, bound: '<', limit: 50, unit: 'ms' },
  { figure: refused.share, bound: '≥', limit: 10, unit: '%' },
  { figure: FIGURES.batchOverSingle, bound: '≥', limit: 3, unit: '×' },
  { figure: portfolio.p99, bound: '<', limit: 50, unit: 'ms' },
  { figure: FIGURES.idleCorePercent(100_000), bound: '<', limit: 3, unit: '%' },
  { figure: FIGURES.startSeconds, bound: '<', limit: 2, unit: 's' },
  { figure: FIGURES.startRssMb, bound: '<', limit: 300, unit: 'MB' },
  { figure: FIGURES.raceOvershoot(10_000), bound: '≤', limit: 0, unit: 'orders' },
  { figure: FIGURES.raceDuplicates(10_000), bound: '≤', limit: 0, unit: 'orders' },
];

export interface Verdict {
  goal: Goal;
  /** Each run's figure, null where a run recorded none. */
  values: Array<number | null>;
  /** Of the values there are; null when no run recorded the figure, which fails the goal. */
  median: number | null;
  holds: boolean;
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function judge(goals: readonly Goal[], runs: ReadonlyArray<ReadonlyMap<string, number>>): Verdict[] {
  return goals.map((goal) => {
    const values = runs.map((run) => run.get(goal.figure) ?? null);
    const middle = median(values.filter((value): value is number => value !== null));
    const holds = middle !== null && HOLDS[goal.bound](middle, goal.limit);
    return { goal, values, median: middle, holds };
  });
}

const shown = (value: number | null) => (value === null ? '–' : String(Number(value.toFixed(2))));

/** A line per bound: each run's figure, the median, the bound (after `label`) and whether it holds. */
function boundLines(verdicts: readonly Verdict[], label: string): string[] {
  const figures = verdicts.map((verdict) => verdict.values.map(shown).join(', '));
  const nameWidth = Math.max(...verdicts.map((verdict) => verdict.goal.figure.length));
  const figuresWidth = Math.max(...figures.map((text) => text.length));
  return verdicts.map(
    ({ goal, median: middle, holds }, i) =>
      `${holds ? '✔' : '✘'} ${goal.figure.padEnd(nameWidth)}   ${figures[i]!.padEnd(figuresWidth)}   median ${shown(middle).padStart(7)}   ${label} ${goal.bound} ${goal.limit} ${goal.unit}`,
  );
}

/** A line per goal: each run's figure, the median, the bound and whether it holds; then how many hold. */
export function verdictLines(verdicts: readonly Verdict[]): string[] {
  const held = verdicts.filter((v) => v.holds).length;
  return [...boundLines(verdicts, 'goal'), `${held} of ${verdicts.length} goals hold`];
}

/**
 * Beside each share goal, its row's CPU per request as a multiple of bare Koa's (bench/cpu.ts,
 * costOverYardstick), judged as a goal is, against the most that share leaves room for where CPU
 * is all that bounds the row (100 / the share): how far the goal is in what a request costs. Rows
 * no run recorded it for are left out.
 */
export function cpuLines(goals: readonly Goal[], runs: ReadonlyArray<ReadonlyMap<string, number>>): string[] {
  const bounds = Object.values(ROWS).flatMap((row): Goal[] => {
    const { share, cpuOverBare } = rowFigures(row);
    const goal = goals.find((g) => g.figure === share && g.unit === '%');
    return goal ? [{ figure: cpuOverBare, bound: '≤', limit: Number((100 / goal.limit).toFixed(2)), unit: '×' }] : [];
  });
  return recordedLines(bounds, runs, 'the share leaves room for');
}

/** boundLines of the bounds some run recorded a figure for; none where no run recorded any. */
function recordedLines(bounds: readonly Goal[], runs: ReadonlyArray<ReadonlyMap<string, number>>, label: string): string[] {
  const recorded = judge(bounds, runs).filter((verdict) => verdict.median !== null);
  return recorded.length ? boundLines(recorded, label) : [];
}

/**
 * Beside the trade rows' share goals, the floor's share of bare Koa (bench/floor.ts: a verified,
 * durable resting trade with nothing of the contract on top), judged against the highest of those
 * goals: no trade path that verifies and commits each trade costs less than the floor, so where
 * the floor misses a goal, the hour and machine put it out of any such path's reach. Empty where
 * no run recorded the floor (it needs PostgreSQL).
 */
export function floorLines(goals: readonly Goal[], runs: ReadonlyArray<ReadonlyMap<string, number>>): string[] {
  const shares = [ROWS.resting, ROWS.marketable].map((row) => rowFigures(row).share);
  const limits = goals.filter((goal) => shares.includes(goal.figure)).map((goal) => goal.limit);
  if (!limits.length) return [];
  return recordedLines([{ figure: rowFigures(ROWS.floor).share, bound: '≥', limit: Math.max(...limits), unit: '%' }], runs, "the trade rows' goal");
}
