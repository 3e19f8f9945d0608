import type { Middleware } from 'koa';
import { timingSafeEqual } from 'node:crypto';
import { API_KEY_PATTERN } from '../../engine/auth/api-keys.js';
import { forbidden, unauthorized } from '../../engine/errors.js';
import type { Services } from '../../engine/services.js';
import type { AppState } from '../context.js';
import { addLogBindings } from './request-id.js';

/** Resolves `Authorization: Bearer <API_KEY>` to the key's agent, or answers 401. */
export function agentAuth(services: Services): Middleware<AppState> {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer +(\S+) *$/i.exec(header);
    if (header && !match) {
      throw unauthorized('invalid_authorization', 'Malformed Authorization header: send "Authorization: Bearer <API_KEY>".');
    }
    ctx.state.agent = await services.auth.authenticate(match?.[1], new Date(services.clock.now()));
    addLogBindings(ctx.state, { agentId: ctx.state.agent.agentId });
    await next();
  };
}

/** Whether the Authorization header bears exactly this token, compared in constant time. */
export function bearsToken(header: string, expected: Buffer): boolean {
  const token = /^Bearer +(\S+) *$/i.exec(header)?.[1];
  if (!token) return false;
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The operator token (OPS_TOKEN), compared in constant time. An agent key is refused with 403
 * rather than 401: it is a valid credential, just not for this.
 */
export function opsAuth(services: Services): Middleware<AppState> {
  const expected = services.config.opsToken ? Buffer.from(services.config.opsToken) : null;
  return async (ctx, next) => {
    const token = /^Bearer +(\S+) *$/i.exec(ctx.get('authorization'))?.[1];
    if (!token) throw unauthorized('missing_ops_token', 'Operator endpoints need "Authorization: Bearer <OPS_TOKEN>".');
    if (expected && bearsToken(ctx.get('authorization'), expected)) return next();
    if (API_KEY_PATTERN.test(token)) throw forbidden('agent_key_on_ops', 'Agent API keys cannot call operator endpoints.');
    throw unauthorized('invalid_ops_token', expected ? 'Invalid operator token.' : 'Operator endpoints are disabled: OPS_TOKEN is not set.');
  };
}
