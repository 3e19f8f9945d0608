import { Type } from '@sinclair/typebox';
import { EvmAddress, nullable, obj } from './common.js';

const Secret = (what: string) => Type.String({ minLength: 1, maxLength: 512, description: what });
const SignatureType = Type.Integer({ minimum: 0, maximum: 3, description: '0 EOA, 1 proxy wallet, 2 Safe, 3 deposit wallet' });

export const CredentialsBody = obj({
  walletAddress: EvmAddress,
  apiKey: Secret('the venue API key'),
  apiSecret: Secret('the venue API secret'),
  apiPassphrase: Secret('the venue API passphrase'),
});

export const CredentialsRegistration = obj({
  success: Type.Literal(true),
  walletAddress: Type.String(),
  signatureType: Type.Integer(),
  encryptedCredentials: Type.Literal(true),
  registeredAt: Type.String({ format: 'date-time' }),
});

export const DetailError = obj({ detail: Type.String() });

export const CredentialsCheckQuery = obj({ walletAddress: EvmAddress });

export const CredentialsCheck = obj({
  hasCredentials: Type.Boolean(),
  walletAddress: Type.String(),
  signatureType: nullable(Type.Integer()),
});

export const ChallengeQuery = obj({ address: EvmAddress });

export const LinkChallenge = obj({
  nonce: Type.String(),
  message: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
  address: Type.String(),
});

export const LinkBody = obj({
  address: EvmAddress,
  signature: Type.String({ pattern: '^0x([0-9a-fA-F]{2})+$', maxLength: 8192, description: '0x-prefixed hex' }),
  nonce: Type.String({ minLength: 1, maxLength: 128 }),
  signature_type: Type.Optional(Type.Integer({ enum: [0, 1, 2, 3], default: 0, description: SignatureType.description })),
});

export const LinkResult = obj({
  success: Type.Boolean(),
  wallet_address: Type.String(),
  wallet_ownership: Type.String({ description: 'verified, or unverified when the link failed' }),
  message: Type.String(),
  error: Type.String({ description: 'why the link failed; empty on success' }),
});

export const SimApiKeyBody = obj({
  address: EvmAddress,
  timestamp: Type.String({ pattern: '^[0-9]{1,12}$', description: 'the current unix time in seconds' }),
  nonce: Type.Optional(Type.String({ pattern: '^[0-9]{1,20}$', default: '0', description: 'a decimal uint' })),
  signature: Type.String({ pattern: '^0x([0-9a-fA-F]{2})+$', maxLength: 8192, description: '0x-prefixed hex' }),
});

export const SimApiKey = obj({ apiKey: Type.String(), apiSecret: Type.String(), apiPassphrase: Type.String() });
