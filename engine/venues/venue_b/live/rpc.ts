import { AddressLookupTableAccount, PublicKey } from '@solana/web3.js';
import type { Upstream } from '../../http-upstream.js';
import { VenueUnavailable } from '../../venue-errors.js';

/**
 * The Solana JSON-RPC calls the live venue makes (solana.com/docs/rpc), through the venue's
 * upstream client: deadlines, a circuit breaker, and numbers read as text so that no token
 * amount passes through a float.
 */

/** An error the node answered in JSON-RPC (a refused simulation, a bad parameter). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The transaction error of a failed simulation, in the node's JSON form. */
    readonly transactionError: unknown,
    readonly logs: string[],
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export interface ParsedTokenAccount {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  delegatedAmount: bigint;
}

export interface SignatureStatus {
  err: unknown;
  confirmationStatus: string | null;
}

type Json = Record<string, any>;

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

function parsedTokenAccount(account: Json | null): ParsedTokenAccount | null {
  const info = account?.data?.parsed?.type === 'account' ? account.data.parsed.info : undefined;
  if (!info) return null;
  return {
    mint: String(info.mint),
    owner: String(info.owner),
    amount: BigInt(info.tokenAmount.amount),
    delegate: info.delegate ? String(info.delegate) : null,
    delegatedAmount: info.delegatedAmount ? BigInt(info.delegatedAmount.amount) : 0n,
  };
}

export class SolanaRpc {
  private id = 0;

  constructor(private readonly api: Upstream) {}

  async call<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
    this.id += 1;
    const answer = await this.api.call({ method: 'POST', path: '', body: JSON.stringify({ jsonrpc: '2.0', id: this.id, method, params }) });
    const body = answer.json as Json | undefined;
    if (!body || typeof body !== 'object') throw new VenueUnavailable('upstream_error', `the Solana RPC node answered ${method} with no JSON-RPC body`);
    if (body.error) {
      const data = body.error.data as Json | undefined;
      throw new RpcError(Number(body.error.code), String(body.error.message ?? 'RPC error'), data?.err ?? null, Array.isArray(data?.logs) ? data.logs.map(String) : []);
    }
    return body.result as T;
  }

  async blockHeight(): Promise<number> {
    return Number(await this.call('getBlockHeight', [{ commitment: 'confirmed' }]));
  }

  async latestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: number }> {
    const { value } = await this.call<Json>('getLatestBlockhash', [{ commitment: 'confirmed' }]);
    return { blockhash: String(value.blockhash), lastValidBlockHeight: Number(value.lastValidBlockHeight) };
  }

  /** Sends with preflight (a transaction the chain would refuse is refused here, sent nowhere); the node rebroadcasts until it lands or expires. */
  async sendTransaction(bytes: Uint8Array): Promise<string> {
    return String(await this.call('sendTransaction', [Buffer.from(bytes).toString('base64'), { encoding: 'base64', skipPreflight: false, preflightCommitment: 'confirmed' }]));
  }

  async signatureStatus(signature: string): Promise<SignatureStatus | null> {
    const { value } = await this.call<Json>('getSignatureStatuses', [[signature], { searchTransactionHistory: true }]);
    const status = (value as Json[])[0];
    return status ? { err: status.err ?? null, confirmationStatus: status.confirmationStatus ?? null } : null;
  }

  async tokenAccount(address: string): Promise<ParsedTokenAccount | null> {
    const { value } = await this.call<Json>('getAccountInfo', [address, { encoding: 'jsonParsed', commitment: 'confirmed' }]);
    return parsedTokenAccount(value);
  }

  /** What the owner holds of each mint under a token program, summed over its accounts. */
  async holdings(owner: string, programId: string): Promise<ParsedTokenAccount[]> {
    const { value } = await this.call<Json>('getTokenAccountsByOwner', [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }]);
    return (value as Json[]).map((entry) => parsedTokenAccount(entry.account)).filter((account): account is ParsedTokenAccount => account !== null);
  }

  async lookupTable(address: PublicKey): Promise<AddressLookupTableAccount | null> {
    const { value } = await this.call<Json>('getAccountInfo', [address.toBase58(), { encoding: 'base64', commitment: 'confirmed' }]);
    if (!value) return null;
    return new AddressLookupTableAccount({ key: address, state: AddressLookupTableAccount.deserialize(Buffer.from(String(value.data[0]), 'base64')) });
  }
}
