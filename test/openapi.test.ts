import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'chai';
import { routeTable } from '../api/app.js';
import { startTestService, type TestService } from './support/service.js';

describe('GET /openapi.json', () => {
  let service: TestService;
  let doc: any;
  before(async () => {
    service = await startTestService();
    doc = (await service.api().get('/openapi.json')).body;
  });
  after(() => service.close());

  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).to.equal('3.1.0');
    expect(doc.info.title).to.be.a('string');
    expect(doc.components.securitySchemes.bearerAuth).to.include({ type: 'http', scheme: 'bearer' });
  });

  it('lists every route of the route table, with a unique operation id', () => {
    const routes = routeTable(service.services, service.actors);
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(listed).to.have.members(routes.map((r) => `${r.method} ${r.path}`));
    const ids = routes.map((r) => r.operationId);
    expect(new Set(ids).size).to.equal(ids.length);
  });

  it('gives every operation a summary and a description', () => {
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, { summary?: string; description?: string }>>)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(op.summary, `${method} ${path}`).to.be.a('string').with.length.above(5);
        if (path !== '/openapi.json') expect(op.description, `${method} ${path}`).to.be.a('string').with.length.above(20);
      }
    }
  });

  it('documents parameters, bodies, responses and errors of each operation', () => {
    const register = doc.paths['/agents/register'].post;
    expect(register.security).to.deep.equal([]);
    expect(register.requestBody.content['application/json'].schema.properties).to.have.keys('name', 'description');
    expect(register.responses).to.have.keys('200', '400', '415', '429', '500');
    expect(register.responses['429'].headers).to.have.property('Retry-After');

    const claim = doc.paths['/agents/claim/{claimCode}'].get;
    expect(claim.parameters).to.deep.include({
      name: 'claimCode',
      in: 'path',
      required: true,
      description: 'a non-empty claim code',
      schema: { type: 'string', maxLength: 64, pattern: '\\S', description: 'a non-empty claim code' },
    });
    expect(claim.responses).to.have.property('404');

    const settings = doc.paths['/agents/settings'].post;
    expect(settings.security).to.deep.equal([{ bearerAuth: [] }]);
    expect(settings.responses['200'].content['application/json'].schema.properties).to.have.keys('code', 'message', 'data');
    expect(settings.responses['400'].content['application/json'].schema.$ref).to.equal('#/components/schemas/ErrorEnvelope');
    expect(settings.responses).to.have.property('401');
    const maxTrade = settings.requestBody.content['application/json'].schema.properties.maxTradeAmount;
    expect(maxTrade['x-decimal']).to.deep.equal({ scale: 8, minimum: '1', maximum: '1000000000' });
  });

  it("lists the errorCodes a route's input checks answer with, as they are answered", async () => {
    const api = service.api();
    const { apiKeyCode: key } = (await api.post('/agents/register', { name: 'openapi-codes' })).body;
    const trade = doc.paths['/markets/trade'].post;
    const refusals = [
      await api.post('/markets/trade', undefined, { key, rawBody: '{"marketConditionId":' }),
      await api.post('/markets/trade', { orderSize: 'many' }, { key }),
      await api.post('/markets/trade', undefined, { key, rawBody: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' }),
      await api.post('/markets/trade', undefined, { key, rawBody: 'marketConditionId=0x', headers: { 'content-type': 'text/plain' } }),
    ];
    for (const { status, body } of refusals) {
      expect(trade.responses[String(status)]?.['x-error-codes'], `${status} ${body.errorCode}`).to.include(body.errorCode);
    }
    expect(refusals.map((r) => r.status)).to.deep.equal([400, 400, 400, 415]);
    // Verification's refusals are declared where they are thrown, not only where the suite's traffic met them.
    expect(trade.responses['400']['x-error-codes']).to.include.members(['price_mismatch', 'price_off_tick', 'invalid_signature', 'order_expired', 'unknown_market']);
    const history = doc.paths['/markets/orders/history'].get;
    const badQuery = await api.get('/markets/orders/history?limit=0', { key });
    expect(history.responses['400']['x-error-codes']).to.include(badQuery.body.errorCode);
  });

  it('holds only schemas that compile as JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    ajv.addKeyword('x-decimal');
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops as Record<string, any>)) {
        const schemas = [
          ...op.parameters.map((p: any) => p.schema),
          op.requestBody?.content['application/json'].schema,
          op.responses['200'].content['application/json'].schema,
        ].filter(Boolean);
        for (const schema of schemas) expect(() => ajv.compile(schema), `${method} ${path}`).to.not.throw();
      }
    }
  });
});
