import { Type } from '@sinclair/typebox';
import { expect } from 'chai';
import { routeTable } from '../api/app.js';
import type { ApiError } from '../engine/errors.js';
import { assertStorable, compileCoercing, compileStrict } from '../api/validation.js';
import { startTestService, type TestService } from './support/service.js';

/** Request validation: each schema compiled by its first check (not when the app is made), and never skipped. */
describe('request validation', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  it("compiles every route's path, query, body and response schema (Ajv's strict mode refuses none)", () => {
    const empty = { type: 'object', additionalProperties: false };
    for (const route of routeTable(service.services, service.actors)) {
      const checks = [compileCoercing(route.params ?? empty), compileCoercing(route.query ?? empty), compileStrict(route.body ?? empty), compileStrict(route.response)];
      // The first check compiles; what it answers for undefined does not matter here.
      for (const check of checks) expect(() => check(undefined), route.operationId).to.not.throw();
    }
  });

  it('refuses bad data on the first check of its schema, and says why', () => {
    const check = compileStrict(Type.Object({ name: Type.String({ minLength: 1 }) }, { additionalProperties: false }));
    expect(check({ name: '' })).to.equal(false);
    expect(check.errors?.map((e) => e.instancePath)).to.deep.equal(['/name']);
    expect(check({ name: 'alpha' })).to.equal(true);
    expect(check.errors).to.equal(null);
  });

  it("refuses an invalid body on a new service's first request to the route", async () => {
    const fresh = await startTestService();
    try {
      const res = await fresh.api().post('/agents/register', { name: 42 });
      expect(res.status).to.equal(400);
      expect(res.body.errorCode).to.equal('invalid_body');
    } finally {
      await fresh.close();
    }
  });

  it('names the place of a string or field name that cannot be stored, in arrays and objects at any depth, and passes the rest', () => {
    const refusal = (data: unknown) => {
      try {
        assertStorable(data, 'body');
      } catch (error) {
        return (error as ApiError).options.errors?.[0]?.path ?? String(error);
      }
      return null;
    };
    const orders = [{ order: { salt: '1', maker: '0xab' } }, { order: { salt: '2', tags: ['ok', 'half \ud800 a pair'] } }];
    expect(refusal({ orders })).to.equal('body.orders.1.order.tags.1');
    expect(refusal({ orders: [{ order: { ['na\u0000me']: 1 } }] })).to.equal('body.orders.0.order.na\\u0000me');
    expect(refusal(['x', ['y', 'z\u0000']])).to.equal('body.1.1');
    expect(refusal({ orders: orders.slice(0, 1), name: 'an emoji 😀', n: 1, none: null, yes: true })).to.equal(null);
  });

  it('coerces path and query parameters on the first check of their schema', () => {
    const check = compileCoercing(Type.Object({ limit: Type.Integer({ minimum: 1 }) }));
    const query: Record<string, unknown> = { limit: '5' };
    expect(check(query)).to.equal(true);
    expect(query.limit).to.equal(5);
    expect(check({ limit: '0' })).to.equal(false);
  });
});
