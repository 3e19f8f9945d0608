import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { openDatabase, type DatabaseHandle } from '../engine/db/connect.js';
import { loadAgentState } from '../engine/trading/agent-state.js';
import { reserveHeld, type OrderPlan } from '../engine/trading/reservations.js';
import { marketById } from '../engine/venues/venue_a/sim/catalog.js';
import { registerAgent } from './support/builders.js';
import { env } from './support/environment.js';
import { describeWith } from './support/requires.js';
import { startTestService, type TestService } from './support/service.js';

const market = marketById('604146')!;

/** A resting 1 USDC buy of the market's Yes token (5 shares at 0.20), as a verified order would be. */
function plan(agentId: string, maker: `0x${string}`): OrderPlan {
  return {
    agentId,
    market,
    order: {
      orderHash: `0x${randomBytes(32).toString('hex')}`,
      version: 2,
      side: 'BUY',
      tokenId: market.clobTokenIds[0]!,
      outcomeIndex: 0,
      outcome: 'YES',
      maker,
      signer: maker,
      signatureType: 0,
      price: 200_000n,
      size: 5_000_000n,
      notional: 1_000_000n,
      expiration: 0,
    },
    orderType: 'GTC',
    postOnly: false,
    owner: null,
    log: { skillSlug: null, source: null, reasoning: null },
    riskExit: false,
    nowMs: Date.now(),
  };
}

/**
 * Two pools stand for two processes: each agent's two reservations reach PostgreSQL together, one
 * on each, so their statements run at the same time. The exposure a limit is decided on is read
 * after the agent's row lock, so exactly one of each pair fits a limit that holds one.
 */
describeWith(['postgres'], 'reservations racing across processes', () => {
  let service: TestService | undefined;
  let other: DatabaseHandle | undefined;
  before(async () => {
    service = await startTestService({ config: { registerRateLimitPerMinute: 1000 } });
    other = await openDatabase(env().database);
  });
  after(async () => {
    await other?.close();
    await service?.close();
  });

  it('lets exactly one of two simultaneous buys fit a maxPositionValue that holds one', async () => {
    const api = service!.api();
    const { db } = service!.services;
    const second = other!.db;
    const agents = await Promise.all(Array.from({ length: 30 }, () => registerAgent(api)));
    await Promise.all(
      agents.map((a) => api.post('/markets/risk-settings', { maxTradeAmount: 100, dailyTradeAmountLimit: 1000, maxPositionValue: 1 }, { key: a.key })),
    );
    const maker = `0x${randomBytes(20).toString('hex')}` as const;
    const outcomes = await Promise.all(
      agents.map(async (a) => {
        const held = await loadAgentState(db, a.agentId);
        const answers = await Promise.all([db, second].map((pool) => reserveHeld(pool, 'ledger', [plan(a.agentId, maker)], held)));
        return answers.map(([answer]) => (answer instanceof Error ? answer.message : 'reserved'));
      }),
    );
    for (const pair of outcomes) {
      expect(pair.filter((o) => o === 'reserved'), JSON.stringify(pair)).to.have.length(1);
      expect(pair.find((o) => o !== 'reserved')).to.contain('maxPositionValue');
    }
  });
});
