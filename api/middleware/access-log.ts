import type { Middleware } from 'koa';
import type { AppState } from '../context.js';
import { logLine } from './request-id.js';

/** Health and readiness probes come every few seconds from orchestrators: logged at debug, so the log is the traffic. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

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
      if (ctx.status >= 500) logLine(ctx.state, 'error', fields, 'request failed');
      else if (PROBES.has(ctx.path) && ctx.status < 400) logLine(ctx.state, 'debug', fields, 'probe');
      else logLine(ctx.state, 'info', fields, 'request');
    }
  };
}
