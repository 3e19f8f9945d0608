import { expect } from 'chai';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import type { VenueAMarket } from '../engine/venues/venue_a/market.js';
import { allMarkets } from '../engine/venues/venue_a/sim/catalog.js';
import { linkEoa, registerAgent, type RegisteredAgent } from './support/builders.js';
import { sdkOrder, Side } from './support/orders.js';
import { FakePolymarket } from './support/fake-polymarket/index.js';
import { liveVenueA, startTestService, type TestService } from './support/service.js';

const OPS_TOKEN = 'ops-token-for-risk-monitor-tests-01';
const START = Date.UTC(2026, 11, 1, 12);
const LIMITS = { maxTradeAmount: 1000, dailyTradeAmountLimit: 1000, maxPositionValue: 1000 };

// Liquid markets with a 0.01 tick: with Yes at 0.50 the Yes book's best bid is 0.50 and best ask 0.51.
const MARKETS = allMarkets().filter(
  (m) => m.tickSize === '0.01' && m.liquidityNum >= 25_000 && !m.negRisk && m.version === 'v1' && m.acceptingOrders && Date.parse(m.endDate) > START + 60 * 86_400_000,
);
let nextMarket = 0;
const freshMarket = () => MARKETS[nextMarket++ % MARKETS.length]!;

interface Trader {
  agent: RegisteredAgent;
  wallet: PrivateKeyAccount;
  get(path: string): Promise<any>;
  post(path: string, body?: object): Promise<any>;
  settings(body: object): Promise<void>;
  buy(market: VenueAMarket, price: number, size: number): Promise<void>;
  sellOrder(market: VenueAMarket, price: number, size: number, from?: PrivateKeyAccount): Promise<any>;
}

/** An agent with a linked wallet; on a live venue, with the wallet's venue credentials registered too. */
async function trader(service: TestService, venue?: FakePolymarket): Promise<Trader> {
  const api = service.api();
  const agent = await registerAgent(api);
  const wallet = privateKeyToAccount(generatePrivateKey());
  await linkEoa(api, agent.key, wallet);
  const post = (path: string, body?: object) => api.post(path, body, { key: agent.key });
  if (venue) {
    const creds = venue.addApiKey(wallet.address);
    const res = await post('/wallet/credentials', { walletAddress: wallet.address, apiKey: creds.key, apiSecret: creds.secret, apiPassphrase: creds.passphrase });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
  }
  const settings = async (body: object) => {
    const res = await post('/markets/risk-settings', body);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
  };
  const signed = (market: VenueAMarket, side: Side, price: number, size: number, from = wallet) =>
    sdkOrder(from, { tokenID: market.clobTokenIds[0]!, side, price, size });
  await settings(LIMITS);
  return {
    agent,
    wallet,
    post,
    settings,
    get: async (path) => {
      const res = await api.get(path, { key: agent.key });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).to.equal(200);
      return res.body;
    },
    buy: async (market, price, size) => {
      const order = await signed(market, Side.BUY, price, size);
      const res = await post('/markets/trade', { marketConditionId: market.conditionId, orderSize: size, price, order });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.status).to.equal('matched');
    },
    sellOrder: (market, price, size, from) => signed(market, Side.SELL, price, size, from),
  };
}

