type Totals = Map<string, { sum: number; count: number }>;

/** A Prometheus text line: its metric name, its labels and its value. */
const LINE = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/;
const labelsOf = (text: string | undefined) => Object.fromEntries([...(text ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));

/** The histograms a stage is read from, and the stage a series belongs to (null: none). */
const STAGE_SERIES: Record<string, (labels: Record<string, string>) => string | null> = {
  trade_stage_duration_seconds: (labels) => labels.stage ?? null,
  venue_call_duration_seconds: (labels) => (labels.venue === 'venue_a' && labels.operation === 'placeOrder' ? 'venue' : null),
  db_script_group_wait_seconds: () => 'group-commit wait',
};

/** The stages in the order a trade passes them (the venue call is timed as every venue call is), from a /metrics text. */
function read(metrics: string): Totals {
  const totals: Totals = new Map(['verify', 'reserve', 'venue', 'settle', 'group-commit wait'].map((stage) => [stage, { sum: 0, count: 0 }]));
  for (const line of metrics.split('\n')) {
    const [, name, labels, value] = LINE.exec(line) ?? [];
    const field = name?.endsWith('_sum') ? 'sum' : name?.endsWith('_count') ? 'count' : null;
    if (!name || !field) continue;
    const stage = STAGE_SERIES[name.slice(0, name.lastIndexOf('_'))]?.(labelsOf(labels));
    const entry = stage ? totals.get(stage) : undefined;
    if (entry) entry[field] += Number(value);
  }
  return totals;
}

/** A counter's value in a /metrics text, all its series added up. */
export function counterValue(metrics: string, metric: string): number {
  let total = 0;
  for (const line of metrics.split('\n')) {
    const [, name, , value] = LINE.exec(line) ?? [];
    if (name === metric) total += Number(value);
  }
  return total;
}

/**
 * The mean time a row's single orders spent in each stage (trade_stage_duration_seconds, and
 * venue_call_duration_seconds for the venue call) and waiting for their group commit
 * (db_script_group_wait_seconds), from the service's own /metrics before and after; empty for a
 * row that placed no single order.
 */
export function stageMeter(before: string): { stop(after: string): string } {
  const was = read(before);
  return {
    stop(after) {
      const moved = [...read(after)].flatMap(([name, { sum, count }]) => {
        const then = was.get(name)!;
        return count > then.count ? [`${name} ${(((sum - then.sum) / (count - then.count)) * 1000).toFixed(1)}`] : [];
      });
      return moved.some((m) => !m.startsWith('group-commit')) ? `   mean ms: ${moved.join(', ')}` : '';
    },
  };
}
