import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { getBase58Encoder } from '@solana/kit';
import { PublicKey } from '@solana/web3.js';
import { json, type FakeRequest, type FakeResponse, type Route } from '../fake-http/server.js';
import { DECIMALS, type FakeChain } from './chain.js';

/**
 * A Solana JSON-RPC node over the fake chain: the methods and answer shapes of solana.com/docs/rpc
 * that clients like @solana/web3.js's Connection send and check. Token accounts are found among
 * the associated accounts of the mints the chain knows, which is every account the fakes create.
 */

export type RpcFault = { status: 429 | 500 | 502 | 503; retryAfter?: number } | { hangAfterProcessing: true } | { hang: true };

export interface RpcControls {
  /** Mints whose token accounts getTokenAccountsByOwner can find. */
  mints(): PublicKey[];
  /** The next call of the method meets the fault. */
  faults: Map<string, RpcFault[]>;
  /** Answers withheld by a hang fault, released at close. */
  hung: Array<() => void>;
}

const base58 = getBase58Encoder();

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const never = (controls: RpcControls) => new Promise<never>((resolve) => controls.hung.push(() => resolve(undefined as never)));

function key(value: unknown, name = 'pubkey'): PublicKey {
  try {
    return new PublicKey(String(value));
  } catch {
    throw new RpcError(-32602, `Invalid param: ${name} is not a valid base58 public key`);
  }
}

const tokenAmount = (amount: bigint) => ({
  amount: amount.toString(),
  decimals: DECIMALS,
  uiAmount: Number(amount) / 10 ** DECIMALS,
  uiAmountString: (Number(amount) / 10 ** DECIMALS).toString(),
});

function simulationMessage(err: unknown): string {
  if (err === 'BlockhashNotFound') return 'Transaction simulation failed: Blockhash not found';
  const instruction = (err as { InstructionError?: [number, { Custom?: number }] })?.InstructionError;
  if (instruction) return `Transaction simulation failed: Error processing Instruction ${instruction[0]}: custom program error: 0x${(instruction[1]?.Custom ?? 0).toString(16)}`;
  if (err === 'AccountNotFound') return 'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.';
  return `Transaction simulation failed: ${JSON.stringify(err)}`;
}

