import {
  createApproveCheckedInstruction,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, TransactionMessage, VersionedTransaction, type AddressLookupTableAccount } from '@solana/web3.js';
import type { Agent } from 'undici';
import type { Clock } from '../../../clock.js';
import type { VenueBLiveConfig } from '../../../config.js';
import { ApiError, badRequest, notFound } from '../../../errors.js';
import type { KvStore } from '../../../kv/kv.js';
import type { Logger } from '../../../logger.js';
import type { VenueHealth } from '../../health.js';
import { Upstream, upstreamClient } from '../../http-upstream.js';
import { VenueUnavailable } from '../../venue-errors.js';
import { checkFeeSource } from '../custody.js';
import { feeAllowance } from '../fee-allowance.js';
import { transactionId } from '../transaction-check.js';
import {
  CONTRACT,
  TOKEN_DECIMALS,
  type MarketPrices,
  type OutcomeHolding,
  type PreparedFee,
  type Quote,
  type QuoteRefusal,
  type QuoteRequest,
  type Submission,
  type SubmittedOrder,
  type VenueB,
  type VenueBMarket,
  type VenueBOrderState,
  type VenueBOrderStatus,
} from '../port.js';
import { BLOCKHASH_EXPIRED, chainRefusal } from './chain-errors.js';
import { DflowMetadata, DflowTrade, type DflowRefusal } from './dflow.js';
import { custodySign, LocalKeypairSigner, type FeeSigner } from './fee-signer.js';
import { kalshiMaintenance, MAINTENANCE } from './maintenance.js';
import { MarketCache, pricesOf, type MarketIndex } from './markets.js';
import { RpcError, SolanaRpc, TOKEN_2022_PROGRAM, TOKEN_PROGRAM, type ParsedTokenAccount } from './rpc.js';

/** About 150 blocks of ~0.4 s: how long a DFlow transaction's blockhash lasts, for callers that count in time. */
const BLOCKHASH_LIFETIME_MS = 60_000;

export interface LiveVenueBDeps {
  kv: KvStore;
  clock: Clock;
  logger: Logger;
  /** Replaces the local keypair with a custody provider's signer. */
  feeSigner?: FeeSigner;
}

function refusalOf(refused: DflowRefusal, nowMs: number): QuoteRefusal {
  if (refused.code === 'unverified_wallet_not_allowed') {
    const link = refused.deepLink ? ` Verify it at ${refused.deepLink} (one identity verifies any number of wallets).` : '';
    return { kind: 'refused', code: refused.code, message: `Buying outcome tokens needs a wallet verified with DFlow's Proof KYC; this one is not.${link} Quotes, previews and sells work without it.` };
  }
  if (refused.code === 'route_not_found' && (/maintenance/i.test(refused.message) || kalshiMaintenance(nowMs))) {
    return { kind: 'refused', code: 'kalshi_maintenance', message: MAINTENANCE };
  }
  if (refused.code === 'route_not_found') {
    return { kind: 'refused', code: refused.code, message: `DFlow found no route: ${refused.message}. Check the side has a quote (bid for a sell, ask for a buy) and that the amount buys at least one contract.` };
  }
  if (refused.code === 'price_impact_too_high') {
    return { kind: 'refused', code: refused.code, message: `DFlow refused: the price impact is too high for this size (${refused.message}). Trade a smaller amount.` };
  }
  return { kind: 'refused', code: refused.code, message: `DFlow refused the quote: ${refused.message}` };
}

/**
 * venue_b on DFlow and Solana: markets and prices from DFlow's metadata API (kv-cached), quotes and
 * order status from its Trade API, and the chain through a Solana JSON-RPC node. The quote's
 * transaction is DFlow's, with the platform fee's delegate approval appended when the user is its
 * only signer; the service never signs for the user, and sends each signed transaction once.
 */
export class LiveVenueB implements VenueB {
  readonly mode = 'live';
  readonly settlementMint: string;
  readonly feeDelegate: string;
  readonly kycRequiredForBuys = true;
  readonly sim = null;
  private readonly client: Agent;
  private readonly trade: DflowTrade;
  private readonly rpc: SolanaRpc;
  private readonly markets_: MarketCache;
  private readonly signer: FeeSigner;
  private readonly upstreams: Record<string, Upstream>;
  /** The fee transfers this process prepared, by signature: the last block they can land in. */
  private readonly feeExpiry = new Map<string, number>();
  private feeWallet: string | null = null;

