import type { Middleware } from 'koa';
import { isDatabaseUnavailable } from '../../engine/db/unavailable.js';
import { ApiError, dependencyUnavailable, type ErrorStyle } from '../../engine/errors.js';
import type { AppContext, AppState } from '../context.js';

/** The one place an error becomes a response (DESIGN section 5 bodies). */
export function errorBodies(bodyLimit: string): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      respondWithError(ctx, error, bodyLimit);
    }
  };
}

/** Turns any thrown value into the response; also used where an error must be answered in place. */
export function respondWithError(ctx: AppContext, error: unknown, bodyLimit: string): void {
  const answer = toApiError(error, ctx, bodyLimit);
  if (answer.code === 'dependency_unavailable') ctx.state.log.warn({ err: answer.cause }, answer.message);
  render(ctx, answer);
}

const CLIENT_ERRORS: Record<number, (bodyLimit: string) => [string, string]> = {
  400: () => ['unreadable_body', 'The request body could not be read in full; send it again.'],
  413: (limit) => ['body_too_large', `The request body is larger than the limit of ${limit}.`],
  415: () => ['unsupported_media_type', 'Send the request body as JSON with "Content-Type: application/json".'],
};

/**
 * Koa and koa-body (reading the body) throw errors carrying an HTTP status (and sometimes the raw
 * body, which must never reach a log); PostgreSQL out of reach is a 503; anything else is our fault.
 */
function toApiError(error: unknown, ctx: AppContext, bodyLimit: string): ApiError {
  if (error instanceof ApiError) return error;
  const status = (error as { status?: number }).status;
  if (status !== undefined && status >= 400 && status < 500) {
    const [code, message] = CLIENT_ERRORS[status]?.(bodyLimit) ?? ['bad_request', 'The request could not be read.'];
    return new ApiError(status, code, message);
  }
  if (isDatabaseUnavailable(error)) return dependencyUnavailable('PostgreSQL', error);
  ctx.state.log.error({ err: error }, 'unhandled error');
  return new ApiError(
    500,
    'internal_error',
    `The service failed to handle this request. Nothing is wrong with it on your side; retry, and quote request id ${ctx.state.requestId} if it persists.`,
  );
}

function render(ctx: AppContext, error: ApiError): void {
  ctx.status = error.status;
  for (const [name, value] of Object.entries(error.options.headers ?? {})) ctx.set(name, value);
  ctx.body = errorBody(error, ctx.state.errorStyle, ctx.state.requestId);
}

/** The body of an error in a route's style; also written where Koa never saw the request. */
export function errorBody(error: ApiError, style: ErrorStyle, requestId: string): object {
  if (error.options.body) return error.options.body;
  const errors = error.options.errors ? { errors: error.options.errors } : {};
  const common = { code: error.status, message: error.message };
  const trailer = { errorCode: error.code, requestId, ...errors, ...error.options.fields };
  return style === 'envelope' ? { ...common, data: null, ...trailer } : { ...common, ...trailer };
}
