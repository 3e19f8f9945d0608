import { orderToJsonV2, OrderType as SdkOrderType } from '@polymarket/clob-client-v2';
import { expect } from 'chai';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import type { VenueAMarket } from '../engine/venues/venue_a/market.js';
import { allMarkets } from '../engine/venues/venue_a/sim/catalog.js';
import { linkEoa, registerAgent, type RegisteredAgent } from './support/builders.js';
import { FakePolymarket } from './support/fake-polymarket/index.js';
import { sdkOrder, Side } from './support/orders.js';
import { liveVenueA, startTestService, type TestService } from './support/service.js';

/**
 * venue_a live (VENUE_A_MODE=live) end to end, against a local fake of Polymarket's CLOB, Gamma and
 * Data API that checks every L2 signature and every order with clob-client-v2's own functions.
 */

const START = Date.UTC(2026, 11, 1, 12);
const MARKETS = allMarkets().filter(
  (m) => m.tickSize === '0.01' && !m.negRisk && m.version === 'v1' && m.acceptingOrders && Date.parse(m.endDate) > START + 60 * 86_400_000,
);
const BOOK = { bids: [{ price: '0.5', size: '1000' }, { price: '0.49', size: '1000' }], asks: [{ price: '0.51', size: '1000' }, { price: '0.52', size: '1000' }] };

interface Trader {
  agent: RegisteredAgent;
  wallet: PrivateKeyAccount;
  apiKey: string;
  signed(market: VenueAMarket, side: 'BUY' | 'SELL', price: number, size: number): Promise<any>;
  trade(market: VenueAMarket, side: 'BUY' | 'SELL', price: number, size: number, extra?: object): Promise<any>;
  get(path: string): Promise<any>;
  post(path: string, body: object): Promise<any>;
}

