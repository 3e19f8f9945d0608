import { Type } from '@sinclair/typebox';
import { EpochMs, money, nullable, obj } from './common.js';

/** Spec: money limits >= 1 USD. The upper bound is ours: what numeric(20,8) holds with room to spare. */
const usd = (what: string) =>
  money({ scale: 8, minimum: '1', maximum: '1000000000' }, `${what}, USD from 1 to 1000000000, at most 8 decimals`);
const percent = (what: string) =>
  nullable(Type.Integer({ minimum: 1, maximum: 100, description: `${what}, 1 to 100; null clears it` }));

export const RiskSettingsBody = obj(
  {
    tradeLimitEnabled: Type.Optional(Type.Boolean()),
    maxTradeAmount: Type.Optional(usd('largest single trade')),
    dailyTradeAmountLimit: Type.Optional(usd('total traded per UTC day')),
    maxPositionValue: Type.Optional(usd('largest position value per market')),
    maxTradesPerDay: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000, description: 'trades per UTC day, 1 to 5000' })),
    riskControlEnabled: Type.Optional(Type.Boolean()),
    takeProfitPercent: Type.Optional(percent('take-profit threshold')),
    stopLossPercent: Type.Optional(percent('stop-loss threshold')),
  },
  { description: 'Any subset of the settings; omitted fields keep their value.' },
);

const Usd = Type.String({ pattern: '^[0-9]+\\.[0-9]{8}$', description: 'USD with 8 fraction digits' });

export const RiskSettings = obj({
  tradeLimitEnabled: Type.Boolean(),
  maxTradeAmount: Usd,
  dailyTradeAmountLimit: Usd,
  maxPositionValue: Usd,
  maxTradesPerDay: Type.Integer(),
  riskControlEnabled: Type.Boolean(),
  takeProfitPercent: nullable(Type.Integer()),
  stopLossPercent: nullable(Type.Integer()),
  updatedAt: EpochMs,
});
