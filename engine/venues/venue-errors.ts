import { ApiError } from '../errors.js';

/**
 * How venues fail, in the service's own errors: the engine decides from these what was counted,
 * what to release and what to ask the venue again, and the agent reads the venue's own words in
 * `venueError`.
 */

/** The venue's refusals we recognise, by the words it uses (Polymarket's, which the simulation repeats). */
const REFUSALS: Array<[RegExp, string]> = [
  [/not enough balance|allowance/i, 'insufficient_balance'],
  [/post-only order: order crosses book/i, 'post_only_crosses'],
  [/post-only mode/i, 'venue_post_only_mode'],
  [/FOK orders are fully filled or killed/i, 'fok_not_filled'],
  [/FAK orders are partially filled or killed/i, 'fak_not_filled'],
  [/not yet ready to process new orders/i, 'market_not_ready'],
  [/invalid expiration/i, 'invalid_expiration'],
  [/order_version_mismatch|invalid order version/i, 'order_version_mismatch'],
  [/invalid signature/i, 'invalid_signature'],
  [/lower than the minimum/i, 'below_minimum_size'],
  [/signer address has to be the address of the API KEY/i, 'signer_not_api_key'],
  [/deposit wallet flow/i, 'maker_not_allowed'],
  [/invalid nonce/i, 'invalid_nonce'],
  [/already exists|duplicate/i, 'duplicate_order'],
];

export function refusalCode(message: string): string {
  return REFUSALS.find(([pattern]) => pattern.test(message))?.[1] ?? 'venue_rejected';
}

/** The venue would not take the order or request: nothing happened there. */
export class VenueRefusal extends ApiError {
  constructor(venueError: string, status: 400 | 403 = 400, code = refusalCode(venueError)) {
    const advice = status === 403 ? ' It refused the API credentials: register valid ones with POST /wallet/credentials.' : '';
    super(status, code, `The venue refused: ${venueError.replace(/\.$/, '')}.${advice}`, { fields: { venueError } });
    this.name = 'VenueRefusal';
  }
}

/** The venue asks us to slow down; nothing happened there. */
export class VenueRateLimited extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    readonly venueError = 'Too Many Requests',
  ) {
    super(429, 'venue_rate_limited', `The venue is rate limiting these requests; retry after ${retryAfterSeconds} s.`, {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
      fields: { venueError },
    });
    this.name = 'VenueRateLimited';
  }
}

export type UnavailableCause = 'timeout' | 'network' | 'upstream_error' | 'circuit_open' | 'rate_limited';

/**
 * The venue did not answer, or answered with a failure of its own (5xx). Whatever was sent may or
 * may not have taken effect: an order is looked up by its hash before anything is released.
 */
export class VenueUnavailable extends ApiError {
  constructor(
    readonly reason: UnavailableCause,
    readonly detail: string,
    readonly retryAfterSeconds = 5,
    /** Whether an order's fate is known: false when the venue may have taken it and could not say. */
    outcome: 'nothing_done' | 'unknown' = 'nothing_done',
  ) {
    super(
      reason === 'upstream_error' ? 502 : 503,
      'venue_unavailable',
      outcome === 'nothing_done'
        ? `The venue is unavailable (${detail}); nothing was counted. Retry after ${Math.ceil(retryAfterSeconds)} s; the same signed order is safe to send again.`
        : `The venue is unavailable (${detail}) and could not say whether it took the order: it is held as pending, its limits reserved, until the service ` +
            'learns its fate. Sending the same signed order again is safe: it is placed once at most.',
      { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) }, fields: { venueError: detail } },
    );
    this.name = 'VenueUnavailable';
  }

  /** The same failure, for an order whose fate it leaves unknown. */
  unknownOutcome(): VenueUnavailable {
    return new VenueUnavailable(this.reason, this.detail, this.retryAfterSeconds, 'unknown');
  }
}
