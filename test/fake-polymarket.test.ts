import {
  ApiError,
  AssetType,
  Chain,
  ClobClient,
  createL1Headers,
  createL2Headers,
  isV2Order,
  OrderBuilder,
  orderToJsonV2,
  OrderType,
  PriceHistoryInterval,
  Side,
  SignatureTypeV2,
  type ApiKeyCreds,
  type OrderResponse,
  type SignedOrder,
} from '@polymarket/clob-client-v2';
import { expect } from 'chai';
import { createWalletClient, custom, hashTypedData, type Address, type Hex, type WalletClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { catalogMarkets, FakePolymarket, type GammaMarket } from './support/fake-polymarket/index.js';
import { ORDER_EIP712_TYPES } from './support/orders.js';

/** The fake CLOB, Gamma and Data API, seen through Polymarket's official client and plain HTTP. */

/** Signing never needs a chain: a transport that fails any call proves it. */
const offline = custom({
  request: async () => {
    throw new Error('no network: signing happens offline');
  },
});

const catalog = catalogMarkets();
const market = (id: string): GammaMarket => {
  const found = catalog.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`catalog has no market ${id}`);
  return found;
};
const tokensOf = (gamma: GammaMarket) => JSON.parse(gamma.clobTokenIds) as [string, string];

/** Yes at 0.71, tick 0.01, min size 5: default Yes book bids 0.70/0.69/… (120, 240, …), asks 0.72/0.73/… */
const FUNDING = market('604146');
const [YES, NO] = tokensOf(FUNDING);
/** A neg-risk market (orders sign against the NegRisk V2 exchange). */
const NEG_RISK = market('604862');
/** A Protocol V2 market (version "v2": orders sign V3 against ExchangeV3); min size 1. */
const V2_MARKET = market('604392');
/** Closed in the catalog. */
const CLOSED = market('604380');

const CTF_EXCHANGE_V2: Address = '0xE111180000d2663C0091e4f400237545B87B996B';

interface Trader {
  account: PrivateKeyAccount;
  wallet: WalletClient;
  creds: ApiKeyCreds;
  client: ClobClient;
}

function wallet(): { account: PrivateKeyAccount; wallet: WalletClient } {
  const account = privateKeyToAccount(generatePrivateKey());
  return { account, wallet: createWalletClient({ account, transport: offline }) };
}

/** A wallet with an API key registered at the fake, and the official client set up for it. */
function trader(fake: FakePolymarket): Trader {
  const { account, wallet: signer } = wallet();
  const creds = fake.addApiKey(account.address);
  return { account, wallet: signer, creds, client: new ClobClient({ host: fake.clobUrl, chain: Chain.POLYGON, signer, creds }) };
}

/** A resting-size limit order built and signed by the official client. */
const limit = (client: ClobClient, price: number, size: number, side = Side.BUY, tokenID = YES) =>
  client.createOrder({ tokenID, price, size, side });

/** Header objects as fetch takes them. */
const textHeaders = (headers: Record<string, string | number | boolean>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));

/** The client returns refusals as `{error, status}` rather than throwing. */
const refusal = (result: unknown) => result as { error: string; status: number };

async function placeResting(client: ClobClient, price: number, size = 5, tokenID = YES): Promise<string> {
  const response = await client.postOrder(await limit(client, price, size, Side.BUY, tokenID), OrderType.GTC);
  expect(response.status, JSON.stringify(response)).to.equal('live');
  return response.orderID;
}

