import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import type { VenueAMarket } from '../engine/venues/venue_a/market.js';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { linkEoa, registerAgent, type RegisteredAgent } from './support/builders.js';
import { sdkOrder, Side } from './support/orders.js';
import { startTestService, type TestService } from './support/service.js';

const M = (id: string) => marketById(id)!;
const ETH = M('604318'); // Yes at 0.58
const SOL = M('604324'); // Yes at 0.33
const NFL = M('604432'); // Yes at 0.61
const JOBS = M('604563'); // resolved: Yes won
const GOLD = M('604607'); // Yes at 0.41
const SPX = M('604626'); // Yes at 0.56
const APPLE = M('604726'); // Yes at 0.62
const TESLA = M('604740'); // Yes at 0.27
const CPI = M('604571'); // traded for real: Yes at 0.50

const atomic = (decimal: number) => BigInt(Math.round(decimal * 1e6));
const randomWallet = () => getAddress(`0x${randomBytes(20).toString('hex')}`);

describe('positions', () => {
  let service: TestService;
  let clock: ManualClock;
  let a: RegisteredAgent;
  let b: RegisteredAgent;
  const wallet = randomWallet();

  async function seedPosition(agentId: string, market: VenueAMarket, outcomeIndex: number, size: number, cost: number, extra: { realized?: number; updatedAt?: number; owner?: string } = {}) {
    await service.services.db
      .insertInto('positions')
      .values({
        agent_id: agentId,
        wallet_address: extra.owner ?? wallet,
        token_id: market.clobTokenIds[outcomeIndex]!,
        venue: 'venue_a',
        market_condition_id: market.conditionId,
        outcome: outcomeIndex === 0 ? 'YES' : 'NO',
        size: atomic(size),
        reserved_size: 0n,
        cost: atomic(cost),
        realized_pnl: atomic(extra.realized ?? 0),
        updated_at: new Date(extra.updatedAt ?? clock.now()),
      })
      .execute();
  }

  /** A filled order and its fill, as the trade pipeline records them. */
  async function seedBuy(owner: string, market: VenueAMarket, outcomeIndex: number, size: number, price: number) {
    const agentId = a.agentId;
    const hash = `0x${randomBytes(32).toString('hex')}`;
    const now = new Date(clock.now());
    const notional = (atomic(size) * atomic(price)) / 1_000_000n;
    await service.services.db
      .insertInto('orders')
      .values({
        order_hash: hash, agent_id: agentId, venue: 'venue_a', wallet_address: owner, signer: owner, owner: null,
        market_id: market.id, market_condition_id: market.conditionId, market_question: market.question,
        token_id: market.clobTokenIds[outcomeIndex]!, outcome: outcomeIndex === 0 ? 'YES' : 'NO', side: 'BUY',
        price: atomic(price), size: atomic(size), notional, matched_size: atomic(size), matched_notional: notional, fee_amount: 0n,
        order_type: 'GTC', post_only: false, expiration: 0n, order_version: 2, signature_type: 0, status: 2,
        placement: 'matched', reserved_cash: 0n, reserved_shares: 0n, created_at: now, updated_at: now,
      })
      .execute();
    await service.services.db
      .insertInto('fills')
      .values({ order_hash: hash, agent_id: agentId, token_id: market.clobTokenIds[outcomeIndex]!, side: 'BUY', price: atomic(price), size: atomic(size), notional, created_at: now })
      .execute();
  }

  before(async () => {
    clock = new ManualClock(Date.UTC(2026, 10, 23, 10));
    service = await startTestService({ clock, config: { sweepIntervalMs: 0 } });
    const script = (market: VenueAMarket, yes: number) => service.services.prices.setScriptedPrices(market.id, [{ t: 0, price: atomic(yes) }]);
    script(ETH, 0.58);
    script(SOL, 0.33);
    script(NFL, 0.61);
    script(JOBS, 0.45);
    script(GOLD, 0.41);
    script(SPX, 0.56);
    script(APPLE, 0.62);
    script(TESLA, 0.27);
    script(CPI, 0.5);
    a = await registerAgent(service.api());
    b = await registerAgent(service.api());
    await seedPosition(a.agentId, ETH, 0, 100, 50); // value 58, PnL 8 (16%)
    await seedPosition(a.agentId, SOL, 1, 20, 16); // No at 0.67: value 13.4, PnL −2.6 (−16.25%)
    await seedPosition(a.agentId, NFL, 0, 10, 5); // value 6.1, PnL 1.1 (22%)
    await seedPosition(a.agentId, NFL, 1, 10, 4); // value 3.9, PnL −0.1 (−2.5%)
    await seedPosition(a.agentId, JOBS, 0, 5, 1.5); // resolved Yes: value 5, PnL 3.5 (233.33%)
    await seedPosition(a.agentId, GOLD, 0, 0.5, 0.2); // under the default size threshold
    await service.services.db
      .insertInto('market_resolutions')
      .values({ condition_id: JOBS.conditionId, winning_token_id: JOBS.clobTokenIds[0]!, winning_outcome_index: 0, source: 'ops', resolved_at: new Date(clock.now() - 60_000) })
      .execute();
  });
  after(async () => {
    await service.services.db.deleteFrom('market_resolutions').where('condition_id', '=', JOBS.conditionId).execute();
    await service.close();
  });

  describe('GET /markets/current-positions', () => {
    const list = async (query: string, key = a.key) => service.api().get(`/markets/current-positions?walletAddress=${wallet}${query}`, { key });
    const labels = async (query: string) => {
      const res = await list(query);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      return (res.body as any[]).map((p) => `${p.marketId}:${p.outcome}`);
    };
    const [A, B, C, D, E, F] = [`${ETH.id}:Yes`, `${SOL.id}:No`, `${NFL.id}:Yes`, `${NFL.id}:No`, `${JOBS.id}:Yes`, `${GOLD.id}:Yes`];

    it('answers a bare array of the Data API record, values exact', async () => {
      const res = await list(`&market=${ETH.conditionId}`);
      expect(res.body).to.deep.equal([
        {
          marketId: ETH.id, title: ETH.question, outcome: 'Yes', size: 100, avgPrice: 0.5, currentPrice: 0.58, unrealizedPnl: 8,
          venue: 'venue_a', proxyWallet: wallet, asset: ETH.clobTokenIds[0], conditionId: ETH.conditionId,
          initialValue: 50, currentValue: 58, cashPnl: 8, percentPnl: 16, realizedPnl: 0, curPrice: 0.58,
          redeemable: false, mergeable: false, slug: ETH.slug, eventId: ETH.events[0]!.id, eventSlug: ETH.events[0]!.slug,
          outcomeIndex: 0, oppositeOutcome: 'No', oppositeAsset: ETH.clobTokenIds[1], endDate: ETH.endDate, negativeRisk: false,
        },
      ]);
    });

    it('sorts by TOKENS descending by default and leaves out positions under sizeThreshold 1', async () => {
      expect(await labels('')).to.deep.equal([A, B, C, D, E]);
    });

    const sorted: Record<string, string[]> = {
      CURRENT: [A, B, C, E, D],
      INITIAL: [A, B, C, D, E],
      TOKENS: [A, B, C, D, E],
      CASHPNL: [A, E, C, D, B],
      PERCENTPNL: [E, C, A, D, B],
      TITLE: [E, C, B, A],
      RESOLVING: [C, A, B, E],
      PRICE: [E, B, C, A, D],
      AVGPRICE: [B, C, A, D, E],
    };
    for (const [sortBy, expected] of Object.entries(sorted)) {
      it(`sorts by ${sortBy} in both directions`, async () => {
        const desc = await labels(`&sortBy=${sortBy}`);
        const asc = await labels(`&sortBy=${sortBy}&sortDirection=ASC`);
        if (sortBy === 'TITLE' || sortBy === 'RESOLVING') {
          // C and D share a title and an end date: tied, they keep token order in both directions.
          const withTie = (order: string[]) => order.flatMap((l) => (l === C ? [C, D] : [l]));
          expect(desc).to.deep.equal(withTie(expected));
          expect(asc).to.deep.equal(withTie([...expected].reverse()));
        } else {
          expect(desc).to.deep.equal(expected);
          if (sortBy === 'TOKENS' || sortBy === 'AVGPRICE') {
            expect(asc).to.deep.equal(sortBy === 'TOKENS' ? [E, C, D, B, A] : [E, D, C, A, B]);
          } else {
            expect(asc).to.deep.equal([...expected].reverse());
          }
        }
        expect(await labels(`&sortBy=${sortBy}&sortDirection=DESC`)).to.deep.equal(desc);
      });
    }

    it('filters by condition ids, event ids and title, and refuses market with eventId', async () => {
      expect(await labels(`&market=${ETH.conditionId},${SOL.conditionId.toUpperCase().replace('0X', '0x')}`)).to.deep.equal([A, B]);
      expect(await labels(`&eventId=${NFL.events[0]!.id}`)).to.deep.equal([C, D]);
      expect(await labels('&title=KANSAS%20city')).to.deep.equal([C, D]);
      expect(await labels('&title=nothing-like-this')).to.deep.equal([]);
      const both = await list(`&market=${ETH.conditionId}&eventId=${NFL.events[0]!.id}`);
      expect(both.status).to.equal(400);
      expect(both.body.errorCode).to.equal('conflicting_filters');
      expect((await list(`&title=${'x'.repeat(101)}`)).status).to.equal(400);
    });

    it('applies sizeThreshold, redeemable and mergeable', async () => {
      expect(await labels('&sizeThreshold=0')).to.deep.equal([A, B, C, D, E, F]);
      expect(await labels('&sizeThreshold=10')).to.deep.equal([A, B, C, D]);
      expect(await labels('&sizeThreshold=20.000001')).to.deep.equal([A]);
      const redeemable = (await list('&redeemable=true')).body;
      expect(redeemable.map((p: any) => p.marketId)).to.deep.equal([JOBS.id]);
      expect(redeemable[0]).to.include({ redeemable: true, currentPrice: 1, currentValue: 5, unrealizedPnl: 3.5, percentPnl: 233.33 });
      const mergeable = (await list('&mergeable=true')).body;
      expect(mergeable.map((p: any) => `${p.marketId}:${p.outcome}`)).to.deep.equal([C, D]);
      expect(mergeable.every((p: any) => p.mergeable)).to.equal(true);
      expect((await list('')).body.filter((p: any) => p.mergeable)).to.have.length(2);
    });

    it('pages with limit 0..500 and offset 0..10000', async () => {
      expect(await labels('&limit=0')).to.deep.equal([]);
      expect(await labels('&limit=500')).to.have.length(5);
      expect(await labels('&limit=2&offset=1')).to.deep.equal([B, C]);
      expect(await labels('&offset=10000')).to.deep.equal([]);
      for (const bad of ['&limit=501', '&limit=-1', '&offset=10001', '&offset=-1', '&sortBy=SIZE', '&sortDirection=UP', '&venue=venue_c', '&sizeThreshold=-1']) {
        const res = await list(bad);
        expect(res.status, bad).to.equal(400);
      }
    });

    it('needs a wallet address, an EVM one on venue_a', async () => {
      expect((await service.api().get('/markets/current-positions', { key: a.key })).status).to.equal(400);
      const res = await service.api().get('/markets/current-positions?walletAddress=not-a-wallet', { key: a.key });
      expect(res.status).to.equal(400);
      expect(res.body.errorCode).to.equal('invalid_wallet_address');
      expect((await service.api().get(`/markets/current-positions?walletAddress=${wallet.toLowerCase()}`, { key: a.key })).body).to.have.length(5);
    });

    it("shows agent B nothing of agent A's wallet", async () => {
      const res = await list('', b.key);
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal([]);
    });

    it('reads venue_b rows with venue=venue_b, marked at cost until that venue has prices', async () => {
      const solWallet = `Sol${randomBytes(16).toString('hex')}`;
      await service.services.db
        .insertInto('positions')
        .values({
          agent_id: a.agentId, wallet_address: solWallet, token_id: 'YesMintOfKXBTC', venue: 'venue_b', market_condition_id: 'KXBTC-26DEC31',
          outcome: 'YES', size: atomic(12), reserved_size: 0n, cost: atomic(6), realized_pnl: 0n, updated_at: new Date(clock.now()),
        })
        .execute();
      const res = await service.api().get(`/markets/current-positions?walletAddress=${solWallet}&venue=venue_b`, { key: a.key });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.have.length(1);
      expect(res.body[0]).to.include({ marketId: 'KXBTC-26DEC31', title: 'KXBTC-26DEC31', outcome: 'YES', size: 12, avgPrice: 0.5, currentPrice: 0.5, unrealizedPnl: 0, venue: 'venue_b', slug: null, outcomeIndex: null });
      expect((await service.api().get(`/markets/current-positions?walletAddress=${solWallet}`, { key: a.key })).status).to.equal(400);
    });
  });

  describe('GET /markets/closed-positions', () => {
    const closedWallet = randomWallet();
    const list = (query: string) => service.api().get(`/markets/closed-positions?walletAddress=${closedWallet}${query}`, { key: a.key });
    const ids = async (query: string) => {
      const res = await list(query);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.include({ code: 200, message: 'success' });
      return (res.body.data as any[]).map((p) => p.marketId);
    };

    before(async () => {
      const t0 = clock.now();
      const owner = { owner: closedWallet };
      const seed = async (market: VenueAMarket, outcomeIndex: number, realized: number, at: number, buys: Array<[number, number]>) => {
        for (const [size, price] of buys) await seedBuy(closedWallet, market, outcomeIndex, size, price);
        await seedPosition(a.agentId, market, outcomeIndex, 0, 0, { ...owner, realized, updatedAt: at });
      };
      await seed(SPX, 0, 2.5, t0 - 3_000_000, [[10, 0.3]]);
      await seed(APPLE, 1, -1.2, t0 - 2_000_000, [[10, 0.6]]);
      await seed(TESLA, 0, 0.4, t0 - 1_000_000, [[5, 0.45], [5, 0.55]]);
      await seedPosition(a.agentId, ETH, 0, 3, 1.5, owner); // still open: not closed
    });

    it('lists fully sold positions with their entry and realised PnL, by REALIZEDPNL descending', async () => {
      const res = await list('');
      expect(res.body.data.map((p: any) => p.marketId)).to.deep.equal([SPX.id, TESLA.id, APPLE.id]);
      expect(res.body.data[1]).to.deep.equal({
        marketId: TESLA.id, title: TESLA.question, conditionId: TESLA.conditionId, tokenId: TESLA.clobTokenIds[0], asset: TESLA.clobTokenIds[0],
        proxyWallet: closedWallet, outcome: 'Yes', outcomeIndex: 0, oppositeOutcome: 'No', oppositeAsset: TESLA.clobTokenIds[1],
        slug: TESLA.slug, eventSlug: TESLA.events[0]!.slug, endDate: TESLA.endDate, size: 0, avgPrice: 0.5, totalBought: 10,
        settlementPrice: 0.27, curPrice: 0.27, currentPrice: 0.27, realizedPnl: 0.4, unrealizedPnl: 0,
        timestamp: Math.floor((clock.now() - 1_000_000) / 1000),
      });
      expect(res.body.data[2]).to.include({ outcome: 'No', avgPrice: 0.6, settlementPrice: 0.38, realizedPnl: -1.2 });
    });

    const sorted: Record<string, string[]> = {
      REALIZEDPNL: [SPX.id, TESLA.id, APPLE.id],
      TITLE: [SPX.id, TESLA.id, APPLE.id],
      PRICE: [SPX.id, APPLE.id, TESLA.id],
      AVGPRICE: [APPLE.id, TESLA.id, SPX.id],
      TIMESTAMP: [TESLA.id, APPLE.id, SPX.id],
    };
    for (const [sortBy, expected] of Object.entries(sorted)) {
      it(`sorts by ${sortBy} in both directions`, async () => {
        expect(await ids(`&sortBy=${sortBy}`)).to.deep.equal(expected);
        expect(await ids(`&sortBy=${sortBy}&sortDirection=ASC`)).to.deep.equal([...expected].reverse());
      });
    }

    it('filters by market, event and title, never both market and eventId', async () => {
      expect(await ids(`&market=${APPLE.conditionId}`)).to.deep.equal([APPLE.id]);
      expect(await ids(`&eventId=${TESLA.events[0]!.id},${SPX.events[0]!.id}`)).to.deep.equal([SPX.id, TESLA.id]);
      expect(await ids('&title=robotaxi')).to.deep.equal([TESLA.id]);
      const both = await list(`&market=${APPLE.conditionId}&eventId=1`);
      expect(both.status).to.equal(400);
      expect(both.body).to.include({ code: 400, data: null, errorCode: 'conflicting_filters' });
    });

    it('pages with limit 0..50 (default 10) and offset 0..100000', async () => {
      expect(await ids('&limit=0')).to.deep.equal([]);
      expect(await ids('&limit=50')).to.have.length(3);
      expect(await ids('&limit=1&offset=1')).to.deep.equal([TESLA.id]);
      expect(await ids('&offset=100000')).to.deep.equal([]);
      for (const bad of ['&limit=51', '&offset=100001', '&sortBy=TOKENS', `&venue=${'v'.repeat(51)}`]) expect((await list(bad)).status, bad).to.equal(400);
      expect((await service.api().get('/markets/closed-positions', { key: a.key })).status).to.equal(400);
    });

    it('closes a position that was bought and sold through the venue, its entry from the fills', async () => {
      const trader = privateKeyToAccount(generatePrivateKey());
      const t = await registerAgent(service.api());
      await linkEoa(service.api(), t.key, trader);
      await service.api().post('/markets/risk-settings', { maxTradeAmount: 100 }, { key: t.key });
      const trade = async (side: Side, price: number, size: number) => {
        const order = await sdkOrder(trader, { tokenID: CPI.clobTokenIds[0]!, side, price, size });
        const res = await service.api().post('/markets/trade', { marketConditionId: CPI.conditionId, orderSize: size, price, order }, { key: t.key });
        expect(res.body.status, JSON.stringify(res.body)).to.equal('matched');
      };
      // Yes at 0.50: ask 0.51, bid 0.50. Ten bought at 0.51 (5.10), ten sold at 0.50 (5.00): −0.10 realised.
      await trade(Side.BUY, 0.51, 10);
      await trade(Side.SELL, 0.5, 10);
      const res = await service.api().get(`/markets/closed-positions?walletAddress=${trader.address}`, { key: t.key });
      expect(res.body.data).to.have.length(1);
      expect(res.body.data[0]).to.include({ marketId: CPI.id, size: 0, avgPrice: 0.51, totalBought: 10, realizedPnl: -0.1, curPrice: 0.5 });
      expect((await service.api().get(`/markets/current-positions?walletAddress=${trader.address}&sizeThreshold=0`, { key: t.key })).body).to.deep.equal([]);
    });
  });

  describe('GET /markets/wallet/{walletAddress}/positions', () => {
    it("shows any wallet's open positions to any agent, summed over the agents holding them", async () => {
      await seedPosition(b.agentId, ETH, 0, 50, 20); // the same wallet, held through agent B too
      const res = await service.api().get(`/markets/wallet/${wallet}/positions`, { key: b.key });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.have.all.keys('wallet_address', 'position_count', 'total_value', 'positions');
      expect(res.body.wallet_address).to.equal(wallet);
      expect(res.body.position_count).to.equal(6);
      // 150 × 0.58 + 20 × 0.67 + 10 × 0.61 + 10 × 0.39 + 5 × 1 + 0.5 × 0.41
      expect(res.body.total_value).to.equal(115.605);
      expect(res.body.positions[0]).to.deep.equal({
        market_title: ETH.question, condition_id: ETH.conditionId, token_id: ETH.clobTokenIds[0], side: 'Yes',
        shares: 150, market_slug: ETH.slug, current_price: 0.58, current_value: 87,
      });
      expect(res.body.positions.map((p: any) => p.current_value)).to.deep.equal([87, 13.4, 6.1, 5, 3.9, 0.205]);
    });

    it('answers an empty list for a wallet without positions, and 400 for a malformed address', async () => {
      const empty = randomWallet();
      expect((await service.api().get(`/markets/wallet/${empty}/positions`, { key: a.key })).body).to.deep.equal({
        wallet_address: empty, position_count: 0, total_value: 0, positions: [],
      });
      expect((await service.api().get('/markets/wallet/0x1234/positions', { key: a.key })).status).to.equal(400);
    });

    it('allows 60 calls a minute per API key, then 429 with Retry-After', async () => {
      const c = await registerAgent(service.api());
      for (let i = 0; i < 60; i++) expect((await service.api().get(`/markets/wallet/${wallet}/positions`, { key: c.key })).status).to.equal(200);
      const res = await service.api().get(`/markets/wallet/${wallet}/positions`, { key: c.key });
      expect(res.status).to.equal(429);
      expect(Number(res.headers.get('retry-after'))).to.be.within(1, 60);
      expect(res.body.errorCode).to.equal('rate_limited');
      // Another key has its own minute.
      expect((await service.api().get(`/markets/wallet/${wallet}/positions`, { key: a.key })).status).to.equal(200);
    });
  });
});

