import { PublicKey } from '@solana/web3.js';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/connect.js';
import { badRequest, notFound } from '../../../errors.js';
import type { Logger } from '../../../logger.js';
import type { VenueHealth } from '../../health.js';
import type { PriceProcess } from '../../venue_a/sim/price-process.js';
import type {
  PreparedFee,
  MarketPrices,
  OutcomeHolding,
  Quote,
  QuoteRefusal,
  QuoteRequest,
  SimVenueBTools,
  Submission,
  SubmittedOrder,
  VenueB,
  VenueBMarket,
  VenueBOrderStatus,
  VenueBSide,
} from '../port.js';
import { catalogMarkets, pricedMarket, type CatalogMarket } from './catalog.js';
import { SimChain } from './chain.js';
import { faucet, walletBalances } from './faucet.js';
import { prepareFee, sendFee, type CustodyPolicy } from './fee.js';
import { isVerified, verifyWallet } from './kyc.js';
import { recordVolume, tradedVolume } from './volume.js';
import { buildSwap, markPrice, marketPrices, minimumOut, quoteFill, refuseSlippage } from './market-maker.js';

export interface SimVenueBOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** The seeded price walk the market maker quotes around (shared with venue_a's simulator). */
  prices: PriceProcess;
  /** Keys and mint addresses derive from it, so they are the same at every start. */
  seed: string;
  /** Where the chain's state is kept between starts; null keeps it in memory only. */
  chainFile: string | null;
  /** How long a quote's transaction can land: the sim's stand-in for a blockhash's lifetime. */
  quoteTtlMs: number;
  requireKyc: boolean;
  custody: CustodyPolicy;
}

interface Listed {
  market: VenueBMarket;
  entry: CatalogMarket;
}

/** The chain with a YES and a NO mint for every catalog market, restored from its snapshot when there is one. */
export function openSimVenueB(options: SimVenueBOptions): SimVenueB {
  const chain = new SimChain({ seed: options.seed, snapshotFile: options.chainFile, logger: options.logger });
  chain.ensureMints(catalogMarkets().flatMap((market) => [`${market.ticker}:YES`, `${market.ticker}:NO`]));
  return new SimVenueB(chain, options);
}

/**
 * venue_b simulated in process: the catalog's markets on a LiteSVM chain, a market maker quoting
 * around the seeded price walk, and the platform's fee delegate. Every answer is computed at once,
 * so a submitted swap is closed as soon as it landed.
 */
export class SimVenueB implements VenueB {
  readonly mode = 'sim';
  readonly settlementMint: string;
  readonly feeDelegate: string;
  readonly kycRequiredForBuys: boolean;
  readonly sim: SimVenueBTools;
  private readonly byTicker = new Map<string, Listed>();
  private readonly byMint = new Map<string, { entry: CatalogMarket; side: VenueBSide }>();

  constructor(
    private readonly chain: SimChain,
    private readonly options: SimVenueBOptions,
  ) {
    this.settlementMint = chain.usdcMint.toBase58();
    this.feeDelegate = chain.feeDelegate.publicKey.toBase58();
    this.kycRequiredForBuys = options.requireKyc;
    for (const entry of catalogMarkets()) {
      const yesMint = chain.mintAddress(`${entry.ticker}:YES`).toBase58();
      const noMint = chain.mintAddress(`${entry.ticker}:NO`).toBase58();
      const { ticker, eventTicker, title, category, status, result, closeTime } = entry;
      const market = Object.freeze({ ticker, eventTicker, title, category, status, result, closeTime, settlementMint: this.settlementMint, yesMint, noMint });
      this.byTicker.set(ticker, { market, entry });
      this.byMint.set(yesMint, { entry, side: 'YES' });
      this.byMint.set(noMint, { entry, side: 'NO' });
    }
    const { db, clock, prices } = options;
    this.sim = {
      marketMaker: chain.marketMaker.publicKey.toBase58(),
      feeWallet: chain.feeWallet.publicKey.toBase58(),
      fund: async (owner, usdc) => faucet(chain, new PublicKey(owner), usdc),
      walletBalances: async (owner) => walletBalances(chain, new PublicKey(owner)),
      verifyWallet: (address) => verifyWallet(db, address, new Date(clock.now())),
      scriptPrices: (ticker, points) => prices.setScriptedPrices(pricedMarket(this.listed(ticker).entry), points),
    };
  }

  async markets(): Promise<VenueBMarket[]> {
    return [...this.byTicker.values()].map((listed) => listed.market);
  }

  async market(ticker: string): Promise<VenueBMarket | undefined> {
    return this.byTicker.get(ticker)?.market;
  }

  async prices(ticker: string): Promise<MarketPrices> {
    const { entry } = this.listed(ticker);
    return { ...marketPrices(this.options.prices, entry, this.options.clock.now()), volume: await tradedVolume(this.options.db, entry.ticker) };
  }

