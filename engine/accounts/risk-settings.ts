import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { epochMs, readTogether, type JsonRead } from '../db/reads-together.js';
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

export function fromRow(row: Omit<RiskSettingsRow, 'agent_id' | 'updated_at'>): RiskSettings {
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

type SettingsTuple = [
  saved: boolean, tradeLimitEnabled: boolean, maxTradeAmount: string, dailyTradeAmountLimit: string, maxPositionValue: string,
  maxTradesPerDay: number, riskControlEnabled: boolean, takeProfitPercent: number | null, stopLossPercent: number | null, createdMs: number, updatedMs: number | null,
];

/** The agent's settings, or the defaults (dated at the agent's creation) when none are saved; as a read that can share a statement. */
export const riskSettingsRead = (agentId: string): JsonRead<{ settings: RiskSettings; updatedAt: Date }> => ({
  json: (eb) =>
    eb
      .selectFrom('agents as a')
      .leftJoin('risk_settings as s', 's.agent_id', 'a.id')
      .select(
        sql`json_build_array(s.agent_id is not null, s.trade_limit_enabled, s.max_trade_amount::text, s.daily_trade_amount_limit::text,
          s.max_position_value::text, s.max_trades_per_day, s.risk_control_enabled, s.take_profit_percent, s.stop_loss_percent,
          ${epochMs('a.created_at')}, ${epochMs('s.updated_at')})`.as('settings'),
      )
      .where('a.id', '=', agentId),
  parse: (value) => {
    if (value === null) throw new Error(`agent ${agentId} does not exist`);
    const [saved, tradeLimitEnabled, maxTradeAmount, dailyTradeAmountLimit, maxPositionValue, maxTradesPerDay, riskControlEnabled, takeProfitPercent, stopLossPercent, createdMs, updatedMs] =
      value as SettingsTuple;
    if (!saved) return { settings: RISK_DEFAULTS, updatedAt: new Date(createdMs) };
    const settings = fromRow({
      trade_limit_enabled: tradeLimitEnabled,
      max_trade_amount: maxTradeAmount,
      daily_trade_amount_limit: dailyTradeAmountLimit,
      max_position_value: maxPositionValue,
      max_trades_per_day: maxTradesPerDay,
      risk_control_enabled: riskControlEnabled,
      take_profit_percent: takeProfitPercent,
      stop_loss_percent: stopLossPercent,
    });
    return { settings, updatedAt: new Date(updatedMs!) };
  },
});

export async function getRiskSettings(db: Db, agentId: string): Promise<{ settings: RiskSettings; updatedAt: Date }> {
  return (await readTogether(db, { settings: riskSettingsRead(agentId) })).settings;
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
