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
      summary: 'Readiness: the database and the KV store answer; the venues\' state is named',
      description:
        "`venues.venue_a` names the mode and, on a live venue, each upstream's circuit: closed (calls flow), open (failing " +
        'repeatedly: calls are refused at once with 503 `venue_unavailable` until a trial call succeeds) or halfOpen (one trial call). ' +
        'An open circuit does not make the service unready: reads and the other venue still serve.',
      tag: 'Operations',
      auth: 'none',
      envelope: false,
      response: obj({
        status: Type.Literal('ready'),
        database: Type.Literal('ok'),
        kv: Type.Literal('ok'),
        venues: obj({
          venue_a: obj({
            mode: Type.Union([Type.Literal('sim'), Type.Literal('live')]),
            upstreams: Type.Record(Type.String(), Type.Union([Type.Literal('closed'), Type.Literal('open'), Type.Literal('halfOpen')])),
          }),
        }),
      }),
      errors: [{ status: 503, description: 'A store does not answer; the message names it.' }],
      handler: async () => {
        const [database, kv] = await Promise.allSettled([sql`select 1`.execute(services.db), services.kv.ping()]);
        const down = [database.status === 'rejected' && 'database', kv.status === 'rejected' && 'kv store'].filter(Boolean);
        if (down.length) throw new ApiError(503, 'not_ready', `Not ready: the ${down.join(' and the ')} did not answer.`);
        const venueA = { mode: services.venueA.mode, upstreams: services.venueA.health().upstreams };
        return { status: 'ready' as const, database: 'ok' as const, kv: 'ok' as const, venues: { venue_a: venueA } };
      },
    }),
  ];
}
