import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import type { KyselyPlugin } from 'kysely';
import { createAuthenticator, KEY_CACHE_MS } from '../engine/auth/authenticator.js';
import { registerAgent } from './support/builders.js';
import { statementCounter } from './support/statement-counter.js';
import { startTestService, type TestService } from './support/service.js';

/** An authenticator whose every database read is refused while `outage.down` is set. */
function authenticatorWithOutage(service: TestService, down: boolean) {
  const outage = { down };
  const refusing: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (outage.down) throw new Error('connection refused');
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { auth: createAuthenticator(service.services.db.withPlugin(refusing)), outage };
}

describe('the key cache', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  it('reads the keys in use again together, one statement a refresh however many keys there are', async () => {
    const agents = await Promise.all(Array.from({ length: 12 }, () => registerAgent(service.api())));
    const counter = statementCounter();
    const auth = createAuthenticator(service.services.db.withPlugin(counter));
    const everyone = () => Promise.all(agents.map((a) => auth.authenticate(a.key, new Date())));

    const first = await everyone();
    expect(first.map((identity) => identity.agentId)).to.deep.equal(agents.map((a) => a.agentId));
    expect(counter.count, 'keys first asked for in one turn').to.equal(1);

    // Trusted, then due a refresh: used while due, all of them are read again by one statement.
    const stop = performance.now() + 2.5 * KEY_CACHE_MS;
    while (performance.now() < stop) {
      await everyone();
      await sleep(50);
    }
    const refreshes = counter.count - 1;
    expect(refreshes).to.be.within(2, 6);
  });

  it('reads keys used in turn, each less often than a refresh, together too', async () => {
    const agents = await Promise.all(Array.from({ length: 12 }, () => registerAgent(service.api())));
    const counter = statementCounter();
    const auth = createAuthenticator(service.services.db.withPlugin(counter));
    await Promise.all(agents.map((a) => auth.authenticate(a.key, new Date())));
    // One request every 60 ms, the agents in turn: each key is used once every 720 ms.
    const stop = performance.now() + 3 * KEY_CACHE_MS;
    for (let i = 0; performance.now() < stop; i++) {
      await auth.authenticate(agents[i % agents.length]!.key, new Date());
      await sleep(60);
    }
    // A read per key per use would be about 50; read together, about one every half second.
    expect(counter.count - 1).to.be.within(2, 8);
  });

  it('fails every request waiting on a read the database refused, with its error, and reads again for the next', async () => {
    const agents = await Promise.all(Array.from({ length: 3 }, () => registerAgent(service.api())));
    const { auth, outage } = authenticatorWithOutage(service, true);
    const failed = await Promise.all(agents.map((a) => auth.authenticate(a.key, new Date()).catch((error: Error) => error.message)));
    expect(failed).to.deep.equal(agents.map(() => 'connection refused'));
    outage.down = false;
    expect((await auth.authenticate(agents[0]!.key, new Date())).agentId).to.equal(agents[0]!.agentId);
  });

  it('keeps serving a trusted key while a background refresh is refused, and refuses it once stale, until a read succeeds', async () => {
    const agent = await registerAgent(service.api());
    const { auth, outage } = authenticatorWithOutage(service, false);
    const use = () => auth.authenticate(agent.key, new Date()).then((identity) => identity.agentId, (error: Error) => error.message);
    expect(await use()).to.equal(agent.agentId);
    await sleep(0.6 * KEY_CACHE_MS);
    outage.down = true;
    // Due a refresh, still trusted: the refresh goes out and fails, the request is served.
    expect(await use()).to.equal(agent.agentId);
    await sleep(0.5 * KEY_CACHE_MS);
    // Stale: never served from memory, it waits for a read, which fails.
    expect(await use()).to.equal('connection refused');
    outage.down = false;
    expect(await use()).to.equal(agent.agentId);
  });

  it('refuses a revoked key within the cache time, and an unknown key at once', async () => {
    const agent = await registerAgent(service.api());
    const second = (await service.api().post('/agents/create-api-key', { keyName: 'second' }, { key: agent.key })).body;
    // This authenticator is another process's: it does not hear of the revocation.
    const auth = createAuthenticator(service.services.db);
    expect((await auth.authenticate(second.apiKeyCode, new Date())).agentId).to.equal(agent.agentId);
    expect((await service.api().post(`/agents/api-key/${second.id}/revoke`, undefined, { key: agent.key })).status).to.equal(200);
    const revokedAt = performance.now();
    let refused: { code?: string } | null = null;
    while (!refused && performance.now() - revokedAt < 2 * KEY_CACHE_MS) {
      refused = await auth.authenticate(second.apiKeyCode, new Date()).then(() => null, (error: { code?: string }) => error);
      if (!refused) await sleep(20);
    }
    expect(refused?.code).to.equal('revoked_api_key');
    expect(performance.now() - revokedAt).to.be.below(KEY_CACHE_MS + 100);
    const unknown = await auth.authenticate('f'.repeat(64), new Date()).catch((error: { code?: string }) => error);
    expect((unknown as { code?: string }).code).to.equal('invalid_api_key');
  });
});
