import type { AddressInfo } from 'node:net';
import { Router } from '@koa/router';
import { Type } from '@sinclair/typebox';
import { expect } from 'chai';
import Koa from 'koa';
import type { AppState } from '../api/context.js';
import { mountRoutes, route } from '../api/route.js';
import type { Services } from '../engine/services.js';

/** What its handler was given, on a GET of a route that needs no service. */
async function handlerInput(): Promise<{ agent: unknown; workId: string; params: object; query: object; body: unknown }> {
  const inputs: object[] = [];
  const probe = route({
    method: 'GET',
    path: '/probe',
    operationId: 'probe',
    summary: 'Answers what it was given',
    tag: 'Test',
    auth: 'none',
    envelope: false,
    response: Type.Object({ ok: Type.Boolean() }),
    handler: async (input) => {
      inputs.push(input);
      return { ok: true };
    },
  });
  const app = new Koa<AppState>();
  app.use(mountRoutes(new Router<AppState>(), [probe], {} as Services, { validateResponses: true }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/probe`;
    expect((await fetch(url)).status).to.equal(200);
  } finally {
    server.close();
  }
  expect(inputs).to.have.length(1);
  return inputs[0] as Awaited<ReturnType<typeof handlerInput>>;
}

describe('a route handler input', () => {
  it('owns no accessor property: V8 would keep what the request holds alive through minor collections', async () => {
    const accessors = Object.entries(Object.getOwnPropertyDescriptors(await handlerInput())).filter(([, d]) => d.get || d.set);
    expect(accessors.map(([name]) => name)).to.deep.equal([]);
  });

  it('refuses to name the agent on a route without authentication', async () => {
    const input = await handlerInput();
    expect(() => input.agent).to.throw('probe reads the agent but is not authenticated');
    expect(input.workId).to.match(/^[0-9a-f-]{36}$/);
    expect(input.params).to.deep.equal({});
    expect(input.query).to.deep.equal({});
    expect(input.body).to.deep.equal({});
  });
});
