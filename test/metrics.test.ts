import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { Keypair } from '@solana/web3.js';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { linkEoa, registerAgent } from './support/builders.js';
import { sdkOrder } from './support/orders.js';
import { eventually } from './support/eventually.js';
import { startTestService, type TestService } from './support/service.js';
import { fundedWallet, settled, trade } from './support/solana.js';

const TOKEN = 'metrics-token-for-the-tests';

/** The value of a series in Prometheus's text format (0 when absent): name{labels} value. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) total += Number(match[3]);
  }
  return total;
}

describe('GET /metrics', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ config: { metricsToken: TOKEN } });
  });
  after(() => service.close());

  const scrape = async () => {
    const res = await fetch(`${service.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('needs METRICS_TOKEN when one is set', async () => {
    expect((await fetch(`${service.url}/metrics`)).status).to.equal(401);
    expect((await fetch(`${service.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).to.equal(401);
    expect(await scrape()).to.contain('process_cpu_user_seconds_total').and.contain('nodejs_eventloop_lag_seconds');
  });

  it('counts requests by route template, trades and refusals by reason, venue calls, actors, jobs and replays', async () => {
    const api = service.api();
    const before = await scrape();
    const agent = await registerAgent(api);
    const market = await api.get('/venue_b/markets/KXSB-27-KC', { key: agent.key });
    expect(market.status).to.equal(200);
    const wallet = await fundedWallet(api, agent.key, '20');
    const { submit } = await trade(api, agent.key, wallet, { marketTicker: 'KXSB-27-KC', side: 'YES', action: 'BUY', amount: 2 });
    expect(submit.status).to.equal(200);
    await settled(api, agent.key, submit.body.orderId);
    const unknownQuote = await api.post(
      '/venue_b/agent/submit',
      { marketTicker: 'KXSB-27-KC', side: 'YES', action: 'BUY', amount: 2, userPublicKey: Keypair.generate().publicKey.toBase58(), quoteId: 'no-such-quote', signedTransaction: 'AA==' },
      { key: agent.key },
    );
    expect(unknownQuote.status).to.be.within(400, 499);
    const faucet = (key: string) => api.post('/venue_b/sim/faucet', { walletAddress: wallet.publicKey.toBase58(), amount: '1' }, { key: agent.key, headers: { 'Idempotency-Key': key } });
    expect((await faucet('metrics-replay')).status).to.equal(200);
    expect((await faucet('metrics-replay')).headers.get('idempotent-replayed')).to.equal('true');
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);

    expect(moved('http_request_duration_seconds_count', { route: '/venue_b/markets/{ticker}', method: 'GET', status: '200' })).to.equal(1);
    expect(after).not.to.contain('KXSB-27-KC');
    expect(moved('trades_total', { venue: 'venue_b', outcome: 'accepted' })).to.equal(1);
    expect(moved('trades_total', { venue: 'venue_b', outcome: 'refused' })).to.equal(1);
    expect(moved('trade_refusals_total', { venue: 'venue_b', reason: unknownQuote.body.errorCode })).to.equal(1);
    expect(moved('venue_call_duration_seconds_count', { venue: 'venue_b', operation: 'submit', outcome: 'ok' })).to.equal(1);
    expect(moved('venue_call_duration_seconds_count', { venue: 'venue_b', operation: 'quote', outcome: 'ok' })).to.be.at.least(1);
    expect(moved('actor_message_duration_seconds_count', { kind: 'venueBSubmit' })).to.equal(2);
    expect(sample(after, 'actors_active')).to.be.at.least(1);
    expect(after).to.match(/^actor_mailbox_depth \d+$/m);
    expect(moved('job_runs_total', { outcome: 'ok' })).to.be.at.least(1);
    expect(after).to.match(/^job_queue_depth\{queue="[^"]+"\} \d+$/m);
    expect(moved('idempotency_replays_total')).to.equal(1);
  });

  it('times each stage of a venue_a order, and how long its writes waited for their group commit', async () => {
    const api = service.api();
    const agent = await registerAgent(api);
    const wallet = privateKeyToAccount(generatePrivateKey());
    await linkEoa(api, agent.key, wallet);
    const market = marketById('604146')!;
    const body = async (conditionId: string) => ({
      marketConditionId: conditionId,
      orderSize: 5,
      price: 0.05,
      order: await sdkOrder(wallet, { tokenID: market.clobTokenIds[0]!, price: 0.05, size: 5 }),
    });
    const before = await scrape();
    const resting = await api.post('/markets/trade', await body(market.conditionId), { key: agent.key });
    expect(resting.status, JSON.stringify(resting.body)).to.equal(200);
    expect(resting.body.status).to.equal('live');
    // Refused while it is verified: the verify stage is timed however it ends, and no later stage runs.
    const refused = await api.post('/markets/trade', await body(`0x${'ab'.repeat(32)}`), { key: agent.key });
    expect(refused.status).to.equal(400);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);

    expect(moved('trade_stage_duration_seconds_count', { stage: 'verify' })).to.equal(2);
    // The simulated venue commits with the service: reservation, venue record and settlement are one stage, one script.
    expect(moved('trade_stage_duration_seconds_count', { stage: 'place' })).to.equal(1);
    expect(moved('trade_stage_duration_seconds_sum', { stage: 'place' })).to.be.greaterThan(0);
    for (const stage of ['reserve', 'venue', 'settle']) expect(moved('trade_stage_duration_seconds_count', { stage }), stage).to.equal(0);
    expect(moved('venue_call_duration_seconds_count', { venue: 'venue_a', operation: 'placeOrder' })).to.equal(0);
    // It goes through the group committer once, timed from sent to read.
    expect(moved('db_script_group_wait_seconds_count')).to.equal(1);
    expect(moved('db_script_group_round_trip_seconds_count')).to.equal(1);
    expect(moved('db_script_group_round_trip_seconds_sum')).to.be.greaterThan(0);
  });

  it('counts webhook delivery attempts by outcome', async () => {
    const receiver = http.createServer((req, res) => req.resume().on('end', () => res.writeHead(204).end()));
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', () => done()));
    try {
      const api = service.api();
      const agent = await registerAgent(api);
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const hook = await api.post('/agents/webhooks', { url, events: ['order.filled'], secret: 'receiver-secret-0123456789' }, { key: agent.key });
      expect(hook.status, JSON.stringify(hook.body)).to.equal(200);
      const before = sample(await scrape(), 'webhook_delivery_attempts_total', { outcome: 'delivered' });
      const wallet = await fundedWallet(api, agent.key, '20');
      const { submit } = await trade(api, agent.key, wallet, { marketTicker: 'KXSB-27-KC', side: 'YES', action: 'BUY', amount: 2 });
      await settled(api, agent.key, submit.body.orderId);
      expect(await service.webhooks.dispatch()).to.be.greaterThan(0);
      await eventually('the delivery to be counted', async () => (sample(await scrape(), 'webhook_delivery_attempts_total', { outcome: 'delivered' }) === before + 1 ? true : undefined));
    } finally {
      receiver.close();
    }
  });
});
