import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';
import { insertRows, type RowSet } from '../db/json-rows.js';
import { refusalReason } from '../db/refusal.js';
import { badRequest } from '../errors.js';

/**
 * The simulated books of an agent: its USDC balance (agents.simulation_balance) and its positions
 * per wallet and token. Every function runs inside the caller's transaction, after the agent row
 * is locked, so an agent's money moves one trade at a time across all processes.
 */

export interface LockedAgent {
  halted: boolean;
  balance: bigint;
}

/** Serialises everything that moves this agent's money, in every process sharing the database. */
export async function lockAgent(trx: Db, agentId: string): Promise<LockedAgent> {
  const row = await trx.selectFrom('agents').select(['halted', 'simulation_balance']).where('id', '=', agentId).forUpdate().executeTakeFirstOrThrow();
  return { halted: row.halted, balance: BigInt(row.simulation_balance) };
}

/** Moves cash in or out of the balance; changes nothing (no row) if it would go below zero. Usable as a CTE. */
export function cashMoveStatement(agentId: string, delta: bigint, when: RawBuilder<boolean> = sql`true`): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`update agents set simulation_balance = simulation_balance + ${delta.toString()}::bigint
    where id = ${agentId} and ${delta.toString()}::bigint <> 0 and simulation_balance + ${delta.toString()}::bigint >= 0 and ${when} returning id`;
}

export const insufficientBalance = () => badRequest('insufficient_balance', 'Not enough simulated USDC balance for this order.');

export async function moveCash(trx: Db, agentId: string, delta: bigint): Promise<void> {
  if (delta === 0n) return;
  if (!(await cashMoveStatement(agentId, delta).execute(trx)).rows.length) throw insufficientBalance();
}

export interface PositionKey {
  agentId: string;
  wallet: string;
  tokenId: string;
}

export interface PositionMeta {
  venue: string;
  conditionId: string;
  outcome: string;
}

/** A PositionKey whose parts may be values or columns of the statement's own. */
export type SqlPositionKey = { [K in keyof PositionKey]: string | RawBuilder<string> };

const positionIs = (key: SqlPositionKey) => sql<boolean>`agent_id = ${key.agentId} and wallet_address = ${key.wallet} and token_id = ${key.tokenId}`;

/** What a buy adds to a position, as a row of positions. */
export const addedPosition = (key: PositionKey, meta: PositionMeta, size: bigint, cost: bigint, now: Date) => ({
  agent_id: key.agentId,
  wallet_address: key.wallet,
  token_id: key.tokenId,
  venue: meta.venue,
  market_condition_id: meta.conditionId,
  outcome: meta.outcome,
  size,
  reserved_size: 0n,
  cost,
  realized_pnl: 0n,
  updated_at: now,
});

/**
 * Buys add shares and their cost to their positions (addedPosition), where `when` holds of a row
 * `r`. No two may share a position: one statement writes a row once.
 */
export const addToPositionsStatement = (rows: ReadonlyArray<ReturnType<typeof addedPosition>> | RowSet, when: RawBuilder<boolean> = sql`true`): RawBuilder<unknown> => sql`${insertRows('positions', rows, when)}
    on conflict (agent_id, wallet_address, token_id) do update set size = positions.size + excluded.size, cost = positions.cost + excluded.cost, updated_at = excluded.updated_at`;

export async function addToPosition(trx: Db, key: PositionKey, meta: PositionMeta, size: bigint, cost: bigint, now: Date): Promise<void> {
  await addToPositionsStatement([addedPosition(key, meta, size, cost, now)]).execute(trx);
}

/**
 * A sale removes shares at their average cost and books the difference as realised PnL. The cost
 * removed is rounded down, so the cost left on the remaining shares never drops below zero. With
 * `known`, the shares may have come from elsewhere: the venue, not these rows, decides what a
 * wallet may sell, and shares without a recorded cost basis here cannot move it, so only the
 * recorded part (and its share of the proceeds) comes off the position. Without it, a position
 * short of the shares changes nothing (no row): see mustChange.
 */
