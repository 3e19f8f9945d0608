import { expect } from 'chai';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import { loadConfig } from '../engine/config.js';
import { MemoryKv } from '../engine/kv/memory-kv.js';
import { createLogger } from '../engine/logger.js';
import type { VenueAMarket } from '../engine/venues/venue_a/market.js';
import { verifyOrder } from '../engine/venues/venue_a/order-verification.js';
import type { OrderRequest, OrderType, VenueA, VenueAccount } from '../engine/venues/venue_a/port.js';
import { openLiveVenueA } from '../engine/venues/venue_a/live/adapter.js';
import { allMarkets } from '../engine/venues/venue_a/sim/catalog.js';
import { clobAuthTypedData } from '../engine/venues/venue_a/sim/api-keys.js';
import { orderRequest } from '../engine/trading/placement.js';
import { FakePolymarket } from './support/fake-polymarket/index.js';
import { sdkOrder, Side } from './support/orders.js';
import { startTestService, type TestService } from './support/service.js';

/**
 * One contract, every venue_a implementation: what the engine relies on of the port, run against
 * the simulated exchange and against the live adapter talking to a local fake of Polymarket.
 */

const START = Date.UTC(2026, 11, 1, 12);
const TICK = 10_000n;

// A liquid binary market with a 0.01 tick that trades long after START.
const MARKET = allMarkets().find(
  (m) => m.tickSize === '0.01' && m.liquidityNum >= 25_000 && !m.negRisk && m.version === 'v1' && m.acceptingOrders && Date.parse(m.endDate) > START + 60 * 86_400_000,
)!;
const OTHER = allMarkets().find((m) => m !== MARKET && m.tickSize === '0.01' && !m.negRisk && m.version === 'v1' && m.acceptingOrders && Date.parse(m.endDate) > START + 60 * 86_400_000)!;

interface Harness {
  venue: VenueA;
  clock: ManualClock;
  /** A fresh wallet with a venue account (credentials the venue accepts). */
  newAccount(): Promise<{ wallet: PrivateKeyAccount; account: VenueAccount }>;
  /** Gives the account `atomic` of collateral where the venue holds it; nothing where the service does. */
  fund(address: string, atomic: bigint): void;
  /** The account with a wrong secret. */
  forged(account: VenueAccount): VenueAccount;
  /** A counterparty takes `size` shares of a resting order at its price. */
  takeResting(market: VenueAMarket, orderId: string, price: bigint, side: 'BUY' | 'SELL'): Promise<void>;
  close(): Promise<void>;
}

const price = (atomic: bigint) => Number(atomic) / 1e6;

async function order(h: Harness, wallet: PrivateKeyAccount, market: VenueAMarket, side: 'BUY' | 'SELL', at: bigint, size: number, type: OrderType = 'GTC', postOnly = false): Promise<OrderRequest> {
  const signed = await sdkOrder(wallet, { tokenID: market.clobTokenIds[0]!, side: side === 'BUY' ? Side.BUY : Side.SELL, price: price(at), size });
  const verified = await verifyOrder(signed, {
    market,
    marketConditionId: market.conditionId,
    price: price(at),
    orderSize: size,
    orderType: type,
    wallets: new Set([wallet.address]),
    evm: null,
    nowMs: h.clock.now(),
  });
  return orderRequest(verified, signed, type, postOnly, false);
}

