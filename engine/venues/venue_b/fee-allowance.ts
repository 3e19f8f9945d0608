import type { VenueBAction } from './port.js';

/** Basis points of the trade's USDC that a quote's transaction lets the fee delegate pull (the spec's recommended 1%). */
export const FEE_ALLOWANCE_BPS = 100n;

/** The delegate approval a quote carries: the recommended fee of the trade's USDC (paid on a buy, received on a sell), rounded up. */
export function feeAllowance(action: VenueBAction, inAmount: bigint, outAmount: bigint): bigint {
  const notional = action === 'BUY' ? inAmount : outAmount;
  return (notional * FEE_ALLOWANCE_BPS + 9_999n) / 10_000n;
}
