import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { open, seal, TamperedSecretError } from '../engine/auth/credentials-cipher.js';
import { credentialsKeyId, type CredentialsKeyRing } from '../engine/auth/credentials-key.js';
import { loadCredentials } from '../engine/wallets/credentials.js';
import { detectSignatureType } from '../engine/wallets/signatures.js';
import { registerAgent, simVenueCredentials, type RegisteredAgent } from './support/builders.js';
import { startServiceWithChain, type TestChain } from './support/evm.js';
import type { TestService } from './support/service.js';

const ring = (current: Buffer, ...previous: Buffer[]): CredentialsKeyRing => ({
  current: { id: credentialsKeyId(current), key: current },
  byId: new Map([current, ...previous].map((k) => [credentialsKeyId(k), k])),
});

describe('credentials encryption', () => {
  const keys = ring(randomBytes(32));

  it('round-trips, with a fresh nonce per record', () => {
    const a = seal(keys, 'secret text', 'ctx');
    const b = seal(keys, 'secret text', 'ctx');
    expect(a.nonce).to.not.equal(b.nonce);
    expect(a.ciphertext).to.not.equal(b.ciphertext);
    expect(a.keyId).to.equal(keys.current.id);
    expect(open(keys, a, 'ctx')).to.equal('secret text');
  });

  it('refuses a ciphertext with one flipped byte', () => {
    const sealed = seal(keys, 'secret text', 'ctx');
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[3]! ^= 0x01;
    expect(() => open(keys, { ...sealed, ciphertext: bytes.toString('base64') }, 'ctx')).to.throw(TamperedSecretError);
  });

  it('refuses a ciphertext moved to another context (row)', () => {
    const sealed = seal(keys, 'secret text', 'agent-1:wallet');
    expect(() => open(keys, sealed, 'agent-2:wallet')).to.throw(TamperedSecretError);
  });

  it('reads records of a rotated-out key and writes with the current one', () => {
    const old = randomBytes(32);
    const sealed = seal(ring(old), 'kept', 'ctx');
    const rotated = ring(randomBytes(32), old);
    expect(open(rotated, sealed, 'ctx')).to.equal('kept');
    expect(seal(rotated, 'new', 'ctx').keyId).to.equal(rotated.current.id).and.not.equal(sealed.keyId);
    expect(() => open(ring(randomBytes(32)), sealed, 'ctx')).to.throw(TamperedSecretError, /no credentials key/);
  });
});