  constructor(
    private readonly config: VenueBLiveConfig,
    private readonly deps: LiveVenueBDeps,
  ) {
    this.client = upstreamClient();
    // A 429 from DFlow or the node is, to the agent, the venue unavailable for a while: 503 with its Retry-After.
    const upstream = (name: string, baseUrl: string) => new Upstream({ name, baseUrl, timeoutMs: config.timeoutMs, client: this.client, logger: deps.logger, rateLimited: 'unavailable' });
    const dflowHeaders: Record<string, string> = config.apiKey ? { 'x-api-key': config.apiKey } : {};
    const tradeApi = upstream('dflow-trade', config.tradeApiUrl);
    const metadataApi = upstream('dflow-metadata', config.metadataApiUrl);
    const rpcApi = upstream('solana-rpc', config.rpcUrl);
    this.upstreams = { 'dflow-trade': tradeApi, 'dflow-metadata': metadataApi, 'solana-rpc': rpcApi };
    this.trade = new DflowTrade(tradeApi, dflowHeaders);
    this.rpc = new SolanaRpc(rpcApi);
    this.markets_ = new MarketCache(new DflowMetadata(metadataApi, dflowHeaders), `venue_b:dflow:markets:${config.metadataApiUrl}:${config.settlementMint}`, deps.kv, deps.clock, config.settlementMint, config.marketTtlMs, deps.logger);
    this.signer = deps.feeSigner ?? new LocalKeypairSigner(config.feeDelegateSecretKey);
    this.settlementMint = config.settlementMint;
    this.feeDelegate = this.signer.publicKey.toBase58();
  }

  async markets(): Promise<VenueBMarket[]> {
    return (await this.markets_.read()).markets.map((listed) => listed.market);
  }

  async market(ticker: string): Promise<VenueBMarket | undefined> {
    return (await this.markets_.read()).byTicker.get(ticker)?.market;
  }

  async prices(ticker: string): Promise<MarketPrices> {
    return pricesOf(this.listed(await this.markets_.read(), ticker));
  }

  async markPrices(mints: readonly string[]): Promise<Map<string, bigint>> {
    const { byMint } = await this.markets_.read();
    const marks = new Map<string, bigint>();
    for (const mint of mints) {
      const found = byMint.get(mint);
      if (!found) continue;
      const prices = pricesOf(found.listed);
      marks.set(mint, found.side === 'YES' ? prices.yes : prices.no);
    }
    return marks;
  }

  async bestBids(mints: readonly string[]): Promise<Map<string, bigint | null>> {
    const { byMint } = await this.markets_.read();
    return new Map(
      mints.map((mint) => {
        const found = byMint.get(mint);
        return [mint, found ? pricesOf(found.listed)[found.side].bid : null];
      }),
    );
  }

  async quote(request: QuoteRequest): Promise<Quote | QuoteRefusal> {
    const { market } = this.listed(await this.markets_.read(), request.ticker);
    if (market.status !== 'active') return { kind: 'refused', code: 'market_not_active', message: `${market.ticker} is ${market.status}: only an active market trades.` };
    const now = this.deps.clock.now();
    if (kalshiMaintenance(now)) return { kind: 'refused', code: 'kalshi_maintenance', message: MAINTENANCE };
    const outcomeMint = request.side === 'YES' ? market.yesMint : market.noMint;
    const [inputMint, outputMint] = request.action === 'BUY' ? [market.settlementMint, outcomeMint] : [outcomeMint, market.settlementMint];
    const answer = await this.trade.order({ inputMint, outputMint, amount: request.amount, slippageBps: request.slippageBps, userPublicKey: request.user });
    if ('code' in answer) return refusalOf(answer, now);
    if (answer.outAmount === 0n || answer.inAmount === 0n) return { kind: 'refused', code: 'route_not_found', message: 'DFlow quoted nothing for this amount; trade a larger amount.' };
    const contracts = request.action === 'BUY' ? answer.outAmount : answer.inAmount;
    const usdc = request.action === 'BUY' ? answer.inAmount : answer.outAmount;
    const quote: Quote = {
      kind: 'quote',
      inAmount: answer.inAmount,
      outAmount: answer.outAmount,
      minOutAmount: answer.minOutAmount,
      price: (usdc * CONTRACT) / contracts,
      transaction: null,
      expiresAt: now + BLOCKHASH_LIFETIME_MS,
      lastValidBlockHeight: answer.lastValidBlockHeight,
    };
    if (request.user === null || answer.transaction === null) return quote;
    const transaction = VersionedTransaction.deserialize(Buffer.from(answer.transaction, 'base64'));
    return { ...quote, transaction: await this.withFeeApproval(transaction, new PublicKey(request.user), feeAllowance(request.action, answer.inAmount, answer.outAmount)) };
  }

