/**
 * What a chain refusal tells the agent, the same words on the simulated chain and through a live
 * RPC node: nothing was moved, and what to do about it.
 */
export const CHAIN_REFUSALS = {
  insufficient_sol: 'The paying wallet has no SOL for the network fee (or the rent of a new token account). Fund it with SOL and request a new quote.',
  insufficient_funds: 'The wallet does not hold enough tokens for this transfer (or the approved allowance is too small). Nothing was moved.',
  signature_invalid: 'A signature on the transaction does not verify. Sign the quoted transaction, unchanged, with the quoting wallet.',
} as const;

/** The Token programs' TokenError::InsufficientFunds, as a custom program error. */
export const CUSTOM_INSUFFICIENT_FUNDS = 1;
