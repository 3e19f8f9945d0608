import type { Middleware } from 'koa';
import { tooManyRequests } from '../../engine/errors.js';
import type { KvStore } from '../../engine/kv/kv.js';
import type { AppContext, AppState } from '../context.js';

export interface RateLimitRule {
  /** Names the counter and appears in the 429 message, e.g. "registration". */
  name: string;
  limit: number;
  windowMs: number;
  /** Whose counter: the client address, or the API key in use. */
  by: 'ip' | 'apiKey';
}

const WINDOW_NAMES: Record<number, string> = { 60_000: 'minute', 3_600_000: 'hour', 86_400_000: 'day' };

/**
 * Counts one request against `rule` for `subject` and throws 429 past the limit. Fixed windows
 * in the KV store, so the limit holds across every process sharing Redis.
 */
export async function consumeRateLimit(kv: KvStore, rule: RateLimitRule, subject: string, ctx: AppContext): Promise<void> {
  const { count, ttlMs } = await kv.incr(`rl:${rule.name}:${subject}`, rule.windowMs);
  const retryAfter = Math.max(1, Math.ceil(ttlMs / 1000));
  ctx.set('X-RateLimit-Limit', String(rule.limit));
  ctx.set('X-RateLimit-Remaining', String(Math.max(0, rule.limit - count)));
  ctx.set('X-RateLimit-Reset', String(retryAfter));
  if (count > rule.limit) {
    const window = WINDOW_NAMES[rule.windowMs] ?? `${rule.windowMs / 1000} s`;
    throw tooManyRequests(
      'rate_limited',
      `Too many ${rule.name} requests: the limit is ${rule.limit} per ${window}. Retry after ${retryAfter} s.`,
      retryAfter,
    );
  }
}

export function rateLimit(kv: KvStore, rule: RateLimitRule): Middleware<AppState> {
  return async (ctx, next) => {
    const subject = rule.by === 'ip' ? ctx.ip : ctx.state.agent!.keyId;
    await consumeRateLimit(kv, rule, subject, ctx);
    await next();
  };
}
