import type { Config } from '../../../config.js';
import type { Logger } from '../../../logger.js';
import { venueBMarkets } from '../catalog.js';
import { SimChain } from './chain.js';

/** The chain with a YES and a NO mint for every catalog market, restored from its snapshot when there is one. */
export function openVenueBChain(config: Config, logger: Logger): SimChain {
  const chain = new SimChain({ seed: config.simSeed, snapshotFile: config.venueB.chainFile, logger });
  chain.ensureMints(venueBMarkets().flatMap((market) => [`${market.ticker}:YES`, `${market.ticker}:NO`]));
  return chain;
}
