import { expect } from 'chai';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import { parseDecimal, USDC_SCALE } from '../engine/money.js';
import { contextWarnings, type ContextFacts } from '../engine/portfolio/context-warnings.js';
import { RISK_DEFAULTS } from '../engine/accounts/risk-settings.js';
import type { VenueAMarket } from '../engine/venues/venue_a/market.js';
import { allMarkets, marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { linkEoa, registerAgent, type RegisteredAgent } from './support/builders.js';
import { sdkOrder, Side } from './support/orders.js';
import { startTestService, type TestService } from './support/service.js';

const OPS_TOKEN = 'ops-token-for-portfolio-tests-0123';
const HOUR = 3_600_000;
const atomic = (decimal: number) => BigInt(Math.round(decimal * 1e6));

interface Trader {
  agent: RegisteredAgent;
  wallet: PrivateKeyAccount;
  trade(market: VenueAMarket, o: { outcome?: number; side?: Side; price: number; size: number }): Promise<any>;
  get(path: string): Promise<any>;
  settings(body: object): Promise<void>;
}

async function trader(service: TestService, limits: object = { maxTradeAmount: 1000, dailyTradeAmountLimit: 1000, maxPositionValue: 1000 }): Promise<Trader> {
  const api = service.api();
  const agent = await registerAgent(api);
  const wallet = privateKeyToAccount(generatePrivateKey());
  await linkEoa(api, agent.key, wallet);
  const settings = async (body: object) => {
    const res = await api.post('/markets/risk-settings', body, { key: agent.key });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
  };
  await settings(limits);
  return {
    agent,
    wallet,
    settings,
    get: async (path) => {
      const res = await api.get(path, { key: agent.key });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).to.equal(200);
      return res.body;
    },
    trade: async (market, { outcome = 0, side = Side.BUY, price, size }) => {
      const order = await sdkOrder(wallet, {
        tokenID: market.clobTokenIds[outcome]!,
        side,
        price,
        size,
        tickSize: market.tickSize as '0.01',
        negRisk: market.negRisk,
        version: market.version === 'v2' ? 3 : 2,
      });
      const res = await api.post('/markets/trade', { marketConditionId: market.conditionId, orderSize: size, price, order }, { key: agent.key });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      return res.body;
    },
  };
}