describe('risk monitors: stop-loss and take-profit', () => {
  let service: TestService;
  let clock: ManualClock;
  before(async () => {
    clock = new ManualClock(START);
    service = await startTestService({ clock, config: { opsToken: OPS_TOKEN } });
    for (const m of MARKETS) service.services.prices.setScriptedPrices(m.id, [{ t: 0, price: 500_000n }]);
  });
  after(() => service.close());

  const monitors = () => service.actors.monitors;
  /** Moves the market's Yes price from the next second on, and the clock with it. */
  const movePrice = (market: VenueAMarket, yes: bigint) => {
    service.services.prices.setScriptedPrices(market.id, [{ t: 0, price: 500_000n }, { t: clock.now() + 1000, price: yes }]);
    clock.advance(1000);
  };
  const positions = async (t: Trader) => (await t.get(`/markets/current-positions?walletAddress=${t.wallet.address}`)) as any[];
  const trades = async (t: Trader) => (await t.get('/agents/trades')).data.trades as any[];
  const balance = async (t: Trader) => (await t.get('/agents/me')).data.simulationBalance as number;
  const triggersOf = (report: Awaited<ReturnType<ReturnType<typeof monitors>['tick']>>, t: Trader) =>
    report.triggers.filter((r) => r.agentId === t.agent.agentId);

  it('sells the position once the best bid falls to the stop-loss, and reports it in trades, portfolio and briefing', async () => {
    const market = freshMarket();
    const t = await trader(service);
    await t.settings({ riskControlEnabled: true, stopLossPercent: 10, takeProfitPercent: null });
    await t.buy(market, 0.51, 10);
    const before = await balance(t);
    // Average 0.51: the stop is at 0.459. A bid of 0.46 has not crossed it.
    movePrice(market, 460_000n);
    expect(triggersOf(await monitors().tick(), t)).to.deep.equal([]);

    movePrice(market, 450_000n);
    const fired = triggersOf(await monitors().tick(), t);
    expect(fired).to.have.length(1);
    expect(fired[0]!.result).to.include({ outcome: 'exit', filled: '10', amount: '4.5' });

    expect(await positions(t)).to.deep.equal([]);
    expect(await balance(t)).to.equal(before + 4.5);
    const [exit] = await trades(t);
    expect(exit).to.include({ sourceTag: 'risk:stop_loss', actionType: 'SELL', direction: 'YES', orderSize: '10', amount: '4.5', platform: 'venue_a' });
    expect(exit.reasoning).to.match(/^Stop-loss at 10%: the best bid 0\.45 fell to or below 0\.459 \(average price 0\.51\)/);
    const order = (await t.get(`/markets/orders/${exit.orderId}`)).data;
    expect(order).to.include({ status: 'MATCHED', side: 'SELL', sizeMatched: '10' });

    const warnings = (await t.get('/markets/portfolio')).data.warnings as string[];
    expect(warnings[0]).to.equal(exit.reasoning);
    const briefing = (await t.get('/agents/briefing')).data;
    expect(briefing.risk_alerts).to.include(exit.reasoning);

    // Ticks after the exit find nothing to do.
    expect(triggersOf(await monitors().tick(), t)).to.deep.equal([]);
    expect((await trades(t)).filter((r) => r.sourceTag?.startsWith('risk:'))).to.have.length(1);
  });

  it('takes profit at the target, selling no lower than it', async () => {
    const market = freshMarket();
    const t = await trader(service);
    await t.settings({ riskControlEnabled: true, stopLossPercent: null, takeProfitPercent: 20 });
    await t.buy(market, 0.51, 10);
    // Target 0.612: Yes at 0.61 gives a bid of 0.60, not there yet; at 0.65 the bid is 0.64.
    movePrice(market, 610_000n);
    expect(triggersOf(await monitors().tick(), t)).to.deep.equal([]);
    movePrice(market, 650_000n);
    const fired = triggersOf(await monitors().tick(), t);
    expect(fired.map((f) => f.result.outcome === 'exit' && f.kind)).to.deep.equal(['take_profit']);
    expect(await positions(t)).to.deep.equal([]);
    const [exit] = await trades(t);
    expect(exit).to.include({ sourceTag: 'risk:take_profit', actionType: 'SELL', orderSize: '10', amount: '6.4' });
    expect(exit.reasoning).to.match(/^Take-profit at 20%: the best bid 0\.64 rose to or above 0\.612/);
  });

  it('never fires twice: concurrent ticks, repeated ticks and a repeated trigger message', async () => {
    const market = freshMarket();
    const t = await trader(service);
    await t.settings({ riskControlEnabled: true, stopLossPercent: 5 });
    await t.buy(market, 0.51, 10);
    movePrice(market, 400_000n);
    const reports = await Promise.all([monitors().tick(), monitors().tick(), monitors().tick()]);
    expect(reports.flatMap((r) => triggersOf(r, t))).to.have.length(1);
    await monitors().tick();
    expect((await trades(t)).filter((r) => r.sourceTag === 'risk:stop_loss')).to.have.length(1);

    // The position's state is the key in Postgres: the same trigger sent straight to the actor
    // (as a second process would) finds it acted on.
    const other = freshMarket();
    await t.buy(other, 0.51, 10);
    const trigger = { venue: 'venue_a' as const, wallet: t.wallet.address, tokenId: other.clobTokenIds[0]!, kind: 'stop_loss' as const, price: 0n };
    service.services.prices.setScriptedPrices(other.id, [{ t: 0, price: 500_000n }, { t: clock.now() + 1000, price: 300_000n }]);
    clock.advance(1000);
    const answers = await Promise.all([1, 2, 3].map(() => service.actors.send<any>(t.agent.agentId, { kind: 'riskTrigger', trigger })));
    expect(answers.map((a) => a.outcome)).to.deep.equal(['exit', 'gone', 'gone']);
    expect((await trades(t)).filter((r) => r.sourceTag === 'risk:stop_loss')).to.have.length(2);
  });

  it('moves and removes monitors as settings and positions change', async () => {
    const market = freshMarket();
    const t = await trader(service);
    // The index is read at a tick, which first reloads the agents whose actors changed something.
    const watched = async () => {
      await monitors().tick();
      return monitors().index.monitorsOf(t.agent.agentId).map((m) => ({ stop: m.stop, take: m.take }));
    };
    await t.buy(market, 0.51, 10);
    expect(await watched()).to.deep.equal([]);
    await t.settings({ riskControlEnabled: true, stopLossPercent: 10, takeProfitPercent: null });
    expect(await watched()).to.deep.equal([{ stop: 459_000n, take: null }]);
    await t.settings({ stopLossPercent: 20, takeProfitPercent: 50 });
    expect(await watched()).to.deep.equal([{ stop: 408_000n, take: 765_000n }]);
    // 100% above 0.51 is past what a bid can reach: the target is capped at 0.99.
    await t.settings({ takeProfitPercent: 100 });
    expect(await watched()).to.deep.equal([{ stop: 408_000n, take: 990_000n }]);
    // A second buy moves the average: 20 shares for 10.20 + 5.10.
    await t.buy(market, 0.51, 10);
    expect(await watched()).to.deep.equal([{ stop: 408_000n, take: 990_000n }]);
    await t.settings({ stopLossPercent: null, takeProfitPercent: null });
    expect(await watched()).to.deep.equal([]);
    await t.settings({ stopLossPercent: 10, riskControlEnabled: false });
    expect(await watched()).to.deep.equal([]);
    await t.settings({ riskControlEnabled: true });
    expect(await watched()).to.have.length(1);
    // Sold by the agent: nothing left to watch.
    const order = await t.sellOrder(market, 0.5, 20);
    const sold = await t.post('/markets/trade', { marketConditionId: market.conditionId, orderSize: 20, price: 0.5, order });
    expect(sold.status, JSON.stringify(sold.body)).to.equal(200);
    expect(await watched()).to.deep.equal([]);
  });

  it('counts exits in the daily counters but never refuses one for a limit', async () => {
    const market = freshMarket();
    const t = await trader(service);
    await t.buy(market, 0.51, 10);
    await t.settings({ riskControlEnabled: true, stopLossPercent: 10, maxTradesPerDay: 1, maxTradeAmount: 1 });
    movePrice(market, 300_000n);
    const fired = triggersOf(await monitors().tick(), t);
    expect(fired.map((f) => f.result.outcome)).to.deep.equal(['exit']);
    expect((await t.get('/agents/briefing')).data.limits_today.tradesToday).to.equal(2);
  });

  it('alerts instead of selling when an operator halted the agent', async () => {
    const market = freshMarket();
    const t = await trader(service);
    await t.settings({ riskControlEnabled: true, stopLossPercent: 10 });
    await t.buy(market, 0.51, 10);
    const halt = await service.api().post(`/ops/actors/${t.agent.agentId}/halt`, undefined, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    expect(halt.status).to.equal(200);
    movePrice(market, 300_000n);
    const fired = triggersOf(await monitors().tick(), t);
    expect(fired.map((f) => f.result.outcome)).to.deep.equal(['alert']);
    expect(await positions(t)).to.have.length(1);
    const [alert] = await trades(t);
    expect(alert).to.include({ sourceTag: 'risk:alert', actionType: 'ALERT', amount: '0', orderSize: '10' });
    expect(alert.reasoning).to.contain('trading is halted for this agent by an operator');
    // Once per position state, however many ticks follow.
    expect(triggersOf(await monitors().tick(), t)).to.deep.equal([]);
    expect((await trades(t)).filter((r) => r.sourceTag === 'risk:alert')).to.have.length(1);
  });

  it('raises an alert for a venue_b position, which the service cannot sell', async () => {
    const t = await trader(service);
    const mint = `mint-${t.agent.agentId}`;
    const bids = new Map<string, bigint>([[mint, 500_000n]]);
    monitors().setBidFeed('venue_b', async (tokens) => new Map(tokens.map((token) => [token, bids.get(token) ?? null])));
    await service.services.db
      .insertInto('positions')
      .values({
        agent_id: t.agent.agentId,
        wallet_address: 'So1anaWa11et1111111111111111111111111111111',
        token_id: mint,
        venue: 'venue_b',
        market_condition_id: 'KXTEST-26DEC01',
        outcome: 'YES',
        size: 10_000_000n,
        reserved_size: 0n,
        cost: 5_000_000n,
        realized_pnl: 0n,
        updated_at: new Date(clock.now()),
      })
      .execute();
    await t.settings({ riskControlEnabled: true, stopLossPercent: 20 });
    expect(triggersOf(await monitors().tick(), t)).to.deep.equal([]);
    bids.set(mint, 390_000n);
    const fired = triggersOf(await monitors().tick(), t);
    expect(fired.map((f) => f.result.outcome)).to.deep.equal(['alert']);
    await monitors().tick();
    const alerts = (await trades(t)).filter((r) => r.sourceTag === 'risk:alert');
    expect(alerts).to.have.length(1);
    expect(alerts[0]).to.include({ platform: 'venue_b', actionType: 'ALERT' });
    expect(alerts[0].reasoning).to.contain('cannot sign for your wallet on venue_b');
    expect((await t.get('/markets/portfolio')).data.warnings).to.include(alerts[0].reasoning);
  });
});

describe('risk monitors on a live venue_a: pre-signed exit orders', () => {
  let service: TestService;
  let clock: ManualClock;
  let venue: FakePolymarket;
  /** Yes at 0.50: bids from 0.50 down, asks from 0.51 up, deep enough for every order here. */
  const bookAround = (bid: string, ask: string) => ({ bids: [{ price: bid, size: '10000' }], asks: [{ price: ask, size: '10000' }] });
  before(async () => {
    clock = new ManualClock(START);
    venue = await FakePolymarket.start({ now: () => clock.now() });
    for (const m of MARKETS) venue.setBook(m.clobTokenIds[0]!, bookAround('0.5', '0.51'));
    service = await startTestService({ clock, config: { venueA: { ...liveVenueA(venue), bookTtlMs: 0 } } });
  });
  after(async () => {
    await service.close();
    await venue.close();
  });

  const arm = (t: Trader, market: Pick<VenueAMarket, 'conditionId'>, order: object, price: number, size: number, extra: object = {}) =>
    t.post('/markets/exit-orders', { marketConditionId: market.conditionId, orderSize: size, price, order, ...extra });
  const movePrice = (market: VenueAMarket, bid: string, ask: string) => {
    venue.setBook(market.clobTokenIds[0]!, bookAround(bid, ask));
    clock.advance(1000);
  };

  it('arms, lists and disarms exit orders, verifying each as a trade', async () => {
    const market = freshMarket();
    const t = await trader(service, venue);
    await t.buy(market, 0.51, 10);

    const buy = await sdkOrder(t.wallet, { tokenID: market.clobTokenIds[0]!, side: Side.BUY, price: 0.3, size: 10 });
    const refusedBuy = await arm(t, market, buy, 0.3, 10);
    expect(refusedBuy.status).to.equal(400);
    expect(refusedBuy.body.errorCode).to.equal('exit_must_sell');

    const order = await t.sellOrder(market, 0.01, 10);
    const wrongPrice = await arm(t, market, order, 0.02, 10);
    expect(wrongPrice.status).to.equal(400);
    expect(wrongPrice.body.errorCode).to.equal('price_mismatch');

    const stranger = privateKeyToAccount(generatePrivateKey());
    const notMine = await arm(t, market, await t.sellOrder(market, 0.01, 10, stranger), 0.01, 10);
    expect(notMine.status).to.equal(403);
    expect(notMine.body.errorCode).to.equal('wallet_not_registered');

    const noPosition = freshMarket();
    const elsewhere = await arm(t, noPosition, await sdkOrder(t.wallet, { tokenID: noPosition.clobTokenIds[0]!, side: Side.SELL, price: 0.01, size: 10 }), 0.01, 10);
    expect(elsewhere.status).to.equal(400);
    expect(elsewhere.body.errorCode).to.equal('no_position');

    const armed = await arm(t, market, order, 0.01, 10, { trigger: 'stop_loss' });
    expect(armed.status, JSON.stringify(armed.body)).to.equal(200);
    expect(armed.body.data).to.include({ walletAddress: t.wallet.address, tokenId: market.clobTokenIds[0], trigger: 'stop_loss', orderType: 'FAK', price: '0.01', orderSize: '10', status: 'armed' });
    expect((await arm(t, market, order, 0.01, 10)).body.data.orderId).to.equal(armed.body.data.orderId);
    expect((await t.get('/markets/exit-orders')).data.map((o: any) => o.orderId)).to.deep.equal([armed.body.data.orderId]);

    const api = service.api();
    const disarmed = await api.call('DELETE', `/markets/exit-orders/${armed.body.data.orderId}`, undefined, { key: t.agent.key });
    expect(disarmed.status).to.equal(200);
    expect(disarmed.body.data.status).to.equal('disarmed');
    expect((await t.get('/markets/exit-orders')).data).to.deep.equal([]);
    expect((await t.get('/markets/exit-orders?status=all')).data).to.have.length(1);
    const unknown = await api.call('DELETE', `/markets/exit-orders/0x${'ab'.repeat(32)}`, undefined, { key: t.agent.key });
    expect(unknown.status).to.equal(404);
  });

  it('refuses to arm for an agent without a wallet with 403, and for an unknown market with 400', async () => {
    const market = freshMarket();
    const api = service.api();
    const walletless = await registerAgent(api);
    const order = await sdkOrder(privateKeyToAccount(generatePrivateKey()), { tokenID: market.clobTokenIds[0]!, side: Side.SELL, price: 0.01, size: 10 });
    const noWallet = await api.post('/markets/exit-orders', { marketConditionId: market.conditionId, orderSize: 10, price: 0.01, order }, { key: walletless.key });
    expect(noWallet.status).to.equal(403);
    expect(noWallet.body.errorCode).to.equal('no_wallet');

    const t = await trader(service, venue);
    const unknown = await arm(t, { conditionId: `0x${'cd'.repeat(32)}` }, await t.sellOrder(market, 0.01, 10), 0.01, 10);
    expect(unknown.status).to.equal(400);
    expect(unknown.body.errorCode).to.equal('unknown_market');
  });

  it('alerts instead of selling when the armed order sells more shares than are free', async () => {
    const market = freshMarket();
    const t = await trader(service, venue);
    await t.settings({ riskControlEnabled: true, stopLossPercent: 10 });
    await t.buy(market, 0.51, 10);
    expect((await arm(t, market, await t.sellOrder(market, 0.01, 10), 0.01, 10)).status).to.equal(200);
    // A resting sell of 5 promises half the position: 5 shares stay free, the armed order sells 10.
    const resting = await t.sellOrder(market, 0.9, 5);
    const rested = await t.post('/markets/trade', { marketConditionId: market.conditionId, orderSize: 5, price: 0.9, order: resting });
    expect(rested.status, JSON.stringify(rested.body)).to.equal(200);
    expect(rested.body.status).to.equal('live');

    movePrice(market, '0.4', '0.41');
    const fired = (await service.actors.monitors.tick()).triggers.filter((r) => r.agentId === t.agent.agentId);
    expect(fired.map((f) => f.result.outcome)).to.deep.equal(['alert']);
    const [alert] = (await t.get('/agents/trades')).data.trades;
    expect(alert).to.include({ sourceTag: 'risk:alert', orderSize: '5' });
    expect(alert.reasoning).to.contain('the armed exit order sells 10 shares but only 5 are free');
    expect((await t.get('/markets/exit-orders')).data.map((o: any) => o.status)).to.deep.equal(['armed']);
  });

  it('sells with the armed order when the stop-loss fires, and alerts when none is armed', async () => {
    const market = freshMarket();
    const t = await trader(service, venue);
    await t.settings({ riskControlEnabled: true, stopLossPercent: 10 });
    await t.buy(market, 0.51, 10);
    const order = await t.sellOrder(market, 0.01, 10);
    const armed = (await arm(t, market, order, 0.01, 10)).body.data;

    movePrice(market, '0.4', '0.41');
    const fired = (await service.actors.monitors.tick()).triggers.filter((r) => r.agentId === t.agent.agentId);
    expect(fired.map((f) => f.result)).to.deep.equal([{ outcome: 'exit', orderId: armed.orderId, filled: '10', amount: '4' }]);
    const [exit] = (await t.get('/agents/trades')).data.trades;
    expect(exit).to.include({ sourceTag: 'risk:stop_loss', orderId: armed.orderId, actionType: 'SELL', amount: '4' });
    expect((await t.get('/markets/exit-orders?status=used')).data.map((o: any) => o.orderId)).to.deep.equal([armed.orderId]);

    const bare = freshMarket();
    await t.buy(bare, 0.51, 10);
    movePrice(bare, '0.4', '0.41');
    const alerted = (await service.actors.monitors.tick()).triggers.filter((r) => r.agentId === t.agent.agentId);
    expect(alerted.map((f) => f.result.outcome)).to.deep.equal(['alert']);
    const [alert] = (await t.get('/agents/trades')).data.trades;
    expect(alert).to.include({ sourceTag: 'risk:alert' });
    expect(alert.reasoning).to.contain('no exit order is armed for this position');
  });
});
