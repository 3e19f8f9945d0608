import { expect } from 'chai';
import { PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import { release, settle, settleAll } from '../engine/trading/placement.js';
import { loadAgentState } from '../engine/trading/agent-state.js';
import { syncAgentOrders } from '../engine/trading/order-sync.js';
import { heldRefusal, pendingReservation, reserveHeld, StaleAgentState } from '../engine/trading/reservations.js';
import { sharesKey } from '../engine/trading/reserve-statement.js';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { linkEoa, registerAgent, simVenueCredentials, type RegisteredAgent, tradingAgent } from './support/builders.js';
import { orderPlan, sdkOrder, Side } from './support/orders.js';
import { startChildService } from './support/child-service.js';
import { Api } from './support/client.js';
import { describeWith } from './support/requires.js';
import { startTestService, type TestService } from './support/service.js';
import { locksRows, statementCounter } from './support/statement-counter.js';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
const market = marketById('604146')!;
const YES = market.clobTokenIds[0]!;

describe('trading on the simulated venue_a', () => {
  let service: TestService;
  let clock: ManualClock;
  before(async () => {
    clock = new ManualClock(Date.UTC(2026, 11, 1, 12));
    service = await startTestService({ clock, config: { sweepIntervalMs: 0, opsToken: OPS_TOKEN } });
    // Yes at 0.50: the book's best bid is 0.50 and best ask 0.51 (a liquid market, one-tick spread).
    service.services.prices.setScriptedPrices(market.id, [{ t: 0, price: 500_000n }]);
  });
  after(() => service.close());

  interface Trader {
    agent: RegisteredAgent;
    wallet: PrivateKeyAccount;
    trade(body: object, headers?: Record<string, string>): Promise<any>;
    order(o: { side?: Side; price: number; size: number; expiration?: number; tokenID?: string }): Promise<any>;
    get(path: string): Promise<any>;
  }

  async function trader(limits: object | null = { maxTradeAmount: 1000000, dailyTradeAmountLimit: 1000000, maxPositionValue: 1000000 }): Promise<Trader> {
    const api = service.api();
    const { agent, wallet } = await tradingAgent(api, limits);
    return {
      agent,
      wallet,
      trade: (body, headers) => api.post('/markets/trade', body, { key: agent.key, ...(headers ? { headers } : {}) }),
      order: (o) => sdkOrder(wallet, { tokenID: o.tokenID ?? YES, side: o.side ?? Side.BUY, price: o.price, size: o.size, ...(o.expiration ? { expiration: o.expiration } : {}) }),
      get: (path) => api.get(path, { key: agent.key }),
    };
  }

  const body = (order: any, price: number, size: number, extra: object = {}) => ({
    marketConditionId: market.conditionId,
    orderSize: size,
    price,
    order,
    ...extra,
  });
  /** A market whose simulated price the tests script: 0.50 until dropThroughRestingBuys. */
  const scripted = marketById('604183')!;
  /** A buy of `size` (at 0.45 unless `price` says) on the scripted market, resting under its 0.50; its order id. */
  async function restingBuy(t: Trader, size: number, price = 0.45): Promise<string> {
    service.services.prices.setScriptedPrices(scripted.id, [{ t: 0, price: 500_000n }]);
    const order = await sdkOrder(t.wallet, { tokenID: scripted.clobTokenIds[0]!, price, size });
    const res = await t.trade({ marketConditionId: scripted.conditionId, orderSize: size, price, order });
    expect(res.body.status).to.equal('live');
    return res.body.orderId as string;
  }
  /** The scripted market's price falls to 0.40 a second from now, and the clock goes there: buys at 0.45 are reached. */
  function dropThroughRestingBuys(prices = service.services.prices): void {
    prices.setScriptedPrices(scripted.id, [{ t: 0, price: 500_000n }, { t: clock.now() + 1000, price: 400_000n }]);
    clock.advance(1000);
  }
  const balance = async (t: Trader) => (await t.get('/agents/me')).body.data.simulationBalance as number;

  it('fills a marketable buy against the book: MATCHED, balance, position and trade log add up', async () => {
    const t = await trader();
    const before = await balance(t);
    const order = await t.order({ price: 0.6, size: 10 });
    const res = await t.trade(body(order, 0.6, 10, { reasoning: 'momentum', source: 'test-bot', skillSlug: 'breakout' }));
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.have.all.keys('orderId', 'status', 'submittedAt');
    expect(res.body.status).to.equal('matched');

    const detail = (await t.get(`/markets/orders/${res.body.orderId}`)).body.data;
    expect(detail).to.include({ status: 'MATCHED', localOrderStatus: 2, originalSize: '10', sizeMatched: '10', price: '0.6', side: 'BUY', outcome: 'YES', orderVersion: 2 });
    expect(detail.makerAddress).to.equal(t.wallet.address);
    expect(detail.associateTrades).to.have.length.greaterThan(0);
    // Ten shares at the best ask of 0.51: 5.10 USDC, exactly.
    expect(await balance(t)).to.equal(before - 5.1);
    const trades = (await t.get('/agents/trades')).body.data;
    expect(trades.total).to.equal(1);
    expect(trades.trades[0]).to.include({ platform: 'venue_a', actionType: 'BUY', direction: 'YES', orderSize: '10', amount: '6', reasoning: 'momentum', sourceTag: 'test-bot', skillSlug: 'breakout', orderId: res.body.orderId });
    expect((await t.get('/markets/orders/open')).body.data).to.deep.equal([]);
  });

  it('rests a buy below the book, holds its cash, and gives it back on cancel', async () => {
    const t = await trader();
    const before = await balance(t);
    const order = await t.order({ price: 0.4, size: 10 });
    const res = await t.trade(body(order, 0.4, 10));
    expect(res.body.status).to.equal('live');
    expect(await balance(t)).to.equal(before - 4);
    const open = (await t.get('/markets/orders/open')).body.data;
    expect(open).to.have.length(1);
    expect(open[0]).to.include({ orderId: res.body.orderId, orderStatus: 1, orderSize: '10', matchedSize: '0', price: '0.4', orderType: 'GTC', aiAgentId: t.agent.agentId });

    const cancel = await service.api().post(`/markets/orders/${res.body.orderId}/cancel`, undefined, { key: t.agent.key });
    expect(cancel.body.data).to.deep.equal({ canceled: [res.body.orderId], notCanceled: {}, syncedCount: 1 });
    expect(await balance(t)).to.equal(before);
    expect((await t.get(`/markets/orders/${res.body.orderId}`)).body.data.localOrderStatus).to.equal(3);
    const again = await service.api().post(`/markets/orders/${res.body.orderId}/cancel`, undefined, { key: t.agent.key });
    expect(again.body.data.notCanceled).to.have.property(res.body.orderId);
  });

  it('fills a resting order when the price moves through it, at its own limit', async () => {
    const t = await trader();
    const orderId = await restingBuy(t, 20);
    const before = await balance(t);
    await service.actors.sweep();
    expect((await t.get(`/markets/orders/${orderId}`)).body.data.status).to.equal('LIVE');

    dropThroughRestingBuys();
    await service.actors.sweep();
    const detail = (await t.get(`/markets/orders/${orderId}`)).body.data;
    expect(detail).to.include({ status: 'MATCHED', sizeMatched: '20' });
    // The 9.00 USDC held at placement paid for it exactly.
    expect(await balance(t)).to.equal(before);
  });

  it('sweeps only the agents whose resting orders the book reached, after a first full sweep', async () => {
    const reached = await trader();
    const untouched = await trader();
    const [near, far] = [await restingBuy(reached, 10), await restingBuy(untouched, 10, 0.05)];
    // A second process on the same database, just started: its first sweep is a full one.
    const sweeper = await startTestService({ clock, config: { sweepIntervalMs: 0 } });
    sweeper.services.prices.setScriptedPrices(scripted.id, [{ t: 0, price: 500_000n }]);
    const synced: string[] = [];
    const send = sweeper.actors.system.send.bind(sweeper.actors.system);
    sweeper.actors.system.send = (agentId, message) => {
      if (message.kind === 'syncOrders') synced.push(agentId);
      return send(agentId, message);
    };
    try {
      await sweeper.actors.sweep();
      expect(synced).to.include(reached.agent.agentId).and.include(untouched.agent.agentId);
      synced.length = 0;
      await sweeper.actors.sweep();
      expect(synced).to.not.include(reached.agent.agentId).and.not.include(untouched.agent.agentId);

      dropThroughRestingBuys(sweeper.services.prices);
      await sweeper.actors.sweep();
      expect(synced).to.include(reached.agent.agentId).and.not.include(untouched.agent.agentId);
      expect((await reached.get(`/markets/orders/${near}`)).body.data).to.include({ status: 'MATCHED', sizeMatched: '10' });

      // A placement whose answer was lost is visited once its grace has passed, and settled as the venue knows it.
      const { db } = service.services;
      await db.updateTable('orders').set({ placement: 'pending' }).where('order_hash', '=', far).execute();
      clock.advance(2 * service.config.venueA.timeoutMs + 6_000);
      synced.length = 0;
      await sweeper.actors.sweep();
      expect(synced).to.include(untouched.agent.agentId);
      expect((await db.selectFrom('orders').select('placement').where('order_hash', '=', far).executeTakeFirstOrThrow()).placement).to.equal('live');

      // A live order in a market the service resolved is visited, and ends with it.
      await db
        .insertInto('market_resolutions')
        .values({ condition_id: scripted.conditionId, winning_token_id: scripted.clobTokenIds[1]!, winning_outcome_index: 1, source: 'ops', resolved_at: new Date(clock.now()) })
        .execute();
      try {
        synced.length = 0;
        await sweeper.actors.sweep();
        expect(synced).to.include(untouched.agent.agentId);
        expect((await untouched.get(`/markets/orders/${far}`)).body.data).to.include({ status: 'MARKET_RESOLVED', sizeMatched: '0' });
      } finally {
        await db.deleteFrom('market_resolutions').where('condition_id', '=', scripted.conditionId).execute();
      }
    } finally {
      await sweeper.close();
    }
  });

  it('syncs orders nothing happened to without locking the agent, and books a fill when one came', async () => {
    const t = await trader();
    await restingBuy(t, 10);
    const locks = statementCounter(locksRows);
    const { db, credentialsKeys: keys, venueA } = service.services;
    const deps = { db: db.withPlugin(locks), evm: null, clock, keys, venueA, pendingGraceMs: 2 * service.config.venueA.timeoutMs + 5_000 };
    expect(await syncAgentOrders(deps, t.agent.agentId)).to.deep.equal({ filled: 0, closed: 0, resolved: 0, pending: 0 });
    expect(locks.count).to.equal(0);

    dropThroughRestingBuys();
    await venueA.sim!.reachedOrders(clock.now());
    expect(await syncAgentOrders(deps, t.agent.agentId)).to.include({ filled: 1, closed: 1 });
    expect(locks.count).to.equal(1);
  });

  it('cancels a GTD order at its expiration', async () => {
    const t = await trader();
    const expiration = Math.floor(clock.now() / 1000) + 120;
    const order = await t.order({ price: 0.3, size: 10, expiration });
    const res = await t.trade(body(order, 0.3, 10, { orderType: 'GTD', expirationTime: expiration }));
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.status).to.equal('live');
    const before = await balance(t);
    clock.advance(121_000);
    await service.actors.sweep();
    expect((await t.get(`/markets/orders/${res.body.orderId}`)).body.data.status).to.equal('CANCELED');
    expect(await balance(t)).to.equal(before + 3);
  });

  it('kills a FOK that the book cannot fill, recording and counting nothing', async () => {
    const t = await trader();
    const before = await balance(t);
    const order = await t.order({ price: 0.51, size: 5000 });
    const res = await t.trade(body(order, 0.51, 5000, { orderType: 'FOK' }));
    expect(res.status).to.equal(400);
    expect(res.body.errorCode).to.equal('fok_not_filled');
    expect(await balance(t)).to.equal(before);
    expect((await t.get('/agents/trades')).body.data.total).to.equal(0);
    expect((await t.get('/markets/orders/history')).body.data.total).to.equal(0);
  });

  it('fills what it can of a FAK and kills the rest', async () => {
    const t = await trader();
    const order = await t.order({ price: 0.51, size: 1000 });
    const res = await t.trade(body(order, 0.51, 1000, { orderType: 'FAK' }));
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.status).to.equal('matched');
    const detail = (await t.get(`/markets/orders/${res.body.orderId}`)).body.data;
    expect(Number(detail.sizeMatched)).to.be.greaterThan(0).and.lessThan(1000);
    expect(detail.localOrderStatus).to.equal(2);
  });

  it('refuses a post-only order that would cross', async () => {
    const t = await trader();
    const order = await t.order({ price: 0.55, size: 10 });
    const res = await t.trade(body(order, 0.55, 10, { postOnly: true }));
    expect(res.status).to.equal(400);
    expect(res.body.errorCode).to.equal('post_only_crosses');
    const resting = await t.order({ price: 0.45, size: 10 });
    expect((await t.trade(body(resting, 0.45, 10, { postOnly: true }))).body.status).to.equal('live');
  });

  it('sells a held position, and refuses to sell shares the wallet does not hold', async () => {
    const t = await trader();
    await t.trade(body(await t.order({ price: 0.6, size: 10 }), 0.6, 10));
    const tooMany = await t.trade(body(await t.order({ side: Side.SELL, price: 0.4, size: 11 }), 0.4, 11));
    expect(tooMany.status).to.equal(400);
    expect(tooMany.body.errorCode).to.equal('insufficient_position');
    const before = await balance(t);
    const sell = await t.trade(body(await t.order({ side: Side.SELL, price: 0.4, size: 10 }), 0.4, 10));
    expect(sell.body.status, JSON.stringify(sell.body)).to.equal('matched');
    // Ten shares at the best bid of 0.50.
    expect(await balance(t)).to.equal(before + 5);
  });

  it('counts a signed order submitted twice once, and answers with the first result', async () => {
    const t = await trader();
    const order = await t.order({ price: 0.4, size: 10 });
    const first = await t.trade(body(order, 0.4, 10));
    const second = await t.trade(body(order, 0.4, 10));
    expect(second.body).to.deep.equal(first.body);
    expect((await t.get('/markets/orders/history')).body.data.total).to.equal(1);
    const ops = await service.api().get(`/ops/actors/${t.agent.agentId}`, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    expect(ops.body.data.today.trades).to.equal(1);
  });

  /** A resting buy of 10 at 0.4 whose answer was lost, as far as the books know: pending again. */
  async function lostAnswer(t: Trader) {
    const res = await t.trade(body(await t.order({ price: 0.4, size: 10 }), 0.4, 10));
    const row = await service.services.db.updateTable('orders').set({ placement: 'pending' }).where('order_hash', '=', res.body.orderId).returningAll().executeTakeFirstOrThrow();
    return { row, deps: { ...service.services, keys: service.services.credentialsKeys } };
  }

  it('books an answer once when two paths settle the same order at once: the second finds it settled', async () => {
    const t = await trader();
    expect((await service.api().post('/agents/webhooks', { url: 'https://example.com/fills', events: ['order.filled'] }, { key: t.agent.key })).status).to.equal(200);
    const before = await balance(t);
    const { row, deps } = await lostAnswer(t);
    const { db } = service.services;
    // The venue then reports it filled in full.
    const filled = { orderId: row.order_hash, status: 'matched' as const, fills: [{ price: 400_000n, size: 10_000_000n }], filled: 10_000_000n, notional: 4_000_000n, tradeIds: [] };
    const [a, b] = await Promise.all([settle(deps, pendingReservation(row), filled), settle(deps, pendingReservation(row), filled)]);
    expect(a.row).to.deep.equal(b.row);
    expect(a.row).to.include({ placement: 'matched', matched_size: '10000000', reserved_cash: '0' });
    expect(await balance(t)).to.equal(before - 4);
    const positions = await db.selectFrom('positions').select(['size', 'cost']).where('agent_id', '=', t.agent.agentId).execute();
    expect(positions).to.deep.equal([{ size: '10000000', cost: '4000000' }]);
    expect(await db.selectFrom('fills').select('size').where('order_hash', '=', row.order_hash).execute()).to.have.length(1);
    expect(await db.selectFrom('webhook_events').select('kind').where('agent_id', '=', t.agent.agentId).execute()).to.deep.equal([{ kind: 'order.filled' }]);
  });

  it('settles several answers of one agent each on its own when settling them together fails, each with its own outcome', async () => {
    const t = await trader();
    const first = await lostAnswer(t);
    const second = await lostAnswer(t);
    const live = (row: typeof first.row) => ({ orderId: row.order_hash, status: 'live' as const, fills: [], filled: 0n, notional: 0n, tradeIds: [] });
    // Another path settles the first: settling both together raises, and the second must still settle.
    await settle(first.deps, pendingReservation(first.row), live(first.row));
    const answered = [first.row, second.row].map((row) => ({ reservation: pendingReservation(row), placement: live(row) }));
    const outcomes = await settleAll(first.deps, t.agent.agentId, answered);
    expect(outcomes.map((o) => (o instanceof Error ? o.message : o.row.placement))).to.deep.equal(['live', 'live']);
    const placements = await service.services.db.selectFrom('orders').select('placement').where('order_hash', 'in', [first.row.order_hash, second.row.order_hash]).execute();
    expect(placements.map((p) => p.placement)).to.deep.equal(['live', 'live']);
  });

  it('holds the rows it wrote as the database has them, without reading them back: the reservation\'s, then the settlement\'s', async () => {
    const t = await trader();
    const { db } = service.services;
    const deps = { ...service.services, keys: service.services.credentialsKeys };
    const stored = (hash: string) => db.selectFrom('orders').selectAll().where('order_hash', '=', hash).executeTakeFirstOrThrow();
    const [reservation] = await reserveHeld(db, 'ledger', [orderPlan(t.agent.agentId, t.wallet.address)], await loadAgentState(db, t.agent.agentId));
    if (!reservation || reservation instanceof Error) throw reservation;
    expect(reservation.row).to.deep.equal(await stored(reservation.row.order_hash));
    // Two of its five shares trade; the rest rests.
    const settled = await settle(deps, reservation, {
      orderId: reservation.row.order_hash, status: 'live', fills: [{ price: 200_000n, size: 2_000_000n }], filled: 2_000_000n, notional: 400_000n, tradeIds: [],
    });
    expect(settled.row).to.include({ placement: 'live', matched_size: '2000000', reserved_cash: '600000' });
    expect(settled.row).to.deep.equal(await stored(reservation.row.order_hash));
  });

  it('releases a pending order only while it is pending: one another path settled stays as it was settled', async () => {
    const t = await trader();
    const before = await balance(t);
    const { row, deps } = await lostAnswer(t);
    await settle(deps, pendingReservation(row), { orderId: row.order_hash, status: 'live', fills: [], filled: 0n, notional: 0n, tradeIds: [] });
    // The other path's view: the venue never saw it.
    await release(deps, row);
    expect((await t.get(`/markets/orders/${row.order_hash}`)).body.data).to.include({ status: 'LIVE', localOrderStatus: 1 });
    expect(await balance(t)).to.equal(before - 4);
    expect((await t.get('/agents/trades')).body.data.total).to.equal(1);
    const counted = await service.services.db.selectFrom('daily_counters').select(['trades', 'amount']).where('agent_id', '=', t.agent.agentId).execute();
    expect(counted).to.deep.equal([{ trades: 1, amount: '4000000' }]);
  });

  it('answers a signed order submitted again with its first result even when that order used up the day\'s limits', async () => {
    const t = await trader({ maxTradesPerDay: 1, dailyTradeAmountLimit: 4 });
    const order = await t.order({ price: 0.4, size: 10 });
    const first = await t.trade(body(order, 0.4, 10));
    expect(first.status).to.equal(200);
    const second = await t.trade(body(order, 0.4, 10));
    expect(second.status).to.equal(200);
    expect(second.body).to.deep.equal(first.body);
  });

  it('replays the first answer to a retry with the same Idempotency-Key, and refuses the key for another request', async () => {
    const t = await trader();
    const order = await t.order({ price: 0.4, size: 10 });
    const first = await t.trade(body(order, 0.4, 10), { 'idempotency-key': 'retry-1' });
    const retry = await t.trade(body(order, 0.4, 10), { 'idempotency-key': 'retry-1' });
    expect(retry.body).to.deep.equal(first.body);
    expect(retry.headers.get('idempotent-replayed')).to.equal('true');
    const other = await t.trade(body(await t.order({ price: 0.41, size: 10 }), 0.41, 10), { 'idempotency-key': 'retry-1' });
    expect(other.status).to.equal(422);
    // A refusal is an answer too: replayed, not run again.
    const refused = await t.trade(body(order, 0.4, 11), { 'idempotency-key': 'retry-2' });
    expect(refused.status).to.equal(400);
    const refusedAgain = await t.trade(body(order, 0.4, 11), { 'idempotency-key': 'retry-2' });
    expect(refusedAgain.status).to.equal(400);
    expect(refusedAgain.headers.get('idempotent-replayed')).to.equal('true');
  });

  it('replays a refused trade to a retry with the same Idempotency-Key without running it again, even once the cause is gone', async () => {
    const t = await trader({ maxTradeAmount: 5 });
    const order = body(await t.order({ price: 0.6, size: 10 }), 0.6, 10);
    const refused = await t.trade(order, { 'idempotency-key': 'refused-once' });
    expect(refused.status).to.equal(403);
    expect((await service.api().post('/markets/risk-settings', { maxTradeAmount: 100 }, { key: t.agent.key })).status).to.equal(200);
    const retry = await t.trade(order, { 'idempotency-key': 'refused-once' });
    expect(retry.status).to.equal(403);
    expect(retry.body).to.deep.equal(refused.body);
    expect((await t.get('/markets/orders/history')).body.data.total).to.equal(0);
    // A new key is a new request: it runs, under the raised limit.
    expect((await t.trade(order, { 'idempotency-key': 'refused-twice' })).status).to.equal(200);
  });

  it('refuses a malformed Idempotency-Key with 400 before anything runs', async () => {
    const t = await trader();
    for (const key of ['has space', 'x'.repeat(256), 'tab\there']) {
      const res = await t.trade(body(await t.order({ price: 0.4, size: 10 }), 0.4, 10), { 'idempotency-key': key });
      expect(res.status, key).to.equal(400);
      expect(res.body.errorCode).to.equal('invalid_idempotency_key');
    }
    expect((await t.get('/markets/orders/history')).body.data.total).to.equal(0);
  });

  /** An order carrying another order's signature: its answer says whether the signature was checked. */
  const misplaced = async (t: Trader, o: { side?: Side; price: number; size: number }) =>
    t.trade(body({ ...(await t.order(o)), signature: (await t.order({ price: 0.3, size: 1 })).signature }, o.price, o.size));

  describe('a buy the balance cannot pay for', () => {
    const WIDE = { maxTradeAmount: 1000000, dailyTradeAmountLimit: 1000000, maxPositionValue: 1000000 };
    /** A buy resting at 0.4 that holds all but `left` USDC of the balance; its order id. */
    async function spendAllBut(t: Trader, left: number): Promise<string> {
      const size = Math.round(((await balance(t)) - left) / 0.4);
      const res = await t.trade(body(await t.order({ price: 0.4, size }), 0.4, size));
      expect(res.body.status, JSON.stringify(res.body)).to.equal('live');
      expect(await balance(t)).to.equal(left);
      return res.body.orderId as string;
    }

    it('is refused before its signature is checked once the actor has seen the balance, and a buy that goes on has its signature checked', async () => {
      const t = await trader();
      const resting = await spendAllBut(t, 4);
      // 5 USDC against 4 left: the balance answers, with no recovery paid for.
      const over = await misplaced(t, { price: 0.5, size: 10 });
      expect(over.status, JSON.stringify(over.body)).to.equal(400);
      expect(over.body.errorCode).to.equal('insufficient_balance');
      // Within the balance, and a sell (which holds no cash), the same misplaced signature is refused for what it is.
      expect((await misplaced(t, { price: 0.3, size: 10 })).body.errorCode).to.equal('invalid_signature');
      expect((await misplaced(t, { side: Side.SELL, price: 0.5, size: 10 })).body.errorCode).to.equal('invalid_signature');
      // Cancelling gives the cash back outside the actor's view: the read shows it, and the buy goes on to its signature check.
      expect((await service.api().post(`/markets/orders/${resting}/cancel`, undefined, { key: t.agent.key })).body.data.syncedCount).to.equal(1);
      expect((await misplaced(t, { price: 0.5, size: 10 })).body.errorCode).to.equal('invalid_signature');
      expect((await t.trade(body(await t.order({ price: 0.5, size: 10 }), 0.5, 10))).status).to.equal(200);
    });

    it('answers what comes before the balance, as the reservation would: the earlier order of its hash, a limit', async () => {
      // Bringing maxTradesPerDay to its value, the trade is reserved apart from the venue's script: the balance is noted on that path too.
      const t = await trader({ ...WIDE, maxTradesPerDay: 2 });
      const order = body(await t.order({ price: 0.3, size: 10 }), 0.3, 10);
      const first = await t.trade(order);
      expect(first.status, JSON.stringify(first.body)).to.equal(200);
      await spendAllBut(t, 1);
      const again = await t.trade(order);
      expect(again.status, JSON.stringify(again.body)).to.equal(200);
      expect(again.body.orderId).to.equal(first.body.orderId);
      const both = await misplaced(t, { price: 0.5, size: 10 });
      expect(both.status, JSON.stringify(both.body)).to.equal(403);
      expect(both.body.message).to.contain('maxTradesPerDay is 2');
    });

    it('is refused before its signature is checked after a batch spent the balance', async () => {
      const t = await trader(WIDE);
      const size = Math.round(((await balance(t)) - 4) / 0.8);
      const bodies = await Promise.all([0.4, 0.4].map(async (price) => body(await t.order({ price, size }), price, size)));
      const res = await service.api().post('/markets/batch-trade', { orders: bodies }, { key: t.agent.key });
      expect(res.body.succeeded, JSON.stringify(res.body)).to.equal(2);
      const over = await misplaced(t, { price: 0.5, size: 10 });
      expect(over.body.errorCode, JSON.stringify(over.body)).to.equal('insufficient_balance');
    });

    it('is seen by the held state after each reservation apart from the venue\'s script, one order or several together, and as found by one refused', async () => {
      const t = await trader(WIDE);
      const { db } = service.services;
      const held = await loadAgentState(db, t.agent.agentId);
      const cash = async () => BigInt((await db.selectFrom('agents').select('simulation_balance').where('id', '=', t.agent.agentId).executeTakeFirstOrThrow()).simulation_balance);
      const plan = (notional = 1_000_000n) => {
        const p = orderPlan(t.agent.agentId, t.wallet.address);
        return { ...p, order: { ...p.order, notional, size: notional * 5n } };
      };
      expect(held.cash).to.equal(undefined);
      const one = await reserveHeld(db, 'ledger', [plan()], held);
      expect(one[0]).not.to.be.instanceOf(Error);
      expect(held.cash).to.equal(await cash());
      const together = await reserveHeld(db, 'ledger', [plan(), plan()], held);
      expect(together.map((r) => r instanceof Error)).to.deep.equal([false, false]);
      expect(held.cash).to.equal(await cash());
      // A refused order notes the balance it found.
      held.cash = 0n;
      const refused = await reserveHeld(db, 'ledger', [plan((await cash()) + 1n)], held);
      expect((refused[0] as Error & { code?: string }).message).to.contain('Not enough simulated USDC');
      expect(held.cash).to.equal(await cash());
    });

    it('notes nothing from a reservation that found no agent row, and answers it as a stale state', async () => {
      const t = await trader(WIDE);
      const { db } = service.services;
      const held = await loadAgentState(db, t.agent.agentId);
      const [answer] = await reserveHeld(db, 'ledger', [orderPlan('999999999', t.wallet.address)], held);
      expect(answer).to.be.instanceOf(StaleAgentState);
      expect([held.day, held.cash]).to.deep.equal([undefined, undefined]);
    });
  });

  it('reads a buy\'s market exposure on the held state only where maxPositionValue applies, as the reservation does', async () => {
    const { db } = service.services;
    const readsExposure = async (limits: object) => {
      const t = await trader(limits);
      const held = await loadAgentState(db, t.agent.agentId);
      // A guess that the balance is spent sends the buy to the read; the read shows it is not.
      held.cash = 0n;
      const texts: string[] = [];
      const capture: KyselyPlugin = {
        transformQuery: (args) => (texts.push(new PostgresQueryCompiler().compileQuery(args.node, args.queryId).sql), args.node),
        transformResult: async (args) => args.result,
      };
      const order = { agentId: t.agent.agentId, conditionId: market.conditionId, isBuy: true, notional: 1_000_000n, cash: 1_000_000n, sell: null, nowMs: clock.now(), orderHash: () => `0x${'cd'.repeat(32)}` };
      expect(await heldRefusal(db.withPlugin(capture), order, held)).to.equal(null);
      expect(texts).to.have.length(1);
      return texts[0]!.includes('sum(cost)');
    };
    expect(await readsExposure({ maxPositionValue: 1000 })).to.equal(true);
    // With limits off nothing reads it: no limit would be decided on it.
    expect(await readsExposure({ tradeLimitEnabled: false })).to.equal(false);
  });

  describe('a sell of more shares than the wallet has free', () => {
    const sell = (size: number) => ({ side: Side.SELL, price: 0.4, size });

    it('is refused before its signature is checked once a sell of those shares was refused, until the read shows more', async () => {
      const t = await trader();
      expect((await t.trade(body(await t.order({ price: 0.6, size: 10 }), 0.6, 10))).body.status).to.equal('matched');
      // Before any refusal the actor has no guess: the misplaced signature answers.
      expect((await misplaced(t, sell(11))).body.errorCode).to.equal('invalid_signature');
      expect((await t.trade(body(await t.order(sell(11)), 0.4, 11))).body.errorCode).to.equal('insufficient_position');
      // Refused on the 10 it found: a sell over them answers with no recovery paid for, one within them is checked.
      const over = await misplaced(t, sell(11));
      expect(over.status, JSON.stringify(over.body)).to.equal(400);
      expect(over.body.errorCode).to.equal('insufficient_position');
      expect((await misplaced(t, sell(10))).body.errorCode).to.equal('invalid_signature');
      // Five more bought: the read shows 15, and the sell goes on to its signature check, then trades.
      expect((await t.trade(body(await t.order({ price: 0.6, size: 5 }), 0.6, 5))).body.status).to.equal('matched');
      expect((await misplaced(t, sell(11))).body.errorCode).to.equal('invalid_signature');
      expect((await t.trade(body(await t.order(sell(11)), 0.4, 11))).body.status).to.equal('matched');
    });

    it('is noted by a reservation apart from the venue\'s script as found where refused, and forgotten where reserved', async () => {
      const t = await trader();
      expect((await t.trade(body(await t.order({ price: 0.6, size: 10 }), 0.6, 10))).body.status).to.equal('matched');
      const { db } = service.services;
      const held = await loadAgentState(db, t.agent.agentId);
      const sale = (size: bigint) => {
        const p = orderPlan(t.agent.agentId, t.wallet.address);
        return { ...p, order: { ...p.order, side: 'SELL' as const, size, notional: size / 5n } };
      };
      const key = sharesKey({ maker: t.wallet.address, tokenId: YES });
      const [refused] = await reserveHeld(db, 'ledger', [sale(11_000_000n)], held);
      expect((refused as Error).message).to.contain('enough free shares');
      expect(held.shortShares?.get(key)).to.equal(10_000_000n);
      const [reserved] = await reserveHeld(db, 'ledger', [sale(4_000_000n)], held);
      expect(reserved).not.to.be.instanceOf(Error);
      expect(held.shortShares?.has(key)).to.equal(false);
    });

    it('is noted as read by a refusal on the held state, whatever answers: a sell over maxTradeAmount notes the shares it could sell', async () => {
      const t = await trader();
      expect((await t.trade(body(await t.order({ price: 0.6, size: 10 }), 0.6, 10))).body.status).to.equal('matched');
      expect((await service.api().post('/markets/risk-settings', { maxTradeAmount: 1 }, { key: t.agent.key })).status).to.equal(200);
      const { db } = service.services;
      const held = await loadAgentState(db, t.agent.agentId);
      const key = sharesKey({ maker: t.wallet.address, tokenId: YES });
      held.shortShares = new Map([[key, 0n]]);
      const refused = await heldRefusal(
        db,
        { agentId: t.agent.agentId, conditionId: market.conditionId, isBuy: false, notional: 5_000_000n, cash: 0n, sell: { maker: t.wallet.address, tokenId: YES, size: 10_000_000n }, nowMs: clock.now(), orderHash: () => `0x${'ab'.repeat(32)}` },
        held,
      );
      expect(refused?.message).to.contain('maxTradeAmount');
      // The read showed the ten shares free: the guess of none is gone, and the next sell of them pays no read.
      expect(held.shortShares.has(key)).to.equal(false);
    });
  });

  describe('risk limits', () => {
    it('refuses a trade over maxTradeAmount with 403 naming the limit, and counts nothing', async () => {
      const t = await trader({ maxTradeAmount: 5 });
      const res = await t.trade(body(await t.order({ price: 0.6, size: 10 }), 0.6, 10));
      expect(res.status).to.equal(403);
      expect(res.body.errorCode).to.equal('limit_exceeded');
      expect(res.body.message).to.contain('maxTradeAmount is 5 USDC').and.contain('6 USDC');
      const ok = await t.trade(body(await t.order({ price: 0.5, size: 10 }), 0.5, 10));
      expect(ok.status).to.equal(200);
    });

    it('refuses an order over maxTradeAmount before checking its signature, and checks the signature of every order that goes on', async () => {
      const t = await trader({ maxTradeAmount: 5 });
      const other = await t.order({ price: 0.3, size: 5 });
      // Over the limit with another order's signature: the limit answers, so no recovery was paid for.
      const over = await t.trade(body({ ...(await t.order({ price: 0.6, size: 10 })), signature: other.signature }, 0.6, 10));
      expect(over.status, JSON.stringify(over.body)).to.equal(403);
      expect(over.body.errorCode).to.equal('limit_exceeded');
      // Within it, the same misplaced signature is refused for what it is.
      const within = await t.trade(body({ ...(await t.order({ price: 0.3, size: 10 })), signature: other.signature }, 0.3, 10));
      expect(within.status).to.equal(400);
      expect(within.body.errorCode).to.equal('invalid_signature');
      // The limit is read off the order's amounts once they agree with the request: a contradiction answers first.
      const mismatched = await t.trade(body(await t.order({ price: 0.6, size: 10 }), 0.7, 10));
      expect(mismatched.status).to.equal(400);
      expect(mismatched.body.errorCode).to.equal('price_mismatch');
      expect((await t.get('/markets/orders/history')).body.data.total).to.equal(0);
    });

    it('refuses an order over a daily limit before checking its signature, on the day it reads, and checks the signature of every order that goes on', async () => {
      const t = await trader({ dailyTradeAmountLimit: 1 });
      const other = await t.order({ price: 0.3, size: 5 });
      // Under the limit, a misplaced signature is refused for what it is, and nothing is counted.
      const early = await t.trade(body({ ...(await t.order({ price: 0.2, size: 5 })), signature: other.signature }, 0.2, 5));
      expect(early.body.errorCode, JSON.stringify(early.body)).to.equal('invalid_signature');
      const rest = await t.trade(body(await t.order({ price: 0.2, size: 5 }), 0.2, 5));
      expect(rest.status, JSON.stringify(rest.body)).to.equal(200);
      // The day's amount is spent: the limit answers, with no recovery paid for.
      const over = await t.trade(body({ ...(await t.order({ price: 0.2, size: 5 })), signature: other.signature }, 0.2, 5));
      expect(over.status, JSON.stringify(over.body)).to.equal(403);
      expect(over.body.message).to.contain('dailyTradeAmountLimit is 1 USDC');
      // Cancelling the resting order gives its amount back: the next order goes on, its signature checked.
      expect((await service.api().post(`/markets/orders/${rest.body.orderId}/cancel`, undefined, { key: t.agent.key })).body.data.syncedCount).to.equal(1);
      const misplaced = await t.trade(body({ ...(await t.order({ price: 0.2, size: 5 })), signature: other.signature }, 0.2, 5));
      expect(misplaced.body.errorCode, JSON.stringify(misplaced.body)).to.equal('invalid_signature');
      expect((await t.trade(body(await t.order({ price: 0.2, size: 5 }), 0.2, 5))).status).to.equal(200);
    });

    it('answers an order sent again once its day is spent with the earlier order, not the daily limit', async () => {
      const t = await trader({ maxTradesPerDay: 1 });
      const order = body(await t.order({ price: 0.2, size: 5 }), 0.2, 5);
      const first = await t.trade(order);
      expect(first.status, JSON.stringify(first.body)).to.equal(200);
      // The actor holds the day as spent: the read that would confirm the limit finds the order's hash taken.
      const again = await t.trade(order);
      expect(again.status, JSON.stringify(again.body)).to.equal(200);
      expect(again.body.orderId).to.equal(first.body.orderId);
      expect((await t.trade(body(await t.order({ price: 0.2, size: 5 }), 0.2, 5))).body.message).to.contain('maxTradesPerDay is 1');
    });

    it('answers an order over both maxPositionValue and a daily limit with maxPositionValue, as the reservation would', async () => {
      const t = await trader({ maxPositionValue: 8, maxTradesPerDay: 1 });
      expect((await t.trade(body(await t.order({ price: 0.5, size: 10 }), 0.5, 10))).status).to.equal(200);
      const both = await t.trade(body(await t.order({ price: 0.5, size: 10 }), 0.5, 10));
      expect(both.status).to.equal(403);
      expect(both.body.message).to.contain('maxPositionValue is 8 USDC');
      const daily = await t.trade(body(await t.order({ price: 0.1, size: 10 }), 0.1, 10));
      expect(daily.body.message).to.contain('maxTradesPerDay is 1');
    });

    it('answers an order sent again after maxTradeAmount was lowered with the earlier order, not the limit', async () => {
      const t = await trader({ maxTradeAmount: 10 });
      const order = body(await t.order({ price: 0.6, size: 10 }), 0.6, 10);
      const first = await t.trade(order);
      expect(first.status, JSON.stringify(first.body)).to.equal(200);
      expect((await service.api().post('/markets/risk-settings', { maxTradeAmount: 5 }, { key: t.agent.key })).status).to.equal(200);
      // Refused before its signature is checked, the order's hash is worked out without it: it must be the id the order has.
      const again = await t.trade(order);
      expect(again.status, JSON.stringify(again.body)).to.equal(200);
      expect(again.body.orderId).to.equal(first.body.orderId);
      expect((await t.trade(body(await t.order({ price: 0.6, size: 10 }), 0.6, 10))).body.errorCode).to.equal('limit_exceeded');
    });

    it('allows maxTradesPerDay trades and refuses the next, saying none is left', async () => {
      const t = await trader({ maxTradesPerDay: 2 });
      for (let i = 0; i < 2; i++) expect((await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5))).status).to.equal(200);
      const res = await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5));
      expect(res.status).to.equal(403);
      expect(res.body.message).to.contain('maxTradesPerDay is 2');
    });

    it('bounds the day\'s traded amount by dailyTradeAmountLimit', async () => {
      const t = await trader({ dailyTradeAmountLimit: 5 });
      expect((await t.trade(body(await t.order({ price: 0.3, size: 10 }), 0.3, 10))).status).to.equal(200);
      const res = await t.trade(body(await t.order({ price: 0.3, size: 10 }), 0.3, 10));
      expect(res.status).to.equal(403);
      expect(res.body.message).to.contain('dailyTradeAmountLimit is 5 USDC').and.contain('2 USDC is left');
    });

    it('bounds what one market holds by maxPositionValue', async () => {
      const t = await trader({ maxPositionValue: 8 });
      expect((await t.trade(body(await t.order({ price: 0.5, size: 10 }), 0.5, 10))).status).to.equal(200);
      const res = await t.trade(body(await t.order({ price: 0.5, size: 10 }), 0.5, 10));
      expect(res.status).to.equal(403);
      expect(res.body.message).to.contain('maxPositionValue is 8 USDC');
    });

    it('checks nothing when tradeLimitEnabled is false', async () => {
      const t = await trader({ tradeLimitEnabled: false, maxTradeAmount: 1, maxTradesPerDay: 1 });
      for (let i = 0; i < 2; i++) expect((await t.trade(body(await t.order({ price: 0.3, size: 10 }), 0.3, 10))).status).to.equal(200);
    });

    it('admits exactly maxTradesPerDay of 200 concurrent trades', async () => {
      const t = await trader({ maxTradesPerDay: 10 });
      const orders = await Promise.all(Array.from({ length: 200 }, () => t.order({ price: 0.1, size: 5 })));
      const results = await Promise.all(orders.map((o) => t.trade(body(o, 0.1, 5))));
      expect(results.filter((r) => r.status === 200)).to.have.length(10);
      expect(results.filter((r) => r.status === 403)).to.have.length(190);
      expect((await t.get('/markets/orders/open?limit=100')).body.data).to.have.length(10);
    });

    it('admits exactly maxTradesPerDay across two service processes sharing the database', async () => {
      const second = await startTestService({ clock, config: { sweepIntervalMs: 0 } });
      try {
        const t = await trader({ maxTradesPerDay: 10 });
        const orders = await Promise.all(Array.from({ length: 60 }, () => t.order({ price: 0.1, size: 5 })));
        const results = await Promise.all(
          orders.map((o, i) => (i % 2 ? second.api() : service.api()).post('/markets/trade', body(o, 0.1, 5), { key: t.agent.key })),
        );
        expect(results.filter((r) => r.status === 200)).to.have.length(10);
      } finally {
        await second.close();
      }
    });
    it('refuses a first trade of the day larger than the whole dailyTradeAmountLimit', async () => {
      const t = await trader({ maxTradeAmount: 100, dailyTradeAmountLimit: 5, maxPositionValue: 100 });
      const res = await t.trade(body(await t.order({ price: 0.6, size: 10 }), 0.6, 10));
      expect(res.status).to.equal(403);
      expect(res.body.message).to.contain('dailyTradeAmountLimit is 5 USDC');
      expect((await t.get('/markets/orders/open')).body.data).to.have.length(0);
    });

    it('decides on settings another process changed, though this one\'s actor already holds the old ones', async () => {
      const second = await startTestService({ clock, config: { sweepIntervalMs: 0 } });
      try {
        const t = await trader({ maxTradeAmount: 100, dailyTradeAmountLimit: 100, maxPositionValue: 100 });
        expect((await t.trade(body(await t.order({ price: 0.3, size: 10 }), 0.3, 10))).status).to.equal(200);
        expect((await second.api().post('/markets/risk-settings', { maxTradeAmount: 2 }, { key: t.agent.key })).status).to.equal(200);
        const res = await t.trade(body(await t.order({ price: 0.3, size: 10 }), 0.3, 10));
        expect(res.status).to.equal(403);
        expect(res.body.message).to.contain('maxTradeAmount is 2 USDC');
      } finally {
        await second.close();
      }
    });

    it('refuses an order over maxTradeAmount on the settings it holds only while they are current: a limit raised by another process lets the order through', async () => {
      const second = await startTestService({ clock, config: { sweepIntervalMs: 0 } });
      try {
        const t = await trader({ maxTradeAmount: 2, dailyTradeAmountLimit: 100, maxPositionValue: 100 });
        const order = await t.order({ price: 0.3, size: 10 });
        const refused = await t.trade(body(order, 0.3, 10));
        expect(refused.status).to.equal(403);
        expect(refused.body.message).to.contain('maxTradeAmount is 2 USDC');
        expect((await second.api().post('/markets/risk-settings', { maxTradeAmount: 100 }, { key: t.agent.key })).status).to.equal(200);
        expect((await t.trade(body(order, 0.3, 10))).status).to.equal(200);
      } finally {
        await second.close();
      }
    });

    it('refuses an order over a daily limit on the settings it holds only while they are current: a limit raised by another process lets the order through', async () => {
      const second = await startTestService({ clock, config: { sweepIntervalMs: 0 } });
      try {
        const t = await trader({ maxTradesPerDay: 1 });
        expect((await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5))).status).to.equal(200);
        const order = await t.order({ price: 0.3, size: 5 });
        expect((await t.trade(body(order, 0.3, 5))).body.message).to.contain('maxTradesPerDay is 1');
        expect((await second.api().post('/markets/risk-settings', { maxTradesPerDay: 5 }, { key: t.agent.key })).status).to.equal(200);
        const res = await t.trade(body(order, 0.3, 5));
        expect(res.status, JSON.stringify(res.body)).to.equal(200);
      } finally {
        await second.close();
      }
    });

    it('answers an order over maxTradeAmount with what comes before a limit: its earlier placement, the kill switch', async () => {
      const t = await trader({ maxTradeAmount: 100, dailyTradeAmountLimit: 100, maxPositionValue: 100 });
      const order = await t.order({ price: 0.3, size: 10 });
      const first = await t.trade(body(order, 0.3, 10));
      expect(first.status).to.equal(200);
      expect((await service.api().post('/markets/risk-settings', { maxTradeAmount: 2 }, { key: t.agent.key })).status).to.equal(200);
      expect((await t.trade(body(order, 0.3, 10))).body).to.deep.equal(first.body);
      const halt = await service.api().call('POST', `/ops/actors/${t.agent.agentId}/halt`, undefined, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
      expect(halt.body.data.halted).to.equal(true);
      const halted = await t.trade(body(await t.order({ price: 0.3, size: 10 }), 0.3, 10));
      expect(halted.body.errorCode, JSON.stringify(halted.body)).to.equal('agent_halted');
    });

    it('refuses an order of a wallet taken from the agent outside its actor, though the actor held it', async () => {
      const t = await trader();
      expect((await t.trade(body(await t.order({ price: 0.3, size: 10 }), 0.3, 10))).status).to.equal(200);
      await service.services.db.updateTable('wallet_credentials').set({ status: 2 }).where('agent_id', '=', t.agent.agentId).execute();
      const res = await t.trade(body(await t.order({ price: 0.3, size: 10 }), 0.3, 10));
      expect(res.status).to.equal(403);
      expect(res.body.errorCode).to.equal('no_wallet');
    });

    it('gives back to dailyTradeAmountLimit what was counted but never traded: the price improvement of a fill, a cancelled rest', async () => {
      const t = await trader({ maxTradeAmount: 100, dailyTradeAmountLimit: 6, maxPositionValue: 100 });
      // Counted at its limit, 10 × 0.60 = 6; it fills at the ask, 10 × 0.51, and 0.90 is given back.
      expect((await t.trade(body(await t.order({ price: 0.6, size: 10 }), 0.6, 10))).body.status).to.equal('matched');
      const rest = await t.trade(body(await t.order({ price: 0.18, size: 5 }), 0.18, 5));
      expect(rest.status, JSON.stringify(rest.body)).to.equal(200);
      // The day is full now; cancelling the 0.90 that rests gives it back.
      const over = await t.trade(body(await t.order({ price: 0.18, size: 5 }), 0.18, 5));
      expect(over.status).to.equal(403);
      expect(over.body.message).to.contain('dailyTradeAmountLimit');
      expect((await service.api().post(`/markets/orders/${rest.body.orderId}/cancel`, undefined, { key: t.agent.key })).body.data.syncedCount).to.equal(1);
      expect((await t.trade(body(await t.order({ price: 0.18, size: 5 }), 0.18, 5))).status).to.equal(200);
    });

    it('starts the daily counters afresh at 00:00 UTC', async () => {
      const t = await trader({ maxTradesPerDay: 2, dailyTradeAmountLimit: 1 });
      const now = clock.now();
      const lastSecond = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() + 1) - 1000;
      clock.advance(lastSecond - now);
      try {
        for (let i = 0; i < 2; i++) expect((await t.trade(body(await t.order({ price: 0.1, size: 5 }), 0.1, 5))).status).to.equal(200);
        const refused = await t.trade(body(await t.order({ price: 0.1, size: 5 }), 0.1, 5));
        expect(refused.status).to.equal(403);
        expect(refused.body.message).to.contain('maxTradesPerDay is 2');
        clock.advance(999);
        expect((await t.trade(body(await t.order({ price: 0.1, size: 5 }), 0.1, 5))).status, 'at 23:59:59.999').to.equal(403);
        clock.advance(1);
        // A new UTC day: both the count and the amount start from zero (0.2 × 5 = the whole 1 USDC).
        const fresh = await t.trade(body(await t.order({ price: 0.2, size: 5 }), 0.2, 5));
        expect(fresh.status, JSON.stringify(fresh.body)).to.equal(200);
        const ops = await service.api().get(`/ops/actors/${t.agent.agentId}`, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
        expect(ops.body.data.today).to.include({ trades: 1, amount: '1' });
        expect(ops.body.data.today.day).to.equal(new Date(lastSecond + 1000).toISOString().slice(0, 10));
      } finally {
        clock.advance(now - clock.now());
      }
    });

    describeWith(['postgres'], 'across OS processes', () => {
      it('admits exactly maxTradesPerDay across two OS processes sharing PostgreSQL', async function () {
        this.timeout(90_000);
        // Both on the system clock, so both count the same UTC day, as production processes do.
        const [one, two] = await Promise.all([startChildService(service.config), startChildService(service.config)]);
        try {
          const apis = [new Api(one.url), new Api(two.url)];
          const agent = await registerAgent(apis[0]!);
          const wallet = privateKeyToAccount(generatePrivateKey());
          await linkEoa(apis[1]!, agent.key, wallet);
          expect((await apis[0]!.post('/markets/risk-settings', { maxTradesPerDay: 10 }, { key: agent.key })).status).to.equal(200);
          const orders = await Promise.all(Array.from({ length: 100 }, () => sdkOrder(wallet, { tokenID: YES, price: 0.1, size: 5 })));
          const results = await Promise.all(orders.map((o, i) => apis[i % 2]!.post('/markets/trade', body(o, 0.1, 5), { key: agent.key })));
          expect(results.filter((r) => r.status === 200)).to.have.length(10);
          expect(results.filter((r) => r.status === 403)).to.have.length(90);
        } finally {
          await Promise.all([one.stop(), two.stop()]);
        }
      });
    });
  });

  describe('kill switch and operator endpoints', () => {
    const ops = (path: string, method = 'GET', token = OPS_TOKEN) =>
      service.api().call(method, path, undefined, { headers: { authorization: `Bearer ${token}` } });

    it('halts and resumes an agent\'s trading', async () => {
      const t = await trader();
      expect((await ops(`/ops/actors/${t.agent.agentId}/halt`, 'POST')).body.data.halted).to.equal(true);
      const refused = await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5));
      expect(refused.status).to.equal(403);
      expect(refused.body.errorCode).to.equal('agent_halted');
      expect((await ops(`/ops/actors/${t.agent.agentId}/resume`, 'POST')).body.data.halted).to.equal(false);
      expect((await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5))).status).to.equal(200);
      const state = (await ops(`/ops/actors/${t.agent.agentId}`)).body.data;
      expect(state.actor.processed).to.be.at.least(4);
      expect(state.limits.maxTradesPerDay).to.equal(500);
      expect(state.today.trades).to.equal(1);
      const list = (await ops('/ops/actors')).body.data;
      expect(list.map((a: { id: string }) => a.id)).to.include(t.agent.agentId);
    });

    it('takes only the operator token: 401 without it, 403 for an agent key', async () => {
      const t = await trader(null);
      expect((await service.api().get('/ops/actors')).status).to.equal(401);
      expect((await ops('/ops/actors', 'GET', 'wrong-token-wrong-token')).status).to.equal(401);
      expect((await ops('/ops/actors', 'GET', t.agent.key)).status).to.equal(403);
      expect((await ops('/ops/actors/999999999')).status).to.equal(404);
    });
  });

  describe('batches', () => {
    it('runs up to 20 orders in order with a result each', async () => {
      const t = await trader();
      const good1 = body(await t.order({ price: 0.3, size: 5 }), 0.3, 5);
      const bad = body(await t.order({ price: 0.3, size: 5 }), 0.35, 5);
      const good2 = body(await t.order({ price: 0.31, size: 5 }), 0.31, 5);
      const res = await service.api().post('/markets/batch-trade', { orders: [good1, bad, good2] }, { key: t.agent.key });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.include({ total: 3, succeeded: 2, failed: 1 });
      expect(res.body.results.map((r: { status: string }) => r.status)).to.deep.equal(['live', 'failed', 'live']);
      expect(res.body.results[1].errorCode).to.be.a('string');
    });

    it('spends the day for the orders after it: a single order over the day answers the limit before its signature is checked', async () => {
      // Bringing maxTradesPerDay to its value, the batch owes a limit.reached event and is reserved apart from the venue's script;
      // within dailyTradeAmountLimit, it is reserved in the venue's script.
      for (const [limits, limit] of [[{ maxTradesPerDay: 2 }, 'maxTradesPerDay is 2'], [{ dailyTradeAmountLimit: 2.5 }, 'dailyTradeAmountLimit is 2.5 USDC']] as const) {
        const t = await trader(limits);
        const bodies = await Promise.all([0.2, 0.21].map(async (price) => body(await t.order({ price, size: 5 }), price, 5)));
        const res = await service.api().post('/markets/batch-trade', { orders: bodies }, { key: t.agent.key });
        expect(res.body.succeeded, JSON.stringify(res.body)).to.equal(2);
        const other = await t.order({ price: 0.3, size: 5 });
        const over = await t.trade(body({ ...(await t.order({ price: 0.2, size: 5 })), signature: other.signature }, 0.2, 5));
        expect(over.status, JSON.stringify(over.body)).to.equal(403);
        expect(over.body.message).to.contain(limit);
      }
    });

    it('decides a batch in order, each order on the counters of the ones before it, an order given twice answering once', async () => {
      const t = await trader({ maxTradesPerDay: 3, maxTradeAmount: 100, dailyTradeAmountLimit: 100, maxPositionValue: 100 });
      const prices = [0.2, 0.21, 0.22, 0.23];
      const bodies = await Promise.all(prices.map(async (price) => body(await t.order({ price, size: 5 }), price, 5)));
      const res = await service.api().post('/markets/batch-trade', { orders: [bodies[0], bodies[1], bodies[0], bodies[2], bodies[3]] }, { key: t.agent.key });
      expect(res.status, JSON.stringify(res.body) + service.logs.filter((l) => l.includes('"level":50')).join('\n')).to.equal(200);
      expect(res.body.results.map((r: { status: string }) => r.status)).to.deep.equal(['live', 'live', 'live', 'live', 'failed']);
      expect(res.body.results[2].orderId).to.equal(res.body.results[0].orderId);
      expect(res.body.results[4].errorCode).to.equal('limit_exceeded');
      expect((await t.get('/markets/orders/open?limit=100')).body.data).to.have.length(3);
    });

    it('refuses 21 orders with 400', async () => {
      const t = await trader();
      const one = body(await t.order({ price: 0.3, size: 5 }), 0.3, 5);
      const res = await service.api().post('/markets/batch-trade', { orders: Array(21).fill(one) }, { key: t.agent.key });
      expect(res.status).to.equal(400);
      expect(res.body.errors[0].path).to.equal('body.orders');
    });
  });

  describe('orders and trades listings', () => {
    it('keeps agents apart: another agent\'s order is not found', async () => {
      const a = await trader();
      const b = await trader(null);
      const res = await a.trade(body(await a.order({ price: 0.3, size: 5 }), 0.3, 5));
      expect((await b.get(`/markets/orders/${res.body.orderId}`)).status).to.equal(404);
      expect((await b.get('/markets/orders/open')).body.data).to.deep.equal([]);
      const cancel = await service.api().post(`/markets/orders/${res.body.orderId}/cancel`, undefined, { key: b.agent.key });
      expect(cancel.status).to.equal(404);
    });

    it('cancels all open orders of the agent', async () => {
      const t = await trader();
      for (const price of [0.3, 0.31, 0.32]) await t.trade(body(await t.order({ price, size: 5 }), price, 5));
      const res = await service.api().post('/markets/orders/cancel-market', {}, { key: t.agent.key });
      expect(res.body.data.canceled).to.have.length(3);
      expect(res.body.data.syncedCount).to.equal(3);
      expect((await t.get('/markets/orders/open')).body.data).to.deep.equal([]);
    });

    it('needs walletAddress to cancel all when the agent has several wallets', async () => {
      const t = await trader();
      const second = privateKeyToAccount(generatePrivateKey());
      await linkEoa(service.api(), t.agent.key, second);
      await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5));
      const other = await sdkOrder(second, { tokenID: YES, price: 0.3, size: 5 });
      await t.trade(body(other, 0.3, 5));
      const unnamed = await service.api().post('/markets/orders/cancel-market', {}, { key: t.agent.key });
      expect(unnamed.status).to.equal(400);
      expect(unnamed.body.errorCode).to.equal('wallet_required');
      const named = await service.api().post('/markets/orders/cancel-market', { walletAddress: second.address }, { key: t.agent.key });
      expect(named.body.data.canceled).to.have.length(1);
      expect((await t.get('/markets/orders/open')).body.data).to.have.length(1);
    });

    it('filters open orders by market and bounds the limit', async () => {
      const t = await trader();
      await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5));
      expect((await t.get(`/markets/orders/open?market=${market.conditionId}`)).body.data).to.have.length(1);
      expect((await t.get(`/markets/orders/open?market=0x${'ab'.repeat(32)}`)).body.data).to.have.length(0);
      for (const q of ['limit=0', 'limit=101', 'market=' + 'x'.repeat(251), 'venue=venue_b']) {
        expect((await t.get(`/markets/orders/open?${q}`)).status, q).to.equal(400);
      }
    });

    it('pages the trade log and bounds its query', async () => {
      const t = await trader();
      for (const price of [0.3, 0.31, 0.32]) await t.trade(body(await t.order({ price, size: 5 }), price, 5));
      const page = (await t.get('/agents/trades?venue=venue_a&limit=2&offset=1')).body.data;
      expect(page).to.include({ total: 3, limit: 2, offset: 1, venue: 'venue_a' });
      expect(page.trades).to.have.length(2);
      expect((await t.get('/agents/trades?venue=venue_b')).body.data.total).to.equal(0);
      for (const q of ['limit=0', 'limit=201', 'offset=-1', 'venue=other']) expect((await t.get(`/agents/trades?${q}`)).status, q).to.equal(400);
    });
  });

  describe('refusals before the book', () => {
    it('needs a linked or registered wallet', async () => {
      const api = service.api();
      const agent = await registerAgent(api);
      const wallet = privateKeyToAccount(generatePrivateKey());
      const order = await sdkOrder(wallet, { tokenID: YES, price: 0.3, size: 5 });
      const res = await api.post('/markets/trade', body(order, 0.3, 5), { key: agent.key });
      expect(res.status).to.equal(403);
      expect(res.body.errorCode).to.equal('no_wallet');
    });

    // The agent's actor holds its wallets from the first trade on: a refusal decided on them must not outlive a change to them.
    it('trades once a wallet is linked, after a trade refused for having none', async () => {
      const api = service.api();
      const agent = await registerAgent(api);
      const wallet = privateKeyToAccount(generatePrivateKey());
      const first = await api.post('/markets/trade', body(await sdkOrder(wallet, { tokenID: YES, price: 0.3, size: 5 }), 0.3, 5), { key: agent.key });
      expect(first.body.errorCode).to.equal('no_wallet');
      await linkEoa(api, agent.key, wallet);
      const res = await api.post('/markets/trade', body(await sdkOrder(wallet, { tokenID: YES, price: 0.3, size: 5 }), 0.3, 5), { key: agent.key });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.status).to.equal('live');
    });

    it('trades with a wallet linked after an order it signed was refused as not the agent\'s, singly and in a batch', async () => {
      const t = await trader();
      const second = privateKeyToAccount(generatePrivateKey());
      const refused = await t.trade(body(await sdkOrder(second, { tokenID: YES, price: 0.3, size: 5 }), 0.3, 5));
      expect(refused.body.errorCode).to.equal('wallet_not_registered');
      await linkEoa(service.api(), t.agent.key, second);
      const single = await t.trade(body(await sdkOrder(second, { tokenID: YES, price: 0.3, size: 5 }), 0.3, 5));
      expect(single.status, JSON.stringify(single.body)).to.equal(200);
      const third = privateKeyToAccount(generatePrivateKey());
      const orders = async () => [body(await sdkOrder(third, { tokenID: YES, price: 0.3, size: 5 }), 0.3, 5), body(await sdkOrder(third, { tokenID: YES, price: 0.31, size: 5 }), 0.31, 5)];
      const api = service.api();
      const before = await api.post('/markets/batch-trade', { orders: await orders() }, { key: t.agent.key });
      expect(before.body.results.map((r: any) => r.errorCode ?? r.status)).to.deep.equal(['wallet_not_registered', 'wallet_not_registered']);
      await linkEoa(api, t.agent.key, third);
      const after = await api.post('/markets/batch-trade', { orders: await orders() }, { key: t.agent.key });
      expect(after.body.results.map((r: any) => r.errorCode ?? r.status)).to.deep.equal(['live', 'live']);
    });

    it('answers 400 for an unknown market and for an order signed by another wallet', async () => {
      const t = await trader();
      const unknown = await t.trade({ ...body(await t.order({ price: 0.3, size: 5 }), 0.3, 5), marketConditionId: `0x${'12'.repeat(32)}` });
      expect(unknown.status).to.equal(400);
      expect(unknown.body.errorCode).to.equal('unknown_market');
      const stranger = privateKeyToAccount(generatePrivateKey());
      const foreign = await sdkOrder(stranger, { tokenID: YES, price: 0.3, size: 5 });
      // The spec's 403: "wallet credentials not registered for trading".
      expect((await t.trade(body(foreign, 0.3, 5))).status).to.equal(403);
    });

    it("refuses an order signed by another agent's wallet, recording nothing", async () => {
      const t = await trader();
      const other = await trader();
      const res = await t.trade(body(await other.order({ price: 0.3, size: 5 }), 0.3, 5));
      expect(res.status).to.equal(403);
      expect(res.body.errorCode).to.equal('wallet_not_registered');
      expect((await t.get('/markets/orders/history')).body.data.total).to.equal(0);
      expect((await other.get('/markets/orders/history')).body.data.total).to.equal(0);
    });

    it('takes an owner registered after an order naming it was refused', async () => {
      const t = await trader();
      expect((await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5))).status).to.equal(200);
      const creds = await simVenueCredentials(service.api(), t.agent.key, t.wallet, t.wallet, clock.now());
      const early = await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5, { owner: creds.apiKey }));
      expect(early.body.errorCode).to.equal('owner_mismatch');
      expect((await service.api().post('/wallet/credentials', { walletAddress: t.wallet.address, ...creds }, { key: t.agent.key })).status).to.equal(200);
      const res = await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5, { owner: creds.apiKey }));
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
    });

    it('refuses an owner that is not the API key registered for the maker wallet', async () => {
      const t = await trader();
      const creds = await simVenueCredentials(service.api(), t.agent.key, t.wallet, t.wallet, clock.now());
      expect((await service.api().post('/wallet/credentials', { walletAddress: t.wallet.address, ...creds }, { key: t.agent.key })).status).to.equal(200);
      const wrong = await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5, { owner: 'someone-elses-api-key' }));
      expect(wrong.status).to.equal(400);
      expect(wrong.body.errorCode).to.equal('owner_mismatch');
      const right = await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5, { owner: creds.apiKey }));
      expect(right.status, JSON.stringify(right.body)).to.equal(200);
    });

    it("refuses a negRisk flag that is not the market's", async () => {
      const t = await trader();
      const wrong = await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5, { negRisk: true }));
      expect(wrong.status).to.equal(400);
      expect(wrong.body.errorCode).to.equal('neg_risk_mismatch');
      expect(wrong.body.message).to.contain('negRisk must be false');
      expect((await t.trade(body(await t.order({ price: 0.3, size: 5 }), 0.3, 5, { negRisk: false }))).status).to.equal(200);
    });

    it('refuses postOnly on a FOK or FAK order, which never rests', async () => {
      const t = await trader();
      for (const orderType of ['FOK', 'FAK']) {
        const res = await t.trade(body(await t.order({ price: 0.6, size: 5 }), 0.6, 5, { orderType, postOnly: true }));
        expect(res.status, orderType).to.equal(400);
        expect(res.body.errorCode, orderType).to.equal('post_only_not_allowed');
      }
      expect((await t.get('/markets/orders/history')).body.data.total).to.equal(0);
    });

    it("answers 429 with Retry-After when the agent's mailbox is full", async () => {
      const small = await startTestService({ clock, config: { sweepIntervalMs: 0, actors: { mailboxSize: 2, messageTimeoutMs: 10000, idleMs: 60000, restartAfterFailures: 3 } } });
      try {
        const agent = await registerAgent(small.api());
        // Enqueued in one tick: one runs, two wait, the rest find the mailbox full.
        const sends = Array.from({ length: 5 }, () => small.actors.send(agent.agentId, { kind: 'syncOrders' }).then(() => null, (e) => e));
        const refused = (await Promise.all(sends)).filter(Boolean);
        expect(refused).to.have.length(2);
        expect(refused[0]).to.include({ status: 429, code: 'mailbox_full' });
        expect(refused[0].options.headers).to.deep.equal({ 'Retry-After': '1' });
      } finally {
        await small.close();
      }
    });
  });
});