export function rpcRoutes(chain: FakeChain, controls: RpcControls): Route[] {
  const context = () => ({ slot: chain.currentSlot });
  const account = (pubkey: PublicKey, encoding: string) => {
    const found = chain.account(pubkey);
    if (!found) return null;
    const base = { executable: found.executable, lamports: Number(found.lamports), owner: found.owner, rentEpoch: 0, space: found.data.length };
    const token = encoding === 'jsonParsed' ? chain.tokenAccount(pubkey) : null;
    if (!token) return { ...base, data: [Buffer.from(found.data).toString('base64'), 'base64'] };
    const info: Record<string, unknown> = { isNative: false, mint: token.mint.toBase58(), owner: token.owner.toBase58(), state: 'initialized', tokenAmount: tokenAmount(token.amount) };
    if (token.delegate) Object.assign(info, { delegate: token.delegate.toBase58(), delegatedAmount: tokenAmount(token.delegatedAmount) });
    const program = token.programId.equals(TOKEN_2022_PROGRAM_ID) ? 'spl-token-2022' : 'spl-token';
    return { ...base, data: { program, parsed: { type: 'account', info }, space: found.data.length } };
  };

  const methods: Record<string, (params: any[]) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 3294202862 }),
    getSlot: () => chain.currentSlot,
    getBlockHeight: () => chain.blockHeight,
    getLatestBlockhash: () => ({ context: context(), value: chain.latestBlockhash() }),
    getMinimumBalanceForRentExemption: ([size]) => 890_880 + 6_960 * Number(size ?? 0),
    getBalance: ([pubkey]) => ({ context: context(), value: Number(chain.account(key(pubkey))?.lamports ?? 0n) }),
    getAccountInfo: ([pubkey, config]) => ({ context: context(), value: account(key(pubkey), config?.encoding ?? 'base64') }),
    getMultipleAccounts: ([pubkeys, config]) => ({ context: context(), value: (pubkeys as unknown[]).map((p) => account(key(p), config?.encoding ?? 'base64')) }),
    getTokenAccountBalance: ([pubkey]) => {
      const token = chain.tokenAccount(key(pubkey));
      if (!token) throw new RpcError(-32602, 'Invalid param: not a Token account');
      return { context: context(), value: tokenAmount(token.amount) };
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const ownerKey = key(owner, 'owner');
      let accounts: PublicKey[];
      if (filter?.mint) {
        const mint = key(filter.mint, 'mint');
        accounts = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].flatMap((program) => chain.tokenAccountsOf(ownerKey, program, [mint]));
      } else if (filter?.programId) {
        accounts = chain.tokenAccountsOf(ownerKey, key(filter.programId, 'programId'), controls.mints());
      } else {
        throw new RpcError(-32602, 'Invalid params: expected a mint or programId filter');
      }
      return { context: context(), value: accounts.map((pubkey) => ({ pubkey: pubkey.toBase58(), account: account(pubkey, config?.encoding ?? 'base64') })) };
    },
    getSignatureStatuses: ([signatures]) => ({
      context: context(),
      value: (signatures as string[]).map((signature) => {
        const landed = chain.status(signature);
        if (!landed) return null;
        return { slot: landed.slot, confirmations: null, err: landed.err, status: landed.err === null ? { Ok: null } : { Err: landed.err }, confirmationStatus: 'finalized' };
      }),
    }),
    simulateTransaction: ([encoded, config]) => {
      const refusal = chain.simulate(decode(encoded, config?.encoding));
      return { context: context(), value: { err: refusal?.err ?? null, logs: refusal?.logs ?? [], accounts: null, unitsConsumed: 0, returnData: null } };
    },
    sendTransaction: ([encoded, config]) => {
      const bytes = decode(encoded, config?.encoding ?? 'base58');
      if (!config?.skipPreflight) {
        const refusal = chain.simulate(bytes);
        if (refusal) throw new RpcError(-32002, simulationMessage(refusal.err), { err: refusal.err, logs: refusal.logs, accounts: null, unitsConsumed: 0, returnData: null, innerInstructions: null });
      }
      try {
        return chain.send(bytes);
      } catch (error) {
        const err = (error as { rpcErr?: unknown }).rpcErr;
        if (err) throw new RpcError(-32002, simulationMessage(err), { err, logs: [], accounts: null, unitsConsumed: 0, returnData: null });
        throw error;
      }
    },
  };

  const decode = (encoded: unknown, encoding: string): Uint8Array => {
    if (typeof encoded !== 'string') throw new RpcError(-32602, 'Invalid params: transaction must be a string');
    if (encoding === 'base64') return Buffer.from(encoded, 'base64');
    if (encoding === 'base58') return new Uint8Array(base58.encode(encoded));
    throw new RpcError(-32602, `Invalid params: unsupported encoding ${encoding}`);
  };

  const one = async (call: { jsonrpc?: string; id?: unknown; method?: string; params?: unknown[] }) => {
    const id = call.id ?? null;
    const handler = call.method ? methods[call.method] : undefined;
    if (call.jsonrpc !== '2.0' || !handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
    try {
      return { jsonrpc: '2.0', id, result: handler(call.params ?? []) };
    } catch (error) {
      if (error instanceof RpcError) return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) } };
      throw error;
    }
  };

  const handle = async (request: FakeRequest): Promise<FakeResponse> => {
    let body: any;
    try {
      body = JSON.parse(request.body);
    } catch {
      return json(200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    }
    const calls: any[] = Array.isArray(body) ? body : [body];
    for (const call of calls) {
      const fault = controls.faults.get(call?.method)?.shift();
      if (!fault) continue;
      if ('status' in fault) return json(fault.status, { jsonrpc: '2.0', id: call.id ?? null, error: { code: fault.status, message: fault.status === 429 ? 'Too Many Requests' : 'Internal error' } }, fault.retryAfter ? { 'Retry-After': String(fault.retryAfter) } : undefined);
      if ('hang' in fault) return never(controls);
      await one(call);
      return never(controls);
    }
    const answers = await Promise.all(calls.map(one));
    return json(200, Array.isArray(body) ? answers : answers[0]);
  };

  return [{ method: 'POST', path: '/', handle }];
}
