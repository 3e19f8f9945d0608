import { expect } from 'chai';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import { createScheduler } from '../engine/schedules/scheduler.js';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { recordEvent } from '../engine/webhooks/outbox.js';
import { linkEoa, registerAgent } from './support/builders.js';
import { sdkOrder } from './support/orders.js';
import { startTestService, type TestService } from './support/service.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const market = marketById('604146')!;

describe('schedules', () => {
  let service: TestService;
  let clock: ManualClock;
  before(async () => {
    clock = new ManualClock(Date.UTC(2026, 11, 3, 12));
    service = await startTestService({ clock });
    service.services.prices.setScriptedPrices(market.id, [{ t: 0, price: 500_000n }]);
  });
  after(() => service.close());

  it('registers the upkeep tasks, and runs none on its own in tests', () => {
    expect(service.scheduler.names()).to.include.members([
      'order-sync',
      'price-history-retention',
      'webhook-history-cleanup',
      'idempotency-key-cleanup',
    ]);
    expect(service.config.schedulesEnabled).to.equal(false);
  });

  it('order-sync cancels a GTD order past its expiration, as the venue expires it', async () => {
    const api = service.api();
    const agent = await registerAgent(api);
    const wallet = privateKeyToAccount(generatePrivateKey());
    await linkEoa(api, agent.key, wallet);
    const expiration = Math.floor(clock.now() / 1000) + 120;
    const order = await sdkOrder(wallet, { tokenID: market.clobTokenIds[0]!, price: 0.3, size: 10, expiration });
    const res = await api.post(
      '/markets/trade',
      { marketConditionId: market.conditionId, orderSize: 10, price: 0.3, order, orderType: 'GTD', expirationTime: expiration },
      { key: agent.key },
    );
    expect(res.body.status, JSON.stringify(res.body)).to.equal('live');
    await service.scheduler.run('order-sync');
    expect((await api.get(`/markets/orders/${res.body.orderId}`, { key: agent.key })).body.data.status).to.equal('LIVE');
    clock.advance(121_000);
    await service.scheduler.run('order-sync');
    expect((await api.get(`/markets/orders/${res.body.orderId}`, { key: agent.key })).body.data.status).to.equal('CANCELED');
  });

  it('price-history-retention deletes prices older than PRICE_HISTORY_RETENTION_DAYS', async () => {
    const { db } = service.services;
    const token = 'schedules-test-token';
    const retention = service.config.priceHistoryRetentionDays * DAY;
    await db
      .insertInto('price_history')
      .values([
        { token_id: token, t: new Date(clock.now() - retention - 1000), price: 1n },
        { token_id: token, t: new Date(clock.now() - retention + 1000), price: 2n },
      ])
      .execute();
    await service.scheduler.run('price-history-retention');
    const left = await db.selectFrom('price_history').select('price').where('token_id', '=', token).execute();
    expect(left).to.deep.equal([{ price: '2' }]);
  });

  it('idempotency-key-cleanup forgets keys older than IDEMPOTENCY_KEY_TTL_HOURS', async () => {
    const { db } = service.services;
    const agent = await registerAgent(service.api());
    const ttl = service.config.idempotencyKeyTtlHours * HOUR;
    const key = (name: string, age: number) => ({
      agent_id: agent.agentId,
      key: name,
      request_hash: 'h',
      status_code: 200,
      response: '{}',
      created_at: new Date(clock.now() - age),
    });
    await db.insertInto('idempotency_keys').values([key('old', ttl + 1000), key('fresh', ttl - 1000)]).execute();
    expect(await service.scheduler.run('idempotency-key-cleanup')).to.be.at.least(1);
    const left = await db.selectFrom('idempotency_keys').select('key').where('agent_id', '=', agent.agentId).execute();
    expect(left).to.deep.equal([{ key: 'fresh' }]);
  });

  it('webhook-history-cleanup deletes dispatched events and finished deliveries past WEBHOOK_RETENTION_DAYS, never pending ones', async () => {
    const { db } = service.services;
    const agent = await registerAgent(service.api());
    const retention = service.config.webhooks.retentionDays * DAY;
    const hook = (await service.api().post('/agents/webhooks', { url: 'https://example.com/h', events: ['risk.alert'] }, { key: agent.key })).body.data;
    const old = new Date(clock.now() - retention - 1000);
    await recordEvent(db, { agentId: agent.agentId, kind: 'risk.alert', payload: {}, at: old });
    await recordEvent(db, { agentId: agent.agentId, kind: 'risk.alert', payload: {}, at: old });
    const events = await db.selectFrom('webhook_events').select('id').where('agent_id', '=', agent.agentId).orderBy('id').execute();
    // One old event dispatched, one still waiting for the dispatcher.
    await db.updateTable('webhook_events').set({ dispatched_at: old }).where('id', '=', events[0]!.id).execute();
    const delivery = (id: string, status: 'delivered' | 'failed' | 'pending', eventId: string) => ({
      id,
      webhook_id: hook.webhookId,
      event_id: eventId,
      kind: 'risk.alert',
      body: '{}',
      status,
      attempts: 1,
      next_attempt_at: status === 'pending' ? old : null,
      created_at: old,
      updated_at: old,
    });
    await db
      .insertInto('webhook_deliveries')
      .values([delivery(`${agent.agentId}-done`, 'delivered', '1'), delivery(`${agent.agentId}-failed`, 'failed', '2'), delivery(`${agent.agentId}-pending`, 'pending', '3')])
      .execute();
    await db.insertInto('webhook_delivery_attempts').values({ delivery_id: `${agent.agentId}-done`, attempt: 1, status_code: 200, error: null, duration_ms: 3, attempted_at: old }).execute();

    const pruned = await service.scheduler.run('webhook-history-cleanup');
    expect(pruned).to.deep.include({ deliveries: 2 });
    const leftEvents = await db.selectFrom('webhook_events').select('id').where('agent_id', '=', agent.agentId).execute();
    expect(leftEvents.map((e) => e.id)).to.deep.equal([events[1]!.id]);
    const leftDeliveries = await db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hook.webhookId).execute();
    expect(leftDeliveries.map((d) => d.id)).to.deep.equal([`${agent.agentId}-pending`]);
    const attempts = await db.selectFrom('webhook_delivery_attempts').select('id').where('delivery_id', '=', `${agent.agentId}-done`).execute();
    expect(attempts).to.deep.equal([]);
  });

  describe('the scheduler', () => {
    it('runs a registered extra task on demand and refuses a bad cron expression or a duplicate name', async () => {
      const scheduler = createScheduler(service.services.logger);
      let runs = 0;
      scheduler.register({ name: 'reconcile', cron: '*/5 * * * *', run: async () => ++runs });
      expect(await scheduler.run('reconcile')).to.equal(1);
      expect(() => scheduler.register({ name: 'reconcile', cron: '* * * * *', run: async () => 0 })).to.throw(/already registered/);
      expect(() => scheduler.register({ name: 'bad', cron: 'every minute', run: async () => 0 })).to.throw(/invalid cron/);
      expect(() => scheduler.run('missing')).to.throw(/no scheduled task named missing/);
      await scheduler.stop();
    });

    it('when started, fires tasks on their cron schedule (every second here); stop waits for the run under way', async function () {
      this.timeout(5000);
      const scheduler = createScheduler(service.services.logger);
      let finish!: () => void;
      const fired = new Promise<void>((resolve) => {
        scheduler.register({
          name: 'tick',
          cron: '* * * * * *',
          run: () => {
            resolve();
            return new Promise<void>((done) => (finish = done));
          },
        });
      });
      scheduler.start();
      await fired;
      let stopped = false;
      const stopping = scheduler.stop().then(() => (stopped = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(stopped, 'stop() returned while the run was still going').to.equal(false);
      finish();
      await stopping;
      expect(stopped).to.equal(true);
    });

    it('a task registered after start is scheduled at once', async function () {
      this.timeout(5000);
      const scheduler = createScheduler(service.services.logger);
      scheduler.start();
      await new Promise<void>((resolve) => scheduler.register({ name: 'late', cron: '* * * * * *', run: async () => resolve() }));
      await scheduler.stop();
    });
  });
});
