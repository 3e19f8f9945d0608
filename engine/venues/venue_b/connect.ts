import type { Clock } from '../../clock.js';
import { ConfigError, VENUE_B_LIVE_PENDING, type Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import type { Logger } from '../../logger.js';
import type { PriceProcess } from '../venue_a/sim/price-process.js';
import type { VenueB } from './port.js';
import { openSimVenueB } from './sim/adapter.js';

/** venue_b as VENUE_B_MODE says, chosen once at start. */
export function openVenueB(config: Pick<Config, 'venueB' | 'simSeed'>, deps: { db: Db; clock: Clock; logger: Logger; prices: PriceProcess }): VenueB {
  const settings = config.venueB;
  switch (settings.mode) {
    case 'sim':
      return openSimVenueB({
        ...deps,
        seed: config.simSeed,
        chainFile: settings.chainFile,
        quoteTtlMs: settings.quoteTtlMs,
        requireKyc: settings.requireKyc,
        custody: { rawSigning: settings.custodyRawSigning, maxFee: settings.custodyMaxFee },
      });
    case 'live':
      throw new ConfigError('VENUE_B_MODE', VENUE_B_LIVE_PENDING);
  }
}