function venueAContract(name: string, start: () => Promise<Harness>) {
  describe(`venue_a port contract: ${name}`, () => {
    let h: Harness;
    let touch: { bid: bigint; ask: bigint };
    before(async () => {
      h = await start();
      const book = await h.venue.book(MARKET.clobTokenIds[0]!, h.clock.now());
      touch = { bid: book.bids[0]!.price, ask: book.asks[0]!.price };
    });
    after(() => h.close());

    it('finds a market by condition id, Gamma id and token, and lists markets', async () => {
      const market = await h.venue.market(MARKET.conditionId);
      expect(market).to.include({ conditionId: MARKET.conditionId, id: MARKET.id, tickSize: '0.01', negRisk: false, version: 'v1' });
      expect(market!.clobTokenIds).to.deep.equal(MARKET.clobTokenIds);
      expect((await h.venue.marketById(MARKET.id))?.conditionId).to.equal(MARKET.conditionId);
      const ref = await h.venue.marketOfToken(MARKET.clobTokenIds[1]!);
      expect(ref?.outcomeIndex).to.equal(1);
      expect(ref?.market.conditionId).to.equal(MARKET.conditionId);
      expect(await h.venue.market(`0x${'00'.repeat(32)}`)).to.equal(undefined);
      const page = await h.venue.searchMarkets({ sortBy: 'volume', sortDirection: 'DESC', limit: 5, offset: 0 });
      expect(page.markets.length).to.be.within(1, 5);
      expect(page.markets.map((m) => m.volumeNum)).to.deep.equal([...page.markets.map((m) => m.volumeNum)].sort((a, b) => b - a));
    });

    it('finds the markets of many tokens in one call, leaving unknown tokens out', async () => {
      const tokens = [MARKET.clobTokenIds[0]!, OTHER.clobTokenIds[1]!, MARKET.clobTokenIds[1]!, '1'.repeat(70)];
      const refs = await h.venue.marketsOfTokens(tokens);
      expect([...refs.keys()].sort()).to.deep.equal(tokens.slice(0, 3).sort());
      expect(refs.get(MARKET.clobTokenIds[1]!)).to.deep.include({ outcomeIndex: 1 });
      expect(refs.get(MARKET.clobTokenIds[1]!)!.market.conditionId).to.equal(MARKET.conditionId);
      expect(refs.get(OTHER.clobTokenIds[1]!)!.market.question).to.equal(OTHER.question);
    });

    it('answers books best first, and the bids and marks the monitors and the portfolio read', async () => {
      const book = await h.venue.book(MARKET.clobTokenIds[0]!, h.clock.now());
      expect(book.bids.length).to.be.greaterThan(0);
      expect(book.asks.length).to.be.greaterThan(0);
      expect(book.bids.every((l, i) => i === 0 || l.price < book.bids[i - 1]!.price)).to.equal(true);
      expect(book.asks.every((l, i) => i === 0 || l.price > book.asks[i - 1]!.price)).to.equal(true);
      expect(touch.bid < touch.ask).to.equal(true);
      const bids = await h.venue.bestBids([MARKET.clobTokenIds[0]!], h.clock.now());
      expect(bids.get(MARKET.clobTokenIds[0]!)).to.equal(touch.bid);
      const mark = (await h.venue.markPrices([MARKET.clobTokenIds[0]!], h.clock.now())).get(MARKET.clobTokenIds[0]!)!;
      expect(mark >= touch.bid && mark <= touch.ask).to.equal(true);
    });

    it('rests an order below the touch, lists it, reports it and cancels it', async () => {
      const { wallet, account } = await h.newAccount();
      const req = await order(h, wallet, MARKET, 'BUY', touch.bid - 10n * TICK, 10);
      const placed = await h.venue.placeOrder(account, req);
      expect(placed).to.deep.include({ orderId: req.orderHash, status: 'live', filled: 0n, notional: 0n });
      expect((await h.venue.openOrders(account)).map((o) => o.orderId)).to.include(req.orderHash);
      const live = await h.venue.order(account, req.orderHash);
      expect(live).to.deep.include({ orderId: req.orderHash, status: 'LIVE', side: 'BUY', tokenId: MARKET.clobTokenIds[0], originalSize: 10_000_000n, sizeMatched: 0n });
      expect(live!.price).to.equal(touch.bid - 10n * TICK);
      const canceled = await h.venue.cancelOrders(account, [req.orderHash]);
      expect(canceled.canceled).to.deep.equal([req.orderHash]);
      expect((await h.venue.order(account, req.orderHash))?.status).to.equal('CANCELED');
      expect((await h.venue.openOrders(account)).map((o) => o.orderId)).not.to.include(req.orderHash);
      expect(Object.keys((await h.venue.cancelOrders(account, [req.orderHash])).notCanceled)).to.deep.equal([req.orderHash]);
    });

    it('fills a marketable order at once and reports the trade as a taker fill', async () => {
      const { wallet, account } = await h.newAccount();
      const since = Math.floor(h.clock.now() / 1000) - 1;
      const req = await order(h, wallet, MARKET, 'BUY', touch.ask, 5, 'FAK');
      const placed = await h.venue.placeOrder(account, req);
      expect(placed.status).to.equal('matched');
      expect(placed.filled).to.equal(5_000_000n);
      expect(placed.notional).to.equal((5_000_000n * touch.ask) / 1_000_000n);
      const fills = (await h.venue.fills(account, since)).filter((f) => f.orderId === req.orderHash);
      expect(fills.map((f) => ({ role: f.role, side: f.side, size: f.size }))).to.deep.equal([{ role: 'TAKER', side: 'BUY', size: 5_000_000n }]);
      expect(await h.venue.order(account, req.orderHash)).to.deep.include({ status: 'MATCHED', sizeMatched: 5_000_000n });
    });

    it('refuses, in the venue\'s words, what it will not take', async () => {
      const { wallet, account } = await h.newAccount();
      const refused = async (req: OrderRequest, code: string) => {
        const error = await h.venue.placeOrder(account, req).then(() => null, (e: Error & { code?: string; options?: { fields?: { venueError?: string } } }) => e);
        expect(error?.code, error?.message).to.equal(code);
        expect(error?.options?.fields?.venueError).to.be.a('string').that.is.not.empty;
      };
      await refused(await order(h, wallet, MARKET, 'BUY', touch.ask, 1_000_000, 'FOK'), 'fok_not_filled');
      await refused(await order(h, wallet, MARKET, 'BUY', touch.ask, 10, 'GTC', true), 'post_only_crosses');
      const once = await order(h, wallet, MARKET, 'BUY', touch.bid - 20n * TICK, 10);
      await h.venue.placeOrder(account, once);
      await refused(once, 'duplicate_order');
    });

    it('answers a batch order by order, a refusal in its place', async () => {
      const { wallet, account } = await h.newAccount();
      const first = await order(h, wallet, MARKET, 'BUY', touch.bid - 11n * TICK, 10);
      const killed = await order(h, wallet, MARKET, 'BUY', touch.ask, 1_000_000, 'FOK');
      const third = await order(h, wallet, MARKET, 'BUY', touch.bid - 12n * TICK, 10);
      const answers = await h.venue.placeBatch(account, [first, killed, third]);
      expect(answers).to.have.length(3);
      expect(answers[0]).to.deep.include({ orderId: first.orderHash, status: 'live' });
      expect(answers[1]).to.be.instanceOf(Error);
      expect(answers[2]).to.deep.include({ orderId: third.orderHash, status: 'live' });
    });

    it('answers each marketable order of a batch with its own trades, and takes an order given twice once', async () => {
      const { wallet, account } = await h.newAccount();
      h.fund(account.address, 1_000_000_000n);
      const since = Math.floor(h.clock.now() / 1000) - 1;
      const a = await order(h, wallet, MARKET, 'BUY', touch.ask, 5, 'FAK');
      const b = await order(h, wallet, MARKET, 'BUY', touch.ask, 6, 'FAK');
      const resting = await order(h, wallet, MARKET, 'BUY', touch.bid - 13n * TICK, 10);
      const answers = await h.venue.placeBatch(account, [a, resting, b, resting]);
      expect(answers.slice(0, 3).map((x) => (x instanceof Error ? x.message : { id: x.orderId, filled: x.filled }))).to.deep.equal([
        { id: a.orderHash, filled: 5_000_000n },
        { id: resting.orderHash, filled: 0n },
        { id: b.orderHash, filled: 6_000_000n },
      ]);
      expect(answers[3]).to.be.instanceOf(Error);
      const fills = await h.venue.fills(account, since);
      for (const [req, answer] of [[a, answers[0]], [b, answers[2]]] as const) {
        if (!answer || answer instanceof Error) throw answer ?? new Error("no answer");
        const own = fills.filter((f) => f.orderId === req.orderHash);
        expect(own.map((f) => f.tradeId).sort()).to.deep.equal([...answer.tradeIds].sort());
      }
      expect((await h.venue.openOrders(account)).filter((o) => o.orderId === resting.orderHash)).to.have.length(1);
    });

    it('cancels one market\'s orders, then all of them', async () => {
      const { wallet, account } = await h.newAccount();
      const otherBook = await h.venue.book(OTHER.clobTokenIds[0]!, h.clock.now());
      const here = await order(h, wallet, MARKET, 'BUY', touch.bid - 13n * TICK, 10);
      const there = await order(h, wallet, OTHER, 'BUY', otherBook.bids[0]!.price - 10n * TICK, 10);
      await h.venue.placeOrder(account, here);
      await h.venue.placeOrder(account, there);
      expect((await h.venue.cancelMarket(account, { conditionId: MARKET.conditionId })).canceled).to.deep.equal([here.orderHash]);
      expect((await h.venue.openOrders(account)).map((o) => o.orderId)).to.deep.equal([there.orderHash]);
      expect((await h.venue.cancelAll(account)).canceled).to.deep.equal([there.orderHash]);
      expect(await h.venue.openOrders(account)).to.deep.equal([]);
    });

    it('reports a resting order taken later as a maker fill at its own price', async () => {
      const { wallet, account } = await h.newAccount();
      const since = Math.floor(h.clock.now() / 1000) - 1;
      const at = touch.bid - TICK;
      const req = await order(h, wallet, MARKET, 'BUY', at, 10);
      expect((await h.venue.placeOrder(account, req)).status).to.equal('live');
      await h.takeResting(MARKET, req.orderHash, at, 'BUY');
      const fills = (await h.venue.fills(account, since)).filter((f) => f.orderId === req.orderHash);
      expect(fills.length).to.be.greaterThan(0);
      expect(fills.every((f) => f.role === 'MAKER' && f.price === at && f.side === 'BUY')).to.equal(true);
      const filled = fills.reduce((sum, f) => sum + f.size, 0n);
      expect((await h.venue.order(account, req.orderHash))?.sizeMatched).to.equal(filled);
      await h.venue.cancelAll(account);
    });

    it('accepts its own credentials and refuses forged ones', async () => {
      const { account } = await h.newAccount();
      expect(await h.venue.checkCredentials(account)).to.equal('ok');
      expect(await h.venue.checkCredentials(h.forged(account))).to.equal('invalid');
    });

    it('reports the collateral it holds for an account, or null where the service keeps the cash', async () => {
      const { account } = await h.newAccount();
      h.fund(account.address, 25_000_000n);
      expect(await h.venue.collateral(account, 0)).to.equal(h.venue.custody === 'ledger' ? null : 25_000_000n);
    });

    it('answers a price history in time order inside the window', async () => {
      const toMs = h.clock.now();
      const points = await h.venue.priceHistory({ tokenId: MARKET.clobTokenIds[0]!, fromMs: toMs - 86_400_000, toMs, fidelity: 60 });
      expect(points.every((p, i) => i === 0 || p.t > points[i - 1]!.t)).to.equal(true);
      expect(points.every((p) => p.t * 1000 <= toMs && p.price > 0n && p.price < 1_000_000n)).to.equal(true);
    });
  });
}

