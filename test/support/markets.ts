import type { VenueAMarket } from '../../engine/venues/venue_a/market.js';

/** A binary venue_a market outside the catalog, for suites that verify orders without the simulated venue. */
export function fixtureMarket(overrides: Partial<VenueAMarket> = {}): VenueAMarket {
  return {
    id: '512345',
    question: 'Will it rain in Lisbon tomorrow?',
    slug: 'rain-lisbon-tomorrow',
    description: 'Resolves Yes if measurable rain falls.',
    category: 'Weather',
    image: null,
    conditionId: `0x${'c0'.repeat(32)}`,
    outcomes: ['Yes', 'No'],
    clobTokenIds: [
      '71321045679252212594626385532706912750332728571942532289631379312455583992563',
      '52114319501245915516055106046884209969926127482827954674443846427813813222426',
    ],
    tickSize: '0.01',
    minOrderSize: '5',
    negRisk: false,
    negRiskMarketId: null,
    version: 'v1',
    startDate: '2026-01-01T00:00:00Z',
    endDate: '2027-01-01T00:00:00Z',
    active: true,
    closed: false,
    acceptingOrders: true,
    enableOrderBook: true,
    volumeNum: 1000,
    liquidityNum: 500,
    events: [],
    tags: [],
    ...overrides,
  };
}
