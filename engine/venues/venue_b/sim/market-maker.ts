import {
  createApproveCheckedInstruction,
  createAssociatedTokenAccountIdempotentInstruction,
  createBurnCheckedInstruction,
  createMintToCheckedInstruction,
  createTransferCheckedInstruction,
} from '@solana/spl-token';
import { PublicKey, TransactionMessage, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js';
import { badRequest } from '../../../errors.js';
import { decimalText, USDC_SCALE } from '../../../money.js';
import type { PriceProcess } from '../../venue_a/sim/price-process.js';
import { feeAllowance } from '../fee-allowance.js';
import { CONTRACT, TOKEN_DECIMALS, type QuoteRefusal, type VenueBAction, type VenueBSide } from '../port.js';
import { pricedMarket, VENUE_B_TICK, type CatalogMarket } from './catalog.js';
import type { SimChain } from './chain.js';

/** The most contracts the simulated market maker takes in one order. */
export const MAX_CONTRACTS_PER_ORDER = 50_000n;

export interface MakerSide {
  /** What a buyer pays per contract (atomic USDC). */
  ask: bigint;
  /** What a seller receives per contract. */
  bid: bigint;
}

export interface MakerPrices {
  yes: bigint;
  no: bigint;
  YES: MakerSide;
  NO: MakerSide;
}

/** One cent either side of the walked Yes price; NO is the mirror image, as on Kalshi. */
export function marketPrices(prices: PriceProcess, market: CatalogMarket, t: number): MakerPrices {
  const one = CONTRACT;
  const yes = prices.independentYesPrice(pricedMarket(market), t);
  const yesAsk = yes + VENUE_B_TICK < one ? yes + VENUE_B_TICK : one - VENUE_B_TICK;
  const yesBid = yes - VENUE_B_TICK > 0n ? yes - VENUE_B_TICK : VENUE_B_TICK;
  return { yes, no: one - yes, YES: { ask: yesAsk, bid: yesBid }, NO: { ask: one - yesBid, bid: one - yesAsk } };
}

/** An outcome's mark: its payout once the market is determined, the walked fair price before. */
export function markPrice(prices: PriceProcess, market: CatalogMarket, side: VenueBSide, t: number): bigint {
  if (market.result) return market.result === side.toLowerCase() ? CONTRACT : 0n;
  const { yes, no } = marketPrices(prices, market, t);
  return side === 'YES' ? yes : no;
}

export interface Fill {
  /** Atomic units the user gives: USDC on a buy, outcome tokens on a sell. */
  inAmount: bigint;
  /** Atomic units the user gets. */
  outAmount: bigint;
  /** The per-contract price used. */
  price: bigint;
}

/**
 * Buys are whole contracts (as on Kalshi): the amount buys as many as fit at the ask, and only
 * their cost is taken, so nothing is left over to refund. Null when not even one contract fits.
 */
export function buyFill(amount: bigint, ask: bigint): Fill | null {
  const contracts = amount / ask;
  if (contracts === 0n) return null;
  return { inAmount: contracts * ask, outAmount: contracts * CONTRACT, price: ask };
}

/** Sells take any number of atomic shares; proceeds are rounded down to the atomic unit. */
export function sellFill(shares: bigint, bid: bigint): Fill {
  return { inAmount: shares, outAmount: (shares * bid) / CONTRACT, price: bid };
}

/** The least the user accepts for `requested` (USDC to spend, or shares to sell): the fill at a price `slippageBps` worse. */
export function minimumOut(action: VenueBAction, requested: bigint, price: bigint, slippageBps: bigint): bigint {
  if (action === 'BUY') {
    const worst = (price * (10_000n + slippageBps) + 9_999n) / 10_000n;
    return (requested / worst) * CONTRACT;
  }
  return (requested * price * (10_000n - slippageBps)) / 10_000n / CONTRACT;
}

/** The market maker's fill of a request at these prices, or why it makes none. */
export function quoteFill(market: CatalogMarket, prices: MakerPrices, side: VenueBSide, action: VenueBAction, amount: bigint): Fill | QuoteRefusal {
  const refused = (code: string, message: string): QuoteRefusal => ({ kind: 'refused', code, message });
  if (market.status !== 'active') {
    return refused('market_not_active', `${market.ticker} is ${market.status}; only active markets trade.${market.result ? ` It resolved ${market.result.toUpperCase()}.` : ''}`);
  }
  const quoted = prices[side];
  let fill: Fill;
  if (action === 'BUY') {
    const bought = buyFill(amount, quoted.ask);
    if (!bought) return refused('route_not_found', `The amount buys no whole contract: one ${side} contract costs ${decimalText(quoted.ask, USDC_SCALE)} USDC.`);
    fill = bought;
  } else {
    fill = sellFill(amount, quoted.bid);
    if (fill.outAmount === 0n) return refused('route_not_found', 'These shares are worth less than 0.000001 USDC at the current bid.');
  }
  const contracts = action === 'BUY' ? fill.outAmount / CONTRACT : fill.inAmount / CONTRACT;
  if (contracts > MAX_CONTRACTS_PER_ORDER) {
    return refused('route_not_found', `Not enough liquidity: the market maker takes at most ${MAX_CONTRACTS_PER_ORDER} contracts per order.`);
  }
  return fill;
}

export interface SlippageCheck {
  side: VenueBSide;
  action: VenueBAction;
  /** The amount quoted for: USDC to spend, or shares to sell. */
  amount: bigint;
  minOutAmount: bigint;
}

/** The router refuses to route a quote whose price has since moved past the slippage allowance. */
export function refuseSlippage(prices: MakerPrices, check: SlippageCheck): void {
  const quoted = prices[check.side];
  const wouldGet = check.action === 'BUY' ? (buyFill(check.amount, quoted.ask)?.outAmount ?? 0n) : sellFill(check.amount, quoted.bid).outAmount;
  if (wouldGet < check.minOutAmount) {
    const unit = check.action === 'BUY' ? 'contracts' : 'USDC';
    const shown = (amount: bigint) => (check.action === 'BUY' ? (amount / CONTRACT).toString() : decimalText(amount, USDC_SCALE));
    throw badRequest(
      'slippage_exceeded',
      `The price moved past your slippage allowance since the quote: it would now give ${shown(wouldGet)} ${unit}, below the minimum ${shown(check.minOutAmount)}. Nothing was swapped. Request a new quote.`,
    );
  }
}

export interface SwapRequest {
  market: CatalogMarket;
  side: VenueBSide;
  action: VenueBAction;
  user: PublicKey;
  /** Receives what the user gets; the user by default. */
  destination: PublicKey;
  fill: Fill;
}

/**
 * The quote's transaction: one atomic swap between the user and the market maker, paid for by the
 * user, signed here by the market maker only. A buy moves the USDC cost to the market maker and
 * mints the contracts to the destination; a sell burns the user's contracts and mints the proceeds
 * (simulated USDC) to the destination. When the user's own USDC account is involved it also
 * approves the platform's fee delegate for the recommended fee, the approval the fee endpoint
 * needs.
 */
export function buildSwap(chain: SimChain, request: SwapRequest): { transaction: VersionedTransaction; feeAllowance: bigint } {
  const { market, side, action, user, destination, fill } = request;
  const outcomeMint = chain.mintAddress(`${market.ticker}:${side}`);
  const mm = chain.marketMaker.publicKey;
  const usdc = chain.usdcMint;
  const userUsdc = chain.tokenAccountAddress(usdc, user);
  const instructions: TransactionInstruction[] = [];
  const allowance = feeAllowance(action, fill.inAmount, fill.outAmount);
  if (action === 'BUY') {
    const destinationTokens = chain.tokenAccountAddress(outcomeMint, destination);
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction(user, destinationTokens, destination, outcomeMint),
      createTransferCheckedInstruction(userUsdc, usdc, chain.tokenAccountAddress(usdc, mm), user, fill.inAmount, TOKEN_DECIMALS),
      createMintToCheckedInstruction(outcomeMint, destinationTokens, mm, fill.outAmount, TOKEN_DECIMALS),
      createApproveCheckedInstruction(userUsdc, usdc, chain.feeDelegate.publicKey, user, allowance, TOKEN_DECIMALS),
    );
  } else {
    const destinationUsdc = chain.tokenAccountAddress(usdc, destination);
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction(user, destinationUsdc, destination, usdc),
      createBurnCheckedInstruction(chain.tokenAccountAddress(outcomeMint, user), outcomeMint, user, fill.inAmount, TOKEN_DECIMALS),
      createMintToCheckedInstruction(usdc, destinationUsdc, mm, fill.outAmount, TOKEN_DECIMALS),
    );
    if (destination.equals(user)) instructions.push(createApproveCheckedInstruction(userUsdc, usdc, chain.feeDelegate.publicKey, user, allowance, TOKEN_DECIMALS));
  }
  const message = new TransactionMessage({ payerKey: user, recentBlockhash: chain.newBlockhash(), instructions }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  chain.signAsMarketMaker(transaction);
  return { transaction, feeAllowance: allowance };
}
