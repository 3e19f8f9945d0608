import type { FailedTransactionMetadata } from 'litesvm';
import { CHAIN_REFUSALS, CUSTOM_INSUFFICIENT_FUNDS } from '../chain-refusals.js';

/** Why the chain refused a transaction, in words an agent can act on; the raw logs stay in our logs. */
export interface ChainFailure {
  code: string;
  message: string;
}

// litesvm's TransactionErrorFieldless is a const enum, which does not exist at run time. Blockhash
// and replay errors cannot arise here: quotes are single use and carry their own expiry.
const ACCOUNT_NOT_FOUND = 2;
const INSUFFICIENT_FUNDS_FOR_FEE = 4;
const MISSING_SIGNATURE_FOR_FEE = 9;
const SIGNATURE_FAILURE = 11;

export function explainChainFailure(failed: FailedTransactionMetadata): ChainFailure {
  const err = failed.err() as unknown;
  const failure = (code: string, message: string): ChainFailure => ({ code, message });
  if (typeof err === 'number') {
    switch (err) {
      case ACCOUNT_NOT_FOUND:
      case INSUFFICIENT_FUNDS_FOR_FEE:
        return failure('insufficient_sol', CHAIN_REFUSALS.insufficient_sol);
      case MISSING_SIGNATURE_FOR_FEE:
      case SIGNATURE_FAILURE:
        return failure('signature_invalid', CHAIN_REFUSALS.signature_invalid);
      default:
        return failure('transaction_failed', `The chain refused the transaction (error ${err}). Request a new quote.`);
    }
  }
  if (err && typeof err === 'object' && 'accountIndex' in err) return failure('insufficient_sol', CHAIN_REFUSALS.insufficient_sol);
  if (err && typeof err === 'object' && 'index' in err && 'err' in err && typeof err.err === 'function') {
    const inner = (err.err as () => unknown)();
    if (inner && typeof inner === 'object' && 'code' in inner && inner.code === CUSTOM_INSUFFICIENT_FUNDS) {
      return failure('insufficient_funds', CHAIN_REFUSALS.insufficient_funds);
    }
    return failure('transaction_failed', `Instruction ${String(err.index)} of the transaction failed; nothing was moved. Request a new quote.`);
  }
  return failure('transaction_failed', 'The chain refused the transaction; nothing was moved. Request a new quote.');
}
