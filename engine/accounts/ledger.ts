import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';
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
  const row = await trx
    .selectFrom('agents')
    .select(['halted', 'simulation_balance'])
    .where('id', '=', agentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
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

/** A buy adds shares and their cost. */
export async function addToPosition(trx: Db, key: PositionKey, meta: PositionMeta, size: bigint, cost: bigint, now: Date): Promise<void> {
  await trx
    .insertInto('positions')
    .values({
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
    })
    .onConflict((oc) =>
      oc.columns(['agent_id', 'wallet_address', 'token_id']).doUpdateSet({
        size: sql`positions.size + excluded.size`,
        cost: sql`positions.cost + excluded.cost`,
        updated_at: now,
      }),
    )
    .execute();
}

/**
 * A sale removes shares at their average cost and books the difference as realised PnL. The
 * cost removed is rounded down, so the cost left on the remaining shares never drops below zero.
 */
export async function takeFromPosition(
  trx: Db,
  key: PositionKey,
  size: bigint,
  proceeds: bigint,
  now: Date,
): Promise<void> {
  const position = await trx
    .selectFrom('positions')
    .select(['size', 'cost', 'reserved_size'])
    .where('agent_id', '=', key.agentId)
    .where('wallet_address', '=', key.wallet)
    .where('token_id', '=', key.tokenId)
    .forUpdate()
    .executeTakeFirst();
  const held = BigInt(position?.size ?? 0);
  if (!position || held < size) throw badRequest('insufficient_position', 'The wallet does not hold enough shares of this outcome to sell.');
  const cost = BigInt(position.cost);
  const costRemoved = (cost * size) / held;
  await trx
    .updateTable('positions')
    .set({
      size: (held - size).toString(),
      cost: (cost - costRemoved).toString(),
      realized_pnl: sql`realized_pnl + ${(proceeds - costRemoved).toString()}::bigint`,
      updated_at: now,
    })
    .where('agent_id', '=', key.agentId)
    .where('wallet_address', '=', key.wallet)
    .where('token_id', '=', key.tokenId)
    .execute();
}

/**
 * A sale the venue settled, of shares that may have come from elsewhere: the venue, not these
 * rows, decides what a wallet may sell, and shares without a recorded cost basis here cannot move
 * it, so only the recorded part (and its share of the proceeds) comes off the position.
 */
export async function takeKnownShares(trx: Db, key: PositionKey, size: bigint, proceeds: bigint, now: Date): Promise<void> {
  const held = BigInt((await trx.selectFrom('positions').select('size').where('agent_id', '=', key.agentId).where('wallet_address', '=', key.wallet).where('token_id', '=', key.tokenId).executeTakeFirst())?.size ?? 0);
  const known = size < held ? size : held;
  if (known > 0n) await takeFromPosition(trx, key, known, (proceeds * known) / size, now);
}

/** A positions row's shares not promised to a sell: at least `size` of them. */
const holdsFree = (size: bigint) => sql<boolean>`size - reserved_size >= ${size.toString()}::bigint`;

/** Promises shares to a resting sell, so they cannot be sold twice; no row if they are not free. Usable as a CTE. */
export function shareReservationStatement(key: PositionKey, size: bigint, now: Date, when: RawBuilder<boolean> = sql`true`): RawBuilder<{ size: string }> {
  return sql<{ size: string }>`update positions set reserved_size = reserved_size + ${size.toString()}::bigint, updated_at = ${now}
    where agent_id = ${key.agentId} and wallet_address = ${key.wallet} and token_id = ${key.tokenId}
      and ${size.toString()}::bigint > 0 and ${holdsFree(size)} and ${when}
    returning size`;
}

/** Whether the wallet holds `size` free shares of the token, as an SQL condition. */
export function sharesFreeExpression(key: PositionKey, size: bigint): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from positions where agent_id = ${key.agentId} and wallet_address = ${key.wallet} and token_id = ${key.tokenId}
    and ${holdsFree(size)})`;
}

export const insufficientShares = () => badRequest('insufficient_position', 'The wallet does not hold enough free shares of this outcome for this sell.');

export async function reserveShares(trx: Db, key: PositionKey, size: bigint, now: Date): Promise<void> {
  if (!(await shareReservationStatement(key, size, now).execute(trx)).rows.length) throw insufficientShares();
}

export async function releaseShares(trx: Db, key: PositionKey, size: bigint, now: Date): Promise<void> {
  if (size <= 0n) return;
  await trx
    .updateTable('positions')
    .set({ reserved_size: sql`greatest(reserved_size - ${size.toString()}::bigint, 0)`, updated_at: now })
    .where('agent_id', '=', key.agentId)
    .where('wallet_address', '=', key.wallet)
    .where('token_id', '=', key.tokenId)
    .execute();
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
 * buy orders there. This is what maxPositionValue bounds.
 */
export async function marketExposure(trx: Db, agentId: string, conditionId: string): Promise<bigint> {
  const { rows } = await sql<{ exposure: string }>`select ${exposureExpression(agentId, conditionId)} as exposure`.execute(trx);
  return BigInt(rows[0]!.exposure);
}

/** marketExposure as an SQL expression, to be read inside a larger statement. */
export function exposureExpression(agentId: string, conditionId: string): RawBuilder<string> {
  return sql<string>`((select coalesce(sum(cost), 0) from positions where agent_id = ${agentId} and market_condition_id = ${conditionId})
      + (select coalesce(sum(((size - matched_size) * price + 999999) / 1000000), 0) from orders
         where agent_id = ${agentId} and market_condition_id = ${conditionId} and side = 'BUY' and status = 1))`;
}
