import { ApiError, badRequest } from '../../errors.js';

/** The custody provider's policy refused to sign (its BLOCKED_BY_POLICY): nothing was charged. */
export const blockedByPolicy = (reason: string) => badRequest('BLOCKED_BY_POLICY', `Signing rejected by the custody policy (BLOCKED_BY_POLICY): ${reason}`);

/** The custody provider failed (not a refusal): nothing was charged. */
export const custodyFailed = (cause: unknown) =>
  new ApiError(500, 'custody_failed', 'The custody provider call failed; nothing was charged. Retry with the same Idempotency-Key.', { cause });
