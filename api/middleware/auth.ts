import type { Middleware } from 'koa';
import { authenticate } from '../../engine/auth/api-keys.js';
import { unauthorized } from '../../engine/errors.js';
import type { Services } from '../../engine/services.js';
import type { AppState } from '../context.js';

/** Resolves `Authorization: Bearer <API_KEY>` to the key's agent, or answers 401. */
export function agentAuth(services: Services): Middleware<AppState> {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer +(\S+) *$/i.exec(header);
    if (header && !match) {
      throw unauthorized('invalid_authorization', 'Malformed Authorization header: send "Authorization: Bearer <API_KEY>".');
    }
    ctx.state.agent = await authenticate(services.db, match?.[1], new Date(services.clock.now()));
    ctx.state.log = ctx.state.log.child({ agentId: ctx.state.agent.agentId });
    await next();
  };
}
