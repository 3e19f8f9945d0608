import { expect } from 'chai';
import { routeTable } from '../api/app.js';
import { EXAMPLES } from '../api/openapi.js';
import { compileStrict } from '../api/validation.js';
import { envelope } from '../api/schemas/common.js';
import { startTestService, type TestService } from './support/service.js';

/** The spec's claim lookup without a code, which answers 400 whatever it is sent. */
const NEVER_SUCCEEDS = new Set(['getClaimWithoutCode']);
const RERECORD = 'rerecord them: RECORD_EXAMPLES=1 npm test (test/support/examples-recorder.ts)';

describe("the OpenAPI document's examples (api/examples.json)", () => {
  let service: TestService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  it('give every operation a recorded answer, and a request for every body, valid against today’s schemas', () => {
    const routes = routeTable(service.services, service.actors).filter((route) => route.operationId !== 'openApi');
    for (const route of routes) {
      const examples = EXAMPLES[route.operationId];
      expect(examples, `${route.operationId} has no examples; ${RERECORD}`).to.not.equal(undefined);
      if (NEVER_SUCCEEDS.has(route.operationId)) {
        expect(examples!.response, route.operationId).to.equal(undefined);
        expect(Object.keys(examples!.errorCodes), route.operationId).to.not.deep.equal([]);
        continue;
      }
      const answer = compileStrict(route.envelope ? envelope(route.response) : route.response);
      expect(answer(examples!.response), `${route.operationId}'s example answer no longer matches its schema (${JSON.stringify(answer.errors)}); ${RERECORD}`).to.equal(true);
      if (route.body) {
        const body = compileStrict(route.body);
        expect(body(examples!.request), `${route.operationId}'s example request no longer matches its schema (${JSON.stringify(body.errors)}); ${RERECORD}`).to.equal(true);
      }
    }
    expect(Object.keys(EXAMPLES).filter((op) => !routes.some((r) => r.operationId === op)), `examples of operations that are gone; ${RERECORD}`).to.deep.equal([]);
  });

  it('are served in /openapi.json, with each refusal status naming its errorCodes', async () => {
    const document = (await (await fetch(`${service.url}/openapi.json`)).json()) as any;
    const trade = document.paths['/markets/trade'].post;
    expect(trade.requestBody.content['application/json'].example).to.deep.equal(EXAMPLES.trade!.request);
    expect(trade.responses['200'].content['application/json'].example).to.deep.equal(EXAMPLES.trade!.response);
    expect(trade.responses['403']['x-error-codes']).to.include('limit_exceeded');
    expect(trade.responses['403'].description).to.match(/errorCode: .*`limit_exceeded`/);
  });
});