describe('portfolio', () => {
  const CPI = marketById('604571')!;
  const NVDA = marketById('604685')!;
  const t0 = Date.UTC(2026, 10, 23, 10);
  let service: TestService;
  let clock: ManualClock;
  let t: Trader;

  before(async () => {
    clock = new ManualClock(t0);
    service = await startTestService({ clock, config: { sweepIntervalMs: 0, opsToken: OPS_TOKEN } });
    service.services.prices.setScriptedPrices(CPI.id, [
      { t: 0, price: 500_000n },
      { t: t0 + HOUR, price: 600_000n },
      { t: t0 + 26 * HOUR, price: 550_000n },
    ]);
    service.services.prices.setScriptedPrices(NVDA.id, [{ t: 0, price: 300_000n }]);
    t = await trader(service);
  });
  after(async () => {
    await service.services.db.deleteFrom('market_resolutions').where('condition_id', '=', CPI.conditionId).execute();
    await service.close();
  });

  const portfolio = async (venue = '') => (await t.get(`/markets/portfolio${venue ? `?venue=${venue}` : ''}`)).data;
  const positions = async () => t.get(`/markets/current-positions?walletAddress=${t.wallet.address}`);
  const cpiTitle = `"${CPI.question}"`;

  /** Cash from the trade log: sells and redemptions in, buys out; it must equal the balance's change. */
  async function tradeLogCash(): Promise<bigint> {
    const { trades } = (await t.get('/agents/trades?limit=200')).data;
    return trades.reduce((sum: bigint, row: any) => sum + (row.actionType === 'BUY' ? -1n : 1n) * parseDecimal(row.amount, USDC_SCALE), 0n);
  }

  it('reconciles a bought-then-partly-sold position with the numbers worked out by hand', async () => {
    // Yes at 0.50: ask 0.51. Ten bought at 0.51: 5.10 USDC.
    expect((await t.trade(CPI, { price: 0.51, size: 10 })).status).to.equal('matched');
    clock.set(t0 + HOUR);
    // Yes at 0.60: bid 0.59. Five sold at 0.59: 2.95 USDC; their cost 5 × 0.51 = 2.55, so 0.40 realised.
    expect((await t.trade(CPI, { side: Side.SELL, price: 0.59, size: 5 })).status).to.equal('matched');

    const [position] = await positions();
    // Five left at a cost of 2.55 (avg 0.51), worth 5 × 0.60 = 3.00: 0.45 unrealised, 17.65% of the cost.
    expect(position).to.include({ size: 5, avgPrice: 0.51, currentPrice: 0.6, initialValue: 2.55, currentValue: 3, unrealizedPnl: 0.45, cashPnl: 0.45, percentPnl: 17.65, realizedPnl: 0.4 });

    expect(await portfolio()).to.deep.equal({
      balance_usdc: 9997.85, // 10000 − 5.10 + 2.95
      total_exposure: 3,
      positions_count: 1,
      redeemable_count: 0,
      pnl_24h: 0.85, // everything happened in the last day: 0.40 + 0.45
      pnl_total: 0.85,
      concentration: { top_market_pct: 100, top_3_markets_pct: 100 },
      warnings: [`100% of your exposure is in one market (${cpiTitle}); a single outcome there moves most of your portfolio.`],
      venue_a: { balance: 9997.85, pnl: 0.85, positions_count: 1, total_exposure: 3 },
      venue_b: { balance: 0, pnl: 0, positions_count: 0, total_exposure: 0 },
      total: { positions_count: 1, total_exposure: 3 },
    });
    expect(await tradeLogCash()).to.equal(atomic(9997.85) - atomic(10000));
  });

  it('counts only the last day in pnl_24h, from the fills of the window and the prices 24 h ago', async () => {
    clock.set(t0 + 26 * HOUR);
    // Yes now 0.55. Twenty Nvidia Yes at the ask 0.31 (fair 0.30): 6.20 USDC.
    expect((await t.trade(NVDA, { price: 0.31, size: 20 })).status).to.equal('matched');
    const now = await portfolio();
    // CPI: 0.40 + 5 × 0.55 − 2.55 = 0.60; Nvidia: 20 × 0.30 − 6.20 = −0.20.
    // 24 h ago (t0 + 2 h) the PnL was 0.85 (CPI at 0.60, no Nvidia): 0.40 − 0.85 = −0.45.
    expect(now).to.deep.include({
      balance_usdc: 9991.65,
      total_exposure: 8.75,
      positions_count: 2,
      pnl_24h: -0.45,
      pnl_total: 0.4,
      concentration: { top_market_pct: 68.57, top_3_markets_pct: 100 }, // 6.00 of 8.75 in Nvidia
      total: { positions_count: 2, total_exposure: 8.75 },
    });
    expect(now.warnings).to.deep.equal([`68.57% of your exposure is in one market ("${NVDA.question}"); a single outcome there moves most of your portfolio.`]);
    const listed = await positions();
    const sum = (field: string) => listed.reduce((s: bigint, p: any) => s + atomic(p[field]), 0n);
    expect(sum('currentValue')).to.equal(atomic(now.total_exposure));
    expect(sum('realizedPnl') + sum('unrealizedPnl')).to.equal(atomic(now.pnl_total));
    expect(await tradeLogCash()).to.equal(atomic(9991.65) - atomic(10000));
  });

  it('computes only the requested venue buckets', async () => {
    const a = await portfolio('venue_a');
    expect(a.venue_b).to.equal(null);
    expect(a.venue_a).to.deep.equal({ balance: 9991.65, pnl: 0.4, positions_count: 2, total_exposure: 8.75 });
    const b = await portfolio('venue_b');
    expect(b).to.deep.include({ venue_a: null, venue_b: { balance: 0, pnl: 0, positions_count: 0, total_exposure: 0 }, balance_usdc: 9991.65, total_exposure: 0, positions_count: 0, pnl_total: 0, pnl_24h: 0 });
    expect((await service.api().get('/markets/portfolio?venue=venue_c', { key: t.agent.key })).status).to.equal(400);
    expect((await service.api().get('/markets/portfolio?limit=1', { key: t.agent.key })).status).to.equal(400);
  });

  it('warns near the daily limits and past stop-loss and take-profit thresholds', async () => {
    await t.settings({ stopLossPercent: 3, takeProfitPercent: 5, maxTradesPerDay: 1, dailyTradeAmountLimit: 7 });
    const { warnings } = await portfolio();
    expect(warnings).to.deep.equal([
      `68.57% of your exposure is in one market ("${NVDA.question}"); a single outcome there moves most of your portfolio.`,
      'You have used 1 of your 1 trades for today (UTC), 100%.',
      'You have traded 6.2 of your 7 USDC daily limit today (UTC), 88.57%.',
      // Then the positions past a threshold, in condition-id order.
      ...[
        [CPI.conditionId, `${cpiTitle} Yes: the price 0.55 is 7.84% above your average 0.51, past your 5% take-profit.`],
        [NVDA.conditionId, `"${NVDA.question}" Yes: the price 0.3 is 3.23% below your average 0.31, past your 3% stop-loss.`],
      ]
        .sort(([x], [y]) => (x! < y! ? -1 : 1))
        .map(([, sentence]) => sentence),
    ]);
    await t.settings({ stopLossPercent: 50, takeProfitPercent: null, maxTradesPerDay: 500, dailyTradeAmountLimit: 1000 });
    expect((await portfolio()).warnings).to.have.length(1);
  });

  it('values a resolved position at 1, counts it redeemable, and books the redemption in pnl_24h', async () => {
    clock.set(t0 + 27 * HOUR);
    const ops = await service.api().post(`/ops/markets/${CPI.conditionId}/resolve`, { winningOutcome: 'YES' }, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    expect(ops.status, JSON.stringify(ops.body)).to.equal(200);
    const resolved = await portfolio();
    // CPI: 5 shares worth 1 each: 0.40 + 5 − 2.55 = 2.85; Nvidia −0.20.
    expect(resolved).to.deep.include({ redeemable_count: 1, total_exposure: 11, pnl_total: 2.65 });
    expect((await t.get(`/markets/current-positions?walletAddress=${t.wallet.address}&redeemable=true`))[0]).to.include({ marketId: CPI.id, currentPrice: 1, redeemable: true });

    const redeem = await service.api().post('/markets/redeem', { marketConditionId: CPI.conditionId }, { key: t.agent.key });
    expect(redeem.status, JSON.stringify(redeem.body)).to.equal(200);
    const after = await portfolio();
    // 24 h ago (t0 + 3 h): PnL 0.85. Now 2.85 − 0.20 = 2.65: +1.80, the 5.00 payout among it.
    expect(after).to.deep.include({ balance_usdc: 9996.65, redeemable_count: 0, positions_count: 1, total_exposure: 6, pnl_total: 2.65, pnl_24h: 1.8 });
    const closed = (await t.get(`/markets/closed-positions?walletAddress=${t.wallet.address}`)).data;
    expect(closed).to.have.length(1);
    expect(closed[0]).to.include({ marketId: CPI.id, size: 0, avgPrice: 0.51, totalBought: 10, settlementPrice: 1, realizedPnl: 2.85 });
    expect(await tradeLogCash()).to.equal(atomic(9996.65) - atomic(10000));
  });
});

describe('GET /markets/portfolio under concurrent requests', () => {
  const NVDA = marketById('604685')!;
  let service: TestService;

  before(async () => {
    service = await startTestService({ clock: new ManualClock(Date.UTC(2026, 10, 23, 10)), config: { sweepIntervalMs: 0 } });
    service.services.prices.setScriptedPrices(NVDA.id, [{ t: 0, price: 300_000n }]);
  });
  after(() => service.close());

  it('shows a trade to every request sent after it, while requests sent before are still being answered', async () => {
    const t = await trader(service);
    const portfolio = () => t.get('/markets/portfolio');
    const before = Array.from({ length: 10 }, portfolio);
    expect((await t.trade(NVDA, { price: 0.31, size: 10 })).status).to.equal('matched');
    const after = await Promise.all(Array.from({ length: 10 }, portfolio));
    for (const { data } of after) expect(data).to.deep.include({ positions_count: 1, total_exposure: 3, balance_usdc: 9996.9 });
    for (const { data } of await Promise.all(before)) expect(data.positions_count).to.be.oneOf([0, 1]);
  });

  it('sends requests answered by one computation the same JSON body, typed as JSON', async () => {
    const t = await trader(service);
    await t.trade(NVDA, { price: 0.31, size: 10 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => service.api().get('/markets/portfolio', { key: t.agent.key })));
    for (const res of answers) {
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('application/json; charset=utf-8');
      expect(res.body).to.deep.equal(answers[0]!.body);
      expect(res.body).to.include({ code: 200, message: 'success' });
      expect(res.body.data).to.include({ positions_count: 1, total_exposure: 3 });
    }
  });

  it('answers each agent with its own portfolio when many ask at once', async () => {
    const traders = await Promise.all(Array.from({ length: 3 }, () => trader(service)));
    await traders[1]!.trade(NVDA, { price: 0.31, size: 10 });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => traders[i % 3]!.get('/markets/portfolio?venue=venue_a')));
    answers.forEach(({ data }, i) => expect(data.positions_count).to.equal(i % 3 === 1 ? 1 : 0));
  });
});

