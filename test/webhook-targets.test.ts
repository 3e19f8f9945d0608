import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '../engine/clock.js';
import { loadConfig } from '../engine/config.js';
import { recordEvent } from '../engine/webhooks/outbox.js';
import { connectionLookup, RefusedTargetError, type Resolve } from '../engine/webhooks/targets.js';
import { createWebhook } from '../engine/webhooks/webhooks.js';
import { registerAgent } from './support/builders.js';
import { env, runId } from './support/environment.js';
import { eventually } from './support/eventually.js';
import { startTestService, type TestService } from './support/service.js';

/** Runs a connection's lookup as Node's socket would, with `all` as given. */
function lookUp(lookup: ReturnType<typeof connectionLookup>, host: string, all: boolean): Promise<LookupAddress[] | string> {
  return new Promise((resolve, reject) =>
    lookup(host, { all }, (error, address) => (error ? reject(error) : resolve(address as LookupAddress[] | string))),
  );
}

describe('webhook targets, with WEBHOOK_ALLOW_PRIVATE_TARGETS off', () => {
  let service: TestService;
  let clock: ManualClock;
  before(async () => {
    clock = new ManualClock(Date.UTC(2026, 11, 1, 12));
    const defaults = loadConfig({});
    service = await startTestService({
      clock,
      config: {
        webhooks: { ...defaults.webhooks, dispatchIntervalMs: 0, maxAttempts: 1, allowPrivateTargets: false },
        // Queues of its own, so that no other service's worker delivers its jobs.
        redis: env().redis && { ...env().redis!, prefix: `${env().redis!.prefix}strict-${runId}:` },
      },
    });
  });
  after(() => service.close());

  const REFUSED = [
    ['http://127.0.0.1:8080/hook', 'loopback'],
    ['http://localhost:5432/', 'loopback'],
    ['http://[::1]/hook', 'loopback'],
    ['http://[::ffff:127.0.0.1]/hook', 'loopback'],
    ['http://2130706433/hook', 'loopback'],
    ['http://0.0.0.0:6379/', 'unspecified'],
    ['http://[::]/hook', 'unspecified'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['http://[fe80::1]/hook', 'link-local'],
    ['http://10.0.0.1/hook', 'private'],
    ['http://172.16.4.2/hook', 'private'],
    ['http://192.168.1.10/hook', 'private'],
    ['http://100.64.0.7/hook', 'private'],
    ['http://[::ffff:10.0.0.1]/hook', 'private'],
    ['https://[fd12:3456::1]/hook', 'unique-local'],
    ['http://224.0.0.251/hook', 'multicast'],
    ['http://[ff02::1]/hook', 'multicast'],
  ] as const;

  it('refuses at registration, with 400 naming the kind of address, every internal target', async () => {
    const agent = await registerAgent(service.api());
    for (const [url, kind] of REFUSED) {
      const res = await service.api().post('/agents/webhooks', { url, events: ['order.filled'] }, { key: agent.key });
      expect(res.status, url).to.equal(400);
      expect(res.body.errorCode, url).to.equal('webhook_target_refused');
      expect(res.body.errors, url).to.deep.equal([{ path: 'body.url', message: `must not reach a ${kind} address` }]);
    }
    expect((await service.api().get('/agents/webhooks', { key: agent.key })).body.data).to.deep.equal([]);
  });

  it('accepts a public address', async () => {
    const agent = await registerAgent(service.api());
    const res = await service.api().post('/agents/webhooks', { url: 'https://93.184.216.34/hook', events: ['order.filled'] }, { key: agent.key });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
  });

  it('checks again at delivery, against the address it connects to: a name that now resolves to loopback gets nothing', async () => {
    let hits = 0;
    const receiver: Server = createServer((_req, res) => {
      hits++;
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const agent = await registerAgent(service.api());
      // As if `localhost` had resolved to a public address when the webhook was registered.
      const { port } = receiver.address() as AddressInfo;
      const webhook = await createWebhook(
        { db: service.services.db, keys: service.services.credentialsKeys, allowPrivateTargets: true },
        agent.agentId,
        { url: `http://localhost:${port}/hook`, events: ['risk.alert'], secret: 'rebinding-secret-0123' },
        new Date(clock.now()),
      );
      await recordEvent(service.services.db, { agentId: agent.agentId, kind: 'risk.alert', payload: {}, at: new Date(clock.now()) });
      await service.webhooks.dispatch();
      const delivery = await eventually('the delivery to fail', async () => {
        const [d] = (await service.api().get(`/agents/webhooks/${webhook.webhookId}/deliveries`, { key: agent.key })).body.data.list;
        return d?.status === 'failed' ? d : undefined;
      });
      expect(delivery.attempts[0].statusCode).to.equal(null);
      expect(delivery.attempts[0].error).to.match(/^refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address/);
      expect(hits).to.equal(0);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  describe('the connection lookup', () => {
    it('hands the socket exactly the addresses it checked, resolving once', async () => {
      const answers = [[{ address: '203.0.113.7', family: 4 }], [{ address: '127.0.0.1', family: 4 }]];
      let calls = 0;
      const resolve: Resolve = async () => answers[calls++]!;
      const lookup = connectionLookup(new URL('http://hooks.example/'), resolve);
      expect(await lookUp(lookup, 'hooks.example', true)).to.deep.equal([{ address: '203.0.113.7', family: 4 }]);
      expect(calls).to.equal(1);
      // Rebound: the next connection's lookup sees loopback and refuses it.
      const error = await lookUp(lookup, 'hooks.example', false).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(RefusedTargetError);
      expect((error as RefusedTargetError).kind).to.equal('loopback');
    });

    it('refuses a name with any internal address among public ones, and an internal IP literal before any lookup', async () => {
      const mixed: Resolve = async () => [{ address: '203.0.113.7', family: 4 }, { address: '10.1.2.3', family: 4 }];
      const refused = await lookUp(connectionLookup(new URL('http://mixed.example/'), mixed), 'mixed.example', true).then(
        () => null,
        (e: unknown) => e,
      );
      expect((refused as RefusedTargetError).kind).to.equal('private');
      expect(() => connectionLookup(new URL('http://[::ffff:169.254.169.254]/'))).to.throw(RefusedTargetError, /link-local/);
    });
  });
});
