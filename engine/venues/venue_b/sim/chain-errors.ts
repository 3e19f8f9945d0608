import type { FailedTransactionMetadata } from 'litesvm';

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
// The SPL Token program's TokenError::InsufficientFunds, and the System program's ResultWithNegativeLamports.
const CUSTOM_INSUFFICIENT_FUNDS = 1;

const NO_SOL = 'The paying wallet has no SOL for the network fee (or the rent of a new token account). Fund it with SOL and request a new quote.';

export function explainChainFailure(failed: FailedTransactionMetadata): ChainFailure {
  const err = failed.err() as unknown;
  const failure = (code: string, message: string): ChainFailure => ({ code, message });
  if (typeof err === 'number') {
    switch (err) {
      case ACCOUNT_NOT_FOUND:
      case INSUFFICIENT_FUNDS_FOR_FEE:
        return failure('insufficient_sol', NO_SOL);
      case MISSING_SIGNATURE_FOR_FEE:
      case SIGNATURE_FAILURE:
        return failure('signature_invalid', 'A signature on the transaction does not verify. Sign the quoted transaction, unchanged, with the quoting wallet.');
      default:
        return failure('transaction_failed', `The chain refused the transaction (error ${err}). Request a new quote.`);
    }
  }
  if (err && typeof err === 'object' && 'accountIndex' in err) return failure('insufficient_sol', NO_SOL);
  if (err && typeof err === 'object' && 'index' in err && 'err' in err && typeof err.err === 'function') {
    const inner = (err.err as () => unknown)();
    if (inner && typeof inner === 'object' && 'code' in inner && inner.code === CUSTOM_INSUFFICIENT_FUNDS) {
      return failure('insufficient_funds', 'The wallet does not hold enough tokens for this transfer (or the approved allowance is too small). Nothing was moved.');
    }
    return failure('transaction_failed', `Instruction ${String(err.index)} of the transaction failed; nothing was moved. Request a new quote.`);
  }
  return failure('transaction_failed', 'The chain refused the transaction; nothing was moved. Request a new quote.');
}
