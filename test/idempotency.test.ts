import { expect } from 'chai';
import { randomBytes, randomUUID } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import { claimKey, requestHash } from '../engine/idempotency.js';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { linkEoa, registerAgent, type RegisteredAgent } from './support/builders.js';
import type { Api } from './support/client.js';
import { sdkOrder } from './support/orders.js';
import { startTestService, type TestService } from './support/service.js';
import { fundedWallet, signQuote, trade } from './support/solana.js';

const market = marketById('604146')!;
const YES = market.clobTokenIds[0]!;
const LEASE_MS = 5000;

describe('Idempotency-Key leases and recovery', () => {
  let service: TestService;
  let clock: ManualClock;
  let api: Api;
  let agent: RegisteredAgent;
  let wallet: PrivateKeyAccount;
  before(async () => {
    clock = new ManualClock(Date.UTC(2026, 11, 1, 12));
    service = await startTestService({ clock, config: { idempotencyLeaseMs: LEASE_MS } });
    service.services.prices.setScriptedPrices(market.id, [{ t: 0, price: 500_000n }]);
    api = service.api();
    agent = await registerAgent(api);
    wallet = privateKeyToAccount(generatePrivateKey());
    await linkEoa(api, agent.key, wallet);
    expect((await api.post('/markets/risk-settings', { maxTradeAmount: 1000, dailyTradeAmountLimit: 100000, maxPositionValue: 100000 }, { key: agent.key })).status).to.equal(200);
  });
  after(() => service.close());

  const db = () => service.services.db;
  const call = (path: string, body: unknown, key: string) => api.post(path, body, { key: agent.key, headers: { 'idempotency-key': key } });
  const tradeBody = async (price: number, size = 10) => ({ marketConditionId: market.conditionId, orderSize: size, price, order: await sdkOrder(wallet, { tokenID: YES, price, size }) });
  const count = async (table: 'orders' | 'skills' | 'venue_b_orders' | 'venue_b_transfers') =>
    Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('agent_id', '=', agent.agentId).executeTakeFirstOrThrow()).n);
  const todayTrades = async () =>
    (await db().selectFrom('daily_counters').select('trades').where('agent_id', '=', agent.agentId).where('day', '=', '2026-12-01').executeTakeFirst())?.trades ?? 0;
  const keyRow = (key: string) => db().selectFrom('idempotency_keys').selectAll().where('agent_id', '=', agent.agentId).where('key', '=', key).executeTakeFirstOrThrow();

  /** The key as a process leaves it when it dies before answering: in progress, held by a lease that lapsed. */
  const orphan = (key: string) =>
    db()
      .updateTable('idempotency_keys')
      .set({ status_code: null, response: null, lease_token: 'a-process-that-died', lease_until: new Date(clock.now() - 1) })
      .where('agent_id', '=', agent.agentId)
      .where('key', '=', key)
      .execute();

  /** A key held by another process that is still working on it, as its claim would have written it. */
  const heldElsewhere = (key: string, path: string, body: unknown, leaseMs: number) =>
    db()
      .insertInto('idempotency_keys')
      .values({
        agent_id: agent.agentId,
        key,
        request_hash: requestHash('POST', path, JSON.parse(JSON.stringify(body))),
        status_code: null,
        response: null,
        created_at: new Date(clock.now()),
        lease_token: 'another-live-process',
        lease_until: new Date(clock.now() + leaseMs),
        work_id: randomUUID(),
      })
      .execute();

  it('answers 409 with Retry-After while another process holds the key, and runs the request once its lease lapses', async () => {
    const body = await tradeBody(0.3);
    await heldElsewhere('held-1', '/markets/trade', body, 2200);
    const busy = await call('/markets/trade', body, 'held-1');
    expect(busy.status).to.equal(409);
    expect(busy.body.errorCode).to.equal('idempotency_key_in_progress');
    expect(busy.headers.get('retry-after')).to.equal('3');
    expect(await count('orders')).to.equal(0);

    clock.advance(2200);
    const taken = await call('/markets/trade', body, 'held-1');
    expect(taken.status, JSON.stringify(taken.body)).to.equal(200);
    expect(taken.headers.get('idempotent-replayed')).to.equal(null);
    expect(await count('orders')).to.equal(1);
    const replay = await call('/markets/trade', body, 'held-1');
    expect(replay.body).to.deep.equal(taken.body);
    expect(replay.headers.get('idempotent-replayed')).to.equal('true');
  });

  it('recovers a trade whose process died after placing it: the order by its hash is the answer, counted once', async () => {
    const body = await tradeBody(0.31);
    const first = await call('/markets/trade', body, 'crash-trade');
    expect(first.status).to.equal(200);
    const [orders, trades] = [await count('orders'), await todayTrades()];
    await orphan('crash-trade');
    const retried = await call('/markets/trade', body, 'crash-trade');
    expect(retried.status).to.equal(200);
    expect(retried.body).to.deep.equal(first.body);
    expect([await count('orders'), await todayTrades()]).to.deep.equal([orders, trades]);
    expect((await keyRow('crash-trade')).status_code).to.equal(200);
  });

  it('lets exactly one of several concurrent retries take over an orphaned key; the others are told to wait', async () => {
    const body = await tradeBody(0.35);
    await heldElsewhere('orphan-race', '/markets/trade', body, -1);
    const hash = requestHash('POST', '/markets/trade', JSON.parse(JSON.stringify(body)));
    const claims = await Promise.allSettled(Array.from({ length: 8 }, () => claimKey(db(), agent.agentId, 'orphan-race', hash, new Date(clock.now()), LEASE_MS)));
    const runs = claims.filter((c) => c.status === 'fulfilled');
    expect(runs).to.have.length(1);
    expect(runs[0]).to.have.nested.property('value.recovering', true);
    for (const refused of claims.filter((c) => c.status === 'rejected')) expect((refused as PromiseRejectedResult).reason).to.include({ status: 409 });
  });

  it('recovers a batch that died half way: placed orders are found by their hash, the rest are placed, each once', async () => {
    const bodies = [await tradeBody(0.32), await tradeBody(0.33), await tradeBody(0.34)];
    const batch = { orders: bodies };
    // The dead run placed the first two and never answered.
    await heldElsewhere('crash-batch', '/markets/batch-trade', batch, -1);
    for (const order of bodies.slice(0, 2)) expect((await api.post('/markets/trade', order, { key: agent.key })).status).to.equal(200);
    const [orders, trades] = [await count('orders'), await todayTrades()];
    const retried = await call('/markets/batch-trade', batch, 'crash-batch');
    expect(retried.status, JSON.stringify(retried.body)).to.equal(200);
    expect(retried.body).to.include({ total: 3, succeeded: 3, failed: 0 });
    expect([await count('orders'), await todayTrades()]).to.deep.equal([orders + 1, trades + 1]);
  });

  it('frees the key after a 5xx, so that the retry runs again, as the same work', async () => {
    const target = (await fundedWallet(api, agent.key, '1')).publicKey.toBase58();
    const sim = service.services.venueB.sim!;
    const fund = sim.fund;
    sim.fund = () => {
      sim.fund = fund;
      throw new Error('the simulated chain fell over');
    };
    const body = { walletAddress: target, amount: '2' };
    const before = (await api.get('/agents/me', { key: agent.key })).body.data.simulationBalance;
    const failed = await call('/venue_b/sim/faucet', body, 'after-5xx');
    expect(failed.status).to.equal(500);
    const { work_id: workId } = await keyRow('after-5xx');
    const retried = await call('/venue_b/sim/faucet', body, 'after-5xx');
    expect(retried.status, JSON.stringify(retried.body)).to.equal(200);
    expect(retried.headers.get('idempotent-replayed')).to.equal(null);
    expect(retried.body.data.funded).to.equal('2');
    expect((await api.get('/agents/me', { key: agent.key })).body.data.simulationBalance).to.equal(before - 2);
    expect((await keyRow('after-5xx')).work_id).to.equal(workId);
  });

  it('recovers a faucet grant that committed before its process died: funded once', async () => {
    const target = (await fundedWallet(api, agent.key, '1')).publicKey.toBase58();
    const body = { walletAddress: target, amount: '3' };
    const first = await call('/venue_b/sim/faucet', body, 'crash-faucet');
    expect(first.status).to.equal(200);
    const balance = (await api.get('/agents/me', { key: agent.key })).body.data.simulationBalance;
    await orphan('crash-faucet');
    const retried = await call('/venue_b/sim/faucet', body, 'crash-faucet');
    expect(retried.status).to.equal(200);
    expect(retried.body.data).to.include({ walletAddress: target, funded: '3', usdcBalance: '4' });
    expect((await api.get('/agents/me', { key: agent.key })).body.data.simulationBalance).to.equal(balance);
  });

  it('recovers a skill submission: the skill its run made, not a second one', async () => {
    const body = { skillName: 'recovered', description: 'made once' };
    const first = await call('/agent/skill/submit-skill', body, 'crash-skill');
    expect(first.status).to.equal(200);
    await orphan('crash-skill');
    const skills = await count('skills');
    const retried = await call('/agent/skill/submit-skill', body, 'crash-skill');
    expect(retried.status).to.equal(200);
    expect(retried.body.data).to.deep.equal(first.body.data);
    expect(await count('skills')).to.equal(skills);
  });

  it('renews the lease of a request still running, so that no retry takes it over', async function () {
    this.timeout(20_000);
    const live = await startTestService({ config: { idempotencyLeaseMs: 300 } });
    try {
      const liveApi = live.api();
      const owner = await registerAgent(liveApi);
      // The first submit stalls in Redis (or the in-memory store) for several lease periods.
      let release!: () => void;
      const stalled = new Promise<void>((resolve) => (release = resolve));
      const getDel = live.services.kv.getDel.bind(live.services.kv);
      live.services.kv.getDel = async (key) => {
        live.services.kv.getDel = getDel;
        await stalled;
        return getDel(key);
      };
      const body = { marketTicker: 'KXSB-27-KC', side: 'YES', action: 'BUY', amount: 2, userPublicKey: '11111111111111111111111111111111', quoteId: randomUUID(), signedTransaction: 'AA==' };
      const headers = { 'idempotency-key': 'long-run' };
      const first = liveApi.post('/venue_b/agent/submit', body, { key: owner.key, headers });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const during = await liveApi.post('/venue_b/agent/submit', body, { key: owner.key, headers });
      expect(during.status, JSON.stringify(during.body)).to.equal(409);
      release();
      expect((await first).status).to.equal(404);
      const after = await liveApi.post('/venue_b/agent/submit', body, { key: owner.key, headers });
      expect(after.headers.get('idempotent-replayed')).to.equal('true');
    } finally {
      await live.close();
    }
  });

  describe('on venue_b', () => {
    let keypair: Awaited<ReturnType<typeof fundedWallet>>;
    const venueB = () => service.services.venueB;
    const feeBalance = async () => (await venueB().balances(venueB().sim!.feeWallet, [venueB().settlementMint])).get(venueB().settlementMint) ?? 0n;
    before(async () => {
      keypair = await fundedWallet(api, agent.key, '30');
      const { submit } = await trade(api, agent.key, keypair, { marketTicker: 'KXSB-27-KC', side: 'YES', action: 'BUY', amount: 10 });
      expect(submit.status, JSON.stringify(submit.body)).to.equal(200);
    });

    it('recovers a submit whose process died after broadcasting: the order is the answer, broadcast once', async () => {
      const quote = await api.post('/venue_b/agent/quote', { marketTicker: 'KXSB-27-KC', side: 'YES', action: 'BUY', amount: 2, userPublicKey: keypair.publicKey.toBase58() }, { key: agent.key });
      const body = { marketTicker: 'KXSB-27-KC', side: 'YES', action: 'BUY', amount: 2, userPublicKey: keypair.publicKey.toBase58(), quoteId: quote.body.quoteId, signedTransaction: signQuote(quote.body.unsignedTransaction, keypair) };
      const first = await call('/venue_b/agent/submit', body, 'crash-submit');
      expect(first.status, JSON.stringify(first.body)).to.equal(200);
      const orders = await count('venue_b_orders');
      await orphan('crash-submit');
      const retried = await call('/venue_b/agent/submit', body, 'crash-submit');
      expect(retried.status, JSON.stringify(retried.body)).to.equal(200);
      expect(retried.body).to.deep.equal(first.body);
      expect(await count('venue_b_orders')).to.equal(orders);
    });

    it('recovers a fee charge that landed before its process died: its receipt, charged once', async () => {
      const body = { amount: '0.005', fromAddress: keypair.publicKey.toBase58() };
      const before = await feeBalance();
      const first = await call('/aiagent/charge-fee/venue_b/trade-fee', body, 'crash-fee-landed');
      expect(first.status, JSON.stringify(first.body)).to.equal(200);
      // Died after the broadcast, before marking it done and answering.
      await db().updateTable('venue_b_transfers').set({ status: 'pending' }).where('id', '=', first.body.id).execute();
      await orphan('crash-fee-landed');
      const retried = await call('/aiagent/charge-fee/venue_b/trade-fee', body, 'crash-fee-landed');
      expect(retried.status).to.equal(200);
      expect(retried.body).to.deep.equal(first.body);
      expect((await feeBalance()) - before).to.equal(5_000n);
    });

    it('charges a fee whose process died before its transaction reached the chain, once', async () => {
      const body = { amount: '0.005', fromAddress: keypair.publicKey.toBase58() };
      const before = await feeBalance();
      // The dead run recorded the charge as pending, then died with its signed transaction unsent.
      await heldElsewhere('crash-fee-lost', '/aiagent/charge-fee/venue_b/trade-fee', body, -1);
      const { work_id: workId } = await keyRow('crash-fee-lost');
      await db()
        .insertInto('venue_b_transfers')
        .values({ id: workId!, agent_id: agent.agentId, kind: 'fee', from_address: body.fromAddress, to_address: venueB().sim!.feeWallet, amount: 5_000n, tx_signature: getBase58Decoder().decode(randomBytes(64)), status: 'pending', created_at: new Date(clock.now()) })
        .execute();
      const retried = await call('/aiagent/charge-fee/venue_b/trade-fee', body, 'crash-fee-lost');
      expect(retried.status, JSON.stringify(retried.body)).to.equal(200);
      expect(retried.body.id).to.equal(workId);
      expect((await feeBalance()) - before).to.equal(5_000n);
      const again = await call('/aiagent/charge-fee/venue_b/trade-fee', body, 'crash-fee-lost');
      expect(again.headers.get('idempotent-replayed')).to.equal('true');
      expect((await feeBalance()) - before).to.equal(5_000n);
    });
  });
});