describe('fake Polymarket, as the official clob-client-v2 sees it', () => {
  let fake: FakePolymarket;
  let me: Trader;

  beforeEach(async () => {
    fake = await FakePolymarket.start({ pageSize: 2 });
    me = trader(fake);
  });
  afterEach(async () => {
    await fake.close();
  });

  it('serves three APIs on separate local ports, with no path prefix', async () => {
    const hosts = [fake.clobUrl, fake.gammaUrl, fake.dataUrl];
    for (const host of hosts) expect(host).to.match(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new Set(hosts).size).to.equal(3);
    expect(await me.client.getOk()).to.equal('OK');
    expect(Math.abs((await me.client.getServerTime()) - Date.now() / 1000)).to.be.below(5);
    expect(await me.client.getVersion()).to.equal(2);
  });

  it('creates an API key with an L1 ClobAuth signature, derives the same key again, and lists it over L2', async () => {
    const { wallet: signer } = wallet();
    const l1 = new ClobClient({ host: fake.clobUrl, chain: Chain.POLYGON, signer });
    const created = await l1.createApiKey();
    expect(created.key).to.match(/^[0-9a-f-]{36}$/);
    expect(Buffer.from(created.secret, 'base64url')).to.have.length(32);
    expect(await l1.deriveApiKey()).to.deep.equal(created);
    // Creating it twice fails, so createOrDeriveApiKey falls back to deriving.
    expect(await l1.createOrDeriveApiKey()).to.deep.equal(created);
    expect((await l1.createOrDeriveApiKey(7)).key).to.not.equal(created.key);

    const l2 = new ClobClient({ host: fake.clobUrl, chain: Chain.POLYGON, signer, creds: created });
    expect((await l2.getApiKeys()).apiKeys).to.include(created.key);
  });

  it('answers balance-allowance for the key\'s address under the signature type the client sends', async () => {
    fake.setBalance(me.account.address, 12_345_678n);
    fake.setBalance(me.account.address, 99_000_000n, { signatureType: SignatureTypeV2.POLY_GNOSIS_SAFE });
    fake.setBalance(me.account.address, 7_000_000n, { tokenId: YES });
    expect(await me.client.getBalanceAllowance({ asset_type: AssetType.COLLATERAL })).to.include({ balance: '12345678' });
    expect(await me.client.getBalanceAllowance({ asset_type: AssetType.CONDITIONAL, token_id: YES })).to.include({ balance: '7000000' });
    const safe = new ClobClient({ host: fake.clobUrl, chain: Chain.POLYGON, signer: me.wallet, creds: me.creds, signatureType: SignatureTypeV2.POLY_GNOSIS_SAFE });
    expect(await safe.getBalanceAllowance({ asset_type: AssetType.COLLATERAL })).to.include({ balance: '99000000' });
    expect(refusal(await me.client.getBalanceAllowance({ asset_type: AssetType.CONDITIONAL }))).to.include({ status: 400 });
  });

  it('refuses L1 headers signed by another wallet', async () => {
    const { account } = wallet();
    const { wallet: other } = wallet();
    const headers = await createL1Headers(other, Chain.POLYGON);
    const res = await fetch(`${fake.clobUrl}/auth/api-key`, {
      method: 'POST',
      headers: { ...textHeaders(headers), POLY_ADDRESS: account.address },
    });
    expect(res.status).to.equal(401);
    expect(await res.json()).to.deep.equal({ error: 'Invalid L1 Request headers' });
  });

  it('refuses L2 requests with a wrong secret, a stale timestamp or another address, with 401', async () => {
    const wrongSecret = new ClobClient({
      host: fake.clobUrl,
      chain: Chain.POLYGON,
      signer: me.wallet,
      creds: { ...me.creds, secret: Buffer.alloc(32, 7).toString('base64url') },
    });
    expect(await wrongSecret.getApiKeys()).to.deep.equal({ error: 'Unauthorized/Invalid api key', status: 401 });

    const twoMinutesAgo = Math.floor(Date.now() / 1000) - 120;
    const stale = await createL2Headers(me.wallet, me.creds, { method: 'GET', requestPath: '/data/orders' }, twoMinutesAgo);
    expect((await fetch(`${fake.clobUrl}/data/orders`, { headers: textHeaders(stale) })).status).to.equal(401);

    const fresh = await createL2Headers(me.wallet, me.creds, { method: 'GET', requestPath: '/data/orders' });
    expect((await fetch(`${fake.clobUrl}/data/orders`, { headers: textHeaders(fresh) })).status).to.equal(200);
    const otherAddress = { ...textHeaders(fresh), POLY_ADDRESS: wallet().account.address };
    expect((await fetch(`${fake.clobUrl}/data/orders`, { headers: otherAddress })).status).to.equal(401);
    // The HMAC covers the path, not the query string, exactly as the client signs it.
    expect((await fetch(`${fake.clobUrl}/data/orders?market=${FUNDING.conditionId}`, { headers: textHeaders(fresh) })).status).to.equal(200);
  });

  it('answers the book worst price first, with the client’s own hash, tick size, minimum and neg-risk flag', async () => {
    const book = await me.client.getOrderBook(YES);
    expect(book).to.include({ market: FUNDING.conditionId, asset_id: YES, tick_size: '0.01', min_order_size: '5', neg_risk: false });
    expect(book.bids.map((level) => level.price)).to.deep.equal(['0.66', '0.67', '0.68', '0.69', '0.7']);
    expect(book.asks.map((level) => level.price)).to.deep.equal(['0.76', '0.75', '0.74', '0.73', '0.72']);
    expect(book.asks.at(-1)).to.deep.equal({ price: '0.72', size: '120' });
    expect(await me.client.getOrderBookHash({ ...book })).to.equal(book.hash);
    // The No book mirrors Yes.
    const no = await me.client.getOrderBook(NO);
    expect(no.bids.at(-1)).to.deep.equal({ price: '0.28', size: '120' });
    expect(no.asks.at(-1)).to.deep.equal({ price: '0.3', size: '120' });

    expect(await me.client.getTickSize(YES)).to.equal('0.01');
    expect(await me.client.getNegRisk(tokensOf(NEG_RISK)[0])).to.equal(true);
    expect(await me.client.getPrice(YES, 'BUY')).to.deep.equal({ price: '0.7' });
    expect(await me.client.getPrice(YES, 'SELL')).to.deep.equal({ price: '0.72' });
    expect(await me.client.getMidpoint(YES)).to.deep.equal({ mid: '0.71' });
    expect(refusal(await me.client.getOrderBook('123'))).to.deep.equal({
      error: 'No orderbook exists for the requested token id',
      status: 404,
    });
  });

  it('fills a marketable FAK level by level at the makers’ prices, with one trade per maker order', async () => {
    // $100 of Yes: the client prices it from the book (0.73 covers it) and posts 136.9863 shares.
    const order = await me.client.createMarketOrder({ tokenID: YES, side: Side.BUY, amount: 100, orderType: OrderType.FAK });
    const response = await me.client.postOrder(order, OrderType.FAK);
    expect(response).to.include({ success: true, errorMsg: '', status: 'matched', makingAmount: '98.799999', takingAmount: '136.9863' });
    expect(response.tradeIDs).to.have.length(2);
    expect(response.transactionsHashes).to.have.length(2);

    const trades = await me.client.getTrades({ market: FUNDING.conditionId });
    expect(trades.map((trade) => [trade.price, trade.size])).to.have.deep.members([
      ['0.72', '120'],
      ['0.73', '16.9863'],
    ]);
    for (const trade of trades) {
      expect(trade).to.include({ taker_order_id: response.orderID, side: 'BUY', trader_side: 'TAKER', status: 'CONFIRMED', outcome: 'Yes' });
      expect(trade.owner).to.equal(me.creds.key);
      expect(trade.maker_address).to.equal(me.account.address);
      expect(trade.match_time).to.match(/^\d{10}$/);
      expect(trade.maker_orders).to.have.length(1);
      expect(trade.maker_orders[0]).to.include({ price: trade.price, matched_amount: trade.size, side: 'SELL', asset_id: YES });
    }
    expect((await me.client.getOrderBook(YES)).asks.at(-1)).to.deep.equal({ price: '0.73', size: '223.0137' });
    expect(await me.client.getOrder(response.orderID)).to.include({ status: 'MATCHED', size_matched: '136.9863', order_type: 'FAK' });
  });

  it('rests a GTC order under its EIP-712 hash and shows it in the book and the open orders', async () => {
    const signed = await limit(me.client, 0.65, 10);
    const response = await me.client.postOrder(signed, OrderType.GTC);
    if (!isV2Order(signed)) throw new Error('expected a V2 order');
    const expectedId = hashTypedData({
      domain: { name: 'Polymarket CTF Exchange', version: '2', chainId: 137, verifyingContract: CTF_EXCHANGE_V2 },
      types: ORDER_EIP712_TYPES,
      primaryType: 'Order',
      message: {
        salt: BigInt(signed.salt),
        maker: signed.maker as Address,
        signer: signed.signer as Address,
        tokenId: BigInt(signed.tokenId),
        makerAmount: BigInt(signed.makerAmount),
        takerAmount: BigInt(signed.takerAmount),
        side: 0,
        signatureType: signed.signatureType,
        timestamp: BigInt(signed.timestamp),
        metadata: signed.metadata as Hex,
        builder: signed.builder as Hex,
      },
    });
    expect(response).to.deep.equal({
      success: true,
      errorMsg: '',
      orderID: expectedId,
      takingAmount: '',
      makingAmount: '',
      status: 'live',
      transactionsHashes: [],
      tradeIDs: [],
    });
    const open = await me.client.getOrder(expectedId);
    expect(open).to.deep.include({
      id: expectedId,
      status: 'LIVE',
      owner: me.creds.key,
      maker_address: me.account.address,
      market: FUNDING.conditionId,
      asset_id: YES,
      side: 'BUY',
      original_size: '10',
      size_matched: '0',
      price: '0.65',
      associate_trades: [],
      outcome: 'Yes',
      expiration: '0',
      order_type: 'GTC',
    });
    expect(open.created_at).to.be.a('number');
    expect((await me.client.getOpenOrders()).map((order) => order.id)).to.deep.equal([expectedId]);
    expect((await me.client.getOrderBook(YES)).bids[0]).to.deep.equal({ price: '0.65', size: '10' });
    expect(refusal(await me.client.getOrder(`0x${'ab'.repeat(32)}`)).status).to.equal(404);
  });

  it('reports a counterparty’s fills of a resting order: the order as maker, MATCHED when done', async () => {
    const orderId = await placeResting(me.client, 0.65, 10);
    const first = fake.fillRestingOrder(orderId, '4');
    expect(first).to.include({ trader_side: 'MAKER', price: '0.65', size: '4', side: 'SELL' });
    expect(await me.client.getOrder(orderId)).to.include({ status: 'LIVE', size_matched: '4' });
    fake.fillRestingOrder(orderId);
    const done = await me.client.getOrder(orderId);
    expect(done).to.include({ status: 'MATCHED', size_matched: '10' });
    expect(done.associate_trades).to.have.length(2);
    expect(await me.client.getOpenOrders()).to.deep.equal([]);

    const [trade] = await me.client.getTrades({ id: first.id });
    expect(trade).to.include({ id: first.id, trader_side: 'MAKER' });
    expect(trade!.maker_orders[0]).to.include({
      order_id: orderId,
      owner: me.creds.key,
      maker_address: me.account.address,
      matched_amount: '4',
      price: '0.65',
      side: 'BUY',
    });
  });

  it('matches one key’s order against another key’s resting order', async () => {
    const seller = trader(fake);
    const restingId = (await seller.client.postOrder(await limit(seller.client, 0.71, 5, Side.SELL), OrderType.GTC)).orderID;
    const response = await me.client.postOrder(await limit(me.client, 0.71, 5), OrderType.GTC);
    expect(response).to.include({ status: 'matched', takingAmount: '5', makingAmount: '3.55' });
    expect(await seller.client.getOrder(restingId)).to.include({ status: 'MATCHED', size_matched: '5' });
    const [sellerView] = await seller.client.getTrades();
    expect(sellerView).to.include({ trader_side: 'MAKER', taker_order_id: response.orderID });
  });

  it('takes a batch with postOrders and pages open orders with the client’s cursors', async () => {
    const batch = await me.client.postOrders([
      { order: await limit(me.client, 0.6, 5), orderType: OrderType.GTC },
      { order: await limit(me.client, 0.61, 5), orderType: OrderType.GTC },
    ]);
    expect(batch.map((response: OrderResponse) => response.status)).to.deep.equal(['live', 'live']);
    await placeResting(me.client, 0.62);
    await placeResting(me.client, 0.63);
    await placeResting(me.client, 0.64);
    fake.resetRequests();
    expect(await me.client.getOpenOrders()).to.have.length(5);
    expect(fake.requestsTo('GET /data/orders').map((request) => request.query.next_cursor)).to.deep.equal(['MA==', 'Mg==', 'NA==']);
  });

  it('refuses a batch of more than 15 orders', async () => {
    const orders = [];
    for (let index = 0; index < 16; index++) orders.push({ order: await limit(me.client, 0.5, 5), orderType: OrderType.GTC });
    expect(refusal(await me.client.postOrders(orders))).to.deep.equal({
      error: 'Too many orders in payload: 16, max allowed: 15',
      status: 400,
    });
    expect(fake.orders()).to.deep.equal([]);
  });

  it('cancels one, several, by market and all — only the calling key’s live orders', async () => {
    const a = await placeResting(me.client, 0.6);
    const b = await placeResting(me.client, 0.61);
    const c = await placeResting(me.client, 0.62);
    const d = await placeResting(me.client, 0.2, 5, NO);
    const theirs = await placeResting(trader(fake).client, 0.59);
    const reason = "order can't be found - already canceled or matched";

    expect(await me.client.cancelOrder({ orderID: a })).to.deep.equal({ canceled: [a], not_canceled: {} });
    expect(await me.client.cancelOrder({ orderID: a })).to.deep.equal({ canceled: [], not_canceled: { [a]: reason } });
    expect(await me.client.cancelOrders([b, theirs])).to.deep.equal({ canceled: [b], not_canceled: { [theirs]: reason } });
    expect(await me.client.cancelMarketOrders({ asset_id: YES })).to.deep.equal({ canceled: [c], not_canceled: {} });
    expect(await me.client.cancelAll()).to.deep.equal({ canceled: [d], not_canceled: {} });
    expect(fake.orders().filter((order) => order.status === 'LIVE').map((order) => order.id)).to.deep.equal([theirs]);
    expect((await me.client.getOrder(a)).status).to.equal('CANCELED');
  });

  it('refuses what the CLOB refuses, with its messages', async () => {
    const post = async (order: SignedOrder, type = OrderType.GTC, postOnly = false) => refusal(await me.client.postOrder(order, type, postOnly));

    const fok = await me.client.createMarketOrder({ tokenID: YES, side: Side.BUY, amount: 10_000, price: 0.74 });
    expect(await post(fok, OrderType.FOK)).to.deep.equal({
      error: "order couldn't be fully filled. FOK orders are fully filled or killed.",
      status: 400,
    });
    const fak = await me.client.createMarketOrder({ tokenID: YES, side: Side.BUY, amount: 10, price: 0.5 });
    expect((await post(fak, OrderType.FAK)).error).to.equal(
      'no orders found to match with FAK order. FAK orders are partially filled or killed if no match is found.',
    );
    expect((await post(await limit(me.client, 0.75, 10), OrderType.GTC, true)).error).to.equal('invalid post-only order: order crosses book');
    const small = await post(await limit(me.client, 0.65, 3));
    expect(small.error).to.match(/^order 0x[0-9a-f]{64} is invalid\. Size \(3\) lower than the minimum: 5$/);

    const once = await limit(me.client, 0.65, 10);
    expect((await me.client.postOrder(once, OrderType.GTC)).status).to.equal('live');
    expect((await post(once)).error).to.match(/^order 0x[0-9a-f]{64} is invalid\. Duplicated\.$/);
    // A killed FOK was taken in too: sending it again is a duplicate.
    expect((await post(fok, OrderType.FOK)).error).to.match(/Duplicated\.$/);
    // So is the second of two identical posts racing each other.
    const twin = await limit(me.client, 0.64, 10);
    const race = await Promise.all([me.client.postOrder(twin, OrderType.GTC), me.client.postOrder(twin, OrderType.GTC)]);
    expect(race.map((result) => ('error' in result ? 'refused' : result.status)).sort()).to.deep.equal(['live', 'refused']);

    const offTick = await new OrderBuilder(me.wallet, Chain.POLYGON).buildOrder(
      { tokenID: YES, price: 0.655, size: 10, side: Side.BUY },
      { tickSize: '0.001', negRisk: false },
      2,
    );
    expect((await post(offTick)).error).to.match(/is invalid\. Price \(0\.655\) breaks minimum tick size rule: 0\.01$/);

    const tampered = { ...(await limit(me.client, 0.65, 10)), makerAmount: '6600000' };
    expect((await post(tampered as SignedOrder)).error).to.equal('invalid signature');
    const someoneElses = await limit(trader(fake).client, 0.65, 10);
    expect((await post(someoneElses)).error).to.equal('the order signer address has to be the address of the API KEY');
    const legacy = await me.client.createOrder({ tokenID: YES, price: 0.65, size: 10, side: Side.BUY }, { version: 1 });
    expect((await post(legacy)).error).to.equal('invalid order version, please use the latest clob-client');
    const closed = refusal(await me.client.postOrder(await limit(me.client, 0.5, 10, Side.BUY, tokensOf(CLOSED)[0]), OrderType.GTC));
    expect(closed.error).to.equal('the orderbook does not exist');

    const dust = await me.client.createMarketOrder({ tokenID: YES, side: Side.BUY, amount: 0.5, price: 0.72 });
    expect((await post(dust, OrderType.FAK)).error).to.equal('invalid amount for a marketable BUY order ($0.50), min size: $1');
    const fine = await new OrderBuilder(me.wallet, Chain.POLYGON).buildOrder(
      { tokenID: YES, price: 0.6543, size: 10.12, side: Side.BUY },
      { tickSize: '0.0001', negRisk: false },
      2,
    );
    expect((await post(fine)).error).to.equal(
      'invalid amounts, the buy orders maker amount supports a max accuracy of 4 decimals, taker amount a max of 2 decimals',
    );
    // An EOA order must be its own maker (the exchange's verifyEOASignature).
    const funded = await new OrderBuilder(me.wallet, Chain.POLYGON, 0, wallet().account.address).buildOrder(
      { tokenID: YES, price: 0.65, size: 10, side: Side.BUY },
      { tickSize: '0.01', negRisk: false },
      2,
    );
    expect((await post(funded)).error).to.equal('invalid signature');

    const body = JSON.stringify({ order: {}, owner: me.creds.key, orderType: 'GTC', postOnly: false, deferExec: false });
    const headers = await createL2Headers(me.wallet, me.creds, { method: 'POST', requestPath: '/order', body });
    const malformed = await fetch(`${fake.clobUrl}/order`, { method: 'POST', headers: textHeaders(headers), body });
    expect(malformed.status).to.equal(400);
    expect(await malformed.json()).to.deep.equal({ error: 'Invalid order payload' });

    expect(fake.orders().map((order) => order.id)).to.have.length(2);
  });

  it('rests a GTD order until its expiration less the one-minute security threshold', async () => {
    let skewMs = 0;
    const clocked = await FakePolymarket.start({ now: () => Date.now() + skewMs });
    try {
      const { client } = trader(clocked);
      const now = Math.floor(Date.now() / 1000);
      const tooSoon = await client.createOrder({ tokenID: YES, price: 0.6, size: 5, side: Side.BUY, expiration: now + 60 });
      expect(refusal(await client.postOrder(tooSoon, OrderType.GTD)).error).to.equal('invalid expiration');
      const gtd = await client.createOrder({ tokenID: YES, price: 0.6, size: 5, side: Side.BUY, expiration: now + 70 });
      const { orderID } = await client.postOrder(gtd, OrderType.GTD);
      expect(await client.getOrder(orderID)).to.include({ status: 'LIVE', order_type: 'GTD', expiration: String(now + 70) });
      skewMs = 11_000;
      expect((await client.getOrder(orderID)).status).to.equal('CANCELED');
      expect(await client.getOpenOrders()).to.deep.equal([]);
    } finally {
      await clocked.close();
    }
  });

  it('verifies neg-risk orders against the NegRisk V2 exchange and Protocol V2 markets’ orders as V3', async () => {
    expect(await placeResting(me.client, 0.5, 10, tokensOf(NEG_RISK)[0])).to.match(/^0x[0-9a-f]{64}$/);
    const [v2Yes] = tokensOf(V2_MARKET);
    const v3 = await me.client.createOrder({ tokenID: v2Yes, price: 0.4, size: 2, side: Side.BUY }, { version: 3 });
    expect((await me.client.postOrder(v3, OrderType.GTC)).status).to.equal('live');
    const signedAsV2 = await me.client.createOrder({ tokenID: v2Yes, price: 0.4, size: 2, side: Side.BUY });
    expect(refusal(await me.client.postOrder(signedAsV2, OrderType.GTC)).error).to.equal('invalid signature');
  });

  it('pages trades with the client’s cursors', async () => {
    const order = await me.client.createMarketOrder({ tokenID: YES, side: Side.BUY, amount: 300, price: 0.74, orderType: OrderType.FAK });
    expect((await me.client.postOrder(order, OrderType.FAK)).tradeIDs).to.have.length(3);
    fake.resetRequests();
    expect(await me.client.getTrades()).to.have.length(3);
    expect(fake.requestsTo('GET /data/trades')).to.have.length(2);
    const firstPage = await me.client.getTradesPaginated();
    expect(firstPage).to.include({ limit: 2, count: 2, next_cursor: 'Mg==' });
  });

  it('answers price history for an interval or a time range, and refuses neither', async () => {
    const history = (await me.client.getPricesHistory({ market: YES, interval: PriceHistoryInterval.ONE_DAY, fidelity: 60 })) as unknown as {
      history: { t: number; p: number }[];
    };
    expect(history.history.length).to.be.within(24, 25);
    for (const point of history.history) {
      expect(point.t % 3600).to.equal(0);
      expect(Math.round(point.p * 100)).to.be.closeTo(point.p * 100, 1e-9);
    }
    const now = Math.floor(Date.now() / 1000);
    const range = await fetch(`${fake.clobUrl}/prices-history?market=${YES}&startTs=${now - 600}&endTs=${now}&fidelity=1`);
    expect(((await range.json()) as { history: unknown[] }).history.length).to.be.within(10, 11);
    expect((await fetch(`${fake.clobUrl}/prices-history?market=${YES}`)).status).to.equal(400);
  });

  it('answers 429 with Retry-After and 5xx without acting on the request', async () => {
    fake.fault('GET /book', { status: 429, retryAfter: 3 });
    const limited = await fetch(`${fake.clobUrl}/book?token_id=${YES}`);
    expect(limited.status).to.equal(429);
    expect(limited.headers.get('retry-after')).to.equal('3');
    expect(await limited.json()).to.deep.equal({ error: 'Too Many Requests' });
    expect((await fetch(`${fake.clobUrl}/book?token_id=${YES}`)).status).to.equal(200);

    for (const status of [500, 502, 503] as const) {
      fake.fault('POST /order', { status });
      expect(refusal(await me.client.postOrder(await limit(me.client, 0.6, 5), OrderType.GTC)).status).to.equal(status);
    }
    expect(fake.orders()).to.deep.equal([]);
    expect(fake.requestsTo('POST /order').map((request) => request.status)).to.deep.equal([500, 502, 503]);
  });

  it('answers slowly on a delay fault, and adds the global latency to every response', async () => {
    fake.fault('GET /time', { delayMs: 300 });
    let started = Date.now();
    await me.client.getServerTime();
    expect(Date.now() - started).to.be.at.least(290);

    fake.latencyMs = 200;
    started = Date.now();
    await fetch(`${fake.gammaUrl}/markets?limit=1`);
    expect(Date.now() - started).to.be.at.least(190);
    fake.latencyMs = 0;
  });

  it('accepts an order and then withholds the answer, so the client times out on an order that rests', async () => {
    fake.fault('POST /order', { hangAfterAccepting: true });
    const signed = await limit(me.client, 0.6, 5);
    if (!isV2Order(signed)) throw new Error('expected a V2 order');
    const body = JSON.stringify(orderToJsonV2(signed, me.creds.key, OrderType.GTC));
    const headers = await createL2Headers(me.wallet, me.creds, { method: 'POST', requestPath: '/order', body });
    const timedOut = await fetch(`${fake.clobUrl}/order`, {
      method: 'POST',
      headers: { ...textHeaders(headers), 'Content-Type': 'application/json' },
      body,
      signal: AbortSignal.timeout(300),
    }).then(
      () => false,
      (error: Error) => error.name === 'TimeoutError',
    );
    expect(timedOut).to.equal(true);
    expect(fake.orders().map((order) => order.status)).to.deep.equal(['LIVE']);
    expect(fake.requestsTo('POST /order')[0]).to.include({ outcome: 'hung', status: null });

    fake.fault('POST /order', { hangAfterAccepting: true, answerAfterMs: 200 });
    const started = Date.now();
    expect((await me.client.postOrder(await limit(me.client, 0.61, 5), OrderType.GTC)).status).to.equal('live');
    expect(Date.now() - started).to.be.at.least(190);
  });

  it('drops the connection before processing, or after it, and clears faults on request', async () => {
    fake.fault('POST /order', { dropConnection: true });
    expect(refusal(await me.client.postOrder(await limit(me.client, 0.6, 5), OrderType.GTC)).error).to.equal('socket hang up');
    expect(fake.orders()).to.deep.equal([]);

    fake.fault('POST /order', { dropConnection: true, afterProcessing: true });
    expect(refusal(await me.client.postOrder(await limit(me.client, 0.6, 5), OrderType.GTC)).error).to.equal('socket hang up');
    expect(fake.orders()).to.have.length(1);

    fake.fault('GET /ok', { status: 503 }, { times: 5 });
    fake.clearFaults();
    expect(await me.client.getOk()).to.equal('OK');
  });

  it('throws ApiError for refusals when the client is set to throw', async () => {
    const throwing = new ClobClient({ host: fake.clobUrl, chain: Chain.POLYGON, signer: me.wallet, creds: me.creds, throwOnError: true });
    const error = await throwing.postOrder(await limit(me.client, 0.65, 3), OrderType.GTC).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).status).to.equal(400);
  });

  it('lists Gamma markets with JSON-string fields, filters repeated or comma-separated, and hides closed ones unless asked', async () => {
    const gamma = async (path: string) => {
      const res = await fetch(`${fake.gammaUrl}${path}`);
      return { status: res.status, body: (await res.json()) as GammaMarket[] & GammaMarket };
    };
    const { body: [found] } = await gamma(`/markets?condition_ids=${FUNDING.conditionId}`);
    expect(found).to.include({
      id: '604146',
      conditionId: FUNDING.conditionId,
      outcomes: '["Yes","No"]',
      outcomePrices: '["0.71","0.29"]',
      clobTokenIds: JSON.stringify([YES, NO]),
      orderPriceMinTickSize: 0.01,
      orderMinSize: 5,
      negRisk: false,
      version: 'v1',
      active: true,
      closed: false,
      acceptingOrders: true,
      enableOrderBook: true,
      bestBid: 0.7,
      bestAsk: 0.72,
      lastTradePrice: 0.71,
      volume: '1843210.55',
      volumeNum: 1843210.55,
    });
    expect((await gamma('/markets?id=604146&id=604183')).body.map((item) => item.id)).to.deep.equal(['604146', '604183']);
    expect((await gamma('/markets?id=604146,604183')).body).to.have.length(2);
    expect((await gamma(`/markets?clob_token_ids=${NO}`)).body.map((item) => item.id)).to.deep.equal(['604146']);
    expect((await gamma(`/markets?id=${CLOSED.id}`)).body).to.deep.equal([]);
    expect((await gamma(`/markets?id=${CLOSED.id}&closed=true`)).body).to.have.length(1);
    expect((await gamma('/markets?limit=2&offset=1&order=volumeNum&ascending=false')).body).to.have.length(2);
    expect((await gamma('/markets/604146')).body.slug).to.equal(FUNDING.slug);
    expect((await gamma(`/markets/slug/${FUNDING.slug}`)).body.id).to.equal('604146');
    expect((await gamma('/markets/999999')).status).to.equal(404);
    expect(NEG_RISK.negRiskMarketID).to.match(/^0x[0-9a-f]{64}$/);
  });

  it('reports positions from the wallet’s trades on the Data API, redeemable once resolved', async () => {
    const order = await me.client.createMarketOrder({ tokenID: YES, side: Side.BUY, amount: 100, orderType: OrderType.FAK });
    await me.client.postOrder(order, OrderType.FAK);
    const positions = async (query: string) => (await (await fetch(`${fake.dataUrl}/positions?${query}`)).json()) as Record<string, unknown>[];

    const [position, ...more] = await positions(`user=${me.account.address}`);
    expect(more).to.deep.equal([]);
    expect(position).to.deep.include({
      proxyWallet: me.account.address,
      asset: YES,
      conditionId: FUNDING.conditionId,
      size: 136.9863,
      initialValue: 98.799999,
      totalBought: 136.9863,
      realizedPnl: 0,
      curPrice: 0.715,
      redeemable: false,
      mergeable: false,
      title: FUNDING.question,
      slug: FUNDING.slug,
      outcome: 'Yes',
      outcomeIndex: 0,
      oppositeOutcome: 'No',
      oppositeAsset: NO,
      endDate: '2026-12-13',
      negativeRisk: false,
    });
    expect(position!.avgPrice).to.be.closeTo(0.721239, 1e-6);
    expect(await positions(`user=${wallet().account.address}`)).to.deep.equal([]);
    expect(await positions(`user=${me.account.address}&market=${NEG_RISK.conditionId}`)).to.deep.equal([]);
    expect((await fetch(`${fake.dataUrl}/positions`)).status).to.equal(400);

    fake.setMarketResolved(FUNDING.conditionId, 'Yes');
    const [resolved] = await positions(`user=${me.account.address}&redeemable=true`);
    expect(resolved).to.include({ redeemable: true, curPrice: 1, currentValue: 136.9863 });
    expect(await (await fetch(`${fake.dataUrl}/closed-positions?user=${me.account.address}`)).json()).to.deep.equal([]);
  });
});
