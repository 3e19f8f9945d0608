import { expect } from 'chai';
import type { PrivateKeyAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import { parseDecimal, USDC_SCALE } from '../engine/money.js';
import { allMarkets, marketById } from '../engine/venues/venue_a/sim/catalog.js';
import type { VenueAMarket } from '../engine/venues/venue_a/market.js';
import { registerAgent, type RegisteredAgent, tradingAgent } from './support/builders.js';
import { sdkOrder, Side } from './support/orders.js';
import { startTestService, type TestService } from './support/service.js';

const OPS_TOKEN = 'ops-token-for-market-tests-0123';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Before every catalog end date but one week's worth, on an hour. */
const T0 = Date.UTC(2026, 10, 20, 12);

/** Markets no other suite trades: this one resolves some of them and takes the resolutions back after. */
const shown = marketById('604238')!;
const recorded = marketById('604269')!;
const resolvedByOps = marketById('604192')!;
const expiring = marketById('604463')!;
const settledBySweep = marketById('604294')!;

describe('markets: reads, price history, resolution and redeem', () => {
  let service: TestService;
  let clock: ManualClock;
  let key: string;
  before(async () => {
    clock = new ManualClock(T0);
    // An hourly recorder: its backfill runs at start, and its timer never fires during the suite.
    service = await startTestService({ clock, config: { sweepIntervalMs: 0, opsToken: OPS_TOKEN, priceRecordIntervalMs: HOUR } });
    key = (await registerAgent(service.api())).key;
    // Waits for the start-up backfill: a step queues behind it.
    await service.recorder.tick();
  });
  after(async () => {
    await service.services.db
      .deleteFrom('market_resolutions')
      .where('condition_id', 'in', [resolvedByOps.conditionId, expiring.conditionId, settledBySweep.conditionId])
      .execute();
    await service.close();
  });

  const get = (path: string, auth: string | undefined = key) => service.api().get(path, auth ? { key: auth } : {});

  describe('GET /markets/{market_id}', () => {
    it('answers the Gamma-shaped market, raw, with prices from the book and the price process now', async () => {
      service.services.prices.setScriptedPrices(shown.id, [
        { t: T0 - 2 * DAY, price: 400_000n },
        { t: T0 - HOUR, price: 420_000n },
      ]);
      const res = await get(`/markets/${shown.id}`);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const m = res.body;
      expect(m).to.not.have.property('code');
      expect(m).to.include({
        id: shown.id,
        question: shown.question,
        slug: shown.slug,
        conditionId: shown.conditionId,
        category: 'World',
        active: true,
        closed: false,
        acceptingOrders: true,
        enableOrderBook: true,
        endDate: shown.endDate,
        startDate: shown.startDate,
        volumeNum: shown.volumeNum,
        liquidityNum: shown.liquidityNum,
        volume: String(shown.volumeNum),
        liquidity: String(shown.liquidityNum),
        negRisk: false,
        orderPriceMinTickSize: 0.01,
        orderMinSize: 5,
        closedTime: null,
      });
      expect(m.outcomes).to.equal('["Yes", "No"]');
      expect(JSON.parse(m.outcomes)).to.deep.equal(['Yes', 'No']);
      expect(JSON.parse(m.outcomePrices)).to.deep.equal(['0.42', '0.58']);
      expect(JSON.parse(m.clobTokenIds)).to.deep.equal(shown.clobTokenIds);
      // A liquid market: one-tick spread with the bid at a fair price below 0.5.
      expect(m).to.include({ bestBid: 0.42, bestAsk: 0.43, spread: 0.01, lastTradePrice: 0.42, oneDayPriceChange: 0.02 });
      expect(m.oneWeekPriceChange).to.be.a('number');
      expect(m.events).to.deep.equal(shown.events);
      expect(m.tags).to.deep.equal([]);
    });

    it('fills tags only with includeTag=true, and takes a condition id for the market id', async () => {
      expect((await get(`/markets/${shown.id}?includeTag=true`)).body.tags).to.deep.equal(shown.tags);
      expect((await get(`/markets/${shown.id}?includeTag=false&venue=venue_a`)).body.tags).to.deep.equal([]);
      const byCondition = await get(`/markets/${shown.conditionId.toUpperCase().replace('0X', '0x')}`);
      expect(byCondition.status).to.equal(200);
      expect(byCondition.body.id).to.equal(shown.id);
    });

    it('answers 404 "market not found" for an unknown id, 400 for a bad query, 401 without a key', async () => {
      for (const id of ['1', 'no-such-market', `0x${'ab'.repeat(32)}`]) {
        const res = await get(`/markets/${id}`);
        expect(res.status, id).to.equal(404);
        expect(res.body).to.include({ code: 404, message: 'market not found', errorCode: 'market_not_found' });
        expect(res.body).to.not.have.property('data');
      }
      for (const query of ['includeTag=maybe', 'venue=venue_b', `venue=${'v'.repeat(51)}`, 'foo=1']) {
        const res = await get(`/markets/${shown.id}?${query}`);
        expect(res.status, query).to.equal(400);
        expect(res.body.errorCode, query).to.equal('invalid_query');
      }
      expect((await get(`/markets/${shown.id}`, '')).status).to.equal(401);
    });
  });

  describe('GET /markets/search', () => {
    const search = async (query: string) => {
      const res = await get(`/markets/search?${query}`);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).to.equal(200);
      expect(res.body).to.include({ code: 200, message: 'success' });
      return res.body.data as { total: number; limit: number; offset: number; markets: any[] };
    };
    const ids = (markets: Array<{ id: string }>) => markets.map((m) => m.id);
    const expected = (keep: (m: VenueAMarket) => boolean) => allMarkets().filter(keep).map((m) => m.id);

    it('lists every market by volume, largest first, 20 a page', async () => {
      const page = await search('');
      expect(page).to.include({ total: allMarkets().length, limit: 20, offset: 0 });
      const byVolume = [...allMarkets()].sort((a, b) => b.volumeNum - a.volumeNum);
      expect(ids(page.markets)).to.deep.equal(ids(byVolume.slice(0, 20)));
      expect(page.markets[0].tags).to.deep.equal([]);
    });

    it('matches q in the question, slug, description or event title, case-insensitively', async () => {
      const bitcoin = await search('q=BITCOIN&limit=100');
      const mentions = (m: VenueAMarket, word: string) =>
        [m.question, m.slug, m.description, ...m.events.map((e) => e.title)].some((text) => text.toLowerCase().includes(word));
      expect(ids(bitcoin.markets)).to.have.members(expected((m) => mentions(m, 'bitcoin')));
      expect(bitcoin.total).to.equal(bitcoin.markets.length).and.be.greaterThan(2);
      const event = await search(`q=${encodeURIComponent('french presidential election')}&limit=100`);
      expect(event.total).to.equal(6);
      expect((await search('q=zzzz-nothing')).total).to.equal(0);
    });

    it('filters by category, tag, active and closed', async () => {
      const crypto = await search('category=crypto&limit=100');
      expect(ids(crypto.markets)).to.have.members(expected((m) => m.category === 'Crypto'));
      const nba = await search('tag=nba&limit=100&includeTag=true');
      expect(ids(nba.markets)).to.have.members(expected((m) => m.tags.some((t) => t.slug === 'nba')));
      expect(nba.markets.every((m) => m.tags.some((t: { slug: string }) => t.slug === 'nba'))).to.equal(true);
      const closed = await search('closed=true&limit=100');
      expect(ids(closed.markets)).to.include.members(['604380', '604652']);
      expect(closed.markets.every((m) => m.closed)).to.equal(true);
      const inactive = await search('active=false&limit=100');
      expect(inactive.markets.every((m) => !m.active)).to.equal(true);
      const open = await search('active=true&closed=false&limit=100');
      expect(open.total + closed.total).to.equal(allMarkets().length);
    });

    it('sorts by volume, end date or liquidity, in either direction', async () => {
      const cases: Array<[string, (m: any) => number]> = [
        ['volume', (m) => m.volumeNum],
        ['endDate', (m) => Date.parse(m.endDate)],
        ['liquidity', (m) => m.liquidityNum],
      ];
      for (const [sortBy, key] of cases) {
        for (const direction of ['ASC', 'DESC']) {
          const page = await search(`sortBy=${sortBy}&sortDirection=${direction}&limit=100`);
          const values = page.markets.map(key);
          const sorted = [...values].sort((a, b) => (direction === 'ASC' ? a - b : b - a));
          expect(values, `${sortBy} ${direction}`).to.deep.equal(sorted);
        }
      }
    });

    it('pages with limit 1..100 and offset 0..10000, and refuses values past them', async () => {
      const total = allMarkets().length;
      expect((await search('limit=1')).markets).to.have.length(1);
      expect((await search('limit=100')).markets).to.have.length(total);
      expect((await search('limit=20&offset=50')).markets).to.have.length(total - 50);
      const all = await search('limit=100');
      expect(ids((await search('limit=5&offset=10')).markets)).to.deep.equal(ids(all.markets.slice(10, 15)));
      expect(await search('offset=10000')).to.deep.include({ total, offset: 10000, markets: [] });
      for (const query of ['limit=0', 'limit=101', 'offset=-1', 'offset=10001', 'sortBy=price', 'sortDirection=desc', `q=${'x'.repeat(101)}`, 'active=sometimes']) {
        const res = await get(`/markets/search?${query}`);
        expect(res.status, query).to.equal(400);
        expect(res.body).to.include({ code: 400, data: null });
      }
    });
  });

  describe('GET /markets/prices-history', () => {
    const T1 = T0 + HOUR;
    const [yes, no] = recorded.clobTokenIds as [string, string];
    const sim = () => service.services.venueA.sim!;
    const history = async (query: string) => {
      const res = await get(`/markets/prices-history?${query}`);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).to.equal(200);
      return res.body.history as Array<{ t: number; p: number }>;
    };
    const range = (from: number, to: number) => `startTs=${from / 1000}&endTs=${to / 1000}`;

    before(async () => {
      // Yes moves up 0.01 a minute from 0.40 over ten minutes.
      service.services.prices.setScriptedPrices(
        recorded.id,
        Array.from({ length: 10 }, (_, i) => ({ t: T1 + i * MINUTE, price: 400_000n + BigInt(i) * 10_000n })),
      );
      for (let i = 0; i < 10; i++) {
        clock.set(T1 + i * MINUTE + 5_000);
        expect(await sim().recordPrices(clock.now(), MINUTE)).to.be.greaterThan(0);
      }
    });

    it('records one row per token per step, once', async () => {
      expect(await sim().recordPrices(clock.now(), MINUTE)).to.equal(0);
      const points = await history(`market=${yes}&${range(T1, T1 + 9 * MINUTE)}`);
      expect(points).to.deep.equal(Array.from({ length: 10 }, (_, i) => ({ t: (T1 + i * MINUTE) / 1000, p: Number(`0.${40 + i}`) })));
      const noSide = await history(`market=${no}&${range(T1, T1 + 9 * MINUTE)}`);
      expect(noSide.map((p) => p.p)).to.deep.equal(Array.from({ length: 10 }, (_, i) => Number(`0.${60 - i}`)));
      expect(await history(`conditionId=${recorded.conditionId}&${range(T1, T1 + 9 * MINUTE)}`)).to.deep.equal(points);
    });

    it('backfilled the day before start from the price process', async () => {
      const backfilled = await history(`market=${yes}&${range(T0 - DAY, T0)}`);
      expect(backfilled).to.have.length(25);
      expect(backfilled[0]!.t).to.equal((T0 - DAY) / 1000);
      expect(backfilled.every((p, i) => p.t === (T0 - DAY + i * HOUR) / 1000)).to.equal(true);
    });

    it('takes an interval ending now instead of a range', async () => {
      expect(await history(`market=${yes}&interval=1h`)).to.have.length(10);
      expect(await history(`market=${yes}&interval=1d`)).to.have.length.greaterThan(10);
      expect((await history(`market=${yes}&interval=max`)).length).to.equal((await history(`market=${yes}`)).length);
    });

    it('downsamples to one point per fidelity minutes', async () => {
      expect(await history(`market=${yes}&${range(T1, T1 + 9 * MINUTE)}&fidelity=5`)).to.deep.equal([
        { t: T1 / 1000, p: 0.4 },
        { t: (T1 + 5 * MINUTE) / 1000, p: 0.45 },
      ]);
      expect(await history(`market=${yes}&${range(T1, T1 + 9 * MINUTE)}&fidelity=60`)).to.have.length(1);
    });

    it('refuses an interval with a range, half a range, and bad values', async () => {
      const cases: Array<[string, number, string]> = [
        [`market=${yes}&interval=1d&${range(T1, T1 + MINUTE)}`, 400, 'interval_with_range'],
        [`market=${yes}&startTs=${T1 / 1000}`, 400, 'range_incomplete'],
        [`market=${yes}&endTs=${T1 / 1000}`, 400, 'range_incomplete'],
        [`market=${yes}&${range(T1 + MINUTE, T1)}`, 400, 'range_reversed'],
        ['interval=1d', 400, 'market_required'],
        [`market=${yes}&conditionId=${recorded.conditionId}`, 400, 'market_required'],
        [`market=${yes}&interval=2d`, 400, 'invalid_query'],
        [`market=${yes}&fidelity=0`, 400, 'invalid_query'],
        [`market=${yes}&fidelity=1441`, 400, 'invalid_query'],
        ['market=123', 404, 'market_not_found'],
      ];
      for (const [query, status, errorCode] of cases) {
        const res = await get(`/markets/prices-history?${query}`);
        expect(res.status, query).to.equal(status);
        expect(res.body, query).to.include({ code: status, errorCode });
      }
    });

    it('deletes points older than the retention window', async () => {
      const retention = service.config.priceHistoryRetentionDays * DAY;
      expect(retention).to.equal(30 * DAY);
      expect(await sim().prunePrices(T1 + 4 * MINUTE + retention, retention)).to.be.greaterThan(0);
      const left = await history(`market=${yes}&${range(T0 - DAY, T1 + 9 * MINUTE)}`);
      expect(left.map((p) => p.t)).to.deep.equal(Array.from({ length: 6 }, (_, i) => (T1 + (4 + i) * MINUTE) / 1000));
    });
  });

  describe('resolution and redeem', () => {
    interface Trader {
      agent: RegisteredAgent;
      wallet: PrivateKeyAccount;
      trade(market: VenueAMarket, o: { outcome?: 0 | 1; side?: Side; price: number; size: number }): Promise<any>;
      balance(): Promise<bigint>;
    }
    const units = (text: string) => parseDecimal(text, USDC_SCALE);

    async function trader(): Promise<Trader> {
      const api = service.api();
      const { agent, wallet } = await tradingAgent(api, { maxTradeAmount: 1000000, dailyTradeAmountLimit: 1000000, maxPositionValue: 1000000 });
      return {
        agent,
        wallet,
        trade: async (market, o) => {
          const order = await sdkOrder(wallet, { tokenID: market.clobTokenIds[o.outcome ?? 0]!, side: o.side ?? Side.BUY, price: o.price, size: o.size });
          return api.post('/markets/trade', { marketConditionId: market.conditionId, orderSize: o.size, price: o.price, order }, { key: agent.key });
        },
        balance: async () => {
          const row = await service.services.db.selectFrom('agents').select('simulation_balance').where('id', '=', agent.agentId).executeTakeFirstOrThrow();
          return BigInt(row.simulation_balance);
        },
      };
    }
    const ops = (conditionId: string, body: object, auth: string | null = OPS_TOKEN) =>
      service.api().post(`/ops/markets/${conditionId}/resolve`, body, auth ? { key: auth } : {});
    const redeem = (t: Trader, body: object) => service.api().post('/markets/redeem', body, { key: t.agent.key });
    const orderStatus = async (t: Trader, orderId: string) =>
      (await service.api().get(`/markets/orders/${orderId}`, { key: t.agent.key })).body.data.localOrderStatus;

    it('resolves by operator: live orders close as MARKET_RESOLVED, cash and shares come back, winners redeem 1 each', async () => {
      clock.set(T0 + DAY);
      // Yes at 0.50: Yes asks from 0.51, No asks from 0.50.
      service.services.prices.setScriptedPrices(resolvedByOps.id, [{ t: 0, price: 500_000n }]);
      const t = await trader();
      const start = await t.balance();
      expect((await t.trade(resolvedByOps, { price: 0.6, size: 10 })).body.status).to.equal('matched');
      expect((await t.trade(resolvedByOps, { outcome: 1, price: 0.6, size: 10 })).body.status).to.equal('matched');
      const restingBuy = (await t.trade(resolvedByOps, { price: 0.3, size: 10 })).body;
      const restingSell = (await t.trade(resolvedByOps, { side: Side.SELL, price: 0.9, size: 6 })).body;
      expect([restingBuy.status, restingSell.status]).to.deep.equal(['live', 'live']);
      // 10 Yes at 0.51 and 10 No at 0.50, and 10 × 0.30 held for the resting buy.
      expect(await t.balance()).to.equal(start - units('5.1') - units('5') - units('3'));

      const early = await redeem(t, { marketConditionId: resolvedByOps.conditionId });
      expect(early.status).to.equal(400);
      expect(early.body).to.include({ errorCode: 'market_not_resolved', data: null });

      expect((await ops(resolvedByOps.conditionId, { winningOutcome: 'YES' }, null)).status).to.equal(401);
      expect((await ops(resolvedByOps.conditionId, { winningOutcome: 'YES' }, t.agent.key)).status).to.equal(403);
      expect((await ops(`0x${'ab'.repeat(32)}`, { winningOutcome: 'YES' })).status).to.equal(404);
      expect((await ops('0x1234', { winningOutcome: 'YES' })).status).to.equal(400);
      expect((await ops(resolvedByOps.conditionId, { winningOutcome: 'MAYBE' })).status).to.equal(400);
      expect((await ops(resolvedByOps.conditionId, {})).status).to.equal(400);

      const resolved = await ops(resolvedByOps.conditionId, { winningOutcome: 'YES' });
      expect(resolved.status, JSON.stringify(resolved.body)).to.equal(200);
      expect(resolved.body.data).to.include({ conditionId: resolvedByOps.conditionId, winningOutcome: 'YES', source: 'ops', alreadyResolved: false, ordersClosed: 2 });
      const again = await ops(resolvedByOps.conditionId, { winningOutcome: 'YES' });
      expect(again.body.data).to.include({ alreadyResolved: true, ordersClosed: 0, resolvedAt: resolved.body.data.resolvedAt });
      expect((await ops(resolvedByOps.conditionId, { winningOutcome: 'NO' })).status).to.equal(409);

      expect(await orderStatus(t, restingBuy.orderId)).to.equal(4);
      expect(await orderStatus(t, restingSell.orderId)).to.equal(4);
      expect(await t.balance()).to.equal(start - units('5.1') - units('5'));

      const market = (await get(`/markets/${resolvedByOps.id}`, t.agent.key)).body;
      expect(market).to.include({ closed: true, active: false, acceptingOrders: false, bestBid: null, bestAsk: null, spread: null, lastTradePrice: 1, oneDayPriceChange: null });
      expect(market.outcomePrices).to.equal('["1", "0"]');
      expect(market.closedTime).to.equal(resolved.body.data.resolvedAt);

      const refused = await t.trade(resolvedByOps, { price: 0.6, size: 10 });
      expect(refused.status).to.equal(400);
      expect(refused.body.errorCode).to.equal('market_closed');

      const paid = await redeem(t, { marketConditionId: resolvedByOps.conditionId });
      expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
      // 10 winning shares pay 10; the 10 losing ones nothing; the positions cost 10.10.
      expect(paid.body.data).to.deep.equal({ marketConditionId: resolvedByOps.conditionId, winningOutcome: 'YES', redeemedShares: '20', payout: '10', realizedPnl: '-0.1' });
      expect(await t.balance()).to.equal(start - units('0.1'));
      const positions = await service.services.db
        .selectFrom('positions')
        .select(['outcome', 'size', 'reserved_size', 'cost', 'realized_pnl'])
        .where('agent_id', '=', t.agent.agentId)
        .orderBy('outcome', 'desc')
        .execute();
      expect(positions).to.deep.equal([
        { outcome: 'YES', size: '0', reserved_size: '0', cost: '0', realized_pnl: String(units('4.9')) },
        { outcome: 'NO', size: '0', reserved_size: '0', cost: '0', realized_pnl: String(-units('5')) },
      ]);
      const log = (await service.api().get('/agents/trades', { key: t.agent.key })).body.data.trades[0];
      expect(log).to.include({ actionType: 'REDEEM', direction: 'YES', sourceTag: 'redeem', orderSize: '20', amount: '10', orderId: null, walletAddress: t.wallet.address });

      const twice = await redeem(t, { marketConditionId: resolvedByOps.conditionId });
      expect(twice.body.data).to.include({ redeemedShares: '0', payout: '0', realizedPnl: '0' });
      expect(await t.balance()).to.equal(start - units('0.1'));

      const nothing = await trader();
      expect((await redeem(nothing, { marketConditionId: resolvedByOps.conditionId, walletAddress: nothing.wallet.address })).body.data).to.include({ payout: '0' });
      expect((await redeem(nothing, { marketConditionId: `0x${'ab'.repeat(32)}` })).status).to.equal(404);
      expect((await redeem(nothing, { marketConditionId: resolvedByOps.conditionId, extra: 1 })).status).to.equal(400);
    });

    it('resolves at the end date to the outcome priced 0.5 or more, closing live orders', async () => {
      clock.set(T0 + DAY);
      // No ends ahead: Yes at 0.30 at the end date.
      service.services.prices.setScriptedPrices(expiring.id, [{ t: 0, price: 300_000n }]);
      const t = await trader();
      const start = await t.balance();
      const resting = (await t.trade(expiring, { price: 0.1, size: 10 })).body;
      expect(resting.status).to.equal('live');
      expect(await t.balance()).to.equal(start - units('1'));

      await service.recorder.tick();
      expect(await orderStatus(t, resting.orderId)).to.equal(1);

      clock.set(Date.parse(expiring.endDate) + MINUTE);
      await service.recorder.tick();
      expect(await orderStatus(t, resting.orderId)).to.equal(4);
      expect(await t.balance()).to.equal(start);
      const market = (await get(`/markets/${expiring.id}`, t.agent.key)).body;
      expect(market).to.include({ closed: true, active: false, acceptingOrders: false, lastTradePrice: 0 });
      expect(market.outcomePrices).to.equal('["0", "1"]');
      const refused = await t.trade(expiring, { price: 0.5, size: 10 });
      expect(refused.status).to.equal(400);
      expect(refused.body.errorCode).to.equal('market_closed');
      // The other catalog markets have not ended yet.
      expect((await get(`/markets/${shown.id}`, t.agent.key)).body.closed).to.equal(false);
      clock.set(T0 + DAY);
    });

    it('closes, at the next sweep, a live order whose market resolved without telling its actor', async () => {
      service.services.prices.setScriptedPrices(settledBySweep.id, [{ t: 0, price: 500_000n }]);
      const t = await trader();
      const start = await t.balance();
      const resting = (await t.trade(settledBySweep, { price: 0.2, size: 10 })).body;
      expect(resting.status).to.equal('live');
      await service.services.db
        .insertInto('market_resolutions')
        .values({ condition_id: settledBySweep.conditionId, winning_token_id: settledBySweep.clobTokenIds[0]!, winning_outcome_index: 0, source: 'ops', resolved_at: new Date(clock.now()) })
        .execute();
      // The trade just before left the market known open here for a second: the reservation checks it itself.
      const refused = await t.trade(settledBySweep, { price: 0.2, size: 10 });
      expect(refused.status).to.equal(400);
      expect(refused.body.errorCode).to.equal('market_closed');
      await service.actors.sweep();
      expect(await orderStatus(t, resting.orderId)).to.equal(4);
      expect(await t.balance()).to.equal(start);
    });
  });
});
