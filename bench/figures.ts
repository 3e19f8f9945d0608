import fs from 'node:fs';

/** The rows of `npm run bench` that goals are set for, and the ones read beside them, by the names it prints them under. */
export const ROWS = {
  me: 'GET /agents/me',
  resting: 'POST /markets/trade (resting)',
  oneAgent: 'POST /markets/trade (resting, one agent)',
  marketable: 'POST /markets/trade (marketable)',
  refused: 'POST /markets/trade (refused, 403)',
  portfolio: 'GET /markets/portfolio (1000 positions)',
  /** Not the service: the least a verified, durable resting trade costs here (bench/floor.ts). */
  floor: 'the floor: resting, not the service',
} as const;

/**
 * The names of a row's figures: its share of bare Koa (%) and its p99 (ms), which goals are set
 * on, and its CPU per request as a multiple of bare Koa's (bench/cpu.ts), which the judge prints.
 */
export const rowFigures = (row: string) => ({ share: `${row} share of bare Koa`, p99: `${row} p99`, cpuOverBare: `${row} CPU per request, × bare Koa's` });

export const FIGURES = {
  batchOverSingle: 'batch orders/s over single resting orders/s',
  /** The idle service's CPU, as a % of a core, with this many resting orders. */
  idleCorePercent: (resting: number) => `idle with ${resting} resting orders, % of a core`,
  startSeconds: 'first start to healthy',
  startRssMb: 'first start RSS after 10 s idle',
  /** The limit race's figures, by the orders it sent over its processes. */
  raceOvershoot: (orders: number) => `limit race of ${orders} orders, overshoot`,
  raceDuplicates: (orders: number) => `limit race of ${orders} orders, recorded twice`,
} as const;

/**
 * The figures a run's goals are judged on (bench/goals.ts), beside the lines that print them: with
 * BENCH_FIGURES naming a file, each is appended to it as a JSON line. The processes a run starts
 * for a row of its own (the idle service) inherit the variable and append to the same file.
 */
export function recordFigure(name: string, value: number): void {
  const file = process.env.BENCH_FIGURES;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ name, value })}\n`);
}

/** A file's figures by name (none if there is no file); a figure recorded twice keeps its last value. */
export function readFigures(file: string): Map<string, number> {
  const figures = new Map<string, number>();
  if (!fs.existsSync(file)) return figures;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const { name, value } = JSON.parse(line) as { name: string; value: number };
    figures.set(name, value);
  }
  return figures;
}
