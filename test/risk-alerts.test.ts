import { expect } from 'chai';
import { RISK_DEFAULTS } from '../engine/accounts/risk-settings.js';
import type { Holding } from '../engine/portfolio/holdings.js';
import { concentration, riskAlerts } from '../engine/portfolio/risk-alerts.js';
import { valueAt } from '../engine/money.js';

/** An open venue_a holding of 10 shares of one token, bought at `average`, priced at 0.19. */
function holding(wallet: string, average: bigint): Holding {
  const size = 10_000_000n;
  const price = 190_000n;
  return {
    venue: 'venue_a', wallet, tokenId: '123', conditionId: '0xmarket', market: null, outcomeIndex: 0, outcome: 'Yes', title: 'Will it rain?',
    size, cost: valueAt(size, average), realizedPnl: 0n, updatedAt: new Date(0), resolution: null, price, value: valueAt(size, price),
  };
}

describe('risk alerts', () => {
  const limits = { settings: { ...RISK_DEFAULTS, tradeLimitEnabled: false, stopLossPercent: 50 }, updatedAt: new Date(0), usage: { trades: 0, amount: 0n } };

  it('says a position past its stop-loss once, however many wallets hold it alike; positions that differ each get their own', () => {
    const open = [holding('0xa', 500_000n), holding('0xb', 500_000n), holding('0xc', 500_000n), holding('0xd', 600_000n)];
    const alerts = riskAlerts(open, { ...concentration(open), topMarket: 0n }, limits, []);
    expect(alerts).to.deep.equal([
      '"Will it rain?" Yes: the price 0.19 is 62% below your average 0.5, past your 50% stop-loss.',
      '"Will it rain?" Yes: the price 0.19 is 68.33% below your average 0.6, past your 50% stop-loss.',
    ]);
  });
});
