/**
 * venue_b as the engine sees it: Kalshi markets tokenised on Solana and routed like DFlow. The
 * venue builds a transaction for a quote, the user signs it, the venue broadcasts it and reports
 * the order's status by its signature. The engine keeps everything else (quote records, limits,
 * orders, positions), so the simulated chain and the live DFlow + RPC adapter implement the same
 * interface, and configuration picks one at start.
 *
 * Amounts are bigint atomic units (6 decimals, USDC and outcome tokens alike; a contract is
 * 1_000_000); prices are atomic USDC per contract; addresses, mints and signatures are base58.
 * No method takes a database transaction: any of them may be a network call, and a network call
 * must never run while an agent's row is locked.
 */

import type { VenueHealth } from '../health.js';

/** Every venue_b mint (USDC and each outcome token) has 6 decimals, as on Kalshi-on-Solana. */
export const TOKEN_DECIMALS = 6;
/** One whole outcome contract in atomic units; it pays 1 USDC if its side wins. */
export const CONTRACT = 10n ** BigInt(TOKEN_DECIMALS);

export type VenueBSide = 'YES' | 'NO';
export type VenueBAction = 'BUY' | 'SELL';
/** DFlow's market lifecycle: only an active market trades; a determined or finalized one has a result. */
export type VenueBMarketStatus = 'initialized' | 'active' | 'inactive' | 'closed' | 'determined' | 'finalized';

export interface VenueBMarket {
  ticker: string;
  eventTicker: string;
  title: string;
  category: string;
  status: VenueBMarketStatus;
  /** Set once the market is determined. */
  result: '' | 'yes' | 'no';
  /** ISO 8601. */
  closeTime: string;
  /** The USDC mint the market settles in. */
  settlementMint: string;
  yesMint: string;
  noMint: string;
}

export interface SidePrices {
  /** What a buyer pays per contract; null when nobody sells. */
  ask: bigint | null;
  /** What a seller receives per contract; null when nobody buys. */
  bid: bigint | null;
}

export interface MarketPrices {
  /** The fair price of a YES contract now; NO is 1 − yes. */
  yes: bigint;
  no: bigint;
  YES: SidePrices;
  NO: SidePrices;
  /** Outcome tokens traded in the market, atomic (a contract is 1_000_000); null when the venue does not say. */
  volume: bigint | null;
}

export interface QuoteRequest {
  ticker: string;
  side: VenueBSide;
  action: VenueBAction;
  /** USDC to spend on a BUY, outcome tokens to sell on a SELL. */
  amount: bigint;
  /** The wallet that signs and pays; null asks for a preview: the amounts, no transaction. */
  user: string | null;
  /** Receives what the trade pays; the user when null. */
  destination: string | null;
  /** How much worse than quoted the fill may be; minOutAmount follows from it. */
  slippageBps: number;
}

/** What a quote promises: the user gives inAmount and gets outAmount, and no less than minOutAmount. */
export interface QuoteTerms {
  inAmount: bigint;
  outAmount: bigint;
  minOutAmount: bigint;
  /** Per contract. */
  price: bigint;
}

export interface Quote extends QuoteTerms {
  kind: 'quote';
  /** The serialized transaction, signed by every signer but the user; null on a preview. */
  transaction: Uint8Array | null;
  /** Epoch ms after which the transaction can no longer land. */
  expiresAt: number;
  /** The last block height of the transaction's blockhash, when the venue names one (DFlow does). */
  lastValidBlockHeight: number | null;
}

/** No transaction can be built (DFlow's route_not_found, a market not trading, an unverified wallet): why, in words an agent can act on. */
export interface QuoteRefusal {
  kind: 'refused';
  code: string;
  message: string;
}

/** A quote's transaction, signed by the user, with what the quote said. */
export interface Submission extends QuoteTerms {
  transaction: Uint8Array;
  ticker: string;
  side: VenueBSide;
  action: VenueBAction;
  /** The amount the quote was asked for. */
  amount: bigint;
  expiresAt: number;
  lastValidBlockHeight: number | null;
}

/** A broadcast order, as the engine recorded it, to ask for its status. */
export interface SubmittedOrder {
  signature: string;
  /** The quoted amounts. */
  inAmount: bigint;
  outAmount: bigint;
  expiresAt: number;
  lastValidBlockHeight: number | null;
}

/**
 * DFlow's /order-status vocabulary (its pendingClose is reported as open): pending until the
 * transaction is seen, open while it fills; closed, failed and expired are terminal.
 */
export type VenueBOrderState = 'pending' | 'open' | 'closed' | 'failed' | 'expired';

