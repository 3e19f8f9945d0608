import type { PublicClient } from 'viem';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import type { KvStore } from '../../kv/kv.js';
import type { Logger } from '../../logger.js';
import type { SimVenueAHost, VenueA } from './port.js';
import { openSimVenueA } from './sim/adapter.js';
import type { PriceProcess } from './sim/price-process.js';

export interface VenueADeps {
  db: Db;
  kv: KvStore;
  clock: Clock;
  logger: Logger;
  evm: PublicClient | null;
  prices: PriceProcess;
  host: SimVenueAHost;
}

/** venue_a as VENUE_A_MODE says, chosen once at start; the live adapter and its HTTP client are loaded only when chosen. */
export async function openVenueA(config: Pick<Config, 'venueA'>, deps: VenueADeps): Promise<VenueA> {
  if (config.venueA.mode === 'live') return (await import('./live/adapter.js')).openLiveVenueA(config.venueA, deps);
  return openSimVenueA(deps);
}
