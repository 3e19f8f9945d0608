import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { Venue } from '../accounts/trade-log.js';
import type { VenueA } from '../venues/venue_a/port.js';
import { tickSize } from '../venues/venue_a/market.js';
import { PRICE_ONE } from '../money.js';
import type { Monitor } from './monitor-index.js';
import { figuresOf, positionState, thresholdsOf } from './thresholds.js';

/** Which agents a load covers: a list of agents, or the agents of some shards. */
export type AgentScope = { agentIds: readonly string[] } | { shards: readonly number[]; shardCount: number };

export const shardOf = (agentId: string, shardCount: number): number => Number(BigInt(agentId) % BigInt(shardCount));

/** shardOf in SQL, over an agent id column. */
const inShards = (column: string, shards: readonly number[], shardCount: number) =>
  sql<boolean>`mod(${sql.ref(column)}, ${shardCount}) in (${sql.join([...shards])})`;

/** The highest price a bid can reach: one tick under 1 where the market has a tick (venue_a), one atomic unit under it elsewhere. */
export function bidCap(tick: bigint | null): bigint {
  return PRICE_ONE - (tick ?? 1n);
}

/**
 * The monitors of the scope's agents, from Postgres: one per open position with free shares (a
 * share promised to a resting sell is the agent's own exit) of an agent with riskControlEnabled,
 * outside resolved markets. Agents of the scope without any are in the map with an empty list,
 * so the caller can drop what it held for them.
 */
export async function loadMonitors(db: Db, venueA: VenueA, scope: AgentScope): Promise<Map<string, Monitor[]>> {
  const byAgent = new Map<string, Monitor[]>('agentIds' in scope ? scope.agentIds.map((id) => [id, []]) : []);
  if (('agentIds' in scope ? scope.agentIds : scope.shards).length === 0) return byAgent;
  let query = db
    .selectFrom('positions as p')
    .innerJoin('risk_settings as s', 's.agent_id', 'p.agent_id')
    .leftJoin('market_resolutions as r', 'r.condition_id', 'p.market_condition_id')
    .select(['p.agent_id', 'p.venue', 'p.wallet_address', 'p.token_id', 'p.size', 'p.reserved_size', 'p.cost', 'p.updated_at', 's.stop_loss_percent', 's.take_profit_percent'])
    .where('s.risk_control_enabled', '=', true)
    .where(sql<boolean>`p.size > p.reserved_size`)
    .where('r.condition_id', 'is', null);
  query =
    'agentIds' in scope
      ? query.where('p.agent_id', 'in', [...scope.agentIds])
      : query.where(inShards('p.agent_id', scope.shards, scope.shardCount));
  const rows = await query.execute();
  const ticks = new Map<string, bigint | null>();
  for (const tokenId of new Set(rows.filter((r) => r.venue === 'venue_a').map((r) => r.token_id))) {
    const ref = await venueA.marketOfToken(tokenId);
    ticks.set(tokenId, ref ? tickSize(ref.market) : null);
  }
  for (const row of rows) {
    const venue = row.venue as Venue;
    const figures = figuresOf(row);
    const { stop, take } = thresholdsOf(figures, { stopLossPercent: row.stop_loss_percent, takeProfitPercent: row.take_profit_percent }, bidCap(ticks.get(row.token_id) ?? null));
    if (stop === null && take === null) continue;
    const monitors = byAgent.get(row.agent_id) ?? [];
    monitors.push({ agentId: row.agent_id, venue, wallet: row.wallet_address, tokenId: row.token_id, state: positionState(figures), stop, take });
    byAgent.set(row.agent_id, monitors);
  }
  return byAgent;
}

/** Agents of the shards whose positions or settings changed at or after `since`: what another process may have touched. */
export async function agentsChangedSince(db: Db, since: Date, shards: readonly number[], shardCount: number): Promise<string[]> {
  if (!shards.length) return [];
  const owned = inShards('agent_id', shards, shardCount);
  const rows = await db
    .selectFrom('positions')
    .select('agent_id')
    .where('updated_at', '>=', since)
    .where(owned)
    .union(db.selectFrom('risk_settings').select('agent_id').where('updated_at', '>=', since).where(owned))
    .execute();
  return rows.map((r) => r.agent_id);
}
