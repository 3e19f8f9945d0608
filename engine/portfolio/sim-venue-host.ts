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
  return {
    resolved: async (conditionIds) => new Set((await findResolutions(services().db, conditionIds)).keys()),
    positions: (wallet, query) => currentPositions(services(), null, { ...query, walletAddress: wallet, venue: 'venue_a' }),
    closedPositions: (wallet, query) => closedPositions(services(), null, { ...query, walletAddress: wallet, venue: 'venue_a' }),
  };
}
