import type { Histogram } from 'prom-client';
import { scriptGroupWait, tradeStages, venueCalls } from '../engine/metrics.js';

type Totals = Map<string, { sum: number; count: number }>;

/** A histogram's sum and count, added up under the name `key` gives each series' labels (none: left out). */
async function addUp(into: Totals, histogram: Histogram<string>, key: (labels: Record<string, unknown>) => string | null): Promise<void> {
  for (const { metricName, labels, value } of (await histogram.get()).values) {
    const name = key(labels);
    const field = metricName?.endsWith('_sum') ? 'sum' : metricName?.endsWith('_count') ? 'count' : null;
    if (name === null || field === null) continue;
    const entry = into.get(name) ?? { sum: 0, count: 0 };
    entry[field] += value;
    into.set(name, entry);
  }
}

/** The stages in the order a trade passes them: the venue call is timed as every venue call is. */
async function read(): Promise<Totals> {
  const totals: Totals = new Map(['verify', 'reserve', 'venue', 'settle', 'group-commit wait'].map((stage) => [stage, { sum: 0, count: 0 }]));
  await addUp(totals, tradeStages as Histogram<string>, (labels) => String(labels.stage));
  await addUp(totals, venueCalls as Histogram<string>, (labels) => (labels.venue === 'venue_a' && labels.operation === 'placeOrder' ? 'venue' : null));
  await addUp(totals, scriptGroupWait, () => 'group-commit wait');
  return totals;
}

/**
 * The mean time a row's single orders spent in each stage (trade_stage_duration_seconds, and
 * venue_call_duration_seconds for the venue call) and waiting for their group commit
 * (db_script_group_wait_seconds), read from the service's own metrics; empty for a row that placed
 * no single order.
 */
export async function stageMeter(): Promise<{ stop(): Promise<string> }> {
  const before = await read();
  return {
    async stop() {
      const moved = [...(await read())].flatMap(([name, { sum, count }]) => {
        const was = before.get(name)!;
        return count > was.count ? [`${name} ${(((sum - was.sum) / (count - was.count)) * 1000).toFixed(1)}`] : [];
      });
      return moved.some((m) => !m.startsWith('group-commit')) ? `   mean ms: ${moved.join(', ')}` : '';
    },
  };
}
