import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { ApiError, clipped, notFound } from '../../engine/errors.js';
import type { AppState } from '../context.js';

/** A path the API serves: its template as documented, and every method it takes there. */
export interface RouteAt {
  template: string;
  allow: string;
}

export function routeAt(router: Router<AppState>, path: string): RouteAt | null {
  const layers = router.match(path, 'GET').path;
  if (!layers.length) return null;
  const methods = new Set(layers.flatMap((layer) => layer.methods));
  return { template: String(layers[0]!.path).replace(/:(\w+)/g, '{$1}'), allow: [...methods].join(', ') };
}

export const methodNotAllowed = (route: RouteAt) =>
  new ApiError(405, 'method_not_allowed', `${route.template} takes only ${route.allow}.`, { headers: { Allow: route.allow } });

export const routeNotFound = (method: string, path: string) =>
  notFound('route_not_found', `No route ${clipped(method)} ${clipped(path)}. Every route is listed at GET /openapi.json.`);

/**
 * What no route answered: an unknown path is a 404; a known path asked with another method, any
 * method at all (TRACE, PUT, BREW-like inventions), a 405 naming the methods it takes; OPTIONS
 * lists them. The paths in messages are our templates, or a clipped echo of an unknown one.
 */
export function unmatched(router: Router<AppState>): Middleware<AppState> {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || (ctx.body !== undefined && ctx.body !== null)) return;
    const route = routeAt(router, ctx.path);
    if (!route) throw routeNotFound(ctx.method, ctx.path);
    if (ctx.method !== 'OPTIONS') throw methodNotAllowed(route);
    ctx.status = 200;
    ctx.body = '';
    ctx.set('Allow', route.allow);
  };
}
