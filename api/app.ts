import { Router } from '@koa/router';
import { Type } from '@sinclair/typebox';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { Services } from '../engine/services.js';
import type { AppState } from './context.js';
import { accessLog } from './middleware/access-log.js';
import { errorBodies } from './middleware/errors.js';
import { docsPage } from './middleware/docs.js';
import { jsonBody } from './middleware/json-body.js';
import { metricsEndpoint, requestMetrics } from './middleware/metrics.js';
import { requestId } from './middleware/request-id.js';
import { routeAt, unmatched, type RouteAt } from './middleware/unmatched.js';
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

export interface ServiceApp {
  koa: Koa<AppState>;
  /** The route at a path, for the requests Node's HTTP parser refuses before Koa sees them. */
  routeAt(path: string): RouteAt | null;
}

/** The request passes through these, top to bottom. */
export function createApp(services: Services, actors: AgentActors, options: MountOptions = { validateResponses: false }): ServiceApp {
  const app = new Koa<AppState>({ proxy: services.config.trustProxy });
  const router = new Router<AppState>();
  const routes = mountRoutes(router, routeTable(services, actors), services, options);

  app
    .use(requestId(services.logger))
    .use(accessLog())
    .use(requestMetrics())
    .use(errorBodies(services.config.bodyLimit))
    .use(metricsEndpoint(services.config.metricsToken))
    .use(docsPage())
    .use(
      // Read as text by koa-body, then parsed by jsonBody, which measures the nesting before parsing.
      jsonBody(
        koaBody({
          json: false,
          text: true,
          textTypes: ['application/json'],
          textLimit: services.config.bodyLimit,
          urlencoded: false,
          multipart: false,
        }),
      ),
    )
    .use(unmatched(router))
    .use(routes);
  return { koa: app, routeAt: (path) => routeAt(router, path) };
}
