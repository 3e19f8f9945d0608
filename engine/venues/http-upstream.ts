import { parse } from 'lossless-json';
import CircuitBreaker from 'opossum';
import { Agent, request } from 'undici';
import type { Logger } from '../logger.js';
import { VenueRateLimited, VenueRefusal, VenueUnavailable } from './venue-errors.js';

/**
 * One upstream HTTP API of a live venue (a CLOB, a market-data API, an RPC node): requests on the
 * process's one keep-alive client, a deadline on every call, and a circuit breaker that stops
 * calling an upstream that keeps failing and tries again after a pause. Failures come out as the
 * venue errors the engine decides on.
 */

export type QueryValue = string | number | boolean | readonly string[] | undefined;

export interface UpstreamRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path as the upstream sees it (what an L2 signature signs), without the query. */
  path: string;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** The exact bytes sent. */
  body?: string;
}

export interface UpstreamAnswer {
  status: number;
  /** The JSON body with every number as its decimal text, so no amount passes through a float; undefined when the body is not JSON. */
  json: unknown;
  text: string;
}

export interface UpstreamOptions {
  name: string;
  baseUrl: string;
  timeoutMs: number;
  client: Agent;
  logger: Logger;
  breaker?: { resetTimeoutMs?: number; errorThresholdPercentage?: number; volumeThreshold?: number };
  /**
   * What the upstream's 429 is to our caller: `refused` (default), a 429 of ours with its
   * Retry-After (venue_a); `unavailable`, a 503 venue_unavailable with it (venue_b, as its issue
   * asks). Either way it does not count toward opening the circuit.
   */
  rateLimited?: 'refused' | 'unavailable';
}

export type CircuitState = 'closed' | 'open' | 'halfOpen';

/** The process's one keep-alive HTTP client for every upstream. */
export function upstreamClient(): Agent {
  return new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 600_000, connections: 128 });
}

const RESET_TIMEOUT_MS = 10_000;

function queryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, item);
    else params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A JSON body read with numbers as text; a body that is not JSON (an HTML error page) is undefined. */
function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return parse(text, null, (digits) => digits);
  } catch {
    return undefined;
  }
}

/** What an error answer says: Polymarket's `{"error": "..."}`, another JSON message, or the start of a text body. */
export function errorMessage(answer: UpstreamAnswer): string {
  const body = answer.json as { error?: unknown; message?: unknown; errorMsg?: unknown } | undefined;
  const said = body?.error ?? body?.errorMsg ?? body?.message;
  if (typeof said === 'string' && said) return said;
  if (said !== undefined) return JSON.stringify(said).slice(0, 300);
  const text = answer.text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.slice(0, 300) || `HTTP ${answer.status}`;
}

function retryAfterSeconds(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 1;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? 1 : Math.max(1, Math.ceil((at - Date.now()) / 1000));
}

export class Upstream {
  private readonly breaker: CircuitBreaker<[UpstreamRequest], UpstreamAnswer>;
  private readonly resetTimeoutMs: number;

  constructor(private readonly options: UpstreamOptions) {
    this.resetTimeoutMs = options.breaker?.resetTimeoutMs ?? RESET_TIMEOUT_MS;
    this.breaker = new CircuitBreaker((req: UpstreamRequest) => this.send(req), {
      // The deadline is the request's own; the breaker only counts.
      timeout: false,
      resetTimeout: this.resetTimeoutMs,
      errorThresholdPercentage: options.breaker?.errorThresholdPercentage ?? 50,
      volumeThreshold: options.breaker?.volumeThreshold ?? 5,
      rollingCountTimeout: 10_000,
      // Only the venue's own failures open the circuit; its refusals and rate limits are answers.
      errorFilter: (error: unknown) => !(error instanceof VenueUnavailable),
    });
    this.breaker.on('open', () => options.logger.warn({ upstream: options.name }, 'venue circuit opened'));
    this.breaker.on('close', () => options.logger.info({ upstream: options.name }, 'venue circuit closed'));
  }

  get state(): CircuitState {
    return this.breaker.opened ? 'open' : this.breaker.halfOpen ? 'halfOpen' : 'closed';
  }

  /**
   * Sends a request and answers the upstream's 2xx and 4xx answers; 404 comes back as an answer
   * too, since "not found" is often the answer asked for. A 429 throws VenueRateLimited (or, with
   * `rateLimited: 'unavailable'`, VenueUnavailable); a 401 or
   * 403 and other 4xx throw VenueRefusal unless `accept` takes them; timeouts, network errors and
   * 5xx throw VenueUnavailable, as does an open circuit.
   */
  async call(req: UpstreamRequest, accept: (status: number) => boolean = (status) => status === 404): Promise<UpstreamAnswer> {
    let answer: UpstreamAnswer;
    try {
      answer = await this.breaker.fire(req);
    } catch (error) {
      if ((error as { code?: string }).code === 'EOPENBREAKER') {
        throw new VenueUnavailable('circuit_open', `${this.options.name} failed repeatedly; calls resume in under ${Math.ceil(this.resetTimeoutMs / 1000)} s`, this.resetTimeoutMs / 1000);
      }
      if (error instanceof VenueRateLimited && this.options.rateLimited === 'unavailable') {
        throw new VenueUnavailable('rate_limited', `${this.options.name} is rate limiting the service (${error.venueError})`, error.retryAfterSeconds);
      }
      throw error;
    }
    if (answer.status < 300 || accept(answer.status)) return answer;
    const message = errorMessage(answer);
    throw new VenueRefusal(message, answer.status === 401 || answer.status === 403 ? 403 : 400);
  }

  private async send(req: UpstreamRequest): Promise<UpstreamAnswer> {
    const url = `${this.options.baseUrl}${req.path}${queryString(req.query)}`;
    let status: number;
    let headers: Record<string, string | string[] | undefined>;
    let text: string;
    try {
      const res = await request(url, {
        method: req.method,
        dispatcher: this.options.client,
        headers: { accept: 'application/json', ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}), ...req.headers },
        ...(req.body !== undefined ? { body: req.body } : {}),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      status = res.statusCode;
      headers = res.headers;
      text = await res.body.text();
    } catch (error) {
      const timedOut = (error as { name?: string }).name === 'TimeoutError' || (error as { name?: string }).name === 'AbortError';
      throw new VenueUnavailable(
        timedOut ? 'timeout' : 'network',
        timedOut ? `${this.options.name} did not answer within ${this.options.timeoutMs} ms` : `${this.options.name} could not be reached (${(error as Error).message})`,
      );
    }
    const answer = { status, json: readJson(text), text };
    if (status === 429) throw new VenueRateLimited(retryAfterSeconds(headers['retry-after']), errorMessage(answer));
    if (status >= 500) throw new VenueUnavailable('upstream_error', `${this.options.name} answered ${status}: ${errorMessage(answer)}`);
    return answer;
  }
}
