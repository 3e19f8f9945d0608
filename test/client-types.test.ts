import fs from 'node:fs';
import { expect } from 'chai';
import { schemaSource } from '../client/schema-source.js';
import { startTestService, type TestService } from './support/service.js';

describe('the client package’s types', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  it('match the OpenAPI document the service serves (npm run client:generate writes them)', async () => {
    const document = (await (await fetch(`${service.url}/openapi.json`)).json()) as object;
    const committed = fs.readFileSync(new URL('../client/src/schema.ts', import.meta.url), 'utf8');
    expect(committed === (await schemaSource(document)), 'client/src/schema.ts differs from the served document: run npm run client:generate').to.equal(true);
  });
});
