import { MAX_IN_FLIGHT } from '../engine/db/script-groups.js';
import { EVENT_LOOP_SAMPLE_MS } from '../engine/metrics.js';

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
  const totals: Totals = new Map(['verify', 'place', 'reserve', 'venue', 'settle', 'group-commit wait'].map((stage) => [stage, { sum: 0, count: 0 }]));
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

/** A histogram's sum and count in a /metrics text. */
function histogram(metrics: string, metric: string): { sum: number; count: number } {
  return { sum: counterValue(metrics, `${metric}_sum`), count: counterValue(metrics, `${metric}_count`) };
}

/**
 * The group committer's pipe over a row, from /metrics before and after (`seconds` long): groups a
 * second and their jobs (an agent's script each), the mean round trip of a group (sent to read), how
 * many of the MAX_IN_FLIGHT were on their way on average, and how late the event loop ran a timer,
 * on average (nodejs_eventloop_lag_mean_seconds, which counts the sampling interval in and is reset
 * by each scrape of /metrics, so it is the row's). A pipe always full whose round trips are several
 * times the server's work says the trade path waits on the event loop, not on the database.
 */
export function pipeMeter(before: string): { stop(after: string, seconds: number): string } {
  const size = histogram(before, 'db_script_group_size');
  const trip = histogram(before, 'db_script_group_round_trip_seconds');
  return {
    stop(after, seconds) {
      const [sizeAfter, tripAfter] = [histogram(after, 'db_script_group_size'), histogram(after, 'db_script_group_round_trip_seconds')];
      const groups = sizeAfter.count - size.count;
      const lag = counterValue(after, 'nodejs_eventloop_lag_mean_seconds') * 1000 - EVENT_LOOP_SAMPLE_MS;
      if (!groups || !seconds) return '';
      const roundTrips = tripAfter.sum - trip.sum;
      return (
        `   group commits: ${Math.round(groups / seconds)}/s of ${((sizeAfter.sum - size.sum) / groups).toFixed(1)} scripts, round trip ${((roundTrips / (tripAfter.count - trip.count)) * 1000).toFixed(1)} ms, ` +
        `${(roundTrips / seconds).toFixed(2)} of ${MAX_IN_FLIGHT} on their way; event loop late by ${lag.toFixed(1)} ms`
      );
    },
  };
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
