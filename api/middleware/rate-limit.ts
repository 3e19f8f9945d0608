import type { Middleware } from 'koa';
import type { KvStore } from '../../engine/kv/kv.js';
import { consumeRateLimit, rateLimitHeaders, type RateLimitRule } from '../../engine/rate-limits.js';
import type { AppState } from '../context.js';

export interface RouteRateLimit extends RateLimitRule {
  /** Whose counter: the client address, or the API key in use. */
  by: 'ip' | 'apiKey';
}

export function rateLimit(kv: KvStore, rule: RouteRateLimit): Middleware<AppState> {
  return async (ctx, next) => {
    const subject = rule.by === 'ip' ? ctx.ip : ctx.state.agent!.keyId;
    ctx.set(rateLimitHeaders(await consumeRateLimit(kv, rule, subject)));
    await next();
  };
}
