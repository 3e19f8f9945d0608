import { expect } from 'chai';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { REDIS_DEADLINE_MS } from '../engine/redis-client.js';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { linkEoa, registerAgent, type RegisteredAgent } from './support/builders.js';
import type { ApiResponse } from './support/client.js';
import { env, runId } from './support/environment.js';
import { eventually } from './support/eventually.js';
import { sdkOrder } from './support/orders.js';
import { describeWith } from './support/requires.js';
import { startTestService, type TestService } from './support/service.js';
import { fundedWallet, signQuote } from './support/solana.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { startThrowawayRedis, type ThrowawayRedis } from './support/throwaway-redis.js';

const market = marketById('604146')!;

/**
 * Calls `request` and checks it was refused as a dependency outage within `withinMs`: a store that
 * is gone is known at once; one that stopped answering, after the Redis deadline.
 */
async function unavailable(what: string, dependency: string, request: () => Promise<ApiResponse>, withinMs = 1000): Promise<void> {
  const started = Date.now();
  const res = await request();
  const took = Date.now() - started;
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).to.equal(503);
  expect(res.body.errorCode, what).to.equal('dependency_unavailable');
  expect(res.body.message, what).to.contain(dependency);
  expect(res.headers.get('retry-after'), what).to.equal('1');
  expect(took, `${what} took ${took} ms`).to.be.below(withinMs);
}

