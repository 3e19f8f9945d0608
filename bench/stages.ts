import type { Histogram } from 'prom-client';
import { scriptGroupWait, tradeStages } from '../engine/metrics.js';

type Totals = Map<string, { sum: number; count: number }>;

/** A histogram's sum and count, added up by the name `key` gives each series' labels. */
async function totals(histogram: Histogram<string>, key: (labels: Record<string, unknown>) => string): Promise<Totals> {
  const out: Totals = new Map();
  for (const { metricName, labels, value } of (await histogram.get()).values) {
    const name = key(labels);
    const entry = out.get(name) ?? { sum: 0, count: 0 };
    if (metricName?.endsWith('_sum')) entry.sum += value;
    else if (metricName?.endsWith('_count')) entry.count += value;
    else continue;
    out.set(name, entry);
  }
  return out;
}

const read = async (): Promise<Totals> =>
  new Map([...(await totals(tradeStages as Histogram<string>, (labels) => String(labels.stage))), ...(await totals(scriptGroupWait, () => 'group-commit wait'))]);

/**
 * The mean time a row's trades spent in each stage (trade_stage_duration_seconds) and waiting for
 * their group commit (db_script_group_wait_seconds), read from the service's own metrics; empty
 * for a row that placed no single order.
 */
export async function stageMeter(): Promise<{ stop(): Promise<string> }> {
  const before = await read();
  return {
    async stop() {
      const moved = [...(await read())].flatMap(([name, { sum, count }]) => {
        const was = before.get(name) ?? { sum: 0, count: 0 };
        return count > was.count ? [`${name} ${(((sum - was.sum) / (count - was.count)) * 1000).toFixed(1)}`] : [];
      });
      return moved.some((m) => !m.startsWith('group-commit')) ? `   mean ms: ${moved.join(', ')}` : '';
    },
  };
}
