import { Type } from '@sinclair/typebox';
import { EpochMs, EvmAddress, NumericId, nullable, obj } from './common.js';

const NonBlank = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

export const RegisterBody = obj({
  name: NonBlank(100, 'the agent name, 1 to 100 characters'),
  description: Type.Optional(Type.String({ maxLength: 1000, default: '', description: 'up to 1000 characters' })),
});

export const RegistrationResult = obj({
  agentId: Type.String(),
  agentName: Type.String(),
  apiKeyCode: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'the API key; shown only here' }),
  claimCode: Type.String(),
  claimUrl: Type.String(),
  simulationBalance: Type.Number(),
});

export const ClaimCodeParams = obj({
  claimCode: Type.String({ maxLength: 64, pattern: '\\S', description: 'a non-empty claim code' }),
});

export const ClaimRecord = obj({
  id: Type.String({ description: 'API key primary id (the system key made at registration)' }),
  userId: Type.String(),
  keyName: Type.String(),
  apiKeyCode: Type.String({ description: 'masked: first 8 and last 4 characters of the key' }),
  claimCode: Type.String(),
  status: Type.Integer({ description: '1 Active, 2 Revoked' }),
  createType: Type.Integer({ description: '1 user created, 2 system created' }),
  createdAt: EpochMs,
  lastCalledAt: EpochMs,
  agentName: Type.String(),
  agentCode: Type.String(),
  agentDescription: Type.String(),
  onlineStatus: Type.Integer({ description: '1 Active, 2 Idle, 3 Offline' }),
  walletAddress: nullable(Type.String()),
  solAddress: nullable(Type.String()),
  claimed: Type.Boolean(),
});

export const ClaimBody = obj({
  address: EvmAddress,
  signature: Type.String({
    pattern: '^0x([0-9a-fA-F]{128}|[0-9a-fA-F]{130})$',
    description: 'a 65-byte (or 64-byte compact) 0x-prefixed EIP-191 signature',
  }),
});

export const ClaimResult = obj({
  agentId: Type.String(),
  agentCode: Type.String(),
  userId: Type.String(),
  ownerAddress: Type.String(),
  claimedAt: EpochMs,
});

export const AgentProfile = obj({
  agentId: Type.String(),
  agentName: Type.String(),
  agentCode: Type.String(),
  agentDescription: Type.String(),
  userId: Type.String(),
  claimed: Type.Boolean(),
  claimedAt: nullable(EpochMs),
  claimCode: Type.String(),
  claimUrl: Type.String(),
  onlineStatus: Type.Integer({ description: '1 Active, 2 Idle, 3 Offline' }),
  walletAddress: nullable(Type.String()),
  solAddress: nullable(Type.String()),
  simulationBalance: Type.Number(),
  createdAt: EpochMs,
  apiKey: obj({ id: Type.String(), keyName: Type.String(), createType: Type.Integer() }),
});

export const CreateKeyBody = obj({ keyName: NonBlank(100, 'a name for the key, 1 to 100 characters') });

export const ApiKey = obj({
  id: Type.String(),
  keyName: Type.String(),
  apiKeyCode: Type.String({ description: 'the full key when just created; masked in listings' }),
  status: Type.Integer({ description: '1 Active, 2 Revoked' }),
  createType: Type.Integer({ description: '1 user created, 2 system created' }),
  createdAt: EpochMs,
  lastCalledAt: EpochMs,
  revokedAt: nullable(EpochMs),
});

export const KeyIdParams = obj({ id: NumericId });