  async submit(submission: Submission): Promise<string> {
    const signature = transactionId(VersionedTransaction.deserialize(submission.transaction));
    if (submission.lastValidBlockHeight !== null) {
      const height = await this.rpc.blockHeight();
      if (height > submission.lastValidBlockHeight) throw badRequest('blockhash_expired', BLOCKHASH_EXPIRED);
    }
    return this.send(submission.transaction, signature);
  }

  async orderStatus(order: SubmittedOrder): Promise<VenueBOrderStatus> {
    const seen = await this.trade.orderStatus(order.signature, order.lastValidBlockHeight);
    if (seen === null) {
      // DFlow has not seen the transaction: waiting for it, or past the time it could land.
      const expired = order.lastValidBlockHeight !== null ? (await this.rpc.blockHeight()) > order.lastValidBlockHeight : this.deps.clock.now() >= order.expiresAt;
      return { status: expired ? 'expired' : 'pending', inAmount: 0n, outAmount: 0n };
    }
    const states: Record<string, VenueBOrderState> = { pending: 'pending', open: 'open', pendingClose: 'open', closed: 'closed', expired: 'expired', failed: 'failed' };
    const status = states[seen.status] ?? 'pending';
    return { status, inAmount: seen.inAmount, outAmount: seen.outAmount, ...(status === 'failed' ? { error: 'The transaction failed on chain; nothing was filled.' } : {}) };
  }

  async balances(owner: string, mints: readonly string[]): Promise<Map<string, bigint>> {
    const held = new Map(mints.map((mint) => [mint, 0n]));
    for (const account of await this.tokenAccounts(owner)) if (held.has(account.mint)) held.set(account.mint, held.get(account.mint)! + account.amount);
    return held;
  }

  async holdings(owner: string): Promise<OutcomeHolding[]> {
    const [accounts, { byMint }] = await Promise.all([this.tokenAccounts(owner), this.markets_.read()]);
    const held = new Map<string, OutcomeHolding>();
    for (const account of accounts) {
      const found = account.amount > 0n ? byMint.get(account.mint) : undefined;
      if (!found) continue;
      const prior = held.get(account.mint);
      held.set(account.mint, { ticker: found.listed.market.ticker, side: found.side, mint: account.mint, amount: (prior?.amount ?? 0n) + account.amount });
    }
    return [...held.values()];
  }

  async prepareFee(from: string, amount: bigint): Promise<PreparedFee> {
    const owner = new PublicKey(from);
    const mint = new PublicKey(this.settlementMint);
    const source = getAssociatedTokenAddressSync(mint, owner, true);
    checkFeeSource(from, await this.rpc.tokenAccount(source.toBase58()), this.feeDelegate, amount);
    const { blockhash, lastValidBlockHeight } = await this.rpc.latestBlockhash();
    const message = new TransactionMessage({
      payerKey: this.signer.publicKey,
      recentBlockhash: blockhash,
      instructions: [createTransferCheckedInstruction(source, mint, new PublicKey(this.config.feeAccount), this.signer.publicKey, amount, TOKEN_DECIMALS)],
    }).compileToV0Message();
    const transaction = new VersionedTransaction(message);
    await custodySign(this.signer, transaction);
    const signature = transactionId(transaction);
    this.feeExpiry.set(signature, lastValidBlockHeight);
    return { signature, toAddress: await this.feeWalletAddress(), transaction: transaction.serialize() };
  }