export function takeSharesStatement(key: PositionKey, size: bigint, proceeds: bigint, now: Date, known: boolean, when: RawBuilder<boolean> = sql`true`): RawBuilder<unknown> {
  const sold = sql`${size.toString()}::bigint`;
  const taken = known ? sql`least(${sold}, size)` : sold;
  // numeric: a cost times a size can pass the range of int8.
  const costOut = sql`div(cost::numeric * ${taken}, size)::bigint`;
  return sql`update positions set size = size - ${taken}, cost = cost - ${costOut},
      realized_pnl = realized_pnl + div(${proceeds.toString()}::numeric * ${taken}, ${sold})::bigint - ${costOut}, updated_at = ${now}
    where ${positionIs(key)} and size > 0 and ${known ? sql`true` : sql`size >= ${sold}`} and ${when} returning size`;
}

/** takeSharesStatement with `known`: a sale the venue settled. */
export async function takeKnownShares(trx: Db, key: PositionKey, size: bigint, proceeds: bigint, now: Date): Promise<void> {
  await takeSharesStatement(key, size, proceeds, now, true).execute(trx);
}

/** The wallet's free shares of the token (freeShares), null where it holds none, as an SQL expression; the key values or columns. */
export function freeSharesExpression(key: SqlPositionKey): RawBuilder<string | null> {
  return sql<string | null>`(select size - reserved_size from positions where ${positionIs(key)})`;
}

export const insufficientShares = () => badRequest('insufficient_position', 'The wallet does not hold enough free shares of this outcome for this sell.');

/** A books write's refusal (see mustChange) as the client's error; any other error as it is. */
export function booksRefusal(error: unknown): unknown {
  const reason = refusalReason(error);
  return reason === 'insufficient_balance' ? insufficientBalance() : reason === 'insufficient_position' ? insufficientShares() : error;
}

/** Gives back shares promised to a sell that traded them or will not rest. */
export const releaseSharesStatement = (key: PositionKey, size: bigint, now: Date, when: RawBuilder<boolean> = sql`true`) =>
  sql`update positions set reserved_size = greatest(reserved_size - ${size.toString()}::bigint, 0), updated_at = ${now} where ${positionIs(key)} and ${when}`;

export async function releaseShares(trx: Db, key: PositionKey, size: bigint, now: Date): Promise<void> {
  if (size > 0n) await releaseSharesStatement(key, size, now).execute(trx);
}

/** Free shares of one position: held and not promised to a resting sell. */
export async function freeShares(trx: Db, key: PositionKey): Promise<bigint> {
  const row = await trx
    .selectFrom('positions')
    .select(['size', 'reserved_size'])
    .where('agent_id', '=', key.agentId)
    .where('wallet_address', '=', key.wallet)
    .where('token_id', '=', key.tokenId)
    .executeTakeFirst();
  return row ? BigInt(row.size) - BigInt(row.reserved_size) : 0n;
}

/**
 * What the agent has in one market: the cost of its positions plus the cash held by its open
 * buy orders there (market_holds, which the orders table's triggers keep: migration 0019). This is
 * what maxPositionValue bounds.
 */
export async function marketExposure(trx: Db, agentId: string, conditionId: string): Promise<bigint> {
  const { rows } = await sql<{ exposure: string }>`select ${exposureExpression(agentId, conditionId)} as exposure`.execute(trx);
  return BigInt(rows[0]!.exposure);
}

/** marketExposure as an SQL expression, to be read inside a larger statement; the agent and the market values or columns. */
export function exposureExpression(agentId: string | RawBuilder<string>, conditionId: string | RawBuilder<string>): RawBuilder<string> {
  return sql<string>`((select coalesce(sum(cost), 0) from positions where agent_id = ${agentId} and market_condition_id = ${conditionId})
      + coalesce((select held from market_holds where agent_id = ${agentId} and market_condition_id = ${conditionId}), 0))`;
}
