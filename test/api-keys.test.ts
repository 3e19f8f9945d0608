import { expect } from 'chai';
import { MAX_ACTIVE_KEYS } from '../engine/auth/api-keys.js';
import { KEY_CACHE_MS } from '../engine/auth/authenticator.js';
import { registerAgent } from './support/builders.js';
import { startTestService, type TestService } from './support/service.js';

describe('API keys', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  it('creates a key that authenticates as the same agent and is shown in full only once', async () => {
    const api = service.api();
    const agent = await registerAgent(api);
    const created = await api.post('/agents/create-api-key', { keyName: 'worker' }, { key: agent.key });
    expect(created.status).to.equal(200);
    expect(created.body).to.include({ keyName: 'worker', status: 1, createType: 1, revokedAt: null });
    expect(created.body.apiKeyCode).to.match(/^[0-9a-f]{64}$/);

    const me = await api.get('/agents/me', { key: created.body.apiKeyCode });
    expect(me.body.data.agentId).to.equal(agent.agentId);
    expect(me.body.data.apiKey).to.include({ id: created.body.id, keyName: 'worker', createType: 1 });

    const list = await api.get('/agents/api-key/list', { key: agent.key });
    expect(list.status).to.equal(200);
    expect(list.body.data.map((k: { keyName: string }) => k.keyName)).to.deep.equal(['default', 'worker']);
    for (const k of list.body.data) {
      expect(k.apiKeyCode).to.have.length(64).and.contain('*');
      expect(k.apiKeyCode).to.not.equal(agent.key).and.not.equal(created.body.apiKeyCode);
    }
  });

  it('refuses a missing, blank or 101-character key name with 400', async () => {
    const agent = await registerAgent(service.api());
    for (const body of [{}, { keyName: ' ' }, { keyName: 'k'.repeat(101) }, { keyName: 'ok', scope: 'all' }]) {
      const res = await service.api().post('/agents/create-api-key', body, { key: agent.key });
      expect(res.status, JSON.stringify(body)).to.equal(400);
    }
    expect((await service.api().post('/agents/create-api-key', { keyName: 'k'.repeat(100) }, { key: agent.key })).status).to.equal(200);
  });

  it(`holds at most ${MAX_ACTIVE_KEYS} active keys per agent`, async () => {
    const agent = await registerAgent(service.api());
    const results = await Promise.all(
      Array.from({ length: MAX_ACTIVE_KEYS + 5 }, (_, i) =>
        service.api().post('/agents/create-api-key', { keyName: `k${i}` }, { key: agent.key }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).to.have.length(MAX_ACTIVE_KEYS - 1);
    expect(results.filter((r) => r.status === 409)).to.have.length(6);
    const list = await service.api().get('/agents/api-key/list', { key: agent.key });
    expect(list.body.data.filter((k: { status: number }) => k.status === 1)).to.have.length(MAX_ACTIVE_KEYS);
  });

  it('revokes a key: status 2, and the key gets 401 from the next request on', async () => {
    const api = service.api();
    const agent = await registerAgent(api);
    const second = (await api.post('/agents/create-api-key', { keyName: 'second' }, { key: agent.key })).body;
    expect((await api.get('/agents/me', { key: second.apiKeyCode })).status).to.equal(200);

    const revoked = await api.post(`/agents/api-key/${second.id}/revoke`, undefined, { key: agent.key });
    expect(revoked.status).to.equal(200);
    expect(revoked.body.data).to.include({ id: second.id, status: 2 });
    expect(revoked.body.data.revokedAt).to.match(/^\d{13}$/);

    const refused = await api.get('/agents/me', { key: second.apiKeyCode });
    expect(refused.status).to.equal(401);
    expect(refused.body.errorCode).to.equal('revoked_api_key');
    // Revoking again is harmless.
    expect((await api.post(`/agents/api-key/${second.id}/revoke`, undefined, { key: agent.key })).body.data.status).to.equal(2);
  });

  it('refuses a key revoked in another process within one second', async () => {
    // Another service on the same database: it has read (and holds) the key before the revocation.
    const other = await startTestService();
    try {
      const agent = await registerAgent(service.api());
      const second = (await service.api().post('/agents/create-api-key', { keyName: 'second' }, { key: agent.key })).body;
      expect((await other.api().get('/agents/me', { key: second.apiKeyCode })).status).to.equal(200);
      expect((await service.api().post(`/agents/api-key/${second.id}/revoke`, undefined, { key: agent.key })).status).to.equal(200);
      const revokedAt = performance.now();
      let status = 200;
      while (status === 200 && performance.now() - revokedAt < 2_000) {
        status = (await other.api().get('/agents/me', { key: second.apiKeyCode })).status;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).to.equal(401);
      expect(performance.now() - revokedAt).to.be.below(KEY_CACHE_MS + 100);
    } finally {
      await other.close();
    }
  });

  it('lets a key revoke itself, but never the last active key', async () => {
    const api = service.api();
    const agent = await registerAgent(api);
    const list = (await api.get('/agents/api-key/list', { key: agent.key })).body.data;
    const last = await api.post(`/agents/api-key/${list[0].id}/revoke`, undefined, { key: agent.key });
    expect(last.status).to.equal(409);
    expect(last.body.errorCode).to.equal('last_active_key');

    const spare = (await api.post('/agents/create-api-key', { keyName: 'spare' }, { key: agent.key })).body;
    const self = await api.post(`/agents/api-key/${list[0].id}/revoke`, undefined, { key: agent.key });
    expect(self.status).to.equal(200);
    expect((await api.get('/agents/me', { key: agent.key })).status).to.equal(401);
    expect((await api.get('/agents/me', { key: spare.apiKeyCode })).status).to.equal(200);
  });

  it('never leaves an agent without an active key under concurrent revokes', async () => {
    const api = service.api();
    const agent = await registerAgent(api);
    const other = (await api.post('/agents/create-api-key', { keyName: 'other' }, { key: agent.key })).body;
    const ids = (await api.get('/agents/api-key/list', { key: agent.key })).body.data.map((k: { id: string }) => k.id);
    const results = await Promise.all(
      ids.map((id: string) => api.post(`/agents/api-key/${id}/revoke`, undefined, { key: other.apiKeyCode })),
    );
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409]);
  });

  it("isolates agents: B cannot see or revoke A's keys", async () => {
    const a = await registerAgent(service.api());
    const b = await registerAgent(service.api());
    const aKeys = (await service.api().get('/agents/api-key/list', { key: a.key })).body.data;
    const bKeys = (await service.api().get('/agents/api-key/list', { key: b.key })).body.data;
    expect(bKeys.map((k: { id: string }) => k.id)).to.not.include(aKeys[0].id);
    const res = await service.api().post(`/agents/api-key/${aKeys[0].id}/revoke`, undefined, { key: b.key });
    expect(res.status).to.equal(404);
    expect((await service.api().get('/agents/me', { key: a.key })).status).to.equal(200);
  });

  it('answers 400 for a malformed key id', async () => {
    const agent = await registerAgent(service.api());
    for (const id of ['abc', '0', '-1', '1'.repeat(19)]) {
      expect((await service.api().post(`/agents/api-key/${id}/revoke`, undefined, { key: agent.key })).status, id).to.equal(400);
    }
  });
});
