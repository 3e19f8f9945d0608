import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { PublicClient } from 'viem';
import { startServer, type RunningServer } from '../../api/server.js';
import type { Clock } from '../../engine/clock.js';
import { loadConfig, type Config, type DatabaseConfig } from '../../engine/config.js';
import { createLogger } from '../../engine/logger.js';
import { Api } from './client.js';
import { env } from './environment.js';
import { exampleRecorder } from './examples-recorder.js';

export interface TestService extends RunningServer {
  config: Config;
  /** Every log line the service wrote, as JSON text. */
  logs: string[];
  /** A client with its own client address, so per-IP limits of other tests do not touch it. */
  api(): Api;
}

const running = new Set<TestService>();

/** Starts the service on a loopback port against this run's stores; responses are checked against their schemas. */
export async function startTestService(
  options: {
    config?: Partial<Config>;
    clock?: Clock;
    evm?: PublicClient;
    /** A pool of the service's own to this run's database (through a proxy, say), instead of the run's shared one. */
    database?: DatabaseConfig;
  } = {},
): Promise<TestService> {
  const e = env();
  const defaults = loadConfig({ DATA_DIR: e.tmpDir });
  const config: Config = {
    ...defaults,
    port: 0,
    host: '127.0.0.1',
    database: options.database ?? e.database,
    redis: e.redis,
    trustProxy: true,
    credentialsKey: randomBytes(32),
    // Timers are off in tests, which run sweeps and recordings themselves; a suite may turn them on.
    sweepIntervalMs: 0,
    priceRecordIntervalMs: 0,
    schedulesEnabled: false,
    // Receivers in tests listen on loopback.
    webhooks: { ...defaults.webhooks, dispatchIntervalMs: 0, allowPrivateTargets: true },
    monitors: { ...defaults.monitors, intervalMs: 0 },
    // Each test service has its own chain, kept in memory.
    venueB: { ...defaults.venueB, chainFile: null },
    ...options.config,
  };
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const server = await startServer(
    config,
    {
      ...(options.database ? {} : { database: e.handle }),
      logger: createLogger('info', sink),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.evm ? { evm: options.evm } : {}),
    },
    { validateResponses: true, record: exampleRecorder() },
  );
  const service: TestService = {
    ...server,
    config,
    logs,
    api: () => new Api(server.url),
    close: async () => {
      running.delete(service);
      await server.close();
    },
  };
  running.add(service);
  return service;
}

/** `run` on a service of its own (one a test may break), closed afterwards whatever happens. */
export async function withTestService(run: (service: TestService) => Promise<void>): Promise<void> {
  const service = await startTestService();
  try {
    await run(service);
  } finally {
    await service.close();
  }
}

/** venue_a live, on a local fake of Polymarket's APIs. */
export function liveVenueA(venue: { clobUrl: string; gammaUrl: string; dataUrl: string }): Config['venueA'] {
  const { venueA } = loadConfig({});
  return { ...venueA, mode: 'live', clobUrl: venue.clobUrl, gammaUrl: venue.gammaUrl, dataUrl: venue.dataUrl, timeoutMs: 2_000 };
}

export async function closeAllServices(): Promise<void> {
  await Promise.all([...running].map((s) => s.close()));
}