describe('venue_a live on Polymarket (a local fake of its APIs)', () => {
  let clock: ManualClock;
  let fake: FakePolymarket;
  let service: TestService;

  before(async () => {
    clock = new ManualClock(START);
    fake = await FakePolymarket.start({ now: () => clock.now() });
    for (const m of MARKETS) fake.setBook(m.clobTokenIds[0]!, BOOK);
    service = await startTestService({ clock, config: { venueA: { ...liveVenueA(fake), timeoutMs: 400, bookTtlMs: 0 } } });
  });
  after(async () => {
    await service.close();
    await fake.close();
  });
  afterEach(() => fake.clearFaults());

  let next = 0;
  const market = () => MARKETS[next++ % MARKETS.length]!;

  async function trader(options: { credentials?: boolean } = {}): Promise<Trader> {
    const api = service.api();
    const agent = await registerAgent(api);
    const wallet = privateKeyToAccount(generatePrivateKey());
    await linkEoa(api, agent.key, wallet);
    const creds = fake.addApiKey(wallet.address);
    const post = (path: string, body: object) => api.post(path, body, { key: agent.key });
    if (options.credentials !== false) {
      const res = await post('/wallet/credentials', { walletAddress: wallet.address, apiKey: creds.key, apiSecret: creds.secret, apiPassphrase: creds.passphrase });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
    }
    await post('/markets/risk-settings', { maxTradeAmount: 1000, dailyTradeAmountLimit: 2000, maxPositionValue: 1000 });
    const signed = (m: VenueAMarket, side: 'BUY' | 'SELL', price: number, size: number) =>
      sdkOrder(wallet, { tokenID: m.clobTokenIds[0]!, side: side === 'BUY' ? Side.BUY : Side.SELL, price, size });
    return {
      agent,
      wallet,
      apiKey: creds.key,
      signed,
      post,
      get: async (path) => (await api.get(path, { key: agent.key })).body,
      trade: async (m, side, price, size, extra = {}) =>
        post('/markets/trade', { marketConditionId: m.conditionId, orderSize: size, price, order: await signed(m, side, price, size), ...extra }),
    };
  }

  const counters = async (t: Trader) => {
    const row = await service.services.db.selectFrom('daily_counters').select(['trades', 'amount']).where('agent_id', '=', t.agent.agentId).executeTakeFirst();
    return { trades: row?.trades ?? 0, amount: String(row?.amount ?? 0) };
  };
  const orderRows = (t: Trader) => service.services.db.selectFrom('orders').selectAll().where('agent_id', '=', t.agent.agentId).execute();

  describe('credentials', () => {
    it('checks them with one authenticated read and refuses what the venue refuses', async () => {
      const t = await trader({ credentials: false });
      fake.resetRequests();
      const forged = await t.post('/wallet/credentials', { walletAddress: t.wallet.address, apiKey: t.apiKey, apiSecret: Buffer.from('wrong').toString('base64'), apiPassphrase: 'x' });
      expect(forged.status).to.equal(400);
      expect(forged.body).to.have.property('detail').that.matches(/credentials invalid/);
      expect(fake.requestsTo('GET /auth/api-keys').map((r) => r.status)).to.deep.equal([401]);
      const stored = await service.services.db.selectFrom('wallet_credentials').select('ciphertext').where('wallet_address', '=', t.wallet.address).executeTakeFirstOrThrow();
      expect(stored.ciphertext).to.equal(null);
    });

    it('has no simulated api-key route', async () => {
      const t = await trader();
      const res = await t.post('/venue_a/sim/api-key', { address: t.wallet.address, timestamp: String(Math.floor(clock.now() / 1000)), signature: '0x00' });
      expect(res.status).to.equal(404);
    });

    it('refuses to trade for a wallet without credentials, before the venue is called', async () => {
      const t = await trader({ credentials: false });
      fake.resetRequests();
      const res = await t.trade(market(), 'BUY', 0.3, 10);
      expect(res.status).to.equal(403);
      expect(res.body.errorCode).to.equal('no_credentials');
      expect(fake.requestsTo('POST /order')).to.deep.equal([]);
      expect(await counters(t)).to.deep.equal({ trades: 0, amount: '0' });
    });
  });

  describe('orders', () => {
    it('sends the order exactly as clob-client-v2 builds it, under the agent\'s own API key', async () => {
      const t = await trader();
      const m = market();
      const order = await t.signed(m, 'BUY', 0.3, 10);
      fake.resetRequests();
      const res = await t.post('/markets/trade', { marketConditionId: m.conditionId, orderSize: 10, price: 0.3, order, postOnly: true });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.status).to.equal('live');
      const [sent] = fake.requestsTo('POST /order');
      expect(sent!.status).to.equal(200);
      expect(sent!.headers['poly_api_key']).to.equal(t.apiKey);
      expect(sent!.headers['poly_address']).to.equal(t.wallet.address);
      const official = orderToJsonV2({ ...order, salt: String(order.salt) }, t.apiKey, SdkOrderType.GTC, true, false);
      expect(JSON.parse(sent!.body)).to.deep.equal(JSON.parse(JSON.stringify(official)));
    });

    it('fills a marketable order, books the position and the trade log, and counts it once', async () => {
      const t = await trader();
      const m = market();
      const res = await t.trade(m, 'BUY', 0.51, 10, { orderType: 'FAK', reasoning: 'breakout' });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.status).to.equal('matched');
      const positions = await t.get(`/markets/current-positions?walletAddress=${t.wallet.address}`);
      expect(positions.map((p: any) => ({ asset: p.asset, size: p.size }))).to.deep.equal([{ asset: m.clobTokenIds[0], size: 10 }]);
      const [log] = (await t.get('/agents/trades')).data.trades;
      expect(log).to.include({ actionType: 'BUY', orderSize: '10', amount: '5.1', reasoning: 'breakout', orderId: res.body.orderId });
      expect(await counters(t)).to.deep.equal({ trades: 1, amount: '5100000' });
      const again = await t.post('/markets/trade', { marketConditionId: m.conditionId, orderSize: 10, price: 0.51, order: JSON.parse(fake.requestsTo('POST /order').at(-1)!.body).order, orderType: 'FAK' });
      expect(again.body.orderId).to.equal(res.body.orderId);
      expect(await counters(t)).to.deep.equal({ trades: 1, amount: '5100000' });
    });

    it('releases the limits of an order the venue refuses, and passes on the venue\'s words', async () => {
      const t = await trader();
      const res = await t.trade(market(), 'BUY', 0.51, 1500, { orderType: 'FOK' });
      expect(res.status).to.equal(400);
      expect(res.body.errorCode).to.equal('fok_not_filled');
      expect(res.body.venueError).to.match(/FOK orders are fully filled or killed/);
      expect(await counters(t)).to.deep.equal({ trades: 0, amount: '0' });
      expect(await orderRows(t)).to.deep.equal([]);
      expect((await t.get('/agents/trades')).data.trades).to.deep.equal([]);
    });

    it('answers a venue 429 with 429 and Retry-After, counting nothing', async () => {
      const t = await trader();
      fake.fault('POST /order', { status: 429, retryAfter: 7 });
      const res = await t.trade(market(), 'BUY', 0.3, 10);
      expect(res.status).to.equal(429);
      expect(res.headers.get('retry-after')).to.equal('7');
      expect(res.body.errorCode).to.equal('venue_rate_limited');
      expect(await counters(t)).to.deep.equal({ trades: 0, amount: '0' });
      expect(await orderRows(t)).to.deep.equal([]);
    });

    it('records once an order the venue took before timing out, and answers a retry with it', async () => {
      const t = await trader();
      const m = market();
      const order = await t.signed(m, 'BUY', 0.3, 10);
      fake.fault('POST /order', { hangAfterAccepting: true });
      fake.resetRequests();
      const body = { marketConditionId: m.conditionId, orderSize: 10, price: 0.3, order };
      const res = await t.post('/markets/trade', body);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.status).to.equal('live');
      expect(fake.requests.filter((r) => r.method === 'GET' && r.path === `/data/order/${res.body.orderId}`)).to.have.length(1);
      const retry = await t.post('/markets/trade', body);
      expect(retry.body).to.deep.equal(res.body);
      expect(fake.requestsTo('POST /order')).to.have.length(1);
      expect(fake.orders().filter((o) => o.id === res.body.orderId)).to.have.length(1);
      expect((await orderRows(t)).map((o) => o.order_hash)).to.deep.equal([res.body.orderId]);
      expect(await counters(t)).to.deep.equal({ trades: 1, amount: '3000000' });
    });

    it('answers 502 venue_unavailable for an order the venue failed and never took, counting nothing', async () => {
      const t = await trader();
      fake.fault('POST /order', { status: 503 });
      const res = await t.trade(market(), 'BUY', 0.3, 10);
      expect(res.status).to.equal(502);
      expect(res.body.errorCode).to.equal('venue_unavailable');
      expect(res.headers.get('retry-after')).to.be.a('string');
      expect(await counters(t)).to.deep.equal({ trades: 0, amount: '0' });
      expect(await orderRows(t)).to.deep.equal([]);
    });

    it('sends a 20-order batch as two calls of at most 15 and answers in request order', async () => {
      const t = await trader();
      const m = market();
      const orders = [];
      for (let i = 0; i < 20; i++) {
        const price = (20 + i) / 100;
        orders.push({ marketConditionId: m.conditionId, orderSize: 5, price, order: await t.signed(m, 'BUY', price, 5) });
      }
      fake.resetRequests();
      const res = await t.post('/markets/batch-trade', { orders });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.include({ total: 20, succeeded: 20, failed: 0 });
      const calls = fake.requestsTo('POST /orders');
      expect(calls.map((c) => JSON.parse(c.body).length)).to.deep.equal([15, 5]);
      const sent = calls.flatMap((c) => JSON.parse(c.body).map((o: any) => o.order.signature));
      expect(sent).to.deep.equal(orders.map((o) => o.order.signature));
      const hashes = (await orderRows(t)).map((r) => r.order_hash);
      expect(res.body.results.map((r: any) => r.orderId).sort()).to.deep.equal([...hashes].sort());
      expect(res.body.results.map((r: any) => r.status)).to.deep.equal(Array(20).fill('live'));
    });
  });

  describe('fills, cancels and reads', () => {
    it('syncs a resting order filled at the venue into the position, the order and a webhook event', async () => {
      const t = await trader();
      expect((await t.post('/agents/webhooks', { url: 'https://example.com/fills', events: ['order.filled'] })).status).to.equal(200);
      const m = market();
      const placed = (await t.trade(m, 'BUY', 0.45, 10)).body;
      expect(placed.status).to.equal('live');
      fake.fillRestingOrder(placed.orderId, '4');
      await service.actors.sweep();
      const detail = (await t.get(`/markets/orders/${placed.orderId}`)).data;
      expect(detail).to.include({ status: 'LIVE', sizeMatched: '4' });
      const positions = await t.get(`/markets/current-positions?walletAddress=${t.wallet.address}`);
      expect(positions.map((p: any) => ({ size: p.size, avgPrice: p.avgPrice }))).to.deep.equal([{ size: 4, avgPrice: 0.45 }]);
      const events = await service.services.db.selectFrom('webhook_events').select(['kind', 'payload']).where('agent_id', '=', t.agent.agentId).execute();
      expect(events.map((e) => [e.kind, JSON.parse(e.payload).fillSize])).to.deep.equal([['order.filled', '4']]);
      fake.fillRestingOrder(placed.orderId);
      await service.actors.sweep();
      await service.actors.sweep();
      expect((await t.get(`/markets/orders/${placed.orderId}`)).data).to.include({ status: 'MATCHED', sizeMatched: '10' });
      expect((await t.get('/markets/orders/open')).data).to.deep.equal([]);
      // The balance is what Polymarket holds for the wallet, not a simulation balance.
      fake.setBalance(t.wallet.address, 123_450_000n);
      const portfolio = (await t.get('/markets/portfolio?venue=venue_a')).data;
      expect(portfolio.venue_a).to.include({ positions_count: 1, balance: 123.45 });
      expect(portfolio.balance_usdc).to.equal(123.45);
      expect(fake.requestsTo('GET /balance-allowance').map((r) => r.query)).to.deep.equal([{ asset_type: 'COLLATERAL', signature_type: '0' }]);
    });

    it('cancels one order, several, a market\'s and all, through the venue, and syncs the records', async () => {
      const t = await trader();
      const [a, b] = [market(), market()];
      const place = async (m: VenueAMarket, price: number) => (await t.trade(m, 'BUY', price, 10)).body.orderId as string;
      const one = await place(a, 0.3);
      const two = await place(a, 0.31);
      const three = await place(a, 0.32);
      const four = await place(a, 0.33);
      const five = await place(b, 0.34);
      const six = await place(b, 0.35);
      expect((await t.get('/markets/orders/open')).data).to.have.length(6);
      fake.resetRequests();

      const singleRes = await t.post(`/markets/orders/${one}/cancel`, {});
      expect(singleRes.status, JSON.stringify(singleRes.body)).to.equal(200);
      const single = singleRes.body.data;
      expect(single).to.deep.equal({ canceled: [one], notCanceled: {}, syncedCount: 1 });
      const several = (await t.post('/markets/orders/cancel', { orderIds: [two, three, `0x${'ab'.repeat(32)}`] })).body.data;
      expect([...several.canceled].sort()).to.deep.equal([two, three].sort());
      expect(Object.keys(several.notCanceled)).to.deep.equal([`0x${'ab'.repeat(32)}`]);
      const byMarket = (await t.post('/markets/orders/cancel-market', { market: a.conditionId })).body.data;
      expect(byMarket).to.deep.include({ canceled: [four], syncedCount: 1 });
      const all = (await t.post('/markets/orders/cancel-market', {})).body.data;
      expect([...all.canceled].sort()).to.deep.equal([five, six].sort());
      expect(all.syncedCount).to.equal(2);
      expect(fake.requestsTo('DELETE /order')).to.have.length(1);
      expect(fake.requestsTo('DELETE /orders')).to.have.length(1);
      expect(fake.requestsTo('DELETE /cancel-market-orders')).to.have.length(1);
      expect(fake.requestsTo('DELETE /cancel-all')).to.have.length(1);
      expect((await t.get('/markets/orders/open')).data).to.deep.equal([]);
      expect(await counters(t)).to.deep.equal({ trades: 6, amount: '0' });
    });

    it('reads markets from Gamma, once, and positions from the Data API', async () => {
      const t = await trader();
      const m = market();
      const first = await t.get(`/markets/${m.id}`);
      expect(first).to.include({ conditionId: m.conditionId, question: m.question });
      fake.resetRequests();
      await t.get(`/markets/${m.id}`);
      await t.get(`/markets/${m.id}`);
      expect(fake.requests.filter((r) => r.api === 'gamma')).to.deep.equal([]);
      await t.trade(m, 'BUY', 0.51, 10, { orderType: 'FAK' });
      const wallet = await t.get(`/markets/wallet/${t.wallet.address}/positions`);
      expect(wallet).to.deep.include({ wallet_address: t.wallet.address, position_count: 1 });
      expect(fake.requestsTo('GET /positions').length).to.be.greaterThan(0);
    });

    it('holds an order whose fate the venue could not tell as pending, and the sync settles it once the venue answers', async () => {
      const t = await trader();
      const m = market();
      const taken = await t.signed(m, 'BUY', 0.3, 10);
      const lost = await t.signed(m, 'BUY', 0.31, 10);
      const post = (order: object, price: number) => t.post('/markets/trade', { marketConditionId: m.conditionId, orderSize: 10, price, order });
      fake.fault('POST /order', { hangAfterAccepting: true });
      fake.fault('GET /data/order/*', { status: 500 });
      const first = await post(taken, 0.3);
      expect(first.status).to.equal(503);
      expect(first.body.message).to.match(/could not say whether it took the order/);
      fake.fault('POST /order', { status: 500 });
      fake.fault('GET /data/order/*', { status: 500 });
      expect((await post(lost, 0.31)).status).to.equal(502);
      expect((await orderRows(t)).map((o) => o.placement)).to.deep.equal(['pending', 'pending']);
      expect(await counters(t)).to.deep.equal({ trades: 2, amount: '6100000' });

      // The venue lists the one it took: settled at once. The other is released only after the grace
      // period, as another process may still be sending it.
      await service.actors.sweep();
      const placements = async () => Object.fromEntries((await orderRows(t)).map((o) => [o.price, o.placement]));
      expect(await placements()).to.deep.equal({ '300000': 'live', '310000': 'pending' });
      clock.advance(service.config.venueA.timeoutMs * 2 + 6_000);
      await service.actors.sweep();
      expect(await placements()).to.deep.equal({ '300000': 'live' });
      expect(await counters(t)).to.deep.equal({ trades: 1, amount: '3000000' });
      expect((await t.get('/markets/orders/open')).data).to.have.length(1);
    });

    it('opens the circuit after repeated venue failures, refuses at once, and names it in /readyz', async () => {
      const t = await trader();
      fake.fault('POST /order', { status: 500 }, { times: 1000 });
      fake.fault('GET /data/order/*', { status: 500 }, { times: 1000 });
      // The venue fails and cannot say what it took: those orders stay reserved for the order sync to
      // settle. The breaker opens once failures are half the calls of the last 10 s, earlier tests' included.
      const state = async () => (await service.api().get('/readyz')).body.venues.venue_a.upstreams.clob;
      for (let i = 0; i < 60 && (await state()) === 'closed'; i++) {
        const failed = await t.trade(market(), 'BUY', (20 + (i % 40)) / 100, 10);
        expect(failed.status, JSON.stringify(failed.body)).to.be.oneOf([502, 503]);
        expect(failed.body.message).to.match(/could not say whether it took the order|failed repeatedly/);
      }
      const ready = (await service.api().get('/readyz')).body;
      expect(ready.venues.venue_a).to.deep.equal({ mode: 'live', upstreams: { clob: 'open', gamma: 'closed', 'data-api': 'closed' } });
      const before = await counters(t);
      fake.resetRequests();
      const refused = await t.trade(market(), 'BUY', 0.3, 10);
      expect(refused.status).to.equal(503);
      expect(refused.body.message).to.match(/failed repeatedly/);
      expect(fake.requests.filter((r) => r.api === 'clob')).to.deep.equal([]);
      expect(await counters(t)).to.deep.equal(before);
    });
  });
});
