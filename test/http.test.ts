import { expect } from 'chai';
import { registerAgent } from './support/builders.js';
import { eventually } from './support/eventually.js';
import { startTestService, withTestService, type TestService } from './support/service.js';

describe('HTTP layer', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ config: { bodyLimit: '2kb' } });
  });
  after(() => service.close());

  it('echoes a sane X-Request-ID and generates one otherwise', async () => {
    const echoed = await service.api().get('/healthz', { headers: { 'x-request-id': 'trace-42.a:b' } });
    expect(echoed.headers.get('x-request-id')).to.equal('trace-42.a:b');
    const generated = await service.api().get('/healthz');
    expect(generated.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
    const replaced = await service.api().get('/healthz', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(replaced.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
  });

  it('carries the request id in error bodies', async () => {
    const res = await service.api().get('/agents/me', { headers: { 'x-request-id': 'req-1' } });
    expect(res.body.requestId).to.equal('req-1');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await service.api().post('/agents/register', { name: 'x', description: 'd'.repeat(3000) });
    expect(res.status).to.equal(413);
    expect(res.body).to.include({ code: 413, errorCode: 'body_too_large' });
    expect(res.body.message).to.contain('2kb');
  });

  it('answers 400 for malformed JSON, and never logs the body', async () => {
    const res = await service.api().post('/agents/register', undefined, { rawBody: '{"name": "secret-in-body",' });
    expect(res.status).to.equal(400);
    expect(res.body.errorCode).to.equal('invalid_json');
    expect(service.logs.join('\n')).to.not.contain('secret-in-body');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await service.api().post('/agents/register', undefined, {
      rawBody: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).to.equal(415);
  });

  it('refuses unknown query parameters with 400 that names them', async () => {
    const agent = await registerAgent(service.api());
    const res = await service.api().get('/agents/me?verbose=1', { key: agent.key });
    expect(res.status).to.equal(400);
    expect(res.body).to.include({ code: 400, data: null, errorCode: 'invalid_query' });
    expect(res.body.errors[0]).to.deep.equal({ path: 'query.verbose', message: 'is not a known field' });
  });

  it('answers 404 with a pointer to the OpenAPI document for an unknown route', async () => {
    const res = await service.api().get('/no/such/route');
    expect(res.status).to.equal(404);
    expect(res.body).to.include({ code: 404, errorCode: 'route_not_found' });
    expect(res.body.message).to.contain('/openapi.json');
  });

  it('answers 405 with Allow for a wrong method', async () => {
    const res = await service.api().call('DELETE', '/agents/register');
    expect(res.status).to.equal(405);
    expect(res.headers.get('allow')).to.contain('POST');
    expect(res.body.errorCode).to.equal('method_not_allowed');
  });

  it('answers a route without parameters however the router spells its path: exact, trailing slash, other case, HEAD', async () => {
    const agent = await registerAgent(service.api());
    const exact = await service.api().get('/agents/me', { key: agent.key });
    expect(exact.status).to.equal(200);
    expect(exact.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    for (const path of ['/agents/me/', '/Agents/ME']) {
      const res = await service.api().get(path, { key: agent.key });
      expect(res.status, path).to.equal(200);
      expect(res.body, path).to.deep.equal(exact.body);
    }
    const head = await service.api().call('HEAD', '/agents/me', undefined, { key: agent.key });
    expect(head.status).to.equal(200);
    const unauthenticated = await service.api().get('/agents/me');
    expect(unauthenticated.status).to.equal(401);
    expect(unauthenticated.body).to.include({ code: 401, data: null, errorCode: 'missing_api_key' });
  });

  it('labels request metrics by route template, for routes with and without parameters', async () => {
    await service.api().get('/healthz');
    await service.api().get('/agents/claim/no-such-code');
    const metrics = await service.api().get('/metrics');
    const text = String(metrics.body);
    expect(text).to.match(/http_request_duration_seconds_count\{[^}]*route="\/healthz"[^}]*\}/);
    expect(text).to.match(/http_request_duration_seconds_count\{[^}]*route="\/agents\/claim\/\{claimCode\}"[^}]*\}/);
  });

  it('reports liveness and readiness', async () => {
    expect((await service.api().get('/healthz')).body).to.deep.equal({ status: 'ok', database: 'ok', kv: 'ok' });
    expect((await service.api().get('/readyz')).body).to.deep.equal({ status: 'ready', database: 'ok', kv: 'ok', venues: { venue_a: { mode: 'sim', upstreams: {} }, venue_b: { mode: 'sim', upstreams: {} } } });
  });

  it('is not ready, with 503 naming the store, when the KV store does not answer', async () => {
    await withTestService(async (broken) => {
      broken.services.kv.ping = async () => {
        throw new Error('connection refused');
      };
      const res = await broken.api().get('/readyz');
      expect(res.status).to.equal(503);
      expect(res.body.errors).to.have.length(1);
      expect(res.body.errors[0].path).to.equal('kv');
      expect((await broken.api().get('/healthz')).body).to.deep.equal({ status: 'degraded', database: 'ok', kv: 'down' });
    });
  });

  it('checks the stores once for health requests that arrive together, not once each', async () => {
    await withTestService(async (slow) => {
      let pings = 0;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      slow.services.kv.ping = async () => {
        pings++;
        await released;
      };
      const api = slow.api();
      const asked = Promise.all(Array.from({ length: 40 }, (_, i) => api.get(i % 2 ? '/healthz' : '/readyz')));
      // Every request is in while the first one's check is still out.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      release();
      const answers = await asked;
      expect(answers.map((res) => res.status)).to.deep.equal(answers.map(() => 200));
      expect(answers.filter((res) => res.body.kv !== 'ok')).to.deep.equal([]);
      // The first request's check, and one more for everything that arrived while it ran.
      expect(pings).to.equal(2);
    });
  });

  it('never answers a health request with a check that began before it', async () => {
    await withTestService(async (flaky) => {
      let down = false;
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      flaky.services.kv.ping = async () => {
        const failing = down;
        started();
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (failing) throw new Error('connection refused');
      };
      const api = flaky.api();
      const first = api.get('/healthz');
      await running;
      // Redis goes down while the first request's check, which found it up, is still out.
      down = true;
      const second = await api.get('/healthz');
      expect((await first).body.kv).to.equal('ok');
      expect(second.body).to.deep.equal({ status: 'degraded', database: 'ok', kv: 'down' });
    });
  });

  it('answers a health request within the check deadline of its own arrival, while a hung check is out', async () => {
    await withTestService(async (hung) => {
      let answering = false;
      hung.services.kv.ping = () => (answering ? Promise.resolve() : new Promise(() => {}));
      const api = hung.api();
      const first = api.get('/healthz');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const asked = Date.now();
      const second = await api.get('/healthz');
      const took = Date.now() - asked;
      expect((await first).body.kv).to.equal('down');
      expect(second.body.kv).to.equal('down');
      // Its own second (CHECK_DEADLINE_MS), not the rest of the hung check's and then its own.
      expect(took, `took ${took} ms`).to.be.below(1300);
      answering = true;
      // Once the hung checks have run out their deadline, the next one finds Redis answering.
      const recovered = await eventually('health to read ok again', async () => {
        const { body } = await api.get('/healthz');
        return body.status === 'ok' ? body : undefined;
      }, 3_000);
      expect(recovered).to.deep.equal({ status: 'ok', database: 'ok', kv: 'ok' });
    });
  });

  it('answers 500 without internals, with the request id, and logs the cause', async () => {
    await withTestService(async (broken) => {
      broken.services.kv.incr = async () => {
        throw new Error('redis exploded at 10.0.0.7');
      };
      const res = await broken.api().post('/agents/register', { name: 'x' }, { headers: { 'x-request-id': 'r-500' } });
      expect(res.status).to.equal(500);
      expect(res.body).to.include({ code: 500, errorCode: 'internal_error', requestId: 'r-500' });
      expect(res.body.message).to.contain('r-500').and.not.contain('redis exploded');
      expect(broken.logs.some((l) => l.includes('redis exploded') && l.includes('r-500'))).to.equal(true);
      // The access line of a failed request, at error, after the cause was logged through the request's own logger.
      const access = broken.logs.map((l) => JSON.parse(l)).filter((l) => l.requestId === 'r-500' && l.path === '/agents/register');
      expect(access).to.have.length(1);
      expect(access[0]).to.include({ level: 50, msg: 'request failed', method: 'POST', status: 500, service: 'agent-trading-service' });
    });
  });

  it('serves /metrics to anyone when METRICS_TOKEN is not set', async () => {
    const res = await fetch(`${service.url}/metrics`);
    expect(res.status).to.equal(200);
    expect(await res.text()).to.match(/^# TYPE http_request_duration_seconds histogram$/m);
  });

  it('logs probes at debug, so an info log holds the traffic', async () => {
    const before = service.logs.length;
    await service.api().get('/healthz');
    await service.api().get('/readyz');
    await service.api().get('/agents/me');
    const lines = service.logs.slice(before).map((line) => JSON.parse(line));
    expect(lines.filter((l) => l.path === '/healthz' || l.path === '/readyz')).to.deep.equal([]);
    expect(lines.find((l) => l.path === '/agents/me')).to.include({ msg: 'request', status: 401 });
  });

  it('writes one access line per request with its request id, its agent and an ISO time', async () => {
    const agent = await registerAgent(service.api());
    const before = service.logs.length;
    const res = await service.api().get('/agents/me', { key: agent.key, headers: { 'X-Request-ID': 'access-line-1' } });
    expect(res.status).to.equal(200);
    const lines = service.logs.slice(before).map((line) => JSON.parse(line));
    const access = lines.filter((l) => l.requestId === 'access-line-1');
    expect(access).to.have.length(1);
    expect(access[0]).to.include({ msg: 'request', method: 'GET', path: '/agents/me', status: 200, agentId: agent.agentId, service: 'agent-trading-service' });
    expect(access[0].time).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(access[0].time) - Date.now())).to.be.below(60_000);
  });

  it('never writes API keys or bearer headers to the log', async () => {
    const agent = await registerAgent(service.api());
    const created = await service.api().post('/agents/create-api-key', { keyName: 'logged?' }, { key: agent.key });
    await service.api().get('/agents/me', { key: agent.key });
    await service.api().get('/agents/me', { key: 'a'.repeat(64) });
    const log = service.logs.join('\n');
    expect(log).to.contain(agent.agentId);
    for (const secret of [agent.key, created.body.apiKeyCode, 'a'.repeat(64)]) expect(log).to.not.contain(secret);
    expect(log.toLowerCase()).to.not.contain('bearer');
  });
});
