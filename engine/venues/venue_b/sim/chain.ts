import { randomBytes, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { address, getBase58Decoder, getTransactionDecoder, lamports, signature as toSignature } from '@solana/kit';
import {
  AccountLayout,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToCheckedInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { ed25519PrivateKey, ed25519Sign } from '../../../crypto/ed25519.js';
import { ApiError } from '../../../errors.js';
import type { Logger } from '../../../logger.js';
import { TOKEN_DECIMALS } from '../port.js';
import { explainChainFailure, type ChainFailure } from './chain-errors.js';
import { chainSeed } from './keys.js';

const LAMPORTS_PER_SOL = 1_000_000_000n;
const base58 = getBase58Decoder();
const TOKEN_ACCOUNT_CACHE = 100_000;


export interface TokenAccountState {
  amount: bigint;
  delegate: string | null;
  delegatedAmount: bigint;
}

export interface SimChainOptions {
  /** Keys and mint addresses derive from it, so they are the same at every start. */
  seed: string;
  /** Where the chain's state is kept between starts; null keeps it in memory only. */
  snapshotFile: string | null;
  logger: Logger;
}

/** A refused transaction is the caller's to fix (fund the wallet, re-quote): a 400 in plain words. */
export class ChainError extends ApiError {
  constructor(failure: ChainFailure) {
    super(400, failure.code, failure.message);
  }
}

/**
 * The simulated Solana chain behind venue_b: a LiteSVM instance executing real transactions with
 * the real System, SPL Token and Associated Token Account programs. The service owns three keys:
 * the market maker (mint authority of simulated USDC and of every outcome token, counterparty of
 * every quote), the platform fee delegate (the custody key users approve) and the fee wallet.
 *
 * LiteSVM's own blockhash check is off: it accepts only the newest blockhash, which would void
 * every open quote each time it moved. Each quote instead carries a fresh random blockhash, and
 * quote expiry (kept with the quote) stands in for a blockhash's lifetime.
 */
export class SimChain {
  readonly marketMaker: Keypair;
  readonly feeDelegate: Keypair;
  readonly feeWallet: Keypair;
  readonly usdcMint: PublicKey;
  private readonly svm: LiteSVM;
  private readonly decoder = getTransactionDecoder();
  private saveTimer: NodeJS.Timeout | undefined;
  private readonly mints = new Map<string, PublicKey>();
  private readonly tokenAccounts = new Map<string, PublicKey>();
  private readonly marketMakerKey: KeyObject;

  constructor(private readonly options: SimChainOptions) {
    this.marketMaker = Keypair.fromSeed(chainSeed(options.seed, 'market-maker'));
    this.feeDelegate = Keypair.fromSeed(chainSeed(options.seed, 'fee-delegate'));
    this.feeWallet = Keypair.fromSeed(chainSeed(options.seed, 'fee-wallet'));
    this.usdcMint = this.mintAddress('USDC');
    this.marketMakerKey = ed25519PrivateKey(this.marketMaker.secretKey.subarray(0, 32));
    const snapshot = options.snapshotFile && fs.existsSync(options.snapshotFile) ? fs.readFileSync(options.snapshotFile) : null;
    this.svm = (snapshot ? LiteSVM.fromBytes(snapshot) : new LiteSVM()).withBlockhashCheck(false);
    if (snapshot) options.logger.info({ file: options.snapshotFile }, 'venue_b chain restored from its snapshot');
    this.setUp();
  }

  /** A mint's address: derived from the seed and its label, so every start and process agrees. */
  mintAddress(label: string): PublicKey {
    // Deriving an Ed25519 key is costly in JS, and quotes ask for mints all the time.
    let address = this.mints.get(label);
    if (!address) this.mints.set(label, (address = this.mintKeypair(label).publicKey));
    return address;
  }

  /** Creates the mints and accounts the service needs; on a restored chain, only the missing ones. */
  ensureMints(labels: string[]): void {
    const missing = labels.filter((label) => !this.exists(this.mintAddress(label)));
    for (const label of missing) {
      const mint = this.mintKeypair(label);
      const rent = this.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE));
      this.execute(
        [
          SystemProgram.createAccount({ fromPubkey: this.marketMaker.publicKey, newAccountPubkey: mint.publicKey, lamports: Number(rent), space: MINT_SIZE, programId: TOKEN_PROGRAM_ID }),
          createInitializeMint2Instruction(mint.publicKey, TOKEN_DECIMALS, this.marketMaker.publicKey, null),
        ],
        [this.marketMaker, mint],
      );
    }
    if (missing.length) this.scheduleSave();
  }

  newBlockhash(): string {
    return new PublicKey(randomBytes(32)).toBase58();
  }

  /**
   * The owner's associated token account for a mint. Deriving it costs a few hundred microseconds
   * of JS (a search for an off-curve address), and quotes derive the same ones again and again.
   */
  tokenAccountAddress(mint: PublicKey, owner: PublicKey): PublicKey {
    const key = `${mint.toBase58()}/${owner.toBase58()}`;
    let account = this.tokenAccounts.get(key);
    if (!account) {
      if (this.tokenAccounts.size >= TOKEN_ACCOUNT_CACHE) this.tokenAccounts.delete(this.tokenAccounts.keys().next().value!);
      this.tokenAccounts.set(key, (account = getAssociatedTokenAddressSync(mint, owner, true)));
    }
    return account;
  }

  /** The market maker's signature on a quote. */
  signAsMarketMaker(transaction: VersionedTransaction): void {
    transaction.addSignature(this.marketMaker.publicKey, ed25519Sign(this.marketMakerKey, transaction.message.serialize()));
  }

  /** Broadcasts exactly the bytes given; a failure throws a ChainError with a plain explanation. */
  broadcast(serialized: Uint8Array): string {
    const result = this.svm.sendTransaction(this.decoder.decode(serialized));
    if (result instanceof FailedTransactionMetadata) {
      const failure = explainChainFailure(result);
      this.options.logger.info({ code: failure.code, logs: result.meta().logs() }, 'venue_b transaction refused by the chain');
      throw new ChainError(failure);
    }
    this.scheduleSave();
    return base58.decode(result.signature());
  }

  /** Whether a signature landed: true/false, or null when the chain never saw it. */
  landed(signature: string): { ok: boolean; failure?: ChainFailure } | null {
    const found = this.svm.getTransaction(toSignature(signature));
    if (!found) return null;
    return found instanceof FailedTransactionMetadata ? { ok: false, failure: explainChainFailure(found) } : { ok: true };
  }

  /** The owner's associated token account for a mint and its state; null when it does not exist. */
  tokenAccount(owner: PublicKey, mint: PublicKey): TokenAccountState | null {
    const account = this.svm.getAccount(address(this.tokenAccountAddress(mint, owner).toBase58()));
    if (!account.exists) return null;
    const decoded = AccountLayout.decode(Buffer.from(account.data));
    return {
      amount: decoded.amount,
      delegate: decoded.delegateOption ? decoded.delegate.toBase58() : null,
      delegatedAmount: decoded.delegatedAmount,
    };
  }

  tokenBalance(owner: PublicKey, mint: PublicKey): bigint {
    return this.tokenAccount(owner, mint)?.amount ?? 0n;
  }

  solBalance(owner: PublicKey): bigint {
    return BigInt(this.svm.getBalance(address(owner.toBase58())) ?? 0n);
  }

  /** The faucet's two halves: simulated USDC minted to the owner's token account, and SOL for fees and rent. */
  fund(owner: PublicKey, usdc: bigint, sol: bigint): void {
    if (sol > 0n) this.svm.airdrop(address(owner.toBase58()), lamports(sol));
    if (usdc > 0n) this.mintTo(this.usdcMint, owner, usdc);
    this.scheduleSave();
  }

  /** Market-maker side of a fill: the ATA is created if needed, paid by the market maker. */
  mintTo(mint: PublicKey, owner: PublicKey, amount: bigint): void {
    const ata = this.tokenAccountAddress(mint, owner);
    this.execute(
      [
        createAssociatedTokenAccountIdempotentInstruction(this.marketMaker.publicKey, ata, owner, mint),
        createMintToCheckedInstruction(mint, ata, this.marketMaker.publicKey, amount, TOKEN_DECIMALS),
      ],
      [this.marketMaker],
    );
  }

  /** Signs and sends a transaction of the service's own keys; the first signer pays the fee. */
  execute(instructions: TransactionInstruction[], signers: Keypair[]): string {
    return this.broadcast(this.sign(instructions, signers).transaction.serialize());
  }

  /** A transaction of the service's own keys, signed, and its signature (its id once broadcast). */
  sign(instructions: TransactionInstruction[], signers: Keypair[]): { transaction: VersionedTransaction; signature: string } {
    const message = new TransactionMessage({ payerKey: signers[0]!.publicKey, recentBlockhash: this.newBlockhash(), instructions }).compileToV0Message();
    const transaction = new VersionedTransaction(message);
    transaction.sign(signers);
    return { transaction, signature: base58.decode(transaction.signatures[0]!) };
  }

  /** Writes the snapshot now; called on shutdown, and a second after any change. */
  save(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const file = this.options.snapshotFile;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a crash mid-write never leaves a torn snapshot.
    const aside = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(aside, this.svm.toBytes());
    fs.renameSync(aside, file);
  }

  close(): void {
    if (this.saveTimer) this.save();
  }

  private setUp(): void {
    const keys = [this.marketMaker, this.feeDelegate];
    for (const key of keys) if (this.solBalance(key.publicKey) < 10n * LAMPORTS_PER_SOL) this.svm.airdrop(address(key.publicKey.toBase58()), lamports(1000n * LAMPORTS_PER_SOL));
    if (!this.exists(this.usdcMint)) this.ensureMints(['USDC']);
    // The fee wallet and the market maker receive USDC, so their accounts exist from the start.
    for (const owner of [this.feeWallet.publicKey, this.marketMaker.publicKey]) {
      if (!this.tokenAccount(owner, this.usdcMint)) this.mintTo(this.usdcMint, owner, 0n);
    }
  }

  private mintKeypair(label: string): Keypair {
    return Keypair.fromSeed(chainSeed(this.options.seed, `mint:${label}`));
  }

  private exists(account: PublicKey): boolean {
    return this.svm.getAccount(address(account.toBase58())).exists;
  }

  private scheduleSave(): void {
    if (!this.options.snapshotFile || this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      try {
        this.save();
      } catch (err) {
        this.options.logger.error({ err }, 'venue_b chain snapshot failed');
      }
    }, 1000);
    this.saveTimer.unref();
  }
}