describe('wallet credentials', () => {
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

  const register = (body: object, key = agent.key) => service.api().post('/wallet/credentials', body, { key });

  it('registers credentials for an EOA: signature type 0, encrypted, never echoed', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const creds = await simVenueCredentials(service.api(), agent.key, wallet);
    const res = await register({ walletAddress: wallet.address, ...creds });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({ success: true, walletAddress: wallet.address, signatureType: 0, encryptedCredentials: true });
    expect(Date.parse(res.body.registeredAt)).to.be.closeTo(Date.now(), 10_000);
    const text = JSON.stringify(res.body);
    for (const secret of Object.values(creds)) expect(text).to.not.contain(secret);

    const check = await service.api().get(`/wallet/credentials/check?walletAddress=${wallet.address}`, { key: agent.key });
    expect(check.body.data).to.deep.equal({ hasCredentials: true, walletAddress: wallet.address, signatureType: 0 });

    const row = await service.services.db.selectFrom('wallet_credentials').selectAll().where('wallet_address', '=', wallet.address).executeTakeFirstOrThrow();
    expect(row.key_id).to.equal(service.services.credentialsKeys.current.id);
    const stored = JSON.stringify(row);
    for (const secret of Object.values(creds)) expect(stored).to.not.contain(secret);
    const deps = { db: service.services.db, keys: service.services.credentialsKeys };
    expect(await loadCredentials(deps, agent.agentId, wallet.address)).to.deep.equal(creds);
  });

  it('accepts a lower-case address and answers it checksummed', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const creds = await simVenueCredentials(service.api(), agent.key, wallet);
    const res = await register({ walletAddress: wallet.address.toLowerCase(), ...creds });
    expect(res.body.walletAddress).to.equal(wallet.address);
  });

  it('rotates the credentials when the same agent registers the same wallet again', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    await register({ walletAddress: wallet.address, ...(await simVenueCredentials(service.api(), agent.key, wallet)) });
    const fresh = await simVenueCredentials(service.api(), agent.key, wallet);
    expect((await register({ walletAddress: wallet.address, ...fresh })).status).to.equal(200);
    const deps = { db: service.services.db, keys: service.services.credentialsKeys };
    expect(await loadCredentials(deps, agent.agentId, wallet.address)).to.deep.equal(fresh);
  });

  it('answers {detail} "credentials invalid" for credentials the venue does not know', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const creds = await simVenueCredentials(service.api(), agent.key, wallet);
    for (const body of [
      { ...creds, apiKey: '00000000-0000-4000-8000-000000000000' },
      { ...creds, apiSecret: creds.apiSecret.slice(1) },
      { ...creds, apiPassphrase: 'x' },
    ]) {
      const res = await register({ walletAddress: wallet.address, ...body });
      expect(res.status).to.equal(400);
      expect(Object.keys(res.body)).to.deep.equal(['detail']);
      expect(res.body.detail).to.match(/^credentials invalid/);
    }
  });

  it('answers {detail} when the wallet is not the credential owner', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());
    const creds = await simVenueCredentials(service.api(), agent.key, owner);
    const res = await register({ walletAddress: other.address, ...creds });
    expect(res.status).to.equal(400);
    expect(res.body.detail).to.match(/^wallet address does not match the credential owner/);
  });

  it('answers {detail} 409 when the wallet is registered to another agent', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const creds = await simVenueCredentials(service.api(), agent.key, wallet);
    expect((await register({ walletAddress: wallet.address, ...creds })).status).to.equal(200);
    const other = await registerAgent(service.api());
    const res = await register({ walletAddress: wallet.address, ...creds }, other.key);
    expect(res.status).to.equal(409);
    expect(res.body.detail).to.match(/^credentials already exist for this wallet/);
    const check = await service.api().get(`/wallet/credentials/check?walletAddress=${wallet.address}`, { key: other.key });
    expect(check.body.data.hasCredentials).to.equal(false);
  });

  it('lets only one of two agents racing for a new wallet have it', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const creds = await simVenueCredentials(service.api(), agent.key, wallet);
    const other = await registerAgent(service.api());
    const results = await Promise.all([agent.key, other.key].map((key) => register({ walletAddress: wallet.address, ...creds }, key)));
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409]);
  });

  it('refuses malformed bodies with 400 naming the fields', async () => {
    const res = await register({ walletAddress: '0x123', apiKey: '', apiSecret: 's' });
    expect(res.status).to.equal(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).to.have.members([
      'body.walletAddress',
      'body.apiKey',
      'body.apiPassphrase',
    ]);
  });

  it('detects contract wallets: deposit wallet 3, Safe 2, proxy 1', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const deposit = await chain.deploy('DepositWallet', [owner.address]);
    const safe = await chain.deploy('SafeWallet', [[owner.address]]);
    const proxy = await chain.deploy('ProxyWallet', [owner.address]);
    expect(await detectSignatureType(chain.client, deposit)).to.equal(3);
    expect(await detectSignatureType(chain.client, safe)).to.equal(2);
    expect(await detectSignatureType(chain.client, proxy)).to.equal(1);
    expect(await detectSignatureType(chain.client, owner.address)).to.equal(0);
    expect(await detectSignatureType(null, deposit)).to.equal(0);

    // End to end: the deposit wallet proves itself to the venue through EIP-1271 and registers as type 3.
    const creds = await simVenueCredentials(service.api(), agent.key, { address: deposit, signTypedData: owner.signTypedData }, owner);
    const res = await register({ walletAddress: deposit, ...creds });
    expect(res.body).to.include({ walletAddress: deposit, signatureType: 3 });
  });

  it('refuses a venue key request signed by a key that does not own the wallet', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const impostor = privateKeyToAccount(generatePrivateKey());
    const timestamp = String(Math.floor(Date.now() / 1000));
    const { clobAuthTypedData } = await import('../engine/venues/venue_a/sim/api-keys.js');
    const signature = await impostor.signTypedData(clobAuthTypedData(wallet.address, timestamp, 0n));
    const res = await service.api().post('/venue_a/sim/api-key', { address: wallet.address, timestamp, signature }, { key: agent.key });
    expect(res.status).to.equal(400);
    expect(res.body.errorCode).to.equal('invalid_signature');
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    const old = await wallet.signTypedData(clobAuthTypedData(wallet.address, stale, 0n));
    const res2 = await service.api().post('/venue_a/sim/api-key', { address: wallet.address, timestamp: stale, signature: old }, { key: agent.key });
    expect(res2.body.errorCode).to.equal('stale_timestamp');
  });

  it('fails to open a record whose stored ciphertext was tampered with', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    await register({ walletAddress: wallet.address, ...(await simVenueCredentials(service.api(), agent.key, wallet)) });
    const { db } = service.services;
    const row = await db.selectFrom('wallet_credentials').select('ciphertext').where('wallet_address', '=', wallet.address).executeTakeFirstOrThrow();
    const bytes = Buffer.from(row.ciphertext!, 'base64');
    bytes[0]! ^= 0x80;
    await db.updateTable('wallet_credentials').set({ ciphertext: bytes.toString('base64') }).where('wallet_address', '=', wallet.address).execute();
    const deps = { db, keys: service.services.credentialsKeys };
    let error: unknown;
    await loadCredentials(deps, agent.agentId, wallet.address).catch((e) => (error = e));
    expect(error).to.be.instanceOf(TamperedSecretError);
  });

  describe('GET /wallet/credentials/check', () => {
    it('answers false for a wallet without credentials, and for another agent\'s wallet', async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const res = await service.api().get(`/wallet/credentials/check?walletAddress=${wallet.address}`, { key: agent.key });
      expect(res.body.data).to.deep.equal({ hasCredentials: false, walletAddress: wallet.address, signatureType: null });
    });

    it('answers 400 for a missing or malformed address', async () => {
      for (const q of ['', '?walletAddress=0x12', '?walletAddress=abc', '?walletAddress=0x' + 'g'.repeat(40)]) {
        const res = await service.api().get(`/wallet/credentials/check${q}`, { key: agent.key });
        expect(res.status, q).to.equal(400);
        expect(res.body.errors[0].path).to.equal('query.walletAddress');
      }
    });
  });

  it('never writes a secret to the log', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const creds = await simVenueCredentials(service.api(), agent.key, wallet);
    await register({ walletAddress: wallet.address, ...creds });
    await register({ walletAddress: wallet.address, ...creds, apiKey: 'not-a-key' });
    const log = service.logs.join('\n');
    for (const secret of Object.values(creds)) expect(log).to.not.contain(secret);
  });
});
