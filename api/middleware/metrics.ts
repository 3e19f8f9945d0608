import type { Middleware } from 'koa';
import { unauthorized } from '../../engine/errors.js';
import { httpRequests, registry, tradeRefusals, trades } from '../../engine/metrics.js';
import type { AppContext, AppState } from '../context.js';
import { bearsToken } from './auth.js';

/** The routes that place trades, by template, and their venue. */
const TRADE_ROUTES: Record<string, 'venue_a' | 'venue_b'> = {
  '/markets/trade': 'venue_a',
  '/markets/batch-trade': 'venue_a',
  '/venue_b/agent/submit': 'venue_b',
};

/**
 * Each request's duration by method, route template (never the raw path: ids would make the
 * label set unbounded) and status; and the trade routes' outcomes, refusals by their errorCode.
 */
export function requestMetrics(): Middleware<AppState> {
  // Koa's templates (`:id`) as OpenAPI writes them (`{id}`), converted once per route rather than per request.
  const templates = new Map<string, string>();
  const templateOf = (matched: string) => {
    let template = templates.get(matched);
    if (template === undefined) templates.set(matched, (template = matched.replace(/:(\w+)/g, '{$1}')));
    return template;
  };
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const route = typeof matched === 'string' ? templateOf(matched) : ctx.path === '/metrics' ? '/metrics' : 'unmatched';
      httpRequests.observe({ method: ctx.method, route, status: String(ctx.status) }, (performance.now() - started) / 1000);
      const venue = ctx.method === 'POST' ? TRADE_ROUTES[route] : undefined;
      if (venue && ctx.status < 500) {
        const refused = ctx.status >= 400;
        trades.inc({ venue, outcome: refused ? 'refused' : 'accepted' });
        if (refused) tradeRefusals.inc({ venue, reason: String((ctx.body as { errorCode?: unknown } | null)?.errorCode ?? ctx.status) });
      }
    }
  };
}

/** GET /metrics in Prometheus's text format; with METRICS_TOKEN set, only for a caller bearing it. */
export function metricsEndpoint(token: string | null): Middleware<AppState> {
  const expected = token ? Buffer.from(token) : null;
  const serve = async (ctx: AppContext) => {
    if (expected && !bearsToken(ctx.get('authorization'), expected)) throw unauthorized('invalid_metrics_token', 'GET /metrics needs "Authorization: Bearer <METRICS_TOKEN>".');
    ctx.set('Content-Type', registry.contentType);
    ctx.body = await registry.metrics();
  };
  // Not async itself: every other request passes straight on, without a promise of its own.
  return (ctx, next) => (ctx.path === '/metrics' && ctx.method === 'GET' ? serve(ctx) : next());
}
