import { Router } from '@koa/router';
import { Type } from '@sinclair/typebox';
import Koa, { type Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { ApiError, notFound } from '../engine/errors.js';
import type { Services } from '../engine/services.js';
import type { AppState } from './context.js';
import { accessLog } from './middleware/access-log.js';
import { errorBodies } from './middleware/errors.js';
import { requestId } from './middleware/request-id.js';
import { buildOpenApi } from './openapi.js';
import { mountRoutes, route, type AnyRoute, type MountOptions } from './route.js';
import { agentRoutes } from './routes/agents.js';
import { apiKeyRoutes } from './routes/api-keys.js';
import { healthRoutes } from './routes/health.js';
import { riskSettingsRoutes } from './routes/risk-settings.js';
import { walletRoutes } from './routes/wallets.js';
import { tradingRoutes } from './routes/trading.js';
import { orderRoutes } from './routes/orders.js';
import { opsRoutes } from './routes/ops.js';
import { marketRoutes } from './routes/markets.js';
import { portfolioRoutes } from './routes/portfolio.js';
import { exitOrderRoutes } from './routes/exit-orders.js';
import { webhookRoutes } from './routes/webhooks.js';
import { skillRoutes } from './routes/skills.js';
import { skillModerationRoutes } from './routes/skill-moderation.js';
import { venueBRoutes } from './routes/venue-b.js';
import type { AgentActors } from '../actors/agents.js';

/** Every route of the API: what the router mounts and what /openapi.json lists. */
export function routeTable(services: Services, actors: AgentActors): AnyRoute[] {
  const routes = [
    ...healthRoutes(services),
    ...agentRoutes(services),
    ...apiKeyRoutes(services),
    ...riskSettingsRoutes(services, actors),
    ...walletRoutes(services),
    ...tradingRoutes(actors),
    ...orderRoutes(services),
    ...portfolioRoutes(services, actors),
    ...marketRoutes(services, actors),
    ...venueBRoutes(services, actors),
    ...opsRoutes(services, actors),
    ...exitOrderRoutes(services, actors),
    ...webhookRoutes(services),
    ...skillRoutes(services),
    ...skillModerationRoutes(services),
  ];
  const openApiRoute = route({
    method: 'GET',
    path: '/openapi.json',
    operationId: 'openApi',
    summary: 'This document',
    tag: 'Operations',
    auth: 'none',
    envelope: false,
    response: Type.Unsafe<object>({ type: 'object' }),
    handler: async () => document,
  });
  const all = [...routes, openApiRoute];
  const document = buildOpenApi(all);
  return all;
}

/** Gives the router's bodiless 404 and 405 answers the error bodies of every other error. */
function unmatched(): Middleware<AppState> {
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status === 405) {
      const allow = ctx.response.get('Allow');
      throw new ApiError(405, 'method_not_allowed', `${ctx.path} takes only ${allow}.`, { headers: { Allow: allow } });
    }
    if (ctx.status === 404) {
      throw notFound('route_not_found', `No route ${ctx.method} ${ctx.path}. Every route is listed at GET /openapi.json.`);
    }
  };
}

/** The request passes through these, top to bottom. */
export function createApp(services: Services, actors: AgentActors, options: MountOptions = { validateResponses: false }): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: services.config.trustProxy });
  const router = new Router<AppState>();
  mountRoutes(router, routeTable(services, actors), services, options);

  app
    .use(requestId(services.logger))
    .use(accessLog())
    .use(errorBodies(services.config.bodyLimit))
    .use(
      koaBody({
        json: true,
        jsonStrict: true,
        jsonLimit: services.config.bodyLimit,
        urlencoded: false,
        text: false,
        multipart: false,
      }),
    )
    .use(unmatched())
    .use(router.routes())
    .use(router.allowedMethods());
  return app;
}
