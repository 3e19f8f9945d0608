export interface FieldError {
  /** Where the problem is, e.g. `body.maxTradesPerDay` or `query.limit`. */
  path: string;
  message: string;
}

/** Which error body a route answers with (DESIGN section 5). */
export type ErrorStyle = 'envelope' | 'raw';

export interface ApiErrorOptions {
  errors?: FieldError[];
  headers?: Record<string, string>;
  /** A body the contract fixes for this error (the `{detail}` of wallet credentials, a failed link). */
  body?: object;
  /** Fields added to the usual error body (e.g. the venue's own words in `venueError`). */
  fields?: Record<string, unknown>;
  /** What went wrong underneath, for the log; never shown to the client. */
  cause?: unknown;
}

/**
 * The one error type of the service: thrown anywhere, rendered in exactly one middleware.
 * `code` is a stable machine-readable reason; `message` says what was wrong and how to fix it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly options: ApiErrorOptions = {},
  ) {
    // A client's error is an answer, not a fault: its stack is never logged or shown, and capturing
    // one was 3% of a refused trade's time on the event loop.
    const stackLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    Error.stackTraceLimit = stackLimit;
    this.name = 'ApiError';
  }
}

export const badRequest = (code: string, message: string, errors?: FieldError[]) =>
  new ApiError(400, code, message, errors ? { errors } : {});
export const unauthorized = (code: string, message: string) =>
  new ApiError(401, code, message, { headers: { 'WWW-Authenticate': 'Bearer' } });
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
export const notFound = (code: string, message: string) => new ApiError(404, code, message);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new ApiError(429, code, message, { headers: { 'Retry-After': String(Math.max(1, retryAfterSeconds)) } });

/** A store the service depends on that does not answer: the request can be retried shortly as it is. */
export type Dependency = 'PostgreSQL' | 'Redis';

export const dependencyUnavailable = (dependency: Dependency, cause: unknown) =>
  new ApiError(503, 'dependency_unavailable', `${dependency} is not answering and this request needs it; retry after 1 s. Nothing is wrong with the request.`, {
    headers: { 'Retry-After': '1' },
    cause,
  });

/** How much of a client-supplied name or value an error message shows. */
const SHOWN_PREFIX = 16;

/**
 * A client-supplied name or value as an error message shows it: control characters and lone
 * surrogates escaped, cut to a short prefix, so an error never echoes in full a secret that was
 * sent in the wrong place (as a field name, a query parameter, a path).
 */
export function clipped(text: string): string {
  const escaped = JSON.stringify(text).slice(1, -1);
  return escaped.length > SHOWN_PREFIX ? `${escaped.slice(0, SHOWN_PREFIX)}…` : escaped;
}

/** A client-supplied value quoted for a message, clipped as `clipped` does. */
export const quoted = (value: unknown): string => `"${clipped(typeof value === 'string' ? value : String(JSON.stringify(value)))}"`;
