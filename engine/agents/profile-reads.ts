import { CompiledQuery } from 'kysely';
import type { Db } from '../db/connect.js';
import { batchedReads } from '../coalesced-reads.js';
import { toJsonNumber, USDC_SCALE } from '../money.js';
import type { AgentProfile } from './agents.js';

export interface ProfileReads {
  /** The profile GET /agents/me answers for the agent's key, read after this call was made. */
  read(agentId: string, keyId: string): Promise<AgentProfile>;
}

/**
 * GET /agents/me's profiles, read from the database on every request and never cached: a profile
 * holds the simulated balance, which every trade moves, and fields other parts of the service
 * write (the linked wallet, the chain-B address). Concurrent requests share statements instead
 * (see batchedReads): one is out at a time, and it reads the profiles of every key that asked
 * while the last one was out.
 */
export function createProfileReads(db: Db, claimBaseUrl: string): ProfileReads {
  const byKey = batchedReads<string, ProfileRow>(
    async (keyIds) => {
      const { rows } = await db.executeQuery<ProfileRow>(CompiledQuery.raw(PROFILES_SQL, [keyIds]));
      return new Map(rows.map((row) => [row.key_id, row]));
    },
    (keyId) => new Error(`no API key ${keyId}`),
  );
  return {
    read: async (agentId, keyId) => {
      const row = await byKey.read(keyId);
      if (row.id !== agentId) throw new Error(`API key ${keyId} is not agent ${agentId}'s`);
      return profileOf(row, claimBaseUrl);
    },
  };
}

/** Milliseconds since the epoch as text, the microseconds dropped: what the answer carries, with no Date made and parsed per row. */
const epochMs = (column: string) => `(floor(extract(epoch from ${column}) * 1000))::int8::text`;

/**
 * The profiles of a set of keys: only the columns a profile shows, as one text built once (no
 * query builder on every read). The keys go as one array, not a list: a list of each length would
 * be a statement shape of its own, and the lengths a busy process sees would take the places of
 * the shapes worth preparing.
 */
const PROFILES_SQL = `select a.id, a.name, a.agent_code, a.description, a.user_id, ${epochMs('a.claimed_at')} as claimed_at_ms, a.claim_code,
    a.online_status, a.wallet_address, a.sol_address, a.simulation_balance, ${epochMs('a.created_at')} as created_at_ms,
    k.id as key_id, k.key_name, k.create_type
  from api_keys k join agents a on a.id = k.agent_id
  where k.id = any($1::int8[])`;

interface ProfileRow {
  id: string;
  name: string;
  agent_code: string;
  description: string;
  user_id: string;
  claimed_at_ms: string | null;
  claim_code: string;
  online_status: number;
  wallet_address: string | null;
  sol_address: string | null;
  simulation_balance: string;
  created_at_ms: string;
  key_id: string;
  key_name: string;
  create_type: number;
}

function profileOf(row: ProfileRow, claimBaseUrl: string): AgentProfile {
  return {
    agentId: row.id,
    agentName: row.name,
    agentCode: row.agent_code,
    agentDescription: row.description,
    userId: row.user_id,
    claimed: row.claimed_at_ms !== null,
    claimedAt: row.claimed_at_ms,
    claimCode: row.claim_code,
    claimUrl: `${claimBaseUrl}/${row.claim_code}`,
    onlineStatus: row.online_status,
    walletAddress: row.wallet_address,
    solAddress: row.sol_address,
    simulationBalance: toJsonNumber(BigInt(row.simulation_balance), USDC_SCALE),
    createdAt: row.created_at_ms,
    apiKey: { id: row.key_id, keyName: row.key_name, createType: row.create_type },
  };
}
