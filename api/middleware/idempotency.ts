import type { Middleware } from 'koa';
import { badRequest } from '../../engine/errors.js';
import { claimKey, releaseKey, requestHash, storeAnswer } from '../../engine/idempotency.js';
import type { Services } from '../../engine/services.js';
import type { AppState } from '../context.js';
import { respondWithError } from './errors.js';

const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` on a mutating route: a retry with the same key and request gets the first
 * answer, status and body, with `Idempotent-Replayed: true`, and changes nothing.
 */
export function idempotency(services: Services): Middleware<AppState> {
  return async (ctx, next) => {
    const key = ctx.get('idempotency-key');
    if (!key) return next();
    if (!KEY.test(key)) throw badRequest('invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
    const agentId = ctx.state.agent!.agentId;
    const hash = requestHash(ctx.method, ctx.path, ctx.request.body);
    const claim = await claimKey(services.db, agentId, key, hash, new Date(services.clock.now()));
    if (claim.kind === 'replay') {
      ctx.status = claim.answer.status;
      ctx.body = claim.answer.body;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    try {
      await next();
    } catch (error) {
      // Answered here, so that a refusal is kept and replayed like a success.
      respondWithError(ctx, error, services.config.bodyLimit);
    }
    if (ctx.status >= 500) await releaseKey(services.db, agentId, key);
    else await storeAnswer(services.db, agentId, key, { status: ctx.status, body: ctx.body });
  };
}
