import client from 'prom-client';
import { SeriesCounter, SeriesHistogram } from './series-metrics.js';

/**
 * The process's Prometheus metrics, served at GET /metrics. One registry per process: several
 * service processes each expose their own, and Prometheus sums them. Code that sees an event
 * counts it here; what lives elsewhere (actors, job queues) is read when scraped.
 */
export const registry = new client.Registry();
// The event-loop delay is sampled every 100 ms, not every 10: each sample wakes an idle process,
// and a hundred wake-ups a second were most of what a service with nothing to do cost.
export const EVENT_LOOP_SAMPLE_MS = 100;
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new SeriesHistogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const trades = new SeriesCounter({
  name: 'trades_total',
  help: 'Trade requests (single, batch and venue_b submit) by venue and outcome: accepted, or refused with a 4xx',
  labelNames: ['venue', 'outcome'] as const,
  registers: [registry],
});

export const tradeRefusals = new SeriesCounter({
  name: 'trade_refusals_total',
  help: 'Refused trade requests by venue and reason (the errorCode)',
  labelNames: ['venue', 'reason'] as const,
  registers: [registry],
});

export const actorMessages = new SeriesHistogram({
  name: 'actor_message_duration_seconds',
  help: 'Time an agent actor spent on a message, by kind and outcome (ok, refused, failed)',
  labelNames: ['kind', 'outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const actorMailboxWait = new SeriesHistogram({
  name: 'actor_mailbox_wait_seconds',
  help: 'Time a message waited in an agent actor’s mailbox before it ran',
  buckets: SECONDS,
  registers: [registry],
});

export const venueCalls = new SeriesHistogram({
  name: 'venue_call_duration_seconds',
  help: 'Calls of a venue port by venue, operation and outcome (ok, refused, error); _count is the number of calls',
  labelNames: ['venue', 'operation', 'outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const jobRuns = new client.Counter({
  name: 'job_runs_total',
  help: 'Background job attempts by queue and outcome (ok, failed)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [registry],
});

export const webhookAttempts = new client.Counter({
  name: 'webhook_delivery_attempts_total',
  help: 'Webhook delivery attempts by outcome: delivered, retrying (failed, will retry), failed (failed, attempts used up)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const idempotencyReplays = new client.Counter({
  name: 'idempotency_replays_total',
  help: 'Requests answered from an Idempotency-Key’s stored answer instead of running again',
  registers: [registry],
});

export const dbRoundTrips = new SeriesCounter({
  name: 'db_round_trips_total',
  help: 'Statements sent to the database, each one round trip (BEGIN and COMMIT included)',
  registers: [registry],
});

export const scriptGroupSize = new SeriesHistogram({
  name: 'db_script_group_size',
  help: 'Agents whose trade writes shared one round trip and one commit (group commit)',
  buckets: [1, 2, 4, 8, 16, 32],
  registers: [registry],
});

export const tradeStages = new SeriesHistogram({
  name: 'trade_stage_duration_seconds',
  help: 'Stages of a single venue_a order: verify (market, signature; a maxTradeAmount refusal comes before the signature); place on the simulated venue (reservation, venue record and settlement in one script); otherwise reserve (limits, holds, the pending row), then the venue call (venue_call_duration_seconds), then settle (the venue\'s answer recorded)',
  labelNames: ['stage'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const scriptGroupWait = new SeriesHistogram({
  name: 'db_script_group_wait_seconds',
  help: 'Time a trade write waited for its group commit to be sent (behind the groups on their way, or its agent\'s previous write)',
  buckets: SECONDS,
  registers: [registry],
});

export const scriptGroupRoundTrip = new SeriesHistogram({
  name: 'db_script_group_round_trip_seconds',
  help: 'A group commit from being sent to its answer being read (the server\'s work, and the wait for this process\'s event loop to read it); MAX_IN_FLIGHT of them are on their way at once',
  buckets: SECONDS,
  registers: [registry],
});

/** The stage's time into trade_stage_duration_seconds, however it ends. */
export async function timedStage<T>(stage: 'verify' | 'place' | 'reserve' | 'settle', work: Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work;
  } finally {
    tradeStages.observe({ stage }, (performance.now() - started) / 1000);
  }
}

/** What a scrape reads from the running parts: each registers a reader while it runs. */
const actorReaders = new Set<() => { actors: number; mailboxDepth: number }>();
const queueReaders = new Set<() => Promise<Record<string, number>>>();

export function watchActors(read: () => { actors: number; mailboxDepth: number }): () => void {
  actorReaders.add(read);
  return () => actorReaders.delete(read);
}

export function watchQueues(read: () => Promise<Record<string, number>>): () => void {
  queueReaders.add(read);
  return () => queueReaders.delete(read);
}

new client.Gauge({
  name: 'actors_active',
  help: 'Agent actors in memory',
  registers: [registry],
  collect() {
    this.set([...actorReaders].reduce((sum, read) => sum + read().actors, 0));
  },
});

new client.Gauge({
  name: 'actor_mailbox_depth',
  help: 'Messages waiting in agent actors’ mailboxes, all actors together',
  registers: [registry],
  collect() {
    this.set([...actorReaders].reduce((sum, read) => sum + read().mailboxDepth, 0));
  },
});

new client.Gauge({
  name: 'job_queue_depth',
  help: 'Jobs waiting, delayed or running, by queue',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const read of queueReaders) {
      for (const [queue, depth] of Object.entries(await read().catch(() => ({})))) this.inc({ queue }, depth);
    }
  },
});

/** The outcome label of a call that threw: a refusal (4xx) is an answer, anything else an error. */
export function outcomeOf(error: unknown): 'refused' | 'error' {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status < 500 ? 'refused' : 'error';
}

/**
 * The port with every async method timed into venue_call_duration_seconds. The adapters stay
 * unaware of metrics; the composition wraps them.
 */
export function instrumentVenue<T extends object>(venue: 'venue_a' | 'venue_b', port: T): T {
  // One wrapper per method function, made on first use: the trade path calls these on every order.
  // Keyed by the function, so a method replaced on the port (as tests do) gets its own.
  const wrappers = new WeakMap<(...args: unknown[]) => unknown, (...args: unknown[]) => unknown>();
  return new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || property === 'close' || property === 'health') return value;
      const method = value as (...args: unknown[]) => unknown;
      let wrapper = wrappers.get(method);
      if (!wrapper) {
        wrapper = (...args: unknown[]) => {
          const started = performance.now();
          const result = method.apply(target, args);
          if (!(result instanceof Promise)) return result;
          const observe = (outcome: string) => venueCalls.observe({ venue, operation: property, outcome }, (performance.now() - started) / 1000);
          return result.then(
            (answer) => {
              observe('ok');
              return answer;
            },
            (error: unknown) => {
              observe(outcomeOf(error));
              throw error;
            },
          );
        };
        wrappers.set(method, wrapper);
      }
      return wrapper;
    },
  });
}

export const clockSkew = new client.Gauge({
  name: 'clock_skew_seconds',
  help: "This process's clock ahead of the database server's (behind, negative), as measured at start",
  registers: [registry],
});
