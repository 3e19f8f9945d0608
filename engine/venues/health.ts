import type { CircuitState } from './http-upstream.js';

/** A venue's upstreams for /readyz and /metrics: each one's circuit (closed: calls flow; open: refused at once; halfOpen: one trial call). */
export interface VenueHealth {
  upstreams: Record<string, CircuitState>;
}
