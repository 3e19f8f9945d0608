/**
 * Order status codes. Transitions on the simulated venue: an order that fills completely at
 * placement is MATCHED (2); one with a remainder that rests is LIVE (1), and becomes MATCHED when
 * the book fills the rest; a LIVE order cancelled by the agent, or a GTD order past its
 * expiration, is CANCELED (3); a LIVE order of a market that resolves is MARKET_RESOLVED (4).
 * INVALID (5) is kept for orders the venue voids.
 */
export const ORDER_STATUS = { live: 1, matched: 2, canceled: 3, marketResolved: 4, invalid: 5 } as const;
export const STATUS_NAMES: Record<number, string> = { 1: 'LIVE', 2: 'MATCHED', 3: 'CANCELED', 4: 'MARKET_RESOLVED', 5: 'INVALID' };
