import { getAddress, verifyMessage, type Hex } from 'viem';
import { insertApiKey, KEY_CREATE_TYPE, maskedKey } from '../auth/api-keys.js';
import type { Db } from '../db/connect.js';
import type { AgentRow } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { toJsonNumber, USDC_SCALE } from '../money.js';
import { newAgentCode, newClaimCode } from './codes.js';
import { isUniqueViolation } from '../db/unique-violation.js';

export const ONLINE_STATUS = { active: 1, idle: 2, offline: 3 } as const;

export interface RegistrationResult {
  agentId: string;
  agentName: string;
  apiKeyCode: string;
  claimCode: string;
  claimUrl: string;
  simulationBalance: number;
}

export interface RegisterInput {
  name: string;
  description: string;
  simulationBalance: bigint;
  claimBaseUrl: string;
  now: Date;
}

/** Creates the owner placeholder, the agent and its system key in one transaction. */
export async function registerAgent(db: Db, input: RegisterInput): Promise<RegistrationResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({ display_name: input.name, created_at: input.now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const agent = await trx
          .insertInto('agents')
          .values({
            user_id: user.id,
            name: input.name,
            description: input.description,
            agent_code: newAgentCode(),
            claim_code: newClaimCode(),
            online_status: ONLINE_STATUS.idle,
            simulation_balance: input.simulationBalance,
            created_at: input.now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const { key } = await insertApiKey(trx, agent.id, 'default', KEY_CREATE_TYPE.system, input.now);
        return {
          agentId: agent.id,
          agentName: agent.name,
          apiKeyCode: key,
          claimCode: agent.claim_code,
          claimUrl: `${input.claimBaseUrl}/${agent.claim_code}`,
          simulationBalance: toJsonNumber(BigInt(agent.simulation_balance), USDC_SCALE),
        };
      });
    } catch (error) {
      // A generated code collided with an existing one: draw new codes.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export interface AgentProfile {
  agentId: string;
  agentName: string;
  agentCode: string;
  agentDescription: string;
  userId: string;
  claimed: boolean;
  claimedAt: string | null;
  claimCode: string;
  claimUrl: string;
  onlineStatus: number;
  walletAddress: string | null;
  solAddress: string | null;
  simulationBalance: number;
  createdAt: string;
  apiKey: { id: string; keyName: string; createType: number };
}

/** The claim lookup record of the spec (API key + agent profile). */
export interface ClaimRecord {
  id: string;
  userId: string;
  keyName: string;
  apiKeyCode: string;
  claimCode: string;
  status: number;
  createType: number;
  createdAt: string;
  lastCalledAt: string;
  agentName: string;
  agentCode: string;
  agentDescription: string;
  onlineStatus: number;
  walletAddress: string | null;
  solAddress: string | null;
  claimed: boolean;
}

/**
 * Looks an agent up by claim code. The key shown is the agent's system key, masked: the lookup
 * needs no authentication, so the full key would hand the bearer secret to anyone with the code.
 */
export async function claimLookup(db: Db, claimCode: string): Promise<ClaimRecord> {
  const row = await db
    .selectFrom('agents')
    .innerJoin('api_keys', 'api_keys.agent_id', 'agents.id')
    .selectAll('api_keys')
    .select([
      'agents.user_id',
      'agents.claim_code',
      'agents.name',
      'agents.agent_code',
      'agents.description',
      'agents.online_status',
      'agents.wallet_address',
      'agents.sol_address',
      'agents.claimed_at',
    ])
    .where('agents.claim_code', '=', claimCode)
    .where('api_keys.create_type', '=', KEY_CREATE_TYPE.system)
    .executeTakeFirst();
  if (!row) throw unknownClaimCode(claimCode);
  return {
    id: row.id,
    userId: row.user_id,
    keyName: row.key_name,
    apiKeyCode: maskedKey(row),
    claimCode: row.claim_code,
    status: row.status,
    createType: row.create_type,
    createdAt: String(row.created_at.getTime()),
    lastCalledAt: String(row.last_called_at.getTime()),
    agentName: row.name,
    agentCode: row.agent_code,
    agentDescription: row.description,
    onlineStatus: row.online_status,
    walletAddress: row.wallet_address,
    solAddress: row.sol_address,
    claimed: row.claimed_at !== null,
  };
}

const unknownClaimCode = (code: string) =>
  notFound('unknown_claim_code', `No agent has the claim code "${code}". Check the code in the claim URL.`);

/** The exact text the owner signs (EIP-191 personal_sign) to claim an agent. */
export function claimMessage(agent: Pick<AgentRow, 'agent_code' | 'claim_code'>): string {
  return `Claim trading agent ${agent.agent_code}\nClaim code: ${agent.claim_code}`;
}

export interface ClaimResult {
  agentId: string;
  agentCode: string;
  userId: string;
  ownerAddress: string;
  claimedAt: string;
}

/**
 * Binds the agent to the owner who signed the claim message. Owners are keyed by address: an
 * owner who claims a second agent gets it under the same user id.
 */
export async function claimAgent(
  db: Db,
  input: { agentId: string; claimCode: string; address: string; signature: Hex; now: Date },
): Promise<ClaimResult> {
  const address = getAddress(input.address);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const agent = await trx
          .selectFrom('agents')
          .selectAll()
          .where('id', '=', input.agentId)
          .where('claim_code', '=', input.claimCode)
          .forUpdate()
          .executeTakeFirst();
        // Another agent's code looks unknown to this key, so codes cannot be probed with it.
        if (!agent) throw unknownClaimCode(input.claimCode);
        if (agent.claimed_at) throw conflict('already_claimed', 'This agent has already been claimed.');
        const valid = await verifyMessage({ address, message: claimMessage(agent), signature: input.signature }).catch(
          () => false,
        );
        if (!valid) {
          throw badRequest(
            'invalid_claim_signature',
            `The signature is not ${address}'s EIP-191 signature of the claim message. Sign exactly: ` +
              JSON.stringify(claimMessage(agent)),
          );
        }
        const owner = await trx.selectFrom('users').select('id').where('evm_address', '=', address).executeTakeFirst();
        let userId = agent.user_id;
        if (owner) {
          userId = owner.id;
          await trx.updateTable('agents').set({ user_id: owner.id }).where('id', '=', agent.id).execute();
          // The placeholder owner made at registration belongs to this agent alone.
          await trx.deleteFrom('users').where('id', '=', agent.user_id).where('evm_address', 'is', null).execute();
        } else {
          await trx.updateTable('users').set({ evm_address: address }).where('id', '=', agent.user_id).execute();
        }
        await trx.updateTable('agents').set({ claimed_at: input.now }).where('id', '=', agent.id).execute();
        return {
          agentId: agent.id,
          agentCode: agent.agent_code,
          userId,
          ownerAddress: address,
          claimedAt: String(input.now.getTime()),
        };
      });
    } catch (error) {
      // Two first claims by one new address raced to create its owner: the retry finds it.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}
