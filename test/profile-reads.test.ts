import { expect } from 'chai';
import { createQueryId, type KyselyPlugin } from 'kysely';
import { createProfileReads } from '../engine/agents/profile-reads.js';
import { registerAgent } from './support/builders.js';
import { startTestService, type TestService } from './support/service.js';

describe('profile reads (GET /agents/me)', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  it('reads any number of keys with one statement text: the reads of each size are not statement shapes of their own', async () => {
    const agents = await Promise.all(Array.from({ length: 5 }, () => registerAgent(service.api())));
    const { db } = service.services;
    const keys = await db.selectFrom('api_keys').select(['id', 'agent_id']).where('agent_id', 'in', agents.map((a) => a.agentId)).execute();
    const keyOf = new Map(keys.map((k) => [k.agent_id, k.id]));
    const texts: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => {
        texts.push(db.getExecutor().compileQuery(node, createQueryId()).sql);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const profiles = createProfileReads(db.withPlugin(recorder), 'https://claim.example');

    for (const size of [1, 2, 5]) {
      const some = agents.slice(0, size);
      const read = await Promise.all(some.map((a) => profiles.read(a.agentId, keyOf.get(a.agentId)!)));
      expect(read.map((p) => p.agentId)).to.deep.equal(some.map((a) => a.agentId));
    }
    // The first of a turn goes alone and the rest wait for it, together: reads of one key and of four.
    expect(texts).to.have.length(5);
    expect(new Set(texts).size).to.equal(1);
  });
});
