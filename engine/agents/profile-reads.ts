import { sql } from 'kysely';
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
      const rows = await db
        .selectFrom('api_keys')
        .innerJoin('agents', 'agents.id', 'api_keys.agent_id')
        .selectAll('agents')
        .select(['api_keys.id as key_id', 'api_keys.key_name', 'api_keys.create_type'])
        // One array, not a list: a list of each length would be a statement shape of its own, and
        // the lengths a busy process sees would take the places of the shapes worth preparing.
        .where(sql<boolean>`api_keys.id = any(${keyIds}::int8[])`)
        .execute();
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

interface ProfileRow {
  id: string;
  name: string;
  agent_code: string;
  description: string;
  user_id: string;
  claimed_at: Date | null;
  claim_code: string;
  online_status: number;
  wallet_address: string | null;
  sol_address: string | null;
  simulation_balance: string;
  created_at: Date;
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
    claimed: row.claimed_at !== null,
    claimedAt: row.claimed_at ? String(row.claimed_at.getTime()) : null,
    claimCode: row.claim_code,
    claimUrl: `${claimBaseUrl}/${row.claim_code}`,
    onlineStatus: row.online_status,
    walletAddress: row.wallet_address,
    solAddress: row.sol_address,
    simulationBalance: toJsonNumber(BigInt(row.simulation_balance), USDC_SCALE),
    createdAt: String(row.created_at.getTime()),
    apiKey: { id: row.key_id, keyName: row.key_name, createType: row.create_type },
  };
}
