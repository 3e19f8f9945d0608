import type { Middleware } from 'koa';
import { badRequest } from '../../engine/errors.js';
import { claimKey, releaseKey, renewLease, requestHash, storeAnswer } from '../../engine/idempotency.js';
import { repeatEvery } from '../../engine/periodic.js';
import type { Services } from '../../engine/services.js';
import type { AppState } from '../context.js';
import { respondWithError } from './errors.js';
import { idempotencyReplays } from '../../engine/metrics.js';

const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` on a mutating route: a retry with the same key and request gets the first
 * answer, status and body, with `Idempotent-Replayed: true`, and changes nothing. While the request
 * runs its lease on the key is renewed; a retry after its process died takes the key over once the
 * lease lapses and runs the request again as the same work (ctx.state.workId), which every such
 * route finds where the dead run left it: the order by its hash, the skill by its code, the
 * transfer by its id.
 */
export function idempotency(services: Services): Middleware<AppState> {
  const { db, clock, config, logger } = services;
  return async (ctx, next) => {
    const key = ctx.get('idempotency-key');
    if (!key) return next();
    if (!KEY.test(key)) throw badRequest('invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
    const agentId = ctx.state.agent!.agentId;
    const hash = requestHash(ctx.method, ctx.path, ctx.request.body);
    const claim = await claimKey(db, agentId, key, hash, new Date(clock.now()), config.idempotencyLeaseMs);
    if (claim.kind === 'replay') {
      ctx.status = claim.answer.status;
      ctx.body = claim.answer.body;
      ctx.set('Idempotent-Replayed', 'true');
      idempotencyReplays.inc();
      return;
    }
    const { lease } = claim;
    if (claim.recovering) ctx.state.log.info({ idempotencyKey: key }, 'took over an Idempotency-Key whose run did not finish');
    ctx.state.workId = lease.workId;
    const renew = () => renewLease(db, agentId, key, lease, new Date(clock.now() + config.idempotencyLeaseMs));
    const renewal = repeatEvery(Math.floor(config.idempotencyLeaseMs / 3), renew, logger, 'idempotency lease renewal');
    try {
      await next();
    } catch (error) {
      // Answered here, so that a refusal is kept and replayed like a success.
      respondWithError(ctx, error, config.bodyLimit);
    } finally {
      await renewal.stop();
    }
    if (ctx.status >= 500) await releaseKey(db, agentId, key, lease);
    else await storeAnswer(db, agentId, key, lease, { status: ctx.status, body: ctx.body });
  };
}