venueAContract('simulated exchange', async () => {
  const clock = new ManualClock(START);
  const service: TestService = await startTestService({ clock, config: { priceRecordIntervalMs: 3_600_000 } });
  const sim = service.services.venueA.sim!;
  sim.prices.setScriptedPrices(MARKET.id, [{ t: 0, price: 500_000n }]);
  sim.prices.setScriptedPrices(OTHER.id, [{ t: 0, price: 500_000n }]);
  await sim.backfillPrices(clock.now(), 3_600_000);
  return {
    venue: service.services.venueA,
    clock,
    newAccount: async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const timestamp = String(Math.floor(clock.now() / 1000));
      const signature = await wallet.signTypedData(clobAuthTypedData(wallet.address, timestamp, 0n));
      const creds = await sim.createApiKey({ address: wallet.address, timestamp, nonce: '0', signature }, clock.now());
      return { wallet, account: { address: wallet.address, credentials: async () => creds } };
    },
    forged: (account) => ({ address: account.address, credentials: async () => ({ ...(await account.credentials()), apiSecret: 'AAAA' }) }),
    fund: () => {},
    // The book moving down through a resting buy fills it at its own price.
    takeResting: async (market, _orderId, at) => {
      sim.prices.setScriptedPrices(market.id, [{ t: 0, price: 500_000n }, { t: clock.now() + 1, price: at - 5n * TICK }]);
      clock.advance(1000);
    },
    close: () => service.close(),
  };
});