  async markPrices(mints: readonly string[], atMs: number): Promise<Map<string, bigint>> {
    const marks = new Map<string, bigint>();
    for (const mint of mints) {
      const found = this.byMint.get(mint);
      if (found) marks.set(mint, markPrice(this.options.prices, found.entry, found.side, atMs));
    }
    return marks;
  }

  async bestBids(mints: readonly string[], atMs: number): Promise<Map<string, bigint | null>> {
    return new Map(mints.map((mint) => [mint, this.bidAt(mint, atMs)]));
  }

  async quote(request: QuoteRequest): Promise<Quote | QuoteRefusal> {
    const { entry } = this.listed(request.ticker);
    const { side, action, amount, user } = request;
    const now = this.options.clock.now();
    const fill = quoteFill(entry, marketPrices(this.options.prices, entry, now), side, action, amount);
    if ('kind' in fill) return fill;
    const quote: Quote = {
      kind: 'quote',
      inAmount: fill.inAmount,
      outAmount: fill.outAmount,
      minOutAmount: minimumOut(action, amount, fill.price, BigInt(request.slippageBps)),
      price: fill.price,
      transaction: null,
      expiresAt: now + this.options.quoteTtlMs,
      lastValidBlockHeight: null,
    };
    if (user === null) return quote;
    if (action === 'BUY' && this.kycRequiredForBuys && !(await isVerified(this.options.db, user))) {
      return { kind: 'refused', code: 'unverified_wallet_not_allowed', message: `Buys need a KYC-verified wallet; ${user} is not verified. Quotes and sells work without it.` };
    }
    const destination = new PublicKey(request.destination ?? user);
    const { transaction } = buildSwap(this.chain, { market: entry, side, action, user: new PublicKey(user), destination, fill });
    return { ...quote, transaction: transaction.serialize() };
  }

  async submit(submission: Submission): Promise<string> {
    const { entry } = this.listed(submission.ticker);
    const now = this.options.clock.now();
    // The chain's own blockhash check is off (see SimChain); the quote's expiry stands in for it.
    if (now >= submission.expiresAt) throw badRequest('blockhash_expired', 'The transaction expired before it was sent; nothing was sent. Request a new quote.');
    refuseSlippage(marketPrices(this.options.prices, entry, now), submission);
    const signature = this.chain.broadcast(submission.transaction);
    await recordVolume(this.options.db, entry.ticker, submission.action === 'BUY' ? submission.outAmount : submission.inAmount);
    return signature;
  }

  /**
   * A swap that landed is closed with the quoted amounts (the transaction is byte for byte the
   * quoted one, so exactly those moved); one that failed on chain is failed; one the chain never
   * saw is pending until it expires, then expired.
   */
  async orderStatus(order: SubmittedOrder): Promise<VenueBOrderStatus> {
    const landed = this.chain.landed(order.signature);
    if (landed === null) return { status: this.options.clock.now() >= order.expiresAt ? 'expired' : 'pending', inAmount: 0n, outAmount: 0n };
    if (!landed.ok) return { status: 'failed', inAmount: 0n, outAmount: 0n, ...(landed.failure ? { error: landed.failure.message } : {}) };
    return { status: 'closed', inAmount: order.inAmount, outAmount: order.outAmount };
  }

  async balances(owner: string, mints: readonly string[]): Promise<Map<string, bigint>> {
    const wallet = new PublicKey(owner);
    return new Map(mints.map((mint) => [mint, this.chain.tokenBalance(wallet, new PublicKey(mint))]));
  }

  async holdings(owner: string): Promise<OutcomeHolding[]> {
    const wallet = new PublicKey(owner);
    const held: OutcomeHolding[] = [];
    for (const [mint, { entry, side }] of this.byMint) {
      const amount = this.chain.tokenBalance(wallet, new PublicKey(mint));
      if (amount > 0n) held.push({ ticker: entry.ticker, side, mint, amount });
    }
    return held;
  }

  async prepareFee(from: string, amount: bigint): Promise<PreparedFee> {
    return prepareFee(this.chain, this.options.custody, new PublicKey(from), amount);
  }

  async sendFee(fee: PreparedFee): Promise<void> {
    sendFee(this.chain, fee);
  }

  /** The chain runs in this process: a transaction it has not executed died with the process that held it. */
  async transferLanded(signature: string): Promise<boolean> {
    return this.chain.landed(signature)?.ok ?? false;
  }

  health(): VenueHealth {
    return { upstreams: {} };
  }

  async close(): Promise<void> {
    this.chain.close();
  }

  private bidAt(mint: string, atMs: number): bigint | null {
    const found = this.byMint.get(mint);
    if (!found || found.entry.status !== 'active') return null;
    return marketPrices(this.options.prices, found.entry, atMs)[found.side].bid;
  }

  private listed(ticker: string): Listed {
    const listed = this.byTicker.get(ticker);
    if (!listed) throw notFound('market_not_found', `No venue_b market ${ticker}.`);
    return listed;
  }
}
