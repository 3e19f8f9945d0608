import { createAuthenticator, type Authenticator } from './auth/authenticator.js';
import { resolveCredentialsKeys, type CredentialsKeyRing } from './auth/credentials-key.js';
import { createPublicClient, http, type PublicClient } from 'viem';
import { systemClock, type Clock } from './clock.js';
import { reportClockSkew } from './clock-skew.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle, type Db } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { openJobRunner } from './jobs/connect.js';
import type { JobRunner } from './jobs/jobs.js';
import { openKv } from './kv/connect.js';
import type { KvStore } from './kv/kv.js';
import { createLogger, type Logger } from './logger.js';
import { openVenueA } from './venues/venue_a/connect.js';
import type { VenueA } from './venues/venue_a/port.js';
import { PriceProcess } from './venues/venue_a/sim/price-process.js';
import { openVenueB } from './venues/venue_b/connect.js';
import type { VenueB } from './venues/venue_b/port.js';
import { simVenueAHost } from './portfolio/sim-venue-host.js';
import { instrumentVenue } from './metrics.js';

/** Everything the engine and the routes need, built once per process from the config. */
export interface Services {
  config: Config;
  clock: Clock;
  logger: Logger;
  db: Db;
  /** Agent API keys, resolved and held briefly in this process. */
  auth: Authenticator;
  kv: KvStore;
  jobs: JobRunner;
  credentialsKeys: CredentialsKeyRing;
  /** The configured EVM, for contract-wallet checks; null when none is configured. */
  evm: PublicClient | null;
  /** venue_a, simulated or live: the engine asks it for everything through this port. */
  venueA: VenueA;
  /** The simulations' price process (deterministic for a seed, scriptable in tests). */
  prices: PriceProcess;
  /** venue_b, simulated or live as VENUE_B_MODE says. */
  venueB: VenueB;
  close(): Promise<void>;
}

export interface ServiceOverrides {
  clock?: Clock;
  logger?: Logger;
  /** A database opened by the caller (tests share one per run); the caller closes it. */
  database?: DatabaseHandle;
  /** An EVM client made by the caller (tests use an in-process chain). */
  evm?: PublicClient;
  prices?: PriceProcess;
}

export async function openServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database = overrides.database ?? (await openDatabase(config.database, logger));
  const closers: Array<() => Promise<void>> = overrides.database ? [] : [() => database.close()];
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) logger.info({ migrations: applied }, 'applied database migrations');
    // The embedded database reads this process's own clock; a clock given by a caller (a test's) is no wall clock.
    if (database.kind === 'postgres' && !overrides.clock) await reportClockSkew(database.db, clock, logger);
    const kv = await openKv(config, clock);
    closers.unshift(() => kv.close());
    const jobs = await openJobRunner(config, logger);
    closers.unshift(() => jobs.close());
    const credentialsKeys = await resolveCredentialsKeys(config, logger);
    const prices = overrides.prices ?? new PriceProcess({ seed: config.simSeed });
    const venueB = instrumentVenue('venue_b', await openVenueB(config, { db: database.db, kv, clock, logger, prices }));
    closers.unshift(() => venueB.close());
    const evm = overrides.evm ?? (config.polygonRpcUrl ? createPublicClient({ transport: http(config.polygonRpcUrl) }) : null);
    logger.info(
      { database: database.kind, kv: config.redis ? 'redis' : 'memory', jobs: config.redis ? 'bullmq' : 'in-process' },
      'stores ready',
    );
    const services: Services = {
      config,
      clock,
      logger,
      db: database.db,
      auth: createAuthenticator(database.db),
      kv,
      jobs,
      credentialsKeys,
      evm,
      // The simulation's host reads the service's books, which are priced through this very port: bound once both exist.
      venueA: instrumentVenue('venue_a', await openVenueA(config, { db: database.db, kv, clock, logger, evm, prices, host: simVenueAHost(() => services) })),
      prices,
      venueB,
      close: async () => {
        for (const close of closers) await close();
      },
    };
    closers.unshift(() => services.venueA.close());
    return services;
  } catch (error) {
    for (const close of closers) await close().catch(() => {});
    throw error;
  }
}
