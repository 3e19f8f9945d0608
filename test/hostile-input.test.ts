import { expect } from 'chai';
import net from 'node:net';
import { MAX_JSON_DEPTH } from '../api/middleware/json-body.js';
import { registerAgent, type RegisteredAgent } from './support/builders.js';
import { startTestService, type TestService } from './support/service.js';

/** What fetch refuses to send (TRACE, CONNECT, invented methods), written on a socket of its own. */
async function rawRequest(url: string, method: string, path: string): Promise<{ status: number; headers: Record<string, string>; body: any }> {
  const { hostname, port } = new URL(url);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`${method} ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let received = '';
    socket.on('data', (chunk) => (received += String(chunk)));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : undefined };
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const SECRET = 'sk_live_4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a';

describe('hostile input', () => {
  let service: TestService;
  let agent: RegisteredAgent;
  before(async () => {
    service = await startTestService();
    agent = await registerAgent(service.api());
  });
  after(() => service.close());

  describe('text PostgreSQL cannot store', () => {
    it('refuses a NUL in a body string with 400 naming the field', async () => {
      const res = await service.api().post('/agents/register', { name: 'nul\u0000agent', description: 'x' });
      expect(res.status, JSON.stringify(res.body)).to.equal(400);
      expect(res.body.errorCode).to.equal('invalid_body');
      expect(res.body.errors).to.deep.equal([{ path: 'body.name', message: res.body.errors[0].message }]);
      expect(res.body.errors[0].message).to.contain('NUL');
    });

    it('refuses a lone surrogate in a nested body string, naming its path', async () => {
      const res = await service.api().post('/agents/create-api-key', undefined, { key: agent.key, rawBody: '{"keyName": "half \\ud800 a pair"}' });
      expect(res.status).to.equal(400);
      expect(res.body.errors[0].path).to.equal('body.keyName');
    });

    it('accepts a whole surrogate pair (an emoji) in a name', async () => {
      const res = await service.api().post('/agents/create-api-key', { keyName: 'rocket 🚀' }, { key: agent.key });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
    });

    it('refuses a NUL in a path parameter and in a query parameter with 400 naming it', async () => {
      const claim = await service.api().get('/agents/claim/reef%00code');
      expect(claim.status).to.equal(400);
      expect(claim.body.errors[0].path).to.equal('path.claimCode');
      const search = await service.api().get('/markets/search?q=a%00b', { key: agent.key });
      expect(search.status).to.equal(400);
      expect(search.body.errors[0].path).to.equal('query.q');
    });

    it('names a field whose own name holds a NUL escaped, never with the raw character', async () => {
      const res = await service.api().post('/agents/register', undefined, { rawBody: '{"name": "x", "na\\u0000me": 1}' });
      expect(res.status).to.equal(400);
      expect(res.body.errors[0].path).to.equal('body.na\\u0000me');
      expect(res.body.message).to.contain('body.na\\u0000me').and.not.contain('\u0000');
    });
  });

  describe('deep nesting', () => {
    it('refuses 5,000 levels with 400 on every route that takes a body, Idempotency-Key or not', async () => {
      for (const path of ['/markets/trade', '/markets/batch-trade', '/markets/orders/cancel-market', '/agents/register']) {
        const res = await service.api().post(path, undefined, { key: agent.key, rawBody: `{"a": ${nested(5000)}}`, headers: { 'idempotency-key': `deep-${path}` } });
        expect(res.status, path).to.equal(400);
        expect(res.body.errorCode, path).to.equal('body_too_deep');
      }
    });

    it(`takes ${MAX_JSON_DEPTH} levels to validation and refuses ${MAX_JSON_DEPTH + 1} before parsing`, async () => {
      const deepest = await service.api().post('/agents/register', undefined, { rawBody: `{"name": ${nested(MAX_JSON_DEPTH - 1)}}` });
      expect(deepest.body.errorCode).to.equal('invalid_body');
      const deeper = await service.api().post('/agents/register', undefined, { rawBody: `{"name": ${nested(MAX_JSON_DEPTH)}}` });
      expect(deeper.body.errorCode).to.equal('body_too_deep');
    });

    it('does not count brackets inside strings, escaped quotes included', async () => {
      const res = await service.api().post('/agents/register', { name: `brackets ${'['.repeat(20)}`, description: `"${'{'.repeat(100)}\\"[` });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
    });

    it('still answers 400 for malformed JSON and for a bare JSON value', async () => {
      for (const rawBody of ['{"name": ', '"just a string"', '42']) {
        const res = await service.api().post('/agents/register', undefined, { rawBody });
        expect(res.status, rawBody).to.equal(400);
        expect(res.body.errorCode, rawBody).to.equal('invalid_json');
      }
    });
  });

  describe('methods', () => {
    it('answers an invented method (BREW), refused by the HTTP parser, with a JSON 405 and Allow', async () => {
      const res = await rawRequest(service.url, 'BREW', '/agents/me');
      expect(res.status).to.equal(405);
      expect(res.headers.allow).to.contain('GET');
      expect(res.body).to.include({ code: 405, errorCode: 'method_not_allowed' });
      expect(res.body.requestId).to.be.a('string');
    });

    it('answers TRACE, PUT, PATCH and CONNECT with a JSON 405 and Allow', async () => {
      for (const method of ['TRACE', 'PUT', 'PATCH']) {
        const res = await rawRequest(service.url, method, '/agents/register');
        expect(res.status, method).to.equal(405);
        expect(res.headers.allow, method).to.contain('POST');
        expect(res.body.errorCode, method).to.equal('method_not_allowed');
      }
      const connect = await rawRequest(service.url, 'CONNECT', '/agents/register');
      expect(connect.status).to.equal(405);
      expect(connect.headers.allow).to.contain('POST');
    });

    it('answers an unknown method on an unknown path with a JSON 404', async () => {
      const res = await rawRequest(service.url, 'BREW', '/coffee/pot');
      expect(res.status).to.equal(404);
      expect(res.body.errorCode).to.equal('route_not_found');
    });
  });

  describe('echoes', () => {
    it('shows only a short prefix of an unknown body field name', async () => {
      const res = await service.api().post('/agents/register', { name: 'x', [SECRET]: 1 });
      expect(res.status).to.equal(400);
      expect(JSON.stringify(res.body)).to.not.contain(SECRET.slice(0, 17));
      expect(res.body.errors[0].path).to.equal(`body.${SECRET.slice(0, 16)}…`);
    });

    it('shows only a short prefix of an unknown query parameter name', async () => {
      const res = await service.api().get(`/agents/me?${SECRET}=1`, { key: agent.key });
      expect(res.status).to.equal(400);
      expect(JSON.stringify(res.body)).to.not.contain(SECRET.slice(0, 17));
    });

    it('shows only a short prefix of an unknown path or a malformed value', async () => {
      const route = await service.api().get(`/agents/${SECRET}/x`);
      expect(route.status).to.equal(404);
      expect(JSON.stringify(route.body)).to.not.contain(SECRET.slice(0, 17));
      const since = await service.api().get(`/agents/briefing?since=${SECRET}`, { key: agent.key });
      expect(since.status).to.equal(400);
      expect(JSON.stringify(since.body)).to.not.contain(SECRET.slice(0, 17));
    });
  });
});
