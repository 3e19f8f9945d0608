import { ApiError, badRequest } from '../../../errors.js';
import { VenueUnavailable } from '../../venue-errors.js';
import { CHAIN_REFUSALS, CUSTOM_INSUFFICIENT_FUNDS } from '../chain-refusals.js';
import { RpcError } from './rpc.js';

/**
 * A refused transaction in words an agent can act on, from the node's JSON error (the simulation
 * that preflight ran): nothing was sent. Any other RPC error leaves the outcome to the order status.
 */

export const BLOCKHASH_EXPIRED = 'The quote’s blockhash expired before the transaction was sent (a Solana blockhash lives about 150 blocks, 60–90 s); nothing was sent. Request a new quote and sign it promptly.';

export function chainRefusal(error: RpcError): ApiError {
  const err = error.transactionError;
  if (err === 'BlockhashNotFound' || /blockhash not found/i.test(error.message)) return badRequest('blockhash_expired', BLOCKHASH_EXPIRED);
  if (err === 'AccountNotFound' || err === 'InsufficientFundsForFee' || (typeof err === 'object' && err !== null && 'InsufficientFundsForRent' in err)) return badRequest('insufficient_sol', CHAIN_REFUSALS.insufficient_sol);
  if (err === 'SignatureFailure' || err === 'MissingSignatureForFee' || /signature verification failure/i.test(error.message)) {
    return badRequest('signature_invalid', CHAIN_REFUSALS.signature_invalid);
  }
  const instruction = (err as { InstructionError?: [number, unknown] } | null)?.InstructionError;
  // The node's numbers arrive as text (see Upstream).
  if (instruction && Number((instruction[1] as { Custom?: unknown } | null)?.Custom) === CUSTOM_INSUFFICIENT_FUNDS) {
    return badRequest('insufficient_funds', CHAIN_REFUSALS.insufficient_funds);
  }
  if (instruction) return badRequest('transaction_failed', `Instruction ${instruction[0]} of the transaction failed in simulation; nothing was sent. Request a new quote.`);
  if (error.code === -32002 || error.code === -32602) return badRequest('transaction_failed', `The Solana node refused the transaction: ${error.message}. Nothing was sent; request a new quote.`);
  return new VenueUnavailable('upstream_error', `the Solana RPC node answered ${error.code} ${error.message}`);
}
