import type { Db } from '../db/connect.js';
import type { RiskSettingsRow } from '../db/schema.js';
import { formatDecimal, parseAmount, parseDecimal, SETTINGS_SCALE } from '../money.js';

/** An agent's limits. Money is in atomic units at SETTINGS_SCALE (8 decimals). */
export interface RiskSettings {
  tradeLimitEnabled: boolean;
  maxTradeAmount: bigint;
  dailyTradeAmountLimit: bigint;
  maxPositionValue: bigint;
  maxTradesPerDay: number;
  riskControlEnabled: boolean;
  takeProfitPercent: number | null;
  stopLossPercent: number | null;
}

export type RiskSettingsPatch = Partial<RiskSettings>;

const usd = (whole: number) => BigInt(whole) * 10n ** BigInt(SETTINGS_SCALE);

export const RISK_DEFAULTS: RiskSettings = {
  tradeLimitEnabled: true,
  maxTradeAmount: usd(5),
  dailyTradeAmountLimit: usd(500),
  maxPositionValue: usd(100),
  maxTradesPerDay: 500,
  riskControlEnabled: false,
  takeProfitPercent: null,
  stopLossPercent: 50,
};

/** The wire form: money as strings with 8 fraction digits, `updatedAt` as epoch ms text. */
export interface RiskSettingsView {
  tradeLimitEnabled: boolean;
  maxTradeAmount: string;
  dailyTradeAmountLimit: string;
  maxPositionValue: string;
  maxTradesPerDay: number;
  riskControlEnabled: boolean;
  takeProfitPercent: number | null;
  stopLossPercent: number | null;
  updatedAt: string;
}

export function riskSettingsView(settings: RiskSettings, updatedAt: Date): RiskSettingsView {
  const money = (value: bigint) => formatDecimal(value, SETTINGS_SCALE);
  return {
    tradeLimitEnabled: settings.tradeLimitEnabled,
    maxTradeAmount: money(settings.maxTradeAmount),
    dailyTradeAmountLimit: money(settings.dailyTradeAmountLimit),
    maxPositionValue: money(settings.maxPositionValue),
    maxTradesPerDay: settings.maxTradesPerDay,
    riskControlEnabled: settings.riskControlEnabled,
    takeProfitPercent: settings.takeProfitPercent,
    stopLossPercent: settings.stopLossPercent,
    updatedAt: String(updatedAt.getTime()),
  };
}

export function fromRow(row: RiskSettingsRow): RiskSettings {
  return {
    tradeLimitEnabled: row.trade_limit_enabled,
    maxTradeAmount: parseDecimal(row.max_trade_amount, SETTINGS_SCALE),
    dailyTradeAmountLimit: parseDecimal(row.daily_trade_amount_limit, SETTINGS_SCALE),
    maxPositionValue: parseDecimal(row.max_position_value, SETTINGS_SCALE),
    maxTradesPerDay: row.max_trades_per_day,
    riskControlEnabled: row.risk_control_enabled,
    takeProfitPercent: row.take_profit_percent,
    stopLossPercent: row.stop_loss_percent,
  };
}

const COLUMNS = {
  tradeLimitEnabled: 'trade_limit_enabled',
  maxTradeAmount: 'max_trade_amount',
  dailyTradeAmountLimit: 'daily_trade_amount_limit',
  maxPositionValue: 'max_position_value',
  maxTradesPerDay: 'max_trades_per_day',
  riskControlEnabled: 'risk_control_enabled',
  takeProfitPercent: 'take_profit_percent',
  stopLossPercent: 'stop_loss_percent',
} as const;

function toColumns(settings: RiskSettingsPatch) {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = settings[field as keyof RiskSettings];
    if (value === undefined) continue;
    out[column] = typeof value === 'bigint' ? formatDecimal(value, SETTINGS_SCALE) : value;
  }
  return out;
}

/** The agent's settings, or the defaults (dated at the agent's creation) when none are saved. */
export async function getRiskSettings(db: Db, agentId: string): Promise<{ settings: RiskSettings; updatedAt: Date }> {
  const row = await db.selectFrom('risk_settings').selectAll().where('agent_id', '=', agentId).executeTakeFirst();
  if (row) return { settings: fromRow(row), updatedAt: row.updated_at };
  const agent = await db.selectFrom('agents').select('created_at').where('id', '=', agentId).executeTakeFirstOrThrow();
  return { settings: RISK_DEFAULTS, updatedAt: agent.created_at };
}

/**
 * Applies a partial update. One statement: a first update inserts the defaults merged with the
 * patch, a later one overwrites only the fields it names, so concurrent updates never interleave
 * inside a row.
 */
export async function updateRiskSettings(
  db: Db,
  agentId: string,
  patch: RiskSettingsPatch,
  now: Date,
): Promise<{ settings: RiskSettings; updatedAt: Date }> {
  const changed = toColumns(patch);
  const row = await db
    .insertInto('risk_settings')
    .values({ agent_id: agentId, ...toColumns({ ...RISK_DEFAULTS, ...patch }), updated_at: now } as never)
    .onConflict((oc) =>
      oc.column('agent_id').doUpdateSet((eb) => {
        const set: Record<string, unknown> = { updated_at: eb.ref('excluded.updated_at') };
        for (const column of Object.keys(changed)) set[column] = eb.ref(`excluded.${column}` as never);
        return set as never;
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return { settings: fromRow(row), updatedAt: row.updated_at };
}

/** The request form: money as a JSON number or a decimal string, already checked by the schema. */
export type RiskSettingsInput = Omit<
  RiskSettingsPatch,
  'maxTradeAmount' | 'dailyTradeAmountLimit' | 'maxPositionValue'
> & {
  maxTradeAmount?: number | string;
  dailyTradeAmountLimit?: number | string;
  maxPositionValue?: number | string;
};

export function patchFromInput(input: RiskSettingsInput): RiskSettingsPatch {
  const patch: RiskSettingsPatch = {};
  for (const [field, value] of Object.entries(input) as Array<[keyof RiskSettings, unknown]>) {
    if (value === undefined) continue;
    const isMoney = field === 'maxTradeAmount' || field === 'dailyTradeAmountLimit' || field === 'maxPositionValue';
    Object.assign(patch, { [field]: isMoney ? parseAmount(value as number | string, SETTINGS_SCALE) : value });
  }
  return patch;
}
