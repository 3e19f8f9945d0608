import DataLoader from 'dataloader';
import { findResolutions } from '../markets/market-state.js';
import type { Services } from '../services.js';
import type { SimVenueAHost } from '../venues/venue_a/port.js';
import { closedPositions } from './closed-positions.js';
import { currentPositions } from './current-positions.js';

/**
 * What the simulated venue_a reads from the service: the simulation settles on the service's
 * books, so its Data API is the books' view of a wallet, and its markets close when the service
 * records their resolution.
 */
export function simVenueAHost(services: () => Services): SimVenueAHost {
  // Markets asked about in the same tick (the holdings of a portfolio, concurrent trades) share one
  // query; nothing is cached, so a resolution counts from the next question on.
  const resolvedOne = new DataLoader<string, boolean>(
    async (conditionIds) => {
      const found = await findResolutions(services().db, conditionIds);
      return conditionIds.map((id) => found.has(id.toLowerCase()));
    },
    { cache: false },
  );
  return {
    resolved: async (conditionIds) => {
      if (!conditionIds) return new Set((await findResolutions(services().db)).keys());
      const answers = await resolvedOne.loadMany(conditionIds);
      const failed = answers.find((answer) => answer instanceof Error);
      if (failed) throw failed;
      return new Set(conditionIds.filter((_, i) => answers[i] === true).map((id) => id.toLowerCase()));
    },
    positions: (wallet, query) => currentPositions(services(), null, { ...query, walletAddress: wallet, venue: 'venue_a' }),
    closedPositions: (wallet, query) => closedPositions(services(), null, { ...query, walletAddress: wallet, venue: 'venue_a' }),
  };
}
