import { expect } from 'chai';
import { Keypair } from '@solana/web3.js';
import { ManualClock } from '../engine/clock.js';
import { registerAgent, type RegisteredAgent } from './support/builders.js';
import type { Api } from './support/client.js';
import { startTestService, type TestService } from './support/service.js';
import { fundedWallet, settled, signQuote } from './support/solana.js';

describe('venue_b markets: what an agent can trade, from the API alone', () => {
  let service: TestService;
  let api: Api;
  let agent: RegisteredAgent;

  before(async () => {
    service = await startTestService({ clock: new ManualClock(Date.UTC(2026, 11, 1, 12)) });
    api = service.api();
    agent = await registerAgent(api);
  });
  after(() => service.close());

  const list = (query = '') => api.get(`/venue_b/markets${query}`, { key: agent.key });
  const tickers = (res: { body: any }) => res.body.data.markets.map((m: { ticker: string }) => m.ticker);

  it('lists every market with its mints and prices, sorted by close time then ticker', async () => {
    const res = await list();
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const { total, limit, offset, markets } = res.body.data;
    const all = await service.services.venueB.markets();
    expect({ total, limit, offset }).to.deep.equal({ total: all.length, limit: 50, offset: 0 });
    expect(markets.map((m: any) => m.ticker).sort()).to.deep.equal(all.map((m) => m.ticker).sort());
    const closeTimes = markets.map((m: any) => Date.parse(m.closeTime));
    expect(closeTimes).to.deep.equal([...closeTimes].sort((a, b) => a - b));
    const fed = markets.find((m: any) => m.ticker === 'KXFEDDECISION-27JAN-H0');
    const listed = all.find((m) => m.ticker === 'KXFEDDECISION-27JAN-H0')!;
    expect(fed).to.include({
      title: listed.title,
      eventTicker: 'KXFEDDECISION-27JAN',
      category: 'Economics',
      status: 'active',
      result: null,
      settlementMint: service.services.venueB.settlementMint,
      yesMint: listed.yesMint,
      noMint: listed.noMint,
    });
    for (const field of ['yesPrice', 'noPrice', 'yesBid', 'yesAsk', 'noBid', 'noAsk']) expect(fed[field], field).to.match(/^0\.\d+$/);
    expect(Number(fed.yesBid)).to.be.below(Number(fed.yesAsk));
    const finalized = markets.find((m: any) => m.status === 'finalized');
    expect(finalized.result).to.be.oneOf(['yes', 'no']);
  });

  it('prices a market exactly as the quote route does at the same moment', async () => {
    const market = (await api.get('/venue_b/markets/kxsb-27-kc', { key: agent.key })).body;
    const quote = await api.post('/venue_b/agent/quote', { marketTicker: 'KXSB-27-KC', side: 'YES', action: 'BUY', amount: 5 }, { key: agent.key });
    expect(quote.status).to.equal(200);
    expect(market).to.include({ ticker: 'KXSB-27-KC', yesPrice: quote.body.yesPrice, noPrice: quote.body.noPrice, yesMint: quote.body.yesMint, noMint: quote.body.noMint });
  });

  it('filters by words, event, category and status, and pages with a stable total', async () => {
    expect(tickers(await list('?q=fed%20january'))).to.deep.equal(['KXFEDDECISION-27JAN-C25', 'KXFEDDECISION-27JAN-H0']);
    expect(tickers(await list('?q=KXSB'))).to.deep.equal(['KXSB-27-KC', 'KXSB-27-PHI']);
    expect(tickers(await list('?eventTicker=kxsb-27'))).to.deep.equal(['KXSB-27-KC', 'KXSB-27-PHI']);
    // Same close time: ties go by ticker whatever the direction.
    expect(tickers(await list('?category=crypto&sortDirection=DESC'))).to.deep.equal(['KXBTCMAX-27MAR-150000', 'KXETHMAX-27MAR-6000']);
    expect(tickers(await list('?category=economics&sortDirection=DESC&limit=1'))).to.deep.equal(['KXGDP-27Q1-T2']);
    expect(tickers(await list('?status=closed'))).to.deep.equal(['KXHIGHNY-26NOV20-T55']);
    expect((await list('?q=nothing%20like%20this')).body.data).to.deep.include({ total: 0, markets: [] });
    const whole = tickers(await list('?status=active'));
    const pages = [...tickers(await list('?status=active&limit=4')), ...tickers(await list('?status=active&limit=4&offset=4')), ...tickers(await list('?status=active&limit=4&offset=8'))];
    expect(pages).to.deep.equal(whole);
    expect((await list('?status=active&limit=4&offset=8')).body.data.total).to.equal(whole.length);
  });

  it('refuses bad queries with 400, an unknown ticker with 404, and no key with 401', async () => {
    for (const query of ['?limit=0', '?limit=201', '?offset=-1', '?status=open', '?sortBy=price', '?q=' + 'x'.repeat(101), '?extra=1']) {
      expect((await list(query)).status, query).to.equal(400);
    }
    const missing = await api.get('/venue_b/markets/KXNOSUCH-MARKET', { key: agent.key });
    expect(missing.status).to.equal(404);
    expect(missing.body.errorCode).to.equal('market_not_found');
    expect((await api.get('/venue_b/markets')).status).to.equal(401);
  });

  it('answers venue=venue_b on the market search route, in the venue_b shape', async () => {
    const res = await api.get('/markets/search?venue=venue_b&q=super%20bowl&active=true&sortBy=endDate&sortDirection=ASC', { key: agent.key });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.data.venue).to.equal('venue_b');
    expect(res.body.data.markets.every((m: any) => m.status === 'active' && typeof m.yesMint === 'string')).to.equal(true);
    const resolved = await api.get('/markets/search?venue=venue_b&closed=true', { key: agent.key });
    expect(tickers(resolved).sort()).to.deep.equal(['KXELECTNJ-25-D', 'KXTSAW-26NOV15-T2.5']);
    expect((await api.get('/markets/search', { key: agent.key })).body.data.venue).to.equal('venue_a');
    expect((await api.get('/markets/search?venue=venue_b&tag=sports', { key: agent.key })).status).to.equal(400);
    expect((await api.get('/markets/search?venue=venue_b&sortBy=liquidity', { key: agent.key })).status).to.equal(400);
    expect((await api.get('/markets/search?venue=venue_c', { key: agent.key })).status).to.equal(400);
  });

  it('takes a new agent from the market list to a position, and counts the trade in the volume', async () => {
    const found = (await list('?q=thunder%20NBA&status=active')).body.data.markets;
    expect(found).to.have.length(1);
    const market = found[0];
    expect(market.status).to.equal('active');
    const before = (await list(`?eventTicker=${market.eventTicker}`)).body.data.markets[0].volume;

    const wallet: Keypair = await fundedWallet(api, agent.key, '20');
    const quote = await api.post('/venue_b/agent/quote', { marketTicker: market.ticker, side: 'YES', action: 'BUY', amount: 5, userPublicKey: wallet.publicKey.toBase58() }, { key: agent.key });
    expect(quote.status, JSON.stringify(quote.body)).to.equal(200);
    const submit = await api.post(
      '/venue_b/agent/submit',
      { marketTicker: market.ticker, side: 'YES', action: 'BUY', amount: 5, userPublicKey: wallet.publicKey.toBase58(), quoteId: quote.body.quoteId, signedTransaction: signQuote(quote.body.unsignedTransaction, wallet) },
      { key: agent.key },
    );
    expect(submit.status, JSON.stringify(submit.body)).to.equal(200);
    await settled(api, agent.key, submit.body.orderId);

    const positions = await api.get('/venue_b/positions', { key: agent.key });
    const held = positions.body.data.find((p: any) => p.marketId === market.ticker);
    expect(held, JSON.stringify(positions.body)).to.not.equal(undefined);
    const contracts = Number(quote.body.outAmount) / 1e6;
    expect(held.size).to.equal(contracts);
    const after = (await api.get(`/venue_b/markets/${market.ticker}`, { key: agent.key })).body.volume;
    expect(Number(after) - Number(before ?? 0)).to.equal(contracts);
    // Other suites trade on the same database, so the order is checked, not who leads it.
    const volumes = (await list('?sortBy=volume&sortDirection=DESC')).body.data.markets.map((m: any) => Number(m.volume));
    expect(volumes).to.deep.equal([...volumes].sort((a, b) => b - a));
    expect(volumes[0]).to.be.at.least(contracts);
  });
});
