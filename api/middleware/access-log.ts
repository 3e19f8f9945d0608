import type { Middleware } from 'koa';
import type { AppState } from '../context.js';

/** One line per request. Only method, path, status and timing: never headers, bodies or queries. */
export function accessLog(): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const fields = {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      };
      if (ctx.status >= 500) ctx.state.log.error(fields, 'request failed');
      else ctx.state.log.info(fields, 'request');
    }
  };
}
