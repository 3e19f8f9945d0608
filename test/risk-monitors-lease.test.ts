import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { createClient } from 'redis';
import { getAddress } from 'viem';
import { allMarkets, initialYesPrice } from '../engine/venues/venue_a/sim/catalog.js';
import { eventually } from './support/eventually.js';
import { registerAgent, type RegisteredAgent } from './support/builders.js';
import { startChildService, type ChildService } from './support/child-service.js';
import { Api } from './support/client.js';
import { env } from './support/environment.js';
import { describeWith } from './support/requires.js';
import { startTestService, type TestService } from './support/service.js';

const OPS_TOKEN = 'ops-token-for-monitor-lease-test-1';
const SHARDS = 4;
const MONITOR_ENV = {
  MONITOR_INTERVAL_MS: '50',
  MONITOR_LEASE_MS: '1500',
  MONITOR_RESYNC_MS: '200',
  MONITOR_SHARDS: String(SHARDS),
  OPS_TOKEN,
};
// Markets priced well under 0.98 whatever their seeded walk does, so that a position bought at an
// average of 0.99 is past a 1% stop-loss at once.
const MARKETS = allMarkets().filter((m) => m.tickSize === '0.01' && !m.negRisk && m.acceptingOrders && initialYesPrice(m.id) < 800_000n);

describeWith(['postgres', 'redis'], 'risk monitor leases across OS processes', () => {
  let service: TestService;
  let redis: ReturnType<typeof createClient>;
  before(async () => {
    service = await startTestService();
    redis = createClient({ url: env().redis!.url });
    await redis.connect();
  });
  after(async () => {
    await redis?.quit();
    await service?.close();
  });

  /** The pid in each shard's lease value (host/pid/random), or null where no one holds it. */
  const leaseHolders = async () =>
    Promise.all(
      Array.from({ length: SHARDS }, async (_, shard) => {
        const owner = await redis.get(`${env().redis!.prefix}monitor-lease:${shard}`);
        return owner ? Number(owner.split('/')[1]) : null;
      }),
    );
  const allHeldBy = async () => {
    const holders = await leaseHolders();
    return holders.every((pid) => pid !== null && pid === holders[0]) ? holders[0]! : undefined;
  };

  let seeded = 0;
  /** An open venue_a position at an average price of 0.99, written straight into the books. */
  const seedPosition = async (agent: RegisteredAgent) => {
    const market = MARKETS[seeded++ % MARKETS.length]!;
    const wallet = getAddress(`0x${(seeded + 0xabc000).toString(16).padStart(40, '0')}`);
    await service.services.db
      .insertInto('positions')
      .values({
        agent_id: agent.agentId, wallet_address: wallet, token_id: market.clobTokenIds[0]!, venue: 'venue_a', market_condition_id: market.conditionId,
        outcome: 'YES', size: 10_000_000n, reserved_size: 0n, cost: 9_900_000n, realized_pnl: 0n, updated_at: new Date(),
      })
      .execute();
  };
  const riskRows = async (api: Api, agent: RegisteredAgent) =>
    ((await api.get('/agents/trades', { key: agent.key })).body.data.trades as Array<{ sourceTag: string | null }>).filter((t) => t.sourceTag?.startsWith('risk:'));

  it('shares the agents between live processes, hands over when one dies, and acts on each trigger once', async function () {
    this.timeout(120_000);
    const first = await startChildService(service.config, MONITOR_ENV);
    let second: ChildService | undefined;
    let firstKilled = false;
    try {
      const firstPid = await eventually('the first process to hold every shard', allHeldBy, 20_000);
      second = await startChildService(service.config, MONITOR_ENV);
      const apis = [new Api(first.url), new Api(second.url)];
      // The first hands half of the shards back, and the second takes them: one holder each.
      const split = await eventually('the shards to be split between the two', async () => {
        const holders = await leaseHolders();
        const firstHolds = holders.filter((pid) => pid === firstPid).length;
        return holders.every((pid) => pid !== null) && firstHolds === SHARDS / 2 ? holders : undefined;
      });
      expect(new Set(split).size).to.equal(2);

      // Phase 1, both alive: agents on every shard, one of them halted (its trigger alerts and keeps the position).
      const agents = await Promise.all(Array.from({ length: 2 * SHARDS }, (_, i) => registerAgent(apis[i % 2]!)));
      for (const agent of agents) await seedPosition(agent);
      const halted = agents[0]!;
      const halt = await apis[1]!.post(`/ops/actors/${halted.agentId}/halt`, undefined, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
      expect(halt.status).to.equal(200);
      await Promise.all(agents.map((a, i) => apis[i % 2]!.post('/markets/risk-settings', { riskControlEnabled: true, stopLossPercent: 1 }, { key: a.key })));
      for (const agent of agents) await eventually(`agent ${agent.agentId}'s exit`, async () => ((await riskRows(apis[1]!, agent)).length ? true : undefined));
      // Many more ticks in both processes: still one row each.
      await sleep(1000);
      for (const agent of agents) {
        expect((await riskRows(apis[1]!, agent)).map((r) => r.sourceTag)).to.deep.equal([agent === halted ? 'risk:alert' : 'risk:stop_loss']);
      }

      // Phase 2: the holder dies without handing its leases back; the survivor takes them when they lapse.
      process.kill(firstPid, 'SIGKILL');
      firstKilled = true;
      const more = await Promise.all(Array.from({ length: SHARDS }, () => registerAgent(apis[1]!)));
      for (const agent of more) await seedPosition(agent);
      await Promise.all(more.map((a) => apis[1]!.post('/markets/risk-settings', { riskControlEnabled: true, stopLossPercent: 1 }, { key: a.key })));
      const survivor = await eventually('the survivor to hold every shard', async () => {
        const pid = await allHeldBy();
        return pid !== undefined && pid !== firstPid ? pid : undefined;
      });
      expect(survivor).to.equal(split.find((pid) => pid !== firstPid));
      for (const agent of more) await eventually(`agent ${agent.agentId}'s exit`, async () => ((await riskRows(apis[1]!, agent)).length ? true : undefined));
      await sleep(1000);
      // The survivor re-evaluated the halted agent's position from scratch: Postgres still says it was acted on.
      for (const agent of [...agents, ...more]) expect(await riskRows(apis[1]!, agent)).to.have.length(1);
    } finally {
      if (!firstKilled) await first.stop();
      await second?.stop();
    }
  });
});
