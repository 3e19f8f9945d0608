import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { paths, components, operations } from './schema.js';
export { Side, SignatureTypeV2, signVenueAOrder, simCredentialsProof, type VenueAOrder, type VenueAOrderRequest } from './venue-a.js';
export { signVenueBTransaction } from './venue-b.js';

export type TradingClient = Client<paths>;

/**
 * A client of every route, typed from the service's OpenAPI document: paths, parameters, bodies
 * and answers are checked by the compiler. With an apiKey each request carries it as a bearer token.
 */
export function createTradingClient(options: { baseUrl: string; apiKey?: string; fetch?: typeof fetch }): TradingClient {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.apiKey ? { headers: { Authorization: `Bearer ${options.apiKey}` } } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