describe('wallet positions cache (in-memory KV, injected clock)', () => {
  let service: TestService;
  let clock: ManualClock;
  let agent: RegisteredAgent;
  const market = M('604318');
  const [one, two] = [randomWallet(), randomWallet()];

  const seed = (owner: string, size: bigint) =>
    service.services.db
      .insertInto('positions')
      .values({
        agent_id: agent.agentId, wallet_address: owner, token_id: market.clobTokenIds[0]!, venue: 'venue_a', market_condition_id: market.conditionId,
        outcome: 'YES', size, reserved_size: 0n, cost: size / 2n, realized_pnl: 0n, updated_at: new Date(clock.now()),
      })
      .execute();
  const resize = (owner: string, size: bigint) =>
    service.services.db.updateTable('positions').set({ size }).where('agent_id', '=', agent.agentId).where('wallet_address', '=', owner).execute();
  const shares = async (owner: string) => (await service.api().get(`/markets/wallet/${owner}/positions`, { key: agent.key })).body.positions.map((p: any) => p.shares);

  before(async () => {
    clock = new ManualClock(Date.UTC(2026, 10, 23, 10));
    service = await startTestService({ clock, config: { redis: null, sweepIntervalMs: 0 } });
    service.services.prices.setScriptedPrices(market.id, [{ t: 0, price: 500_000n }]);
    agent = await registerAgent(service.api());
    await seed(one, 10_000_000n);
    await seed(two, 20_000_000n);
  });
  after(() => service.close());

  it('answers from the cache for 30 s, per wallet, then reads again', async () => {
    expect(await shares(one)).to.deep.equal([10]);
    expect(await shares(two)).to.deep.equal([20]);
    await resize(one, 15_000_000n);
    clock.advance(29_999);
    expect(await shares(one)).to.deep.equal([10]);
    // The lower-cased form of the address is the same wallet, and the same cache entry.
    expect(await shares(one.toLowerCase())).to.deep.equal([10]);
    expect(await shares(two)).to.deep.equal([20]);
    clock.advance(1);
    expect(await shares(one)).to.deep.equal([15]);
  });
});