  async sendFee(fee: PreparedFee): Promise<void> {
    await this.send(fee.transaction, fee.signature);
  }

  async transferLanded(signature: string): Promise<boolean | null> {
    const status = await this.rpc.signatureStatus(signature);
    if (status) return status.err === null;
    const lastValid = this.feeExpiry.get(signature);
    if (lastValid === undefined) return null;
    return (await this.rpc.blockHeight()) > lastValid ? false : null;
  }

  health(): VenueHealth {
    return { upstreams: Object.fromEntries(Object.entries(this.upstreams).map(([name, upstream]) => [name, upstream.state])) };
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /**
   * Sends the signed bytes once. A refusal of preflight is the user's to fix (nothing was sent);
   * "already processed" means these very bytes went out before, which is success. Anything else
   * leaves the fate unknown: the caller asks the order status or the signature, never sends again.
   */
  private async send(bytes: Uint8Array, signature: string): Promise<string> {
    try {
      return await this.rpc.sendTransaction(bytes);
    } catch (error) {
      if (error instanceof RpcError) {
        if (error.transactionError === 'AlreadyProcessed') return signature;
        throw chainRefusal(error);
      }
      if (error instanceof VenueUnavailable) throw error.unknownOutcome();
      throw error;
    }
  }

  /**
   * Appends the fee delegate's approval (and the user's USDC account, should it not exist yet) to
   * DFlow's transaction, keeping its blockhash and lookup tables. Only when the user is its only
   * signer: another signer's signature would not survive the change, so such a transaction goes
   * out as DFlow built it, and the fee route will name the missing approval.
   */
  private async withFeeApproval(transaction: VersionedTransaction, user: PublicKey, allowance: bigint): Promise<Uint8Array> {
    const { message } = transaction;
    if (message.header.numRequiredSignatures !== 1 || !message.staticAccountKeys[0]!.equals(user) || allowance === 0n) return transaction.serialize();
    const tables = await Promise.all(message.addressTableLookups.map((lookup) => this.rpc.lookupTable(lookup.accountKey)));
    if (tables.some((table) => table === null)) throw new VenueUnavailable('upstream_error', 'an address lookup table of the DFlow transaction is not on chain');
    const lookups = tables as AddressLookupTableAccount[];
    const decompiled = TransactionMessage.decompile(message, { addressLookupTableAccounts: lookups });
    const mint = new PublicKey(this.settlementMint);
    const usdcAccount = getAssociatedTokenAddressSync(mint, user, true);
    decompiled.instructions.push(
      createAssociatedTokenAccountIdempotentInstruction(user, usdcAccount, user, mint),
      createApproveCheckedInstruction(usdcAccount, mint, this.signer.publicKey, user, allowance, TOKEN_DECIMALS),
    );
    return new VersionedTransaction(decompiled.compileToV0Message(lookups)).serialize();
  }

  /** The wallet that owns the platform's fee account: where the receipt says the fee went. */
  private async feeWalletAddress(): Promise<string> {
    if (this.feeWallet) return this.feeWallet;
    const account = await this.rpc.tokenAccount(this.config.feeAccount);
    if (!account) throw new ApiError(500, 'fee_account_missing', `VENUE_B_FEE_ACCOUNT ${this.config.feeAccount} is not a token account on chain; nothing was charged.`);
    this.feeWallet = account.owner;
    return account.owner;
  }

  /** Every token account of the owner's, under both token programs (USDC is SPL Token, outcome tokens Token-2022). */
  private async tokenAccounts(owner: string): Promise<ParsedTokenAccount[]> {
    return (await Promise.all([TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((program) => this.rpc.holdings(owner, program)))).flat();
  }

  private listed(index: MarketIndex, ticker: string) {
    const listed = index.byTicker.get(ticker);
    if (!listed) throw notFound('market_not_found', `No venue_b market ${ticker}.`);
    return listed;
  }
}

export function openLiveVenueB(config: VenueBLiveConfig, deps: LiveVenueBDeps): LiveVenueB {
  return new LiveVenueB(config, deps);
}
