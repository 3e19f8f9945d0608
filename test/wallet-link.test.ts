import { expect } from 'chai';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import { ApiError } from '../engine/errors.js';
import { issueChallenge, linkWallet } from '../engine/wallets/link.js';
import { registerAgent, type RegisteredAgent } from './support/builders.js';
import { startServiceWithChain, type TestChain } from './support/evm.js';
import { startTestService, type TestService } from './support/service.js';

describe('wallet link', () => {
  let service: TestService;
  let chain: TestChain;
  let agent: RegisteredAgent;
  let close: () => Promise<void>;
  before(async () => {
    ({ service, chain, close } = await startServiceWithChain());
  });
  after(() => close());
  beforeEach(async () => {
    agent = await registerAgent(service.api());
  });

  const challenge = (address: string, key = agent.key, svc = service) =>
    svc.api().get(`/wallet/link/challenge?address=${address}`, { key });
  const link = (body: object, key = agent.key, svc = service) => svc.api().post('/wallet/link', body, { key });

  describe('GET /wallet/link/challenge', () => {
    it('issues a nonce and a message: an instruction, then wallet, nonce and timestamp lines', async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const res = await challenge(wallet.address.toLowerCase());
      expect(res.status).to.equal(200);
      expect(res.body).to.have.all.keys('nonce', 'message', 'expires_at', 'address');
      expect(res.body.address).to.equal(wallet.address);
      const lines = res.body.message.split('\n');
      expect(lines).to.have.length(4);
      expect(lines[0]).to.match(/^Sign this message/);
      expect(lines[1]).to.equal(`Wallet: ${wallet.address}`);
      expect(lines[2]).to.equal(`Nonce: ${res.body.nonce}`);
      expect(Date.parse(lines[3].replace('Timestamp: ', ''))).to.be.closeTo(Date.now(), 10_000);
      expect(Date.parse(res.body.expires_at) - Date.now()).to.be.within(290_000, 300_000);
    });

    it('answers 400 for a malformed address', async () => {
      for (const address of ['0x12', 'nope', '']) expect((await challenge(address)).status).to.equal(400);
    });

    it('allows 5 challenges an hour per API key, then 429 with Retry-After', async () => {
      const wallet = privateKeyToAccount(generatePrivateKey()).address;
      for (let i = 0; i < 5; i++) expect((await challenge(wallet)).status).to.equal(200);
      const refused = await challenge(wallet);
      expect(refused.status).to.equal(429);
      expect(Number(refused.headers.get('retry-after'))).to.be.within(3000, 3600);
      // Another key of the same agent has its own count.
      const second = await service.api().post('/agents/create-api-key', { keyName: 'second' }, { key: agent.key });
      expect((await challenge(wallet, second.body.apiKeyCode)).status).to.equal(200);
    });
  });

  describe('POST /wallet/link', () => {
    it('links an EOA by personal_sign: online, wallet set, credential record created', async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const c = (await challenge(wallet.address)).body;
      const res = await link({ address: wallet.address, signature: await wallet.signMessage({ message: c.message }), nonce: c.nonce });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.deep.equal({
        success: true,
        wallet_address: wallet.address,
        wallet_ownership: 'verified',
        message: `Wallet ${wallet.address} is linked to this agent.`,
        error: '',
      });
      const me = (await service.api().get('/agents/me', { key: agent.key })).body.data;
      expect(me).to.include({ walletAddress: wallet.address, onlineStatus: 1 });
      const claim = (await service.api().get(`/agents/claim/${agent.claimCode}`)).body;
      expect(claim).to.include({ walletAddress: wallet.address, onlineStatus: 1 });
      const row = await service.services.db.selectFrom('wallet_credentials').selectAll().where('wallet_address', '=', wallet.address).executeTakeFirstOrThrow();
      expect(row).to.include({ agent_id: agent.agentId, status: 1, signature_type: 0, ciphertext: null });
    });

    it('accepts signature_type 1 as personal_sign too', async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const c = (await challenge(wallet.address)).body;
      const signature = await wallet.signMessage({ message: c.message });
      expect((await link({ address: wallet.address, signature, nonce: c.nonce, signature_type: 1 })).body.success).to.equal(true);
    });

    it('links a contract wallet through EIP-1271 (signature_type 2 and 3)', async () => {
      const owner = privateKeyToAccount(generatePrivateKey());
      for (const [type, wallet] of [
        [3, await chain.deploy('DepositWallet', [owner.address])],
        [2, await chain.deploy('SafeWallet', [[owner.address]])],
      ] as const) {
        const a = await registerAgent(service.api());
        const c = (await challenge(wallet, a.key)).body;
        const signature = await owner.signMessage({ message: c.message });
        const res = await link({ address: wallet, signature, nonce: c.nonce, signature_type: type }, a.key);
        expect(res.status, JSON.stringify(res.body)).to.equal(200);
        expect((await service.api().get('/agents/me', { key: a.key })).body.data.walletAddress).to.equal(wallet);
      }
    });

    it('refuses a contract signature the wallet does not accept, and ECDSA for a contract wallet', async () => {
      const owner = privateKeyToAccount(generatePrivateKey());
      const wallet = await chain.deploy('DepositWallet', [owner.address]);
      const stranger = privateKeyToAccount(generatePrivateKey());
      const c1 = (await challenge(wallet)).body;
      const bad = await link({ address: wallet, signature: await stranger.signMessage({ message: c1.message }), nonce: c1.nonce, signature_type: 3 });
      expect(bad.status).to.equal(400);
      expect(bad.body).to.include({ success: false, wallet_ownership: 'unverified' });
      expect(bad.body.error).to.contain('EIP-1271');
      const c2 = (await challenge(wallet)).body;
      const asEoa = await link({ address: wallet, signature: await owner.signMessage({ message: c2.message }), nonce: c2.nonce, signature_type: 0 });
      expect(asEoa.body.success).to.equal(false);
    });

    it('refuses a signature by another key or of another message, and the nonce is spent', async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const c = (await challenge(wallet.address)).body;
      const other = privateKeyToAccount(generatePrivateKey());
      const res = await link({ address: wallet.address, signature: await other.signMessage({ message: c.message }), nonce: c.nonce });
      expect(res.status).to.equal(400);
      expect(res.body).to.include({ success: false, wallet_address: wallet.address });
      expect(res.body.error).to.contain('EIP-191');
      const retry = await link({ address: wallet.address, signature: await wallet.signMessage({ message: c.message }), nonce: c.nonce });
      expect(retry.body.error).to.match(/unknown, expired .* or already used/);
      expect((await service.api().get('/agents/me', { key: agent.key })).body.data.walletAddress).to.equal(null);
    });

    it('refuses a replayed nonce', async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const c = (await challenge(wallet.address)).body;
      const body = { address: wallet.address, signature: await wallet.signMessage({ message: c.message }), nonce: c.nonce };
      expect((await link(body)).status).to.equal(200);
      const replay = await link(body);
      expect(replay.status).to.equal(400);
      expect(replay.body.success).to.equal(false);
    });

    it('refuses a challenge issued for another address or another agent', async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const other = privateKeyToAccount(generatePrivateKey());
      const c = (await challenge(wallet.address)).body;
      const res = await link({ address: other.address, signature: await other.signMessage({ message: c.message }), nonce: c.nonce });
      expect(res.body.error).to.contain('another wallet or agent');
      const thief = await registerAgent(service.api());
      const c2 = (await challenge(wallet.address)).body;
      const stolen = await link({ address: wallet.address, signature: await wallet.signMessage({ message: c2.message }), nonce: c2.nonce }, thief.key);
      expect(stolen.body.error).to.contain('another wallet or agent');
    });

    it('answers 409 when the wallet is linked to another agent', async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const c = (await challenge(wallet.address)).body;
      await link({ address: wallet.address, signature: await wallet.signMessage({ message: c.message }), nonce: c.nonce });
      const other = await registerAgent(service.api());
      const c2 = (await challenge(wallet.address, other.key)).body;
      const res = await link({ address: wallet.address, signature: await wallet.signMessage({ message: c2.message }), nonce: c2.nonce }, other.key);
      expect(res.status).to.equal(409);
      expect(res.body.success).to.equal(false);
    });

    it('gives exactly one success to 20 parallel links with one nonce', async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const c = (await challenge(wallet.address)).body;
      const body = { address: wallet.address, signature: await wallet.signMessage({ message: c.message }), nonce: c.nonce };
      const results = await Promise.all(Array.from({ length: 20 }, () => link(body)));
      expect(results.filter((r) => r.status === 200)).to.have.length(1);
      // The daily limit stops all but 3 before the nonce; the others are refused for the nonce.
      expect(results.filter((r) => r.status === 429)).to.have.length(17);
      expect(results.filter((r) => r.status === 400)).to.have.length(2);
    });

    it('consumes a nonce atomically: 20 concurrent link calls past the limiter, one success', async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const { db, kv, evm } = service.services;
      const c = await issueChallenge(kv, agent.agentId, wallet.address, Date.now());
      const signature = await wallet.signMessage({ message: c.message });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          linkWallet({ db, kv, evm }, agent.agentId, { address: wallet.address, signature, nonce: c.nonce, signatureType: 0 }, new Date()),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).to.have.length(1);
      for (const o of outcomes.filter((o) => o.status === 'rejected')) {
        expect((o as PromiseRejectedResult).reason).to.be.instanceOf(ApiError).with.property('code', 'unknown_nonce');
      }
    });

    it('counts 3 well-formed attempts per agent per UTC day; malformed bodies do not count', async () => {
      const clock = new ManualClock(Date.UTC(2026, 5, 1, 23, 0, 0));
      const svc = await startTestService({ clock, config: { redis: null } });
      try {
        const a = await registerAgent(svc.api());
        const wallet = privateKeyToAccount(generatePrivateKey());
        for (let i = 0; i < 5; i++) expect((await link({ address: '0x12' }, a.key, svc)).status).to.equal(400);
        for (let i = 0; i < 3; i++) {
          const res = await link({ address: wallet.address, signature: '0x1234', nonce: `n${i}` }, a.key, svc);
          expect(res.status).to.equal(400);
          expect(res.headers.get('x-ratelimit-remaining')).to.equal(String(2 - i));
        }
        const refused = await link({ address: wallet.address, signature: '0x1234', nonce: 'n4' }, a.key, svc);
        expect(refused.status).to.equal(429);
        expect(refused.headers.get('retry-after')).to.equal('3600');
        expect(refused.body.message).to.contain('3 per UTC day');
        // After midnight UTC the count starts again.
        clock.advance(3_600_000);
        const c = (await challenge(wallet.address, a.key, svc)).body;
        const ok = await link({ address: wallet.address, signature: await wallet.signMessage({ message: c.message }), nonce: c.nonce }, a.key, svc);
        expect(ok.status).to.equal(200);
      } finally {
        await svc.close();
      }
    });

    it('refuses an expired challenge (5 minutes, time injected)', async () => {
      const clock = new ManualClock(Date.now());
      const svc = await startTestService({ clock, config: { redis: null } });
      try {
        const a = await registerAgent(svc.api());
        const wallet = privateKeyToAccount(generatePrivateKey());
        const c = (await challenge(wallet.address, a.key, svc)).body;
        const signature = await wallet.signMessage({ message: c.message });
        clock.advance(5 * 60_000);
        const res = await link({ address: wallet.address, signature, nonce: c.nonce }, a.key, svc);
        expect(res.status).to.equal(400);
        expect(res.body.error).to.contain('expired');
        const c2 = (await challenge(wallet.address, a.key, svc)).body;
        clock.advance(5 * 60_000 - 1);
        const ok = await link({ address: wallet.address, signature: await wallet.signMessage({ message: c2.message }), nonce: c2.nonce }, a.key, svc);
        expect(ok.status).to.equal(200);
      } finally {
        await svc.close();
      }
    });

    it('refuses contract signatures when no EVM is configured', async () => {
      const svc = await startTestService();
      try {
        const a = await registerAgent(svc.api());
        const wallet = privateKeyToAccount(generatePrivateKey());
        const c = (await challenge(wallet.address, a.key, svc)).body;
        const res = await link({ address: wallet.address, signature: await wallet.signMessage({ message: c.message }), nonce: c.nonce, signature_type: 2 }, a.key, svc);
        expect(res.status).to.equal(400);
        expect(res.body.error).to.contain('EVM');
      } finally {
        await svc.close();
      }
    });

    it('refuses malformed bodies with 400 naming the fields', async () => {
      const res = await link({ address: 'x', signature: 'zz', nonce: '', signature_type: 4, extra: 1 });
      expect(res.status).to.equal(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).to.have.members([
        'body.address',
        'body.signature',
        'body.nonce',
        'body.signature_type',
        'body.extra',
      ]);
    });
  });
});
