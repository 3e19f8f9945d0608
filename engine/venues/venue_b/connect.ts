import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import type { KvStore } from '../../kv/kv.js';
import type { Logger } from '../../logger.js';
import type { PriceProcess } from '../venue_a/sim/price-process.js';
import type { VenueB } from './port.js';
import { DeferredSimVenueB } from './sim/deferred.js';

/**
 * venue_b as VENUE_B_MODE says, chosen once at start. The live adapter is loaded only when chosen;
 * the simulation opens its chain on first use (sim/deferred.ts).
 */
export async function openVenueB(config: Pick<Config, 'venueB' | 'simSeed'>, deps: { db: Db; kv: KvStore; clock: Clock; logger: Logger; prices: PriceProcess }): Promise<VenueB> {
  const settings = config.venueB;
  if (settings.mode === 'live') return (await import('./live/adapter.js')).openLiveVenueB(settings.live!, deps);
  return new DeferredSimVenueB({
    ...deps,
    seed: config.simSeed,
    chainFile: settings.chainFile,
    quoteTtlMs: settings.quoteTtlMs,
    requireKyc: settings.requireKyc,
    custody: { rawSigning: settings.custodyRawSigning, maxFee: settings.custodyMaxFee },
  });
}