describe('market context', () => {
  const SPX = marketById('604626')!; // Yes at 0.50: bid 0.50, ask 0.51
  const THIN = marketById('604392')!; // 7420 USDC of liquidity
  const GOLD = marketById('604607')!;
  const SPACEX = marketById('604748')!;
  const t0 = Date.UTC(2026, 10, 23, 10);
  let service: TestService;
  let clock: ManualClock;
  let t: Trader;

  before(async () => {
    clock = new ManualClock(t0);
    service = await startTestService({ clock, config: { sweepIntervalMs: 0 } });
    service.services.prices.setScriptedPrices(SPX.id, [{ t: 0, price: 500_000n }]);
    t = await trader(service, { maxTradeAmount: 100, maxPositionValue: 12 });
  });
  after(async () => {
    await service.services.db.deleteFrom('market_resolutions').where('condition_id', '=', SPACEX.conditionId).execute();
    await service.close();
  });

  const context = (market: VenueAMarket, query = '') => t.get(`/markets/context/${market.conditionId}${query}`).then((b) => b.data);

  it('gives the market, positions, safeguards, related markets, slippage, and the warnings that apply', async () => {
    // Yes, No, Yes, No: three switches; 2.55 + 2.50 + 2.55 + 2.50 = 10.10 held of a 12 maxPositionValue.
    for (const outcome of [0, 1, 0, 1]) await t.trade(SPX, { outcome, price: outcome === 0 ? 0.51 : 0.5, size: 5 });
    const ctx = await context(SPX, `?probability=0.62&walletAddress=${t.wallet.address.toLowerCase()}`);
    expect(ctx.market).to.deep.include({
      id: SPX.id, conditionId: SPX.conditionId, question: SPX.question, status: 'active', yesPrice: 0.5, noPrice: 0.5,
      bestBid: 0.5, bestAsk: 0.51, spread: 0.01, outcomePrices: '["0.5","0.5"]', winningOutcome: null, endDate: SPX.endDate,
    });
    expect(ctx.positions.map((p: any) => [p.outcome, p.size, p.avgPrice, p.mergeable])).to.have.deep.members([['Yes', 10, 0.51, true], ['No', 10, 0.5, true]]);
    expect(ctx.walletAddress).to.equal(t.wallet.address);
    expect(ctx.probability).to.equal(0.62);
    expect(ctx.safeguards).to.deep.equal({
      tradeLimitEnabled: true, maxTradeAmount: 100, maxPositionValue: 12, maxTradesPerDay: 500, tradesToday: 4, tradesLeft: 496,
      dailyTradeAmountLimit: 500, amountToday: 10.1, amountLeft: 489.9, riskControlEnabled: false, stopLossPercent: 50, takeProfitPercent: null,
      marketExposure: 10.1,
    });
    const economics = allMarkets().filter((m) => m.category === 'Economics' && m.id !== SPX.id);
    expect(ctx.relatedMarkets.map((m: any) => m.id)).to.have.members(economics.map((m) => m.id));
    expect(ctx.relatedMarkets.map((m: any) => m.volume)).to.deep.equal([...ctx.relatedMarkets.map((m: any) => m.volume)].sort((x: number, y: number) => y - x));
    expect(ctx.relatedMarkets[0]).to.have.all.keys('id', 'title', 'slug', 'status', 'yesPrice', 'noPrice', 'volume', 'endDate');

    expect(ctx.slippage.map((s: any) => [s.outcome, s.amount])).to.deep.equal([['Yes', 10], ['Yes', 100], ['Yes', 1000], ['No', 10], ['No', 100], ['No', 1000]]);
    // Ten USDC buys 19.607843 shares at the ask, all on the touch: no slippage.
    expect(ctx.slippage[0]).to.deep.include({ shares: 19.607843, filled: 19.607843, avgPrice: 0.51, bestAsk: 0.51, slippagePct: 0, cost: 10 });
    expect(ctx.slippage[2].slippagePct).to.be.greaterThan(0);
    expect(ctx.slippage[2].avgPrice).to.be.greaterThan(0.51);

    expect(ctx.warnings).to.deep.equal([
      'You hold 10.1 USDC here, 84.17% of your maxPositionValue of 12 USDC per market.',
      'Flip-flopping: your buys on this market switched between Yes and No 3 times; check that new information, not noise, drives the changes.',
      "Your estimate 0.62 is 0.12 above the market's 0.5: Yes looks cheap if you trust it.",
    ]);
    expect((await context(SPX)).warnings).to.have.length(2);
  });

  it('warns about low liquidity', async () => {
    expect((await context(THIN)).warnings).to.deep.equal(['Low liquidity: about 7420 USDC on the book, under 10000; larger orders will move the price.']);
  });

  it('warns when the market closes within 48 hours', async () => {
    clock.set(Date.parse(GOLD.endDate) - 10 * HOUR);
    try {
      expect((await context(GOLD)).warnings).to.deep.equal([`This market closes within 48 hours (in 10 h, at ${GOLD.endDate}); prices can jump near resolution.`]);
      clock.set(Date.parse(GOLD.endDate) - 49 * HOUR);
      expect((await context(GOLD)).warnings).to.deep.equal([]);
    } finally {
      clock.set(t0);
    }
  });

  it('shows a resolved market at 1 and 0, without slippage, and says so', async () => {
    await service.services.db
      .insertInto('market_resolutions')
      .values({ condition_id: SPACEX.conditionId, winning_token_id: SPACEX.clobTokenIds[0]!, winning_outcome_index: 0, source: 'ops', resolved_at: new Date(t0 - HOUR) })
      .execute();
    const ctx = await context(SPACEX, '?probability=1');
    expect(ctx.market).to.deep.include({ status: 'resolved', yesPrice: 1, noPrice: 0, winningOutcome: 'Yes', outcomePrices: '["1","0"]' });
    expect(ctx.slippage).to.deep.equal([]);
    expect(ctx.warnings).to.deep.equal([
      'This market has resolved: Yes won. It no longer trades; redeem winning shares.',
      "Your estimate 1 equals the market's 1: no edge at this price.",
    ]);
  });

  it('answers 404 for an unknown market and 400 for bad parameters', async () => {
    const get = (path: string) => service.api().get(path, { key: t.agent.key });
    const unknown = await get(`/markets/context/0x${'ab'.repeat(32)}`);
    expect(unknown.status).to.equal(404);
    expect(unknown.body).to.include({ code: 404, data: null, errorCode: 'market_not_found' });
    for (const bad of ['0x1234', `${SPX.conditionId}?probability=1.5`, `${SPX.conditionId}?probability=0.1234567`, `${SPX.conditionId}?venue=venue_b`, `${SPX.conditionId}?walletAddress=${'a'.repeat(256)}`, `${SPX.conditionId}?walletAddress=nope`]) {
      expect((await get(`/markets/context/${bad}`)).status, bad).to.equal(400);
    }
  });

  describe('warning rules', () => {
    const facts = (over: Partial<ContextFacts> = {}): ContextFacts => ({
      nowMs: t0,
      market: SPX,
      winningOutcome: null,
      yesPrice: 510_000n,
      spread: 10_000n,
      exposure: 0n,
      settings: RISK_DEFAULTS,
      buySwitches: 0,
      probability: null,
      ...over,
    });
    const only = (over: Partial<ContextFacts>) => contextWarnings(facts(over));

    it('warns of nothing on a calm, liquid market the agent does not hold', () => {
      expect(only({})).to.deep.equal([]);
    });
    it('warns of a spread of 5 ticks or more', () => {
      expect(only({ spread: 40_000n })).to.deep.equal([]);
      expect(only({ spread: 50_000n })).to.deep.equal(['Wide spread: 5 ticks (0.05) between the best bid and ask; a market order pays half of it at once.']);
    });
    it('warns at 80% of maxPositionValue, not below, and not with limits off', () => {
      expect(only({ exposure: 79_990_000n })).to.deep.equal([]);
      expect(only({ exposure: 80_000_000n })).to.deep.equal(['You hold 80 USDC here, 80% of your maxPositionValue of 100 USDC per market.']);
      expect(only({ exposure: 80_000_000n, settings: { ...RISK_DEFAULTS, tradeLimitEnabled: false } })).to.deep.equal([]);
    });
    it('warns of flip-flopping from three switches', () => {
      expect(only({ buySwitches: 2 })).to.deep.equal([]);
      expect(only({ buySwitches: 3 })[0]).to.match(/^Flip-flopping: .* 3 times/);
    });
    it('notes the edge of the estimate the way the spec example reads', () => {
      expect(only({ probability: 620_000n })).to.deep.equal(["Your estimate 0.62 is 0.11 above the market's 0.51: Yes looks cheap if you trust it."]);
      expect(only({ probability: 400_000n })).to.deep.equal(["Your estimate 0.4 is 0.11 below the market's 0.51: No looks cheap if you trust it."]);
    });
    it('warns of low liquidity, closing soon, a passed end date and a resolution', () => {
      expect(only({ market: THIN })[0]).to.match(/^Low liquidity/);
      expect(only({ nowMs: Date.parse(SPX.endDate) - 48 * HOUR })[0]).to.match(/closes within 48 hours \(in 48 h/);
      expect(only({ nowMs: Date.parse(SPX.endDate) + 1 })[0]).to.match(/end date .* has passed/);
      expect(only({ winningOutcome: 'No' })).to.deep.equal(['This market has resolved: No won. It no longer trades; redeem winning shares.']);
    });
  });
});

describe('GET /agents/briefing', () => {
  const RECESSION = marketById('604598')!; // Yes 0.40 (ask 0.41), then 0.30
  const HOTTEST = marketById('604769')!; // Yes 0.19: bid 0.18, ask 0.20
  const JOBS = marketById('604563')!; // ends within 48 h of now
  const now = Date.parse('2026-12-03T13:30:00Z');
  let service: TestService;
  let clock: ManualClock;
  let t: Trader;
  let resting: string;

  before(async () => {
    clock = new ManualClock(now - HOUR);
    service = await startTestService({ clock, config: { sweepIntervalMs: 0 } });
    service.services.prices.setScriptedPrices(RECESSION.id, [{ t: 0, price: 400_000n }, { t: now, price: 300_000n }]);
    service.services.prices.setScriptedPrices(HOTTEST.id, [{ t: 0, price: 190_000n }]);
    service.services.prices.setScriptedPrices(JOBS.id, [{ t: 0, price: 500_000n }]);
    t = await trader(service, { maxTradeAmount: 100, stopLossPercent: 20 });
    await t.trade(RECESSION, { price: 0.41, size: 10 });
    await t.trade(HOTTEST, { price: 0.2, size: 5 });
    await t.trade(JOBS, { price: 0.51, size: 5 });
    resting = (await t.trade(JOBS, { price: 0.3, size: 5 })).orderId;
    clock.set(now);
    await service.services.db
      .insertInto('market_resolutions')
      .values({ condition_id: HOTTEST.conditionId, winning_token_id: HOTTEST.clobTokenIds[1]!, winning_outcome_index: 1, source: 'ops', resolved_at: new Date(now - 60_000) })
      .execute();
  });
  after(async () => {
    await service.services.db.deleteFrom('market_resolutions').where('condition_id', '=', HOTTEST.conditionId).execute();
    await service.close();
  });

  it('gathers both venues, what needs attention, the risk alerts, limits used today and new markets', async () => {
    const b = (await t.get('/agents/briefing')).data;
    expect(b.since).to.equal(new Date(now - 24 * HOUR).toISOString());
    expect(b.generatedAt).to.equal(new Date(now).toISOString());
    // Cash: 4.10 + 1.00 + 2.55 paid, 1.50 held by the resting buy.
    expect(b.venue_a).to.deep.include({ balance: 9990.85, positions_count: 3 });
    // Recession 10 × 0.30 − 4.10 = −1.10; Hottest lost: −1.00; Jobs 5 × 0.50 − 2.55 = −0.05.
    expect(b.venue_a.pnl).to.equal(-2.15);
    expect(b.venue_a.open_orders.count).to.equal(1);
    expect(b.venue_a.open_orders.newest.map((o: any) => o.orderId)).to.deep.equal([resting]);
    const attention = Object.fromEntries(b.venue_a.positions_needing_attention.map((p: any) => [p.marketId, p.reasons]));
    expect(attention).to.deep.equal({
      [RECESSION.id]: [`"${RECESSION.question}" Yes: the price 0.3 is 26.83% below your average 0.41, past your 20% stop-loss.`],
      [HOTTEST.id]: ['The market resolved; these shares lost.'],
      [JOBS.id]: [`The market closes within 48 hours, at ${JOBS.endDate}.`],
    });
    expect(b.venue_b).to.deep.equal({ balance: 0, pnl: 0, positions_count: 0, total_exposure: 0, open_orders: { count: 0, newest: [] }, positions_needing_attention: [] });
    expect(b.risk_alerts).to.deep.equal((await t.get('/markets/portfolio')).data.warnings);
    expect(b.risk_alerts).to.include(`"${RECESSION.question}" Yes: the price 0.3 is 26.83% below your average 0.41, past your 20% stop-loss.`);
    expect(b.limits_today).to.deep.include({ tradesToday: 4, tradesLeft: 496, amountToday: 9.15, maxTradeAmount: 100 });
    expect(b.new_markets).to.deep.equal([]);
  });

  it('lists the catalog markets opened since `since`, newest first, at most 10', async () => {
    const expected = ['604303', '604463', '604348', '604527', '604571', '604530', '604822', '604563', '604392'];
    const iso = (await t.get('/agents/briefing?since=2026-11-01T00:00:00Z')).data;
    expect(iso.since).to.equal('2026-11-01T00:00:00.000Z');
    expect(iso.new_markets.map((m: any) => m.id)).to.deep.equal(expected);
    expect(iso.new_markets[0]).to.have.all.keys('id', 'conditionId', 'title', 'slug', 'category', 'startDate', 'endDate', 'yesPrice');
    const ms = (await t.get(`/agents/briefing?since=${Date.UTC(2026, 10, 1)}`)).data;
    expect(ms.new_markets).to.deep.equal(iso.new_markets);
    expect((await t.get('/agents/briefing?since=2026-01-01T00:00:00Z')).data.new_markets).to.have.length(10);
    for (const bad of ['yesterday', '9'.repeat(40)]) {
      const res = await service.api().get(`/agents/briefing?since=${bad}`, { key: t.agent.key });
      expect(res.status, bad).to.equal(400);
    }
  });
});
