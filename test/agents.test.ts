import { expect } from 'chai';
import { sql, type CompiledQuery } from 'kysely';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { createProfileReads } from '../engine/agents/profile-reads.js';
import { registerAgent } from './support/builders.js';
import { startTestService, type TestService } from './support/service.js';

describe('agents', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  describe('POST /agents/register', () => {
    it('returns a 64-hex API key, a claim code and URL, and the simulation balance', async () => {
      const res = await service.api().post('/agents/register', { name: 'alpha', description: 'first bot' });
      expect(res.status).to.equal(200);
      expect(res.body).to.have.all.keys('agentId', 'agentName', 'apiKeyCode', 'claimCode', 'claimUrl', 'simulationBalance');
      expect(res.body.agentName).to.equal('alpha');
      expect(res.body.apiKeyCode).to.match(/^[0-9a-f]{64}$/);
      expect(res.body.claimUrl).to.equal(`${service.config.claimBaseUrl}/${res.body.claimCode}`);
      expect(res.body.simulationBalance).to.equal(10000);
    });

    it('records the configured simulation balance exactly', async () => {
      const custom = await startTestService({ config: { simulationBalance: 1234_560001n } });
      try {
        const { key } = await registerAgent(custom.api());
        const me = await custom.api().get('/agents/me', { key });
        expect(me.body.data.simulationBalance).to.equal(1234.560001);
      } finally {
        await custom.close();
      }
    });

    it('accepts a missing description', async () => {
      const res = await service.api().post('/agents/register', { name: 'no-description' });
      expect(res.status).to.equal(200);
    });

    for (const [label, body, path] of [
      ['a missing name', { description: 'x' }, 'body.name'],
      ['an empty name', { name: '' }, 'body.name'],
      ['a blank name', { name: '   ' }, 'body.name'],
      ['a name of 101 characters', { name: 'n'.repeat(101) }, 'body.name'],
      ['a description of 1001 characters', { name: 'ok', description: 'd'.repeat(1001) }, 'body.description'],
      ['a numeric name', { name: 7 }, 'body.name'],
      ['an unknown field', { name: 'ok', owner: 'me' }, 'body.owner'],
    ] as const) {
      it(`rejects ${label} with 400 naming the field`, async () => {
        const res = await service.api().post('/agents/register', body);
        expect(res.status).to.equal(400);
        expect(res.body.errorCode).to.equal('invalid_body');
        expect(res.body.errors.map((e: { path: string }) => e.path)).to.include(path);
      });
    }

    it('accepts a name of exactly 100 characters', async () => {
      const res = await service.api().post('/agents/register', { name: 'n'.repeat(100) });
      expect(res.status).to.equal(200);
    });

    it('limits registrations to 10 a minute per client address, with Retry-After', async () => {
      const api = service.api();
      for (let i = 0; i < 10; i++) expect((await api.post('/agents/register', { name: `r${i}` })).status).to.equal(200);
      const refused = await api.post('/agents/register', { name: 'r11' });
      expect(refused.status).to.equal(429);
      expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 60);
      expect(refused.body.message).to.match(/10 per minute/);
      // Another address is not affected.
      expect((await service.api().post('/agents/register', { name: 'other' })).status).to.equal(200);
    });
  });

  describe('GET /agents/me', () => {
    it('reads profiles with one statement text however many keys a read takes: the reads of each size are not statement shapes of their own', async () => {
      const agents = await Promise.all(Array.from({ length: 5 }, () => registerAgent(service.api())));
      const { db } = service.services;
      const keys = await db.selectFrom('api_keys').select(['id', 'agent_id']).where('agent_id', 'in', agents.map((a) => a.agentId)).execute();
      const keyOf = new Map(keys.map((k) => [k.agent_id, k.id]));
      const texts = new Set<string>();
      const sizes = new Set<number>();
      const recording = {
        executeQuery: (query: CompiledQuery) => {
          texts.add(query.sql);
          // The keys as one array parameter, or as a parameter each.
          sizes.add((query.parameters.find(Array.isArray) as unknown[] | undefined)?.length ?? query.parameters.length);
          return db.executeQuery(query);
        },
      };
      const profiles = createProfileReads(recording as unknown as typeof db, 'https://claim.example');

      for (const size of [1, 2, 5]) {
        const some = agents.slice(0, size);
        const read = await Promise.all(some.map((a) => profiles.read(a.agentId, keyOf.get(a.agentId)!)));
        expect(read.map((p) => p.agentId)).to.deep.equal(some.map((a) => a.agentId));
      }
      expect(sizes.size, 'reads of more than one size').to.be.greaterThan(1);
      expect(texts.size).to.equal(1);
    });

    it('answers in the envelope with the agent and the calling key', async () => {
      const agent = await registerAgent(service.api(), 'me-bot');
      const res = await service.api().get('/agents/me', { key: agent.key });
      expect(res.status).to.equal(200);
      expect(res.body.code).to.equal(200);
      expect(res.body.message).to.equal('success');
      expect(res.body.data).to.include({ agentId: agent.agentId, agentName: 'me-bot', claimed: false, onlineStatus: 2 });
      expect(res.body.data.walletAddress).to.equal(null);
      expect(res.body.data.apiKey).to.include({ keyName: 'default', createType: 2 });
    });

    it('answers 401 without a key, with an unknown key and with a malformed header', async () => {
      const api = service.api();
      const missing = await api.get('/agents/me');
      expect(missing.status).to.equal(401);
      expect(missing.body).to.include({ code: 401, errorCode: 'missing_api_key', data: null });
      expect((await api.get('/agents/me', { key: 'f'.repeat(64) })).body.errorCode).to.equal('invalid_api_key');
      expect((await api.get('/agents/me', { key: 'short' })).status).to.equal(401);
      const basic = await api.get('/agents/me', { headers: { authorization: 'Basic abc' } });
      expect(basic.status).to.equal(401);
      expect(basic.body.errorCode).to.equal('invalid_authorization');
    });

    it('answers createdAt and claimedAt as the database holds them, in milliseconds, the microseconds dropped', async () => {
      const agent = await registerAgent(service.api());
      // 999.9 µs past a millisecond: rounding would answer the next one.
      await service.services.db
        .updateTable('agents')
        .set({ created_at: sql`'2026-03-04 05:06:07.123999+00'`, claimed_at: sql`'2026-03-05 01:02:03.000500+00'` })
        .where('id', '=', agent.agentId)
        .execute();
      const me = (await service.api().get('/agents/me', { key: agent.key })).body.data;
      expect(me).to.include({ createdAt: String(Date.UTC(2026, 2, 4, 5, 6, 7, 123)), claimedAt: String(Date.UTC(2026, 2, 5, 1, 2, 3, 0)), claimed: true });
      await service.services.db.updateTable('agents').set({ claimed_at: null }).where('id', '=', agent.agentId).execute();
      expect((await service.api().get('/agents/me', { key: agent.key })).body.data).to.include({ claimedAt: null, claimed: false });
    });

    it('reads the profile on every request: a balance or wallet another process writes shows on the next one', async () => {
      const agent = await registerAgent(service.api());
      expect((await service.api().get('/agents/me', { key: agent.key })).body.data.simulationBalance).to.equal(10000);
      // As another process's trade and wallet link would, straight in the database.
      await service.services.db
        .updateTable('agents')
        .set({ simulation_balance: 9876_543210n, wallet_address: '0x00000000000000000000000000000000000000aa' })
        .where('id', '=', agent.agentId)
        .execute();
      const me = (await service.api().get('/agents/me', { key: agent.key })).body.data;
      expect(me).to.include({ simulationBalance: 9876.54321, walletAddress: '0x00000000000000000000000000000000000000aa' });
    });

    it('answers many concurrent requests, of many agents and keys, each with its own agent and key', async () => {
      const agents = await Promise.all(Array.from({ length: 6 }, () => registerAgent(service.api())));
      const keys = await Promise.all(
        agents.map(async (agent) => {
          const second = (await service.api().post('/agents/create-api-key', { keyName: 'second' }, { key: agent.key })).body;
          return [
            { agentId: agent.agentId, key: agent.key, keyName: 'default' },
            { agentId: agent.agentId, key: second.apiKeyCode as string, keyName: 'second' },
          ];
        }),
      );
      const calls = Array.from({ length: 60 }, (_, i) => keys[i % agents.length]![(i >> 3) % 2]!);
      const answers = await Promise.all(calls.map((call) => service.api().get('/agents/me', { key: call.key })));
      answers.forEach((res, i) => {
        expect(res.status).to.equal(200);
        expect(res.body.data.agentId).to.equal(calls[i]!.agentId);
        expect(res.body.data.apiKey.keyName).to.equal(calls[i]!.keyName);
      });
    });

    it('shows a balance written while other requests are being answered to every request sent after it', async () => {
      const agent = await registerAgent(service.api());
      const before = Array.from({ length: 20 }, () => service.api().get('/agents/me', { key: agent.key }));
      await service.services.db.updateTable('agents').set({ simulation_balance: 1_000000n }).where('id', '=', agent.agentId).execute();
      const after = await Promise.all(Array.from({ length: 20 }, () => service.api().get('/agents/me', { key: agent.key })));
      await Promise.all(before);
      expect(after.map((res) => res.body.data.simulationBalance)).to.deep.equal(Array(20).fill(1));
    });
  });

  describe('GET /agents/claim/{claimCode}', () => {
    it('returns the claim record with a masked key, without authentication', async () => {
      const agent = await registerAgent(service.api(), 'claimable');
      const res = await service.api().get(`/agents/claim/${agent.claimCode}`);
      expect(res.status).to.equal(200);
      expect(res.body).to.include({
        claimCode: agent.claimCode,
        agentName: 'claimable',
        agentDescription: 'test agent claimable',
        status: 1,
        createType: 2,
        keyName: 'default',
        walletAddress: null,
        solAddress: null,
        claimed: false,
      });
      expect(res.body.apiKeyCode).to.have.length(64);
      expect(res.body.apiKeyCode).to.not.equal(agent.key);
      expect(res.body.apiKeyCode.slice(0, 8)).to.equal(agent.key.slice(0, 8));
      expect(res.body.apiKeyCode).to.contain('*');
      expect(res.body.createdAt).to.match(/^\d{13}$/);
      expect(res.body.lastCalledAt).to.match(/^\d{13}$/);
    });

    it('answers 400 for an empty code and 404 for an unknown one', async () => {
      const api = service.api();
      expect((await api.get('/agents/claim/')).status).to.equal(400);
      expect((await api.get('/agents/claim')).status).to.equal(400);
      expect((await api.get('/agents/claim/%20')).status).to.equal(400);
      const unknown = await api.get('/agents/claim/reef-NOSUCHCODE');
      expect(unknown.status).to.equal(404);
      expect(unknown.body.errorCode).to.equal('unknown_claim_code');
    });
  });

  describe('POST /agents/claim/{claimCode}', () => {
    const sign = async (privateKey: `0x${string}`, agentCode: string, claimCode: string) =>
      privateKeyToAccount(privateKey).signMessage({ message: `Claim trading agent ${agentCode}\nClaim code: ${claimCode}` });

    it('claims with the owner\'s EIP-191 signature; a second claim is 409', async () => {
      const agent = await registerAgent(service.api());
      const me = (await service.api().get('/agents/me', { key: agent.key })).body.data;
      const owner = generatePrivateKey();
      const address = privateKeyToAccount(owner).address;
      const signature = await sign(owner, me.agentCode, agent.claimCode);

      const res = await service.api().post(`/agents/claim/${agent.claimCode}`, { address, signature }, { key: agent.key });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.data).to.include({ agentId: agent.agentId, ownerAddress: address });

      const after = (await service.api().get('/agents/me', { key: agent.key })).body.data;
      expect(after.claimed).to.equal(true);
      expect((await service.api().get(`/agents/claim/${agent.claimCode}`)).body.claimed).to.equal(true);

      const again = await service.api().post(`/agents/claim/${agent.claimCode}`, { address, signature }, { key: agent.key });
      expect(again.status).to.equal(409);
      expect(again.body.errorCode).to.equal('already_claimed');
    });

    it('gives every agent one owner claims the same user id', async () => {
      const owner = generatePrivateKey();
      const address = privateKeyToAccount(owner).address;
      const userIds: string[] = [];
      for (let i = 0; i < 2; i++) {
        const agent = await registerAgent(service.api());
        const me = (await service.api().get('/agents/me', { key: agent.key })).body.data;
        const signature = await sign(owner, me.agentCode, agent.claimCode);
        const res = await service.api().post(`/agents/claim/${agent.claimCode}`, { address, signature }, { key: agent.key });
        expect(res.status).to.equal(200);
        userIds.push(res.body.data.userId);
        expect((await service.api().get('/agents/me', { key: agent.key })).body.data.userId).to.equal(res.body.data.userId);
      }
      expect(userIds[0]).to.equal(userIds[1]);
    });

    it('refuses a signature by another wallet, or of another message, with 400', async () => {
      const agent = await registerAgent(service.api());
      const me = (await service.api().get('/agents/me', { key: agent.key })).body.data;
      const owner = generatePrivateKey();
      const address = privateKeyToAccount(owner).address;
      const byOther = await sign(generatePrivateKey(), me.agentCode, agent.claimCode);
      const wrongText = await privateKeyToAccount(owner).signMessage({ message: 'hello' });
      for (const signature of [byOther, wrongText]) {
        const res = await service.api().post(`/agents/claim/${agent.claimCode}`, { address, signature }, { key: agent.key });
        expect(res.status).to.equal(400);
        expect(res.body.errorCode).to.equal('invalid_claim_signature');
        expect(res.body.message).to.contain(`Claim trading agent ${me.agentCode}`);
      }
      expect((await service.api().get('/agents/me', { key: agent.key })).body.data.claimed).to.equal(false);
    });

    it('answers 404 for another agent\'s claim code and 400 for a malformed body', async () => {
      const a = await registerAgent(service.api());
      const b = await registerAgent(service.api());
      const owner = generatePrivateKey();
      const address = privateKeyToAccount(owner).address;
      const bCode = (await service.api().get('/agents/me', { key: b.key })).body.data.agentCode;
      const signature = await sign(owner, bCode, b.claimCode);
      const res = await service.api().post(`/agents/claim/${b.claimCode}`, { address, signature }, { key: a.key });
      expect(res.status).to.equal(404);
      const malformed = await service.api().post(`/agents/claim/${a.claimCode}`, { address: '0x12', signature: '0x' }, { key: a.key });
      expect(malformed.status).to.equal(400);
      expect(malformed.body.errors.map((e: { path: string }) => e.path)).to.have.members(['body.address', 'body.signature']);
    });

    it('requires an API key', async () => {
      const agent = await registerAgent(service.api());
      const res = await service.api().post(`/agents/claim/${agent.claimCode}`, { address: '0x' + '1'.repeat(40), signature: '0x' + '1'.repeat(130) });
      expect(res.status).to.equal(401);
    });
  });
});
