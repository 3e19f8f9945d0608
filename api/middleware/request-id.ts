import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../../engine/logger.js';
import type { AppState } from '../context.js';

const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/** Echoes a sane `X-Request-ID` or makes one, and gives the request a logger that carries it. */
export function requestId(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const sent = ctx.get('x-request-id');
    const id = ACCEPTED.test(sent) ? sent : randomUUID();
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ requestId: id });
    ctx.state.errorStyle = 'raw';
    ctx.set('X-Request-ID', id);
    await next();
  };
}