venueAContract('live adapter on a fake Polymarket', async () => {
  const clock = new ManualClock(START);
  const fake = await FakePolymarket.start({ now: () => clock.now() });
  const book = { bids: [{ price: '0.5', size: '100' }, { price: '0.49', size: '200' }], asks: [{ price: '0.51', size: '100' }, { price: '0.52', size: '200' }] };
  fake.setBook(MARKET.clobTokenIds[0]!, book);
  fake.setBook(OTHER.clobTokenIds[0]!, book);
  const config = { ...loadConfig({}).venueA, mode: 'live' as const, clobUrl: fake.clobUrl, gammaUrl: fake.gammaUrl, dataUrl: fake.dataUrl, timeoutMs: 2_000, bookTtlMs: 0 };
  const venue = openLiveVenueA(config, { kv: new MemoryKv(clock), clock, logger: createLogger('silent') });
  return {
    venue,
    clock,
    newAccount: async () => {
      const wallet = privateKeyToAccount(generatePrivateKey());
      const creds = fake.addApiKey(wallet.address);
      return { wallet, account: { address: wallet.address, credentials: async () => ({ apiKey: creds.key, apiSecret: creds.secret, apiPassphrase: creds.passphrase }) } };
    },
    forged: (account) => ({ address: account.address, credentials: async () => ({ ...(await account.credentials()), apiSecret: Buffer.from('not the secret').toString('base64') }) }),
    fund: (address, atomic) => fake.setBalance(address, atomic),
    takeResting: async (_market, orderId) => {
      fake.fillRestingOrder(orderId);
    },
    close: async () => {
      await venue.close();
      await fake.close();
    },
  };
});
