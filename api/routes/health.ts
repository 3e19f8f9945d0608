import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ApiError } from '../../engine/errors.js';
import type { Services } from '../../engine/services.js';
import { route } from '../route.js';
import { obj } from '../schemas/common.js';

export function healthRoutes(services: Services) {
  return [
    route({
      method: 'GET',
      path: '/healthz',
      operationId: 'health',
      summary: 'Liveness: the process serves HTTP',
      tag: 'Operations',
      auth: 'none',
      envelope: false,
      response: obj({ status: Type.Literal('ok') }),
      handler: async () => ({ status: 'ok' as const }),
    }),
    route({
      method: 'GET',
      path: '/readyz',
      operationId: 'ready',
      summary: 'Readiness: the database and the KV store answer',
      tag: 'Operations',
      auth: 'none',
      envelope: false,
      response: obj({ status: Type.Literal('ready'), database: Type.Literal('ok'), kv: Type.Literal('ok') }),
      errors: [{ status: 503, description: 'A store does not answer; the message names it.' }],
      handler: async () => {
        const [database, kv] = await Promise.allSettled([sql`select 1`.execute(services.db), services.kv.ping()]);
        const down = [database.status === 'rejected' && 'database', kv.status === 'rejected' && 'kv store'].filter(Boolean);
        if (down.length) throw new ApiError(503, 'not_ready', `Not ready: the ${down.join(' and the ')} did not answer.`);
        return { status: 'ready' as const, database: 'ok' as const, kv: 'ok' as const };
      },
    }),
  ];
}
