import { expect } from 'chai';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ManualClock } from '../engine/clock.js';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { recordEvent } from '../engine/webhooks/outbox.js';
import { MAX_WEBHOOKS_PER_AGENT } from '../engine/webhooks/webhooks.js';
import { eventually } from './support/eventually.js';
import { linkEoa, registerAgent, type RegisteredAgent } from './support/builders.js';
import { sdkOrder } from './support/orders.js';
import { startTestService, type TestService } from './support/service.js';

const OPS_TOKEN = 'ops-token-for-webhook-tests-01';
const market = marketById('604146')!;
/** A market no other suite resolves; its resolution is taken back after. */
const resolving = marketById('604505')!;

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: any;
  /** Real arrival time: backoff is measured in real time, as the job queue waits it. */
  arrivedAt: number;
}

/** A callback receiver as the spec describes one: HMAC of the raw body against x-signature, 401 on a mismatch. */
class Receiver {
  readonly received: Received[] = [];
  readonly rejected: Received[] = [];
  /** Status codes to answer to the next valid requests, before answering 200. */
  failures: number[] = [];
  private server!: Server;
  url = '';

  constructor(private readonly secret: () => string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const entry = { headers: req.headers, raw, body: JSON.parse(raw), arrivedAt: performance.now() };
        const expected = createHmac('sha256', this.secret()).update(raw).digest();
        const given = Buffer.from(String(req.headers['x-signature'] ?? ''), 'hex');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          this.rejected.push(entry);
          res.writeHead(401).end();
          return;
        }
        const failure = this.failures.shift();
        if (failure) {
          this.rejected.push(entry);
          res.writeHead(failure).end();
          return;
        }
        this.received.push(entry);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('webhooks', () => {
  let service: TestService;
  let clock: ManualClock;
  const receivers: Receiver[] = [];

  before(async () => {
    clock = new ManualClock(Date.UTC(2026, 11, 1, 12));
    service = await startTestService({
      clock,
      config: { opsToken: OPS_TOKEN, webhooks: { dispatchIntervalMs: 0, maxAttempts: 3, backoffMs: 40, timeoutMs: 2000, retentionDays: 14, allowPrivateTargets: true } },
    });
    service.services.prices.setScriptedPrices(market.id, [{ t: 0, price: 500_000n }]);
    service.services.prices.setScriptedPrices(resolving.id, [{ t: 0, price: 500_000n }]);
  });
  after(async () => {
    await service.close();
    await Promise.all(receivers.map((r) => r.close()));
    await service.services.db.deleteFrom('market_resolutions').where('condition_id', '=', resolving.conditionId).execute();
  });

  const api = () => service.api();
  const create = (agent: RegisteredAgent, body: object) => api().post('/agents/webhooks', body, { key: agent.key });
  const deliveries = (agent: RegisteredAgent, webhookId: string, query = '') =>
    api().get(`/agents/webhooks/${webhookId}/deliveries${query}`, { key: agent.key });

  /** An agent with a receiver subscribed to `events`, and the webhook's id. */
  async function subscribed(events: string[], secret = 'receiver-secret-0123456789') {
    const agent = await registerAgent(api());
    const receiver = await new Receiver(() => secret).start();
    receivers.push(receiver);
    const res = await create(agent, { url: receiver.url, events, secret });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return { agent, receiver, webhookId: res.body.data.webhookId as string };
  }

  async function trader(agent: RegisteredAgent, limits: object = { maxTradeAmount: 1000000, dailyTradeAmountLimit: 1000000, maxPositionValue: 1000000 }) {
    const wallet = privateKeyToAccount(generatePrivateKey());
    await linkEoa(api(), agent.key, wallet);
    expect((await api().post('/markets/risk-settings', limits, { key: agent.key })).status).to.equal(200);
    return async (price: number, size: number, extra: object = {}) => {
      const order = await sdkOrder(wallet, { tokenID: market.clobTokenIds[0]!, price, size });
      return api().post('/markets/trade', { marketConditionId: market.conditionId, orderSize: size, price, order, ...extra }, { key: agent.key });
    };
  }

  const delivered = async (agent: RegisteredAgent, webhookId: string, count: number) =>
    eventually(`${count} finished deliveries`, async () => {
      const list = (await deliveries(agent, webhookId)).body.data.list as any[];
      return list.length >= count && list.every((d) => d.status !== 'pending') ? list : undefined;
    }, 5000);

  describe('registration', () => {
    it('creates a webhook, answers a generated secret once, and lists it without the secret', async () => {
      const agent = await registerAgent(api());
      const res = await create(agent, { url: 'https://example.com/hooks', events: ['order.filled', 'skill.reviewed'] });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.include({ code: 200, message: 'success' });
      expect(res.body.data).to.include({ url: 'https://example.com/hooks' });
      expect(res.body.data.events).to.deep.equal(['order.filled', 'skill.reviewed']);
      expect(res.body.data.secret).to.match(/^[0-9a-f]{64}$/);
      const list = await api().get('/agents/webhooks', { key: agent.key });
      expect(list.body.data).to.deep.equal([
        { webhookId: res.body.data.webhookId, url: 'https://example.com/hooks', events: ['order.filled', 'skill.reviewed'], createdAt: res.body.data.createdAt },
      ]);
    });

    it('stores the secret sealed and never logs it', async () => {
      const agent = await registerAgent(api());
      const secret = 'a-secret-that-must-not-leak-42';
      const res = await create(agent, { url: 'https://example.com/x', events: ['order.filled'], secret });
      const row = await service.services.db.selectFrom('webhooks').selectAll().where('id', '=', res.body.data.webhookId).executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).to.not.include(secret);
      expect(service.logs.join('\n')).to.not.include(secret);
    });

    for (const [name, body, path] of [
      ['an ftp URL', { url: 'ftp://example.com/x', events: ['order.filled'] }, 'body.url'],
      ['a relative URL', { url: '/hooks', events: ['order.filled'] }, 'body.url'],
      ['a URL with credentials', { url: 'https://user:pw@example.com/x', events: ['order.filled'] }, 'body.url'],
      ['no events', { url: 'https://example.com/x', events: [] }, 'body.events'],
      ['an unknown event', { url: 'https://example.com/x', events: ['order.exploded'] }, 'body.events.0'],
      ['a repeated event', { url: 'https://example.com/x', events: ['order.filled', 'order.filled'] }, 'body.events'],
      ['a 15-character secret', { url: 'https://example.com/x', events: ['order.filled'], secret: 'x'.repeat(15) }, 'body.secret'],
      ['an unknown field', { url: 'https://example.com/x', events: ['order.filled'], extra: 1 }, 'body'],
    ] as const) {
      it(`refuses ${name} with 400`, async () => {
        const agent = await registerAgent(api());
        const res = await create(agent, body);
        expect(res.status, JSON.stringify(res.body)).to.equal(400);
        expect(res.body.errors.map((e: any) => e.path).join(' ')).to.include(path);
      });
    }

    it('accepts a 16-character secret', async () => {
      const agent = await registerAgent(api());
      expect((await create(agent, { url: 'http://example.com/x', events: ['risk.alert'], secret: 'x'.repeat(16) })).status).to.equal(200);
    });

    it('deletes a webhook; another agent sees it as 404', async () => {
      const agent = await registerAgent(api());
      const other = await registerAgent(api());
      const { webhookId } = (await create(agent, { url: 'https://example.com/x', events: ['order.filled'] })).body.data;
      expect((await api().call('DELETE', `/agents/webhooks/${webhookId}`, undefined, { key: other.key })).status).to.equal(404);
      expect((await deliveries(other, webhookId)).status).to.equal(404);
      const res = await api().call('DELETE', `/agents/webhooks/${webhookId}`, undefined, { key: agent.key });
      expect(res.body.data).to.deep.equal({ webhookId, deleted: true });
      expect((await api().get('/agents/webhooks', { key: agent.key })).body.data).to.deep.equal([]);
      expect((await api().call('DELETE', `/agents/webhooks/${webhookId}`, undefined, { key: agent.key })).status).to.equal(404);
    });

    it(`refuses webhook ${MAX_WEBHOOKS_PER_AGENT + 1} with 409 until one is deleted`, async () => {
      const agent = await registerAgent(api());
      const ids: string[] = [];
      for (let i = 0; i < MAX_WEBHOOKS_PER_AGENT; i++) {
        const res = await create(agent, { url: `https://example.com/${i}`, events: ['order.filled'] });
        expect(res.status, JSON.stringify(res.body)).to.equal(200);
        ids.push(res.body.data.webhookId);
      }
      const refused = await create(agent, { url: 'https://example.com/more', events: ['order.filled'] });
      expect(refused.status).to.equal(409);
      expect(refused.body).to.include({ code: 409, errorCode: 'too_many_webhooks', data: null });
      expect((await api().call('DELETE', `/agents/webhooks/${ids[0]}`, undefined, { key: agent.key })).status).to.equal(200);
      expect((await create(agent, { url: 'https://example.com/more', events: ['order.filled'] })).status).to.equal(200);
    });

    it('needs an API key', async () => {
      expect((await api().get('/agents/webhooks')).status).to.equal(401);
    });
  });

  describe('delivery', () => {
    it('posts a fill signed with HMAC-SHA256 of the raw body, with delivery id and timestamp headers', async () => {
      const { agent, receiver, webhookId } = await subscribed(['order.filled']);
      const trade = await trader(agent);
      const res = await trade(0.6, 10);
      expect(res.body.status).to.equal('matched');
      expect(await service.webhooks.dispatch()).to.be.greaterThan(0);
      const [delivery] = await delivered(agent, webhookId, 1);

      expect(receiver.rejected).to.have.length(0);
      expect(receiver.received).to.have.length(1);
      const { headers, body } = receiver.received[0]!;
      expect(headers['x-delivery-id']).to.equal(delivery.deliveryId);
      expect(headers['x-timestamp']).to.equal(String(clock.now()));
      expect(headers['x-event-kind']).to.equal('order.filled');
      expect(headers['content-type']).to.equal('application/json');
      expect(body).to.include({ kind: 'order.filled', agentId: agent.agentId, occurredAt: String(clock.now()), eventId: delivery.eventId });
      expect(body.data).to.include({ orderId: res.body.orderId, side: 'BUY', outcome: 'YES', size: '10', matchedSize: '10', fillSize: '10', fillAmount: '5.1', price: '0.6' });
      expect(delivery).to.include({ status: 'delivered', attemptCount: 1, nextAttemptAt: null, kind: 'order.filled' });
      expect(delivery.attempts).to.have.length(1);
      expect(delivery.attempts[0]).to.include({ attempt: 1, statusCode: 204, error: null });
    });

    it('a receiver holding another secret answers 401, and the delivery records the refusal', async () => {
      const agent = await registerAgent(api());
      const receiver = await new Receiver(() => 'not-the-webhook-secret').start();
      receivers.push(receiver);
      const { webhookId } = (await create(agent, { url: receiver.url, events: ['order.filled'], secret: 'the-webhook-secret-123' })).body.data;
      await (await trader(agent))(0.6, 5);
      await service.webhooks.dispatch();
      const [delivery] = await delivered(agent, webhookId, 1);
      expect(receiver.received).to.have.length(0);
      expect(receiver.rejected).to.have.length(3);
      expect(delivery).to.include({ status: 'failed', attemptCount: 3, nextAttemptAt: null });
      expect(delivery.attempts.map((a: any) => a.statusCode)).to.deep.equal([401, 401, 401]);
      expect(delivery.attempts[0].error).to.equal('receiver answered HTTP 401');
    });

    it('retries a failing receiver with exponential backoff until it answers 2xx, listing every attempt', async () => {
      const { agent, receiver, webhookId } = await subscribed(['order.filled']);
      receiver.failures = [500, 503];
      await (await trader(agent))(0.6, 5);
      await service.webhooks.dispatch();
      const pending = await eventually('a failed attempt', async () => {
        const [d] = (await deliveries(agent, webhookId, '?status=pending')).body.data.list;
        return d?.attemptCount >= 1 ? d : undefined;
      }, 5000);
      // Due 40 ms after the first failure, 80 ms after the second (on the injected clock, which stands still).
      expect(pending.nextAttemptAt).to.equal(String(clock.now() + 40 * 2 ** (pending.attemptCount - 1)));

      const [delivery] = await delivered(agent, webhookId, 1);
      expect(delivery).to.include({ status: 'delivered', attemptCount: 3, nextAttemptAt: null });
      expect(delivery.attempts.map((a: any) => [a.attempt, a.statusCode])).to.deep.equal([[1, 500], [2, 503], [3, 204]]);
      expect(receiver.received).to.have.length(1);
      const [first, second, third] = [...receiver.rejected, ...receiver.received].map((r) => r.arrivedAt);
      expect(second! - first!).to.be.at.least(35);
      expect(third! - second!).to.be.at.least(75);
      // Every attempt posts the same bytes, so the receiver can deduplicate on eventId.
      expect(new Set(receiver.rejected.concat(receiver.received).map((r) => r.raw)).size).to.equal(1);
      expect(new Set(receiver.rejected.concat(receiver.received).map((r) => r.headers['x-delivery-id'])).size).to.equal(1);
    });

    it('records a receiver that does not answer as an error without a status code', async () => {
      const agent = await registerAgent(api());
      const { webhookId } = (await create(agent, { url: 'http://127.0.0.1:9/closed', events: ['order.filled'] })).body.data;
      await (await trader(agent))(0.6, 5);
      await service.webhooks.dispatch();
      const [delivery] = await delivered(agent, webhookId, 1);
      expect(delivery.status).to.equal('failed');
      expect(delivery.attempts[0].statusCode).to.equal(null);
      expect(delivery.attempts[0].error).to.match(/^request failed/);
    });

    it('a secret that no configured key opens fails the delivery after its attempts, posting nothing', async () => {
      const { agent, receiver, webhookId } = await subscribed(['risk.alert']);
      // As after the credentials key that sealed it was dropped from CREDENTIALS_KEY.
      await service.services.db.updateTable('webhooks').set({ secret_key_id: 'retired-key' }).where('id', '=', webhookId).execute();
      await recordEvent(service.services.db, { agentId: agent.agentId, kind: 'risk.alert', payload: {}, at: new Date(clock.now()) });
      await service.webhooks.dispatch();
      const [delivery] = await delivered(agent, webhookId, 1);
      expect(delivery).to.include({ status: 'failed', attemptCount: 3, nextAttemptAt: null });
      expect(delivery.attempts.map((a: any) => a.statusCode)).to.deep.equal([null, null, null]);
      expect(delivery.attempts[0].error).to.match(/secret cannot be opened/);
      expect(receiver.received.length + receiver.rejected.length).to.equal(0);
    });

    it('queues again a pending delivery whose job was lost (over a minute overdue), and only such a one', async () => {
      const { agent, receiver, webhookId } = await subscribed(['risk.alert']);
      const { db } = service.services;
      const pending = (id: string, overdueMs: number, eventId: string) => {
        const due = new Date(clock.now() - overdueMs);
        const body = JSON.stringify({ eventId, kind: 'risk.alert', agentId: agent.agentId, occurredAt: String(due.getTime()), data: { id } });
        return { id, webhook_id: webhookId, event_id: eventId, kind: 'risk.alert', body, status: 'pending' as const, attempts: 0, next_attempt_at: due, created_at: due, updated_at: due };
      };
      const [lost, late] = [`${webhookId}-lost`, `${webhookId}-late`];
      await db.insertInto('webhook_deliveries').values([pending(lost, 61_000, '1'), pending(late, 30_000, '2')]).execute();
      await service.webhooks.dispatch();
      // The receiver answers before the delivery's row is written: wait for the row, not the request.
      const rows = await eventually(
        'the lost delivery recorded',
        async () => {
          const found = await db.selectFrom('webhook_deliveries').select(['id', 'status', 'attempts']).where('webhook_id', '=', webhookId).orderBy('id').execute();
          return found.some((row) => row.id === lost && row.status !== 'pending') ? found : undefined;
        },
        5000,
      );
      expect(receiver.received.map((r) => r.body.data.id)).to.deep.equal([lost]);
      expect(rows).to.deep.equal([
        { id: late, status: 'pending', attempts: 0 },
        { id: lost, status: 'delivered', attempts: 1 },
      ]);
      // A late delivery that no clock advance will make lost here: its webhook goes, and the row with it.
      await api().call('DELETE', `/agents/webhooks/${webhookId}`, undefined, { key: agent.key });
    });

    it('delivers only the kinds a webhook subscribed to', async () => {
      const { agent, receiver, webhookId } = await subscribed(['order.canceled']);
      const trade = await trader(agent);
      await trade(0.6, 5);
      const resting = await trade(0.4, 5);
      expect(resting.body.status).to.equal('live');
      await api().post(`/markets/orders/${resting.body.orderId}/cancel`, undefined, { key: agent.key });
      await service.webhooks.dispatch();
      const list = await delivered(agent, webhookId, 1);
      expect(list.map((d) => d.kind)).to.deep.equal(['order.canceled']);
      expect(receiver.received[0]!.body.data).to.include({ orderId: resting.body.orderId, size: '5', matchedSize: '0' });
    });

    it('reports the trade that reaches a daily limit, once', async () => {
      const { agent, receiver, webhookId } = await subscribed(['limit.reached']);
      const trade = await trader(agent, { maxTradeAmount: 1000, dailyTradeAmountLimit: 1000, maxPositionValue: 1000, maxTradesPerDay: 2 });
      expect((await trade(0.6, 5)).status).to.equal(200);
      await service.webhooks.dispatch();
      expect((await deliveries(agent, webhookId)).body.data.total).to.equal(0);
      expect((await trade(0.6, 5)).status).to.equal(200);
      const refused = await trade(0.6, 5);
      expect(refused.status).to.equal(403);
      await service.webhooks.dispatch();
      await delivered(agent, webhookId, 1);
      expect(receiver.received.map((r) => r.body.data)).to.deep.equal([{ limit: 'maxTradesPerDay', value: '2', used: '2', day: '2026-12-01' }]);
    });

    it('reports the trade that reaches the daily amount limit, once', async () => {
      const { agent, receiver, webhookId } = await subscribed(['limit.reached']);
      const trade = await trader(agent, { maxTradeAmount: 1000, dailyTradeAmountLimit: 5.1, maxPositionValue: 1000 });
      expect((await trade(0.51, 5)).status).to.equal(200);
      await service.webhooks.dispatch();
      expect((await deliveries(agent, webhookId)).body.data.total).to.equal(0);
      expect((await trade(0.51, 5)).status).to.equal(200);
      expect((await trade(0.51, 5)).status).to.equal(403);
      await service.webhooks.dispatch();
      await delivered(agent, webhookId, 1);
      expect(receiver.received.map((r) => r.body.data)).to.deep.equal([{ limit: 'dailyTradeAmountLimit', value: '5.1', used: '5.1', day: '2026-12-01' }]);
    });

    it('records an event only for an agent with a webhook subscribed to its kind: nothing is written for a delivery nobody asked for', async () => {
      const { db } = service.services;
      const { agent } = await subscribed(['order.canceled']);
      const loner = await registerAgent(api());
      const at = new Date(clock.now());
      for (const { agentId } of [agent, loner]) {
        for (const kind of ['order.filled', 'order.canceled'] as const) await recordEvent(db, { agentId, kind, payload: {}, at });
      }
      const events = await db.selectFrom('webhook_events').select(['agent_id', 'kind']).where('agent_id', 'in', [agent.agentId, loner.agentId]).execute();
      expect(events).to.deep.equal([{ agent_id: agent.agentId, kind: 'order.canceled' }]);
    });

    it('a rolled-back change emits nothing: the outbox row goes with the transaction', async () => {
      const { agent, webhookId } = await subscribed(['order.filled', 'risk.alert']);
      const { db } = service.services;
      await db
        .transaction()
        .execute(async (trx) => {
          await recordEvent(trx, { agentId: agent.agentId, kind: 'risk.alert', payload: { note: 'rolled back' }, at: new Date(clock.now()) });
          throw new Error('the trade failed after its event was written');
        })
        .catch(() => {});
      // A trade refused inside its transaction (FOK the book cannot fill) leaves no event either.
      const trade = await trader(agent);
      expect((await trade(0.51, 5000, { orderType: 'FOK' })).status).to.equal(400);
      await service.webhooks.dispatch();
      expect((await deliveries(agent, webhookId)).body.data).to.deep.equal({ list: [], total: 0 });
      const events = await db.selectFrom('webhook_events').select('id').where('agent_id', '=', agent.agentId).execute();
      expect(events).to.deep.equal([]);
    });

    it('tells every holder of a market that it resolved', async () => {
      const holders = [await subscribed(['market.resolved']), await subscribed(['market.resolved'])];
      for (const { agent } of holders) {
        const wallet = privateKeyToAccount(generatePrivateKey());
        await linkEoa(api(), agent.key, wallet);
        const order = await sdkOrder(wallet, { tokenID: resolving.clobTokenIds[0]!, price: 0.6, size: 5 });
        const trade = await api().post('/markets/trade', { marketConditionId: resolving.conditionId, orderSize: 5, price: 0.6, order }, { key: agent.key });
        expect(trade.body.status, JSON.stringify(trade.body)).to.equal('matched');
      }
      const resolve = await api().post(`/ops/markets/${resolving.conditionId}/resolve`, { winningOutcome: 'YES' }, { key: OPS_TOKEN });
      expect(resolve.status, JSON.stringify(resolve.body)).to.equal(200);
      await service.webhooks.dispatch();
      for (const { agent, receiver, webhookId } of holders) {
        await delivered(agent, webhookId, 1);
        expect(receiver.received).to.have.length(1);
        expect(receiver.received[0]!.body).to.include({ agentId: agent.agentId });
        expect(receiver.received[0]!.body.data).to.deep.include({ conditionId: resolving.conditionId, winningOutcome: 'YES', source: 'ops' });
      }
    });

    it('several dispatchers drain the outbox together without delivering an event twice', async () => {
      const { agent, receiver, webhookId } = await subscribed(['risk.alert']);
      for (let i = 0; i < 5; i++) {
        await recordEvent(service.services.db, { agentId: agent.agentId, kind: 'risk.alert', payload: { i }, at: new Date(clock.now()) });
      }
      const second = await startTestService({ clock, config: { webhooks: service.config.webhooks, credentialsKey: service.config.credentialsKey } });
      try {
        await Promise.all([service.webhooks.dispatch(), second.webhooks.dispatch(), service.webhooks.dispatch()]);
        await delivered(agent, webhookId, 5);
      } finally {
        await second.close();
      }
      expect(receiver.received.map((r) => r.body.data.i).sort()).to.deep.equal([0, 1, 2, 3, 4]);
    });

    it('lists deliveries with limit, offset and status filters', async () => {
      const { agent, webhookId } = await subscribed(['risk.alert']);
      for (let i = 0; i < 3; i++) {
        await recordEvent(service.services.db, { agentId: agent.agentId, kind: 'risk.alert', payload: { i }, at: new Date(clock.now()) });
      }
      await service.webhooks.dispatch();
      await delivered(agent, webhookId, 3);
      const page = (await deliveries(agent, webhookId, '?limit=2&offset=1')).body.data;
      expect(page.total).to.equal(3);
      expect(page.list).to.have.length(2);
      expect((await deliveries(agent, webhookId, '?status=failed')).body.data.total).to.equal(0);
      expect((await deliveries(agent, webhookId, '?limit=0')).status).to.equal(400);
      expect((await deliveries(agent, webhookId, '?limit=101')).status).to.equal(400);
      expect((await deliveries(agent, webhookId, '?offset=-1')).status).to.equal(400);
    });
  });
});