export interface VenueBOrderStatus {
  status: VenueBOrderState;
  /** What has been filled so far: given by the user, and received. */
  inAmount: bigint;
  outAmount: bigint;
  /** Why it failed, in plain words. */
  error?: string;
}

export interface OutcomeHolding {
  ticker: string;
  side: VenueBSide;
  mint: string;
  amount: bigint;
}

/** The delegate's fee transfer, signed and not yet sent. */
export interface PreparedFee {
  /** Its first signature: the transaction's id once sent. */
  signature: string;
  /** Where the fee goes: the platform's fee wallet. */
  toAddress: string;
  transaction: Uint8Array;
}

export interface VenueB {
  readonly mode: 'sim' | 'live';
  /** The USDC mint: what buys pay and sells pay out. */
  readonly settlementMint: string;
  /** The platform's key that users approve as delegate of their USDC, so that it can pull fees. */
  readonly feeDelegate: string;
  /** Buys need a KYC-verified wallet (DFlow's Proof); quotes, previews and sells do not. */
  readonly kycRequiredForBuys: boolean;

  markets(): Promise<VenueBMarket[]>;
  /** The market of a ticker, exactly as the venue writes it (upper case); undefined when unknown. */
  market(ticker: string): Promise<VenueBMarket | undefined>;
  /** The market's prices now. */
  prices(ticker: string): Promise<MarketPrices>;
  /** Each mint's mark at `atMs`: the fair price, or the payout (1 or 0) once its market is determined. Unknown mints are left out. */
  markPrices(mints: readonly string[], atMs: number): Promise<Map<string, bigint>>;
  /** Each mint's best bid at `atMs` (what a sale gets), null when none: an unknown mint, a market not trading, an empty side. */
  bestBids(mints: readonly string[], atMs: number): Promise<Map<string, bigint | null>>;

  /** A quote for the request: with a user, the transaction to sign. A ticker that is not listed is a caller's error (thrown). */
  quote(request: QuoteRequest): Promise<Quote | QuoteRefusal>;
  /**
   * Broadcasts the signed transaction exactly as given and answers its signature (the transaction's
   * first signature, Solana's transaction id). A refusal the user can fix (no SOL, too few tokens,
   * a bad signature, a price that moved) is an ApiError 4xx: nothing was sent or nothing moved. Any
   * other error leaves the outcome unknown; the order's status tells.
   */
  submit(submission: Submission): Promise<string>;
  orderStatus(order: SubmittedOrder): Promise<VenueBOrderStatus>;

  /** What the owner holds of each mint (0 without a token account). */
  balances(owner: string, mints: readonly string[]): Promise<Map<string, bigint>>;
  /** Every outcome token of the venue's markets the owner holds on chain (amounts above 0), however it got there. */
  holdings(owner: string): Promise<OutcomeHolding[]>;
  /**
   * Signs the platform fee the user's delegate approval allows (custody policy, the wallet's USDC
   * account, balance and approval checked first, each refusal naming its reason); nothing is sent.
   */
  prepareFee(from: string, amount: bigint): Promise<PreparedFee>;
  /** Sends a prepared fee transfer: a refusal is a 4xx ApiError; anything else leaves its fate to transferLanded. */
  sendFee(fee: PreparedFee): Promise<void>;
  /** Whether the transaction with this signature landed: true; false once it provably never will; null while that is not known. */
  transferLanded(signature: string): Promise<boolean | null>;

  /** Upstream health for /readyz: each upstream's circuit (none on the simulated chain). */
  health(): VenueHealth;
  /** Tools of the simulated venue (faucet, KYC, price scripts); null on the live venue. */
  readonly sim: SimVenueBTools | null;
  close(): Promise<void>;
}

/** What only the simulator offers: sim routes, operators and tests use it; the trade path never does. */
export interface SimVenueBTools {
  /** The market maker's address, the second signer of every quote. */
  readonly marketMaker: string;
  /** The platform's fee wallet, where fee transfers go. */
  readonly feeWallet: string;
  /** Mints simulated USDC to the owner's token account and sends SOL for fees; answers the balances after. */
  fund(owner: string, usdc: bigint): Promise<{ usdc: bigint; sol: bigint }>;
  /** What a wallet holds of simulated USDC and of SOL. */
  walletBalances(owner: string): Promise<{ usdc: bigint; sol: bigint }>;
  /** Marks a wallet KYC-verified (an operator's act, for VENUE_B_REQUIRE_KYC). */
  verifyWallet(address: string): Promise<void>;
  /** Replaces the market's YES price path from the first point's time (epoch ms) on. */
  scriptPrices(ticker: string, points: ReadonlyArray<{ t: number; price: bigint }>): void;
}
