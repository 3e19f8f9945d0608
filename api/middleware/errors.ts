import type { Middleware } from 'koa';
import { ApiError } from '../../engine/errors.js';
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
  render(ctx, toApiError(error, ctx, bodyLimit));
}

const CLIENT_ERRORS: Record<number, (bodyLimit: string) => [string, string]> = {
  400: () => ['invalid_json', 'The request body is not valid JSON; send a JSON object.'],
  413: (limit) => ['body_too_large', `The request body is larger than the limit of ${limit}.`],
  415: () => ['unsupported_media_type', 'Send the request body as JSON with "Content-Type: application/json".'],
};

/**
 * Koa and koa-body throw errors carrying an HTTP status (and sometimes the raw body, which must
 * never reach a log); anything else is our fault.
 */
function toApiError(error: unknown, ctx: AppContext, bodyLimit: string): ApiError {
  if (error instanceof ApiError) return error;
  const status = (error as { status?: number }).status;
  if (status !== undefined && status >= 400 && status < 500) {
    const [code, message] = CLIENT_ERRORS[status]?.(bodyLimit) ?? ['bad_request', 'The request could not be read.'];
    return new ApiError(status, code, message);
  }
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
  if (error.options.body) {
    ctx.body = error.options.body;
    return;
  }
  const style = ctx.state.errorStyle;
  const errors = error.options.errors ? { errors: error.options.errors } : {};
  const common = { code: error.status, message: error.message };
  const trailer = { errorCode: error.code, requestId: ctx.state.requestId, ...errors, ...error.options.fields };
  ctx.body = style === 'envelope' ? { ...common, data: null, ...trailer } : { ...common, ...trailer };
}
