import { expect } from 'chai';
import { sql, type RawBuilder } from 'kysely';
import {
  dailyLimitRefusal,
  dailyLimitsAt,
  dailyLimitsBreached,
  dailyLimitsHold,
  limitAmounts,
  orderLimitsRefusal,
  positionLimitBreached,
  tradeAmountBreached,
  tradeAmountRefusal,
  type LimitValues,
} from '../engine/accounts/limits.js';
import { RISK_DEFAULTS, type RiskSettings } from '../engine/accounts/risk-settings.js';
import { SETTINGS_PER_USDC_UNIT } from '../engine/money.js';
import { env } from './support/environment.js';

/** 5 USDC a trade, 12 USDC a market, 3 trades or 20 USDC a day (atomic USDC: 6 decimals). */
const usdc = (whole: number) => BigInt(whole) * 1_000_000n;
const SETTINGS: RiskSettings = {
  ...RISK_DEFAULTS,
  tradeLimitEnabled: true,
  maxTradeAmount: usdc(5) * SETTINGS_PER_USDC_UNIT,
  maxPositionValue: usdc(12) * SETTINGS_PER_USDC_UNIT,
  maxTradesPerDay: 3,
  dailyTradeAmountLimit: usdc(20) * SETTINGS_PER_USDC_UNIT,
};

/**
 * The SQL conditions a reservation refuses by (limits.ts) and the refusals that explain them must
 * agree at every edge: one that refused an order the other lets through would answer a refusal
 * with no reason, or write a trade its explanation says a limit refused.
 */
describe('the limits as SQL conditions, beside the refusals they mirror', () => {
  const holds = async (condition: RawBuilder<boolean>) => (await sql<{ v: boolean }>`select ${condition} as v`.execute(env().handle.db)).rows[0]!.v;
  const amounts = limitAmounts(SETTINGS)!;
  // The same limits as a statement's own columns, where each order brings its agent's (reserve-set.ts).
  const columns: LimitValues = {
    maxTrade: sql`${amounts.maxTrade.toString()}::bigint`,
    maxPosition: sql`${amounts.maxPosition.toString()}::bigint`,
    maxTradesPerDay: sql`${amounts.maxTradesPerDay.toString()}::int`,
    maxAmount: sql`${amounts.maxAmount.toString()}::bigint`,
  };

  for (const [given, limits] of [['as values', amounts], ['as columns', columns]] as const) {
    describe(given, () => {
      it('refuses a trade over maxTradeAmount, and one at it not', async () => {
        for (const notional of [usdc(5) - 1n, usdc(5), usdc(5) + 1n]) {
          expect(await holds(tradeAmountBreached(limits, notional)), String(notional)).to.equal(tradeAmountRefusal(SETTINGS, notional) !== null);
        }
      });

      it('refuses a buy past maxPositionValue on the market\'s exposure, and one that reaches it not', async () => {
        for (const [exposure, notional] of [[usdc(7), usdc(5)], [usdc(7), usdc(5) + 1n], [usdc(12), 1n], [0n, usdc(5)]] as const) {
          const refused = orderLimitsRefusal({ settings: SETTINGS, notional, marketExposure: exposure, isBuy: true }) !== null;
          expect(await holds(positionLimitBreached(limits, notional, exposure)), `${exposure} + ${notional}`).to.equal(refused);
        }
      });

      it('refuses a trade past the day\'s trades or amount, on the counters before it, with none yet counted as nothing', async () => {
        const days: Array<[trades: number | null, amount: bigint | null, notional: bigint]> = [
          [null, null, usdc(5)],
          [2, usdc(15), usdc(5)],
          [2, usdc(15), usdc(5) + 1n],
          [3, 0n, 1n],
          [0, usdc(20), 1n],
        ];
        for (const [trades, amount, notional] of days) {
          const refused = dailyLimitRefusal(SETTINGS, { trades: trades ?? 0, amount: amount ?? 0n }, notional) !== null;
          const breached = dailyLimitsBreached(limits, notional, sql`${trades}::int`, sql`${amount === null ? null : amount.toString()}::bigint`);
          expect(await holds(breached), `${trades} trades, ${amount} + ${notional}`).to.equal(refused);
          // The counting write's guard lets through exactly what the check does, and a trade it lets through that leaves a limit at its value is at it.
          const after = { trades: (trades ?? 0) + 1, amount: (amount ?? 0n) + notional };
          const counters = [sql`${after.trades}::int`, sql`${after.amount.toString()}::bigint`] as const;
          expect(await holds(dailyLimitsHold(limits, ...counters)), 'the guard').to.equal(!refused);
          expect(await holds(dailyLimitsAt(limits, ...counters)), 'at a limit').to.equal(after.trades >= 3 || after.amount >= usdc(20));
        }
      });
    });
  }

  it('refuses nothing and guards nothing with the limits off', async () => {
    const off = limitAmounts({ ...SETTINGS, tradeLimitEnabled: false });
    expect(off).to.equal(null);
    expect(await holds(tradeAmountBreached(off, usdc(1000)))).to.equal(false);
    expect(await holds(positionLimitBreached(off, usdc(1000), usdc(1000)))).to.equal(false);
    expect(await holds(dailyLimitsBreached(off, usdc(1000), sql`1000`, sql`0`))).to.equal(false);
    expect(await holds(dailyLimitsHold(off, sql`1000`, sql`0`))).to.equal(true);
    expect(await holds(dailyLimitsAt(off, sql`1000`, sql`0`))).to.equal(false);
  });
});
