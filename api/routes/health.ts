import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { coalescedReads } from '../../engine/coalesced-reads.js';
import { ApiError } from '../../engine/errors.js';
import type { Services } from '../../engine/services.js';
import { route } from '../route.js';
import { obj } from '../schemas/common.js';

/** A store that has not answered a health check within this is reported down. */
const CHECK_DEADLINE_MS = 1000;

type State = 'ok' | 'down';
const StateSchema = Type.Union([Type.Literal('ok'), Type.Literal('down')]);
const VenueState = obj({
  mode: Type.Union([Type.Literal('sim'), Type.Literal('live')]),
  upstreams: Type.Record(Type.String(), Type.Union([Type.Literal('closed'), Type.Literal('open'), Type.Literal('halfOpen')])),
});

/** `work`, failed if it has not settled within CHECK_DEADLINE_MS. */
async function inTime(work: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_DEADLINE_MS)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Stores = { database: State; kv: State };

export function healthRoutes(services: Services) {
  // Anyone may call these, as often as they like: a request that arrives while a store's check is
  // out shares the next one (coalescedReads), so a flood costs the database and Redis one check at
  // a time rather than one each, and no answer comes from a check begun before its request. Each
  // check ends within the deadline, so a hung one cannot hold the next back, and each request
  // waits at most the deadline from its own arrival, as a probe's timeout expects.
  const checks = coalescedReads<unknown>();
  const state = (store: keyof Stores, probe: () => Promise<unknown>): Promise<State> =>
    inTime(checks.read(store, () => inTime(probe()))).then(
      (): State => 'ok',
      (): State => 'down',
    );
  /** Each store the service depends on, checked at once. */
  const storesNow = async (): Promise<Stores> => {
    const [database, kv] = await Promise.all([state('database', () => sql`select 1`.execute(services.db)), state('kv', () => services.kv.ping())]);
    return { database, kv };
  };
  const names = {
    database: services.config.database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database',
    kv: services.config.redis ? 'Redis' : 'the in-memory store',
  };
  return [
    route({
      method: 'GET',
      path: '/healthz',
      operationId: 'health',
      summary: 'Liveness: the process serves HTTP; says which store, if any, is not answering',
      description:
        "Always 200 while the process serves: restarting it would not bring a store back. status is degraded when a store is down. Requests that arrive while a store's check is out share its next one, and each is answered within a second.",
      tag: 'Operations',
      auth: 'none',
      envelope: false,
      response: obj({ status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]), database: StateSchema, kv: StateSchema }),
      handler: async () => {
        const stores = await storesNow();
        return { status: stores.database === 'ok' && stores.kv === 'ok' ? ('ok' as const) : ('degraded' as const), ...stores };
      },
    }),
    route({
      method: 'GET',
      path: '/readyz',
      operationId: 'ready',
      summary: 'Readiness: the database and the KV store answer; the venues\' state is named',
      description:
        "`venues.venue_a` and `venues.venue_b` name the mode and, on a live venue, each upstream's circuit (venue_a: clob, gamma, data; venue_b: dflow-trade, dflow-metadata, solana-rpc): closed (calls flow), open (failing " +
        'repeatedly: calls are refused at once with 503 `venue_unavailable` until a trial call succeeds) or halfOpen (one trial call). ' +
        'An open circuit does not make the service unready: reads and the other venue still serve.',
      tag: 'Operations',
      auth: 'none',
      envelope: false,
      response: obj({
        status: Type.Literal('ready'),
        database: Type.Literal('ok'),
        kv: Type.Literal('ok'),
        venues: obj({ venue_a: VenueState, venue_b: VenueState }),
      }),
      errors: [{ status: 503, description: 'A store does not answer; the message and errors name it (database: PostgreSQL, kv: Redis).' }],
      handler: async () => {
        const stores = await storesNow();
        const down = (['database', 'kv'] as const).filter((store) => stores[store] === 'down');
        if (down.length) {
          const message = `Not ready: ${down.map((store) => names[store]).join(' and ')} ${down.length > 1 ? 'are' : 'is'} not answering.`;
          throw new ApiError(503, 'not_ready', message, {
            headers: { 'Retry-After': '1' },
            errors: down.map((store) => ({ path: store, message: `${names[store]} did not answer within ${CHECK_DEADLINE_MS} ms` })),
          });
        }
        const venues = {
          venue_a: { mode: services.venueA.mode, upstreams: services.venueA.health().upstreams },
          venue_b: { mode: services.venueB.mode, upstreams: services.venueB.health().upstreams },
        };
        return { status: 'ready' as const, database: 'ok' as const, kv: 'ok' as const, venues };
      },
    }),
  ];
}