describe('outages', () => {
  describe('Redis', () => {
    let redis: ThrowawayRedis;
    let service: TestService;
    let agent: RegisteredAgent;
    let trade: () => Promise<ApiResponse>;
    let wallet: string;
    before(async function () {
      this.timeout(60_000);
      redis = await startThrowawayRedis();
      service = await startTestService({ config: { redis: { url: redis.url, prefix: `ats-outage-${runId}:` } } });
      const api = service.api();
      agent = await registerAgent(api);
      const account = privateKeyToAccount(generatePrivateKey());
      wallet = account.address;
      await linkEoa(api, agent.key, account);
      trade = async () =>
        api.post('/markets/trade', { marketConditionId: market.conditionId, orderSize: 5, price: 0.2, order: await sdkOrder(account, { tokenID: market.clobTokenIds[0]!, price: 0.2, size: 5 }) }, { key: agent.key });
    });
    after(async function () {
      this.timeout(30_000);
      // The service shuts down against a Redis that answers, as it would after the outage.
      redis?.thaw();
      await redis?.start().catch(() => {});
      await service?.close();
      await redis?.kill();
    });

    const redisRoutes = (api: ReturnType<TestService['api']>, keypair: { publicKey: { toBase58(): string } }) => ({
      'POST /agents/register': () => api.post('/agents/register', { name: 'during-outage' }),
      'GET /agents/claim/{code}': () => api.get(`/agents/claim/${agent.claimCode}`),
      'GET /wallet/link/challenge': () => api.get(`/wallet/link/challenge?address=${wallet}`, { key: agent.key }),
      'GET /markets/wallet/{address}/positions': () => api.get(`/markets/wallet/${wallet}/positions`, { key: agent.key }),
      'POST /venue_b/agent/quote': () =>
        api.post('/venue_b/agent/quote', { marketTicker: 'KXSB-27-KC', side: 'YES', action: 'BUY', amount: 2, userPublicKey: keypair.publicKey.toBase58() }, { key: agent.key }),
    });

    it('answers every route that needs Redis with 503 and Retry-After within a second, keeps serving the others, and recovers by itself', async function () {
      this.timeout(30_000);
      const api = service.api();
      const keypair = await fundedWallet(api, agent.key, '5');
      // A quote issued before the outage, submitted during it.
      const quote = await api.post('/venue_b/agent/quote', { marketTicker: 'KXSB-27-KC', side: 'YES', action: 'BUY', amount: 2, userPublicKey: keypair.publicKey.toBase58() }, { key: agent.key });
      expect(quote.body.quoteId, JSON.stringify(quote.body)).to.be.a('string');

      await redis.kill();
      // Well under the deadline for a Redis that stopped answering: nothing waits on a closed connection.
      for (const [what, request] of Object.entries(redisRoutes(api, keypair))) await unavailable(what, 'Redis', request, REDIS_DEADLINE_MS - 250);
      await unavailable('POST /venue_b/agent/submit', 'Redis', () =>
        api.post(
          '/venue_b/agent/submit',
          { marketTicker: 'KXSB-27-KC', side: 'YES', action: 'BUY', amount: 2, userPublicKey: keypair.publicKey.toBase58(), quoteId: quote.body.quoteId, signedTransaction: signQuote(quote.body.unsignedTransaction, keypair) },
          { key: agent.key },
        ),
      );

      expect((await api.get('/agents/me', { key: agent.key })).status).to.equal(200);
      const traded = await trade();
      expect(traded.status, JSON.stringify(traded.body)).to.equal(200);
      expect((await api.get('/healthz')).body).to.deep.equal({ status: 'degraded', database: 'ok', kv: 'down' });
      const ready = await api.get('/readyz');
      expect(ready.status).to.equal(503);
      expect(ready.body.message).to.contain('Redis');

      await redis.start();
      const registered = await eventually('registration to work again', async () => {
        const res = await api.post('/agents/register', { name: 'after-outage' });
        return res.status === 200 ? res : undefined;
      });
      expect(registered.body.apiKeyCode).to.be.a('string');
      expect((await api.get('/readyz')).status).to.equal(200);
    });

    it('answers 503 within a second when Redis holds the connection but stops answering', async function () {
      this.timeout(30_000);
      const api = service.api();
      redis.freeze();
      try {
        await unavailable('GET /wallet/link/challenge', 'Redis', () => api.get(`/wallet/link/challenge?address=${wallet}`, { key: agent.key }));
        await unavailable('POST /agents/register', 'Redis', () => api.post('/agents/register', { name: 'frozen' }));
      } finally {
        redis.thaw();
      }
      await eventually('challenges to work again', async () => ((await api.get(`/wallet/link/challenge?address=${wallet}`, { key: agent.key })).status === 200 ? true : undefined));
    });
  });

  describeWith(['postgres'], 'PostgreSQL', () => {
    let proxy: TcpProxy;
    let service: TestService;
    let agent: RegisteredAgent;
    before(async function () {
      this.timeout(60_000);
      const url = new URL((env().database as { url: string }).url);
      proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      service = await startTestService({ database: { kind: 'postgres', url: url.toString() } });
      agent = await registerAgent(service.api());
    });
    after(async function () {
      this.timeout(30_000);
      await proxy?.restore().catch(() => {});
      await service?.close();
      await proxy?.close();
    });

    it('answers 503 with Retry-After, never 500, while PostgreSQL is unreachable, says so in the health endpoints, and recovers', async function () {
      this.timeout(30_000);
      const api = service.api();
      await proxy.cut();
      await unavailable('GET /agents/me', 'PostgreSQL', () => api.get('/agents/me', { key: agent.key }));
      await unavailable('POST /agents/register', 'PostgreSQL', () => api.post('/agents/register', { name: 'no-database' }));
      await unavailable('POST /markets/risk-settings', 'PostgreSQL', () => api.post('/markets/risk-settings', { maxTradesPerDay: 5 }, { key: agent.key }));
      expect((await api.get('/healthz')).body).to.deep.equal({ status: 'degraded', database: 'down', kv: 'ok' });
      const ready = await api.get('/readyz');
      expect(ready.status).to.equal(503);
      expect(ready.body.errors.map((e: { path: string }) => e.path)).to.deep.equal(['database']);

      await proxy.restore();
      const me = await eventually('the database to serve again', async () => {
        const res = await api.get('/agents/me', { key: agent.key });
        return res.status === 200 ? res : undefined;
      });
      expect(me.body.data.agentId ?? me.body.data.id).to.not.equal(undefined);
    });
  });
});
