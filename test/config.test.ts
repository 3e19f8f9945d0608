import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { resolveCredentialsKeys } from '../engine/auth/credentials-key.js';
import { Keypair } from '@solana/web3.js';
import { ConfigError, loadConfig } from '../engine/config.js';
import { env } from './support/environment.js';
import { capturedLog } from './support/log-capture.js';

describe('configuration', () => {
  it('runs on the embedded default with no environment', () => {
    const config = loadConfig({});
    expect(config.port).to.equal(3000);
    expect(config.database).to.deep.equal({ kind: 'pglite', dir: path.resolve('./data/pglite') });
    expect(config.redis).to.equal(null);
    expect(config.opsToken).to.equal(null);
    expect(config.credentialsKey).to.equal(null);
    expect(config.simulationBalance).to.equal(10_000_000_000n);
    expect(config.claimBaseUrl).to.equal('http://localhost:3000/agents/claim');
    expect(config.registerRateLimitPerMinute).to.equal(10);
    expect(config.webhooks.allowPrivateTargets).to.equal(false);
    expect(config.idempotencyLeaseMs).to.equal(10_000);
  });

  it('lets webhooks post to private addresses and shortens the idempotency lease only when told', () => {
    const config = loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', IDEMPOTENCY_LEASE_MS: '2000' });
    expect(config.webhooks.allowPrivateTargets).to.equal(true);
    expect(config.idempotencyLeaseMs).to.equal(2000);
  });

  it('uses PostgreSQL and Redis when their URLs are set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/ats',
      REDIS_URL: 'redis://cache:6379',
      PORT: '8080',
      SIMULATION_BALANCE: '250.5',
      CLAIM_BASE_URL: 'https://agents.example/claim/',
      CREDENTIALS_KEY: 'ab'.repeat(32),
      OPS_TOKEN: 'o'.repeat(16),
    });
    expect(config.database).to.deep.equal({ kind: 'postgres', url: 'postgres://u:p@db:5432/ats' });
    expect(config.redis).to.deep.equal({ url: 'redis://cache:6379', prefix: 'ats:' });
    expect(config.port).to.equal(8080);
    expect(config.simulationBalance).to.equal(250_500_000n);
    expect(config.claimBaseUrl).to.equal('https://agents.example/claim');
    expect(config.credentialsKey).to.deep.equal(Buffer.alloc(32, 0xab));
  });

  const bad: Array<[string, string]> = [
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://root@localhost/x'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['SIMULATION_BALANCE', '-1'],
    ['SIMULATION_BALANCE', 'lots'],
    ['SIMULATION_BALANCE', '1.0000001'],
    ['CREDENTIALS_KEY', 'too-short'],
    ['CREDENTIALS_KEY', 'ab'.repeat(31)],
    ['CREDENTIALS_PREVIOUS_KEYS', `${'ab'.repeat(32)},nope`],
    ['POLYGON_RPC_URL', 'ws://node:8546'],
    ['OPS_TOKEN', 'short'],
    ['CLAIM_BASE_URL', 'ftp://example'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['BODY_LIMIT', 'lots'],
    ['REGISTER_RATE_LIMIT', '0'],
    ['VENUE_B_MODE', 'paper'],
    ['METRICS_TOKEN', 'too-short'],
    ['VENUE_A_MODE', 'paper'],
    ['VENUE_A_CLOB_URL', 'clob.polymarket.com'],
    ['VENUE_A_GAMMA_URL', 'ftp://gamma'],
    ['VENUE_A_DATA_URL', 'not a url'],
    ['VENUE_A_TIMEOUT_MS', '50'],
    ['VENUE_A_MARKET_TTL_MS', '-1'],
    ['VENUE_A_BOOK_TTL_MS', 'soon'],
    ['WEBHOOK_ALLOW_PRIVATE_TARGETS', 'sometimes'],
    ['IDEMPOTENCY_LEASE_MS', '100'],
  ];
  for (const [variable, value] of bad) {
    it(`stops on ${variable}=${value} with a message naming ${variable}`, () => {
      expect(() => loadConfig({ [variable]: value }))
        .to.throw(ConfigError)
        .with.property('message')
        .that.contains(variable);
    });
  }

  it('runs venue_a simulated by default, and live on Polymarket with its URLs and timeouts', () => {
    expect(loadConfig({}).venueA).to.deep.equal({
      mode: 'sim',
      clobUrl: 'https://clob.polymarket.com',
      gammaUrl: 'https://gamma-api.polymarket.com',
      dataUrl: 'https://data-api.polymarket.com',
      timeoutMs: 10_000,
      marketTtlMs: 60_000,
      bookTtlMs: 1_000,
    });
    const live = loadConfig({ VENUE_A_MODE: 'live', VENUE_A_CLOB_URL: 'http://127.0.0.1:9000/', VENUE_A_TIMEOUT_MS: '2500' }).venueA;
    expect(live).to.include({ mode: 'live', clobUrl: 'http://127.0.0.1:9000', timeoutMs: 2500 });
  });

  it('runs venue_b simulated by default, and live on DFlow and a Solana RPC node with every setting checked', async () => {
    expect(loadConfig({}).venueB).to.include({ mode: 'sim', live: null });
    const dir = await fs.mkdtemp(path.join(env().tmpDir, 'venue-b-'));
    const keypair = Keypair.generate();
    const keyFile = path.join(dir, 'delegate.json');
    await fs.writeFile(keyFile, JSON.stringify([...keypair.secretKey]));
    const feeAccount = Keypair.generate().publicKey.toBase58();
    const live = { VENUE_B_MODE: 'live', SOLANA_RPC_URL: 'http://127.0.0.1:8899', VENUE_B_FEE_DELEGATE_KEYPAIR: keyFile, VENUE_B_FEE_ACCOUNT: feeAccount };
    const config = loadConfig(live).venueB.live!;
    expect(config).to.include({
      tradeApiUrl: 'https://quote-api.dflow.net',
      metadataApiUrl: 'https://prediction-markets-api.dflow.net',
      apiKey: null,
      rpcUrl: 'http://127.0.0.1:8899',
      settlementMint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      feeAccount,
    });
    expect(Buffer.from(config.feeDelegateSecretKey).equals(Buffer.from(keypair.secretKey))).to.equal(true);
    expect(loadConfig({ ...live, VENUE_B_API_KEY: 'k', VENUE_B_TRADE_API_URL: 'http://x/' }).venueB.live).to.include({ apiKey: 'k', tradeApiUrl: 'http://x' });

    const notAKeypair = path.join(dir, 'bad.json');
    await fs.writeFile(notAKeypair, '[1,2,3]');
    const refused: Array<[Record<string, string>, string]> = [
      [{ ...live, SOLANA_RPC_URL: '' }, 'SOLANA_RPC_URL'],
      [{ ...live, SOLANA_RPC_URL: 'ftp://node' }, 'SOLANA_RPC_URL'],
      [{ ...live, VENUE_B_FEE_DELEGATE_KEYPAIR: '' }, 'VENUE_B_FEE_DELEGATE_KEYPAIR'],
      [{ ...live, VENUE_B_FEE_DELEGATE_KEYPAIR: path.join(dir, 'missing.json') }, 'VENUE_B_FEE_DELEGATE_KEYPAIR'],
      [{ ...live, VENUE_B_FEE_DELEGATE_KEYPAIR: notAKeypair }, 'VENUE_B_FEE_DELEGATE_KEYPAIR'],
      [{ ...live, VENUE_B_FEE_ACCOUNT: '' }, 'VENUE_B_FEE_ACCOUNT'],
      [{ ...live, VENUE_B_FEE_ACCOUNT: 'not-base58-0OIl' }, 'VENUE_B_FEE_ACCOUNT'],
      [{ ...live, VENUE_B_SETTLEMENT_MINT: '1111' }, 'VENUE_B_SETTLEMENT_MINT'],
      [{ ...live, VENUE_B_TRADE_API_URL: 'nope' }, 'VENUE_B_TRADE_API_URL'],
      [{ ...live, VENUE_B_METADATA_API_URL: 'nope' }, 'VENUE_B_METADATA_API_URL'],
      [{ ...live, VENUE_B_TIMEOUT_MS: '5' }, 'VENUE_B_TIMEOUT_MS'],
      [{ VENUE_B_MODE: 'paper' }, 'VENUE_B_MODE'],
    ];
    for (const [variables, name] of refused) {
      expect(() => loadConfig(variables), name).to.throw(ConfigError).with.property('message').that.contains(name);
    }
  });

  it('never echoes a secret in the message', () => {
    for (const [variable, value] of [
      ['DATABASE_URL', 'mysql://user:hunter2@db/x'],
      ['CREDENTIALS_KEY', 'hunter2hunter2'],
      ['OPS_TOKEN', 'hunter2'],
    ]) {
      expect(() => loadConfig({ [variable!]: value })).to.throw(ConfigError).with.property('message').that.not.contains('hunter2');
    }
  });

  it('stops the process at start-up, printing the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '', REDIS_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).to.equal(1);
    expect(result.stderr).to.contain('Invalid configuration: PORT');
  });

  describe('credentials key', () => {
    it('is generated into DATA_DIR once, reused after, and the log says which', async () => {
      const dataDir = await fs.mkdtemp(path.join(env().tmpDir, 'key-'));
      const config = { credentialsKey: null, previousCredentialsKeys: [], dataDir, database: { kind: 'pglite' as const, dir: 'memory://' } };
      const first = capturedLog();
      const generated = await resolveCredentialsKeys(config, first.logger);
      expect(generated.current.key).to.have.length(32);
      expect(first.lines.join()).to.contain('generated a new credentials key');
      expect((await fs.stat(path.join(dataDir, 'credentials.key'))).mode & 0o777).to.equal(0o600);

      const second = capturedLog();
      const reused = await resolveCredentialsKeys(config, second.logger);
      expect(reused).to.deep.equal(generated);
      expect(second.lines.join()).to.contain('using the credentials key stored in DATA_DIR');
      expect(second.lines.join()).to.not.contain(generated.current.key.toString('hex'));
    });

    it('comes from CREDENTIALS_KEY when set, with a stable id, and keeps rotated-out keys readable', async () => {
      const key = Buffer.alloc(32, 7);
      const old = Buffer.alloc(32, 9);
      const { logger } = capturedLog();
      const config = {
        credentialsKey: key,
        previousCredentialsKeys: [old],
        dataDir: '/nonexistent',
        database: { kind: 'pglite' as const, dir: 'memory://' },
      };
      const a = await resolveCredentialsKeys(config, logger);
      const b = await resolveCredentialsKeys(config, logger);
      expect(a.current.key).to.equal(key);
      expect(a.current.id).to.equal(b.current.id).and.match(/^[0-9a-f]{16}$/);
      expect([...a.byId.values()]).to.deep.equal([key, old]);
    });
  });
});
