import { randomBytes } from 'node:crypto';
import { address, getBase58Decoder, getTransactionDecoder, lamports } from '@solana/kit';
import {
  AccountLayout,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToCheckedInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { AddressLookupTableProgram, Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';

/**
 * The Solana chain behind the fake DFlow and the fake RPC node: LiteSVM running the real System,
 * SPL Token, Token-2022 and Associated Token Account programs. Like a real cluster it has a block
 * height that moves (by `advanceBlocks`, or on a timer) and blockhashes that live 150 blocks;
 * LiteSVM's own check (only its newest blockhash) is replaced by that bookkeeping.
 */

export const DECIMALS = 6;
export const BLOCKHASH_LIFETIME = 150;
const LAMPORTS_PER_SOL = 1_000_000_000n;
const base58 = getBase58Decoder();

/** A transaction the chain executed: ok, or the error in the RPC's JSON form. */
export interface Landed {
  slot: number;
  err: unknown;
  logs: string[];
  blockhash: string;
  /** The executed message's account keys and instructions, as the fake DFlow needs to read its own escrows. */
  message: VersionedTransaction['message'];
}

export type Refusal = { err: unknown; logs: string[] };

// litesvm's TransactionErrorFieldless is a const enum (absent at run time); the RPC names them.
const FIELDLESS: Record<number, string> = {
  0: 'AccountInUse',
  1: 'AccountLoadedTwice',
  2: 'AccountNotFound',
  3: 'ProgramAccountNotFound',
  4: 'InsufficientFundsForFee',
  5: 'InvalidAccountForFee',
  6: 'AlreadyProcessed',
  7: 'BlockhashNotFound',
  9: 'MissingSignatureForFee',
  10: 'InvalidAccountIndex',
  11: 'SignatureFailure',
};

/** LiteSVM's error as a Solana RPC node writes it in JSON (`{"InstructionError":[0,{"Custom":1}]}`, `"AccountNotFound"`). */
function rpcError(failed: FailedTransactionMetadata): unknown {
  const err = failed.err() as unknown;
  if (typeof err === 'number') return FIELDLESS[err] ?? `TransactionError${err}`;
  if (err && typeof err === 'object' && 'index' in err && 'err' in err && typeof err.err === 'function') {
    const inner = (err.err as () => unknown)();
    if (inner && typeof inner === 'object' && 'code' in inner) return { InstructionError: [err.index, { Custom: inner.code }] };
    return { InstructionError: [err.index, typeof inner === 'number' ? 'GenericError' : String(inner)] };
  }
  if (err && typeof err === 'object' && 'accountIndex' in err) return { InsufficientFundsForRent: { account_index: err.accountIndex } };
  return String(err);
}

export class FakeChain {
  readonly authority = Keypair.generate();
  readonly usdcMint: PublicKey;
  private readonly svm = new LiteSVM().withBlockhashCheck(false);
  private readonly decoder = getTransactionDecoder();
  private readonly blockhashes = new Map<string, number>();
  private readonly landed = new Map<string, Landed>();
  private height = 1000;
  private slot = 2000;
  private latest = '';
  private timer: NodeJS.Timeout | undefined;

  constructor(options: { autoBlocksMs?: number } = {}) {
    this.svm.airdrop(address(this.authority.publicKey.toBase58()), lamports(100_000n * LAMPORTS_PER_SOL));
    this.usdcMint = this.createMint(TOKEN_PROGRAM_ID);
    this.rollBlockhash();
    if (options.autoBlocksMs) {
      this.timer = setInterval(() => this.advanceBlocks(1), options.autoBlocksMs);
      this.timer.unref();
    }
  }

  get blockHeight(): number {
    return this.height;
  }

  get currentSlot(): number {
    return this.slot;
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return { blockhash: this.latest, lastValidBlockHeight: this.blockhashes.get(this.latest)! };
  }

  advanceBlocks(blocks: number): void {
    this.height += blocks;
    this.slot += blocks;
    this.rollBlockhash();
  }

  /** Whether a transaction on this blockhash can still land. */
  blockhashValid(blockhash: string): boolean {
    const lastValid = this.blockhashes.get(blockhash);
    return lastValid !== undefined && this.height <= lastValid;
  }

  createMint(programId: PublicKey): PublicKey {
    const mint = Keypair.generate();
    const rent = this.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE));
    this.execute(
      [
        SystemProgram.createAccount({ fromPubkey: this.authority.publicKey, newAccountPubkey: mint.publicKey, lamports: Number(rent), space: MINT_SIZE, programId }),
        createInitializeMint2Instruction(mint.publicKey, DECIMALS, this.authority.publicKey, null, programId),
      ],
      [mint],
    );
    return mint.publicKey;
  }

  tokenAccountAddress(mint: PublicKey, owner: PublicKey, programId: PublicKey): PublicKey {
    return getAssociatedTokenAddressSync(mint, owner, true, programId);
  }

  /** Mints to the owner's associated account, creating it (the authority pays). */
  mintTo(mint: PublicKey, owner: PublicKey, amount: bigint, programId: PublicKey): void {
    const account = this.tokenAccountAddress(mint, owner, programId);
    this.execute([
      createAssociatedTokenAccountIdempotentInstruction(this.authority.publicKey, account, owner, mint, programId),
      createMintToCheckedInstruction(mint, account, this.authority.publicKey, amount, DECIMALS, [], programId),
    ]);
  }

  /** Moves tokens the authority holds to the owner's associated account, creating it. */
  pay(mint: PublicKey, owner: PublicKey, amount: bigint, programId: PublicKey): void {
    const from = this.tokenAccountAddress(mint, this.authority.publicKey, programId);
    const to = this.tokenAccountAddress(mint, owner, programId);
    this.execute([
      createAssociatedTokenAccountIdempotentInstruction(this.authority.publicKey, to, owner, mint, programId),
      createTransferCheckedInstruction(from, mint, to, this.authority.publicKey, amount, DECIMALS, [], programId),
    ]);
  }

  /**
   * An address lookup table holding `addresses`, written straight into the chain (the layout
   * web3.js's AddressLookupTableAccount reads: a 56-byte header, then the keys): active, frozen
   * (no authority), usable at once, as DFlow's long-lived tables are.
   */
  createLookupTable(addresses: PublicKey[]): PublicKey {
    const table = Keypair.generate().publicKey;
    const data = Buffer.alloc(56 + 32 * addresses.length);
    data.writeUInt32LE(1, 0);
    data.writeBigUInt64LE(2n ** 64n - 1n, 4);
    addresses.forEach((key, i) => key.toBuffer().copy(data, 56 + 32 * i));
    this.svm.setAccount({
      address: address(table.toBase58()),
      data,
      executable: false,
      lamports: lamports(this.svm.minimumBalanceForRentExemption(BigInt(data.length))),
      programAddress: address(AddressLookupTableProgram.programId.toBase58()),
      space: BigInt(data.length),
    });
    return table;
  }

  airdrop(owner: PublicKey, sol: bigint): void {
    this.svm.airdrop(address(owner.toBase58()), lamports(sol));
  }

  account(key: PublicKey): { data: Uint8Array; lamports: bigint; owner: string; executable: boolean } | null {
    const found = this.svm.getAccount(address(key.toBase58()));
    if (!found.exists) return null;
    return { data: found.data, lamports: BigInt(found.lamports), owner: found.programAddress, executable: found.executable };
  }

  /** A token account's state, whichever token program owns it; null when it is none. */
  tokenAccount(key: PublicKey): { mint: PublicKey; owner: PublicKey; amount: bigint; delegate: PublicKey | null; delegatedAmount: bigint; programId: PublicKey } | null {
    const found = this.account(key);
    if (!found || (found.owner !== TOKEN_PROGRAM_ID.toBase58() && found.owner !== TOKEN_2022_PROGRAM_ID.toBase58())) return null;
    if (found.data.length < AccountLayout.span) return null;
    const decoded = AccountLayout.decode(Buffer.from(found.data.subarray(0, AccountLayout.span)));
    return {
      mint: decoded.mint,
      owner: decoded.owner,
      amount: decoded.amount,
      delegate: decoded.delegateOption ? decoded.delegate : null,
      delegatedAmount: decoded.delegatedAmount,
      programId: new PublicKey(found.owner),
    };
  }

  /** Every token account of the owner's (associated or not) under a token program. */
  tokenAccountsOf(owner: PublicKey, programId: PublicKey, mints: PublicKey[]): PublicKey[] {
    return mints.map((mint) => this.tokenAccountAddress(mint, owner, programId)).filter((key) => this.tokenAccount(key)?.owner.equals(owner));
  }

  /** What a transaction would do now, without doing it: null when it would succeed. */
  simulate(bytes: Uint8Array): Refusal | null {
    const transaction = VersionedTransaction.deserialize(bytes);
    if (!this.blockhashValid(transaction.message.recentBlockhash)) return { err: 'BlockhashNotFound', logs: [] };
    const result = this.svm.simulateTransaction(this.decoder.decode(bytes));
    return result instanceof FailedTransactionMetadata ? { err: rpcError(result), logs: result.meta().logs() } : null;
  }

  /** Executes the transaction as sent; answers its signature. A failure lands as failed (fees are not modelled). */
  send(bytes: Uint8Array): string {
    const transaction = VersionedTransaction.deserialize(bytes);
    const signature = base58.decode(transaction.signatures[0]!);
    if (this.landed.has(signature)) return signature;
    const blockhash = transaction.message.recentBlockhash;
    const result = this.blockhashValid(blockhash) ? this.svm.sendTransaction(this.decoder.decode(bytes)) : null;
    if (result === null) throw Object.assign(new Error('Blockhash not found'), { rpcErr: 'BlockhashNotFound' });
    this.slot += 1;
    this.landed.set(signature, {
      slot: this.slot,
      err: result instanceof FailedTransactionMetadata ? rpcError(result) : null,
      logs: result instanceof FailedTransactionMetadata ? result.meta().logs() : result.logs(),
      blockhash,
      message: transaction.message,
    });
    return signature;
  }

  status(signature: string): Landed | undefined {
    return this.landed.get(signature);
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** The authority's own transaction, on the current blockhash. */
  private execute(instructions: TransactionInstruction[], extraSigners: Keypair[] = []): void {
    const message = new TransactionMessage({ payerKey: this.authority.publicKey, recentBlockhash: new PublicKey(randomBytes(32)).toBase58(), instructions }).compileToV0Message();
    const transaction = new VersionedTransaction(message);
    transaction.sign([this.authority, ...extraSigners]);
    const result = this.svm.sendTransaction(this.decoder.decode(transaction.serialize()));
    if (result instanceof FailedTransactionMetadata) throw new Error(`fake chain: ${result.toString()}\n${result.meta().logs().join('\n')}`);
  }

  private rollBlockhash(): void {
    this.latest = new PublicKey(randomBytes(32)).toBase58();
    this.blockhashes.set(this.latest, this.height + BLOCKHASH_LIFETIME);
  }
}

