import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import type { PublicKey } from '@solana/web3.js';
import { Faults, type FaultBehaviour } from '../fake-http/faults.js';
import { ApiServer, type RecordedRequest, type Route, type ServerHooks } from '../fake-http/server.js';
import { FakeChain } from './chain.js';
import { createMarkets, type FakeMarket, type MarketStatus } from './markets.js';
import { metadataRoutes } from './metadata-api.js';
import { rpcRoutes, type RpcControls, type RpcFault } from './rpc.js';
import { tradeRoutes, type TradeSettings } from './trade-api.js';

/**
 * A local stand-in for DFlow (Trade API and prediction-market metadata API) and for a Solana
 * JSON-RPC node, over one LiteSVM chain. It knows nothing of the service: it answers what the
 * public APIs answer, so a client that works against it sends what the real ones accept.
 */

export interface FakeDflowOptions {
  /** Required as x-api-key on the DFlow APIs when set. */
  apiKey?: string;
  kycRequired?: boolean;
  /** Blocks advance on this timer; without it only advanceBlocks moves them. */
  autoBlocksMs?: number;
}

export interface FakeDflow {
  rpcUrl: string;
  tradeUrl: string;
  metadataUrl: string;
  usdcMint: PublicKey;
  markets: FakeMarket[];
  chain: FakeChain;
  settings: TradeSettings;
  requests: RecordedRequest[];
  /** SOL (lamports) for fees and USDC (atomic) into the owner's token account. */
  fund(owner: PublicKey, amounts: { usdc?: bigint; sol?: bigint }): void;
  tokenBalance(owner: PublicKey, mint: PublicKey): bigint;
  verifyKyc(address: string): void;
  setPrices(ticker: string, prices: { yesBid: string | null; yesAsk: string | null }): void;
  setMarketStatus(ticker: string, status: MarketStatus, result?: '' | 'yes' | 'no'): void;
  advanceBlocks(blocks: number): void;
  /** An HTTP fault on a DFlow route, e.g. failNext('trade:GET /order', { status: 503 }). */
  failNext(route: string, behaviour: FaultBehaviour, times?: number): void;
  /** A fault on the next call of a JSON-RPC method, e.g. failRpc('sendTransaction', { hangAfterProcessing: true }). */
  failRpc(method: string, fault: RpcFault): void;
  /** JSON-RPC calls received, by method. */
  rpcCalls(method: string): unknown[][];
  close(): Promise<void>;
}

export async function startFakeDflow(options: FakeDflowOptions = {}): Promise<FakeDflow> {
  const chain = new FakeChain(options.autoBlocksMs ? { autoBlocksMs: options.autoBlocksMs } : {});
  const markets = createMarkets(chain);
  // The escrows the fake venue receives into exist from the start.
  chain.mintTo(chain.usdcMint, chain.authority.publicKey, 0n, TOKEN_PROGRAM_ID);
  for (const market of markets) for (const mint of [market.yesMint, market.noMint]) chain.mintTo(mint, chain.authority.publicKey, 0n, TOKEN_2022_PROGRAM_ID);

  const settings: TradeSettings = { kycRequired: options.kycRequired ?? false, maintenance: false, priceImpactTooHigh: false, openPolls: 0, fillContracts: null, verified: new Set() };
  const requests: RecordedRequest[] = [];
  const faults = new Faults();
  const rpc: RpcControls = { mints: () => [chain.usdcMint, ...markets.flatMap((m) => [m.yesMint, m.noMint])], faults: new Map(), hung: [] };
  const hooks: ServerHooks = { faults, record: (request) => requests.push(request), latencyMs: () => 0, beforeEach: () => {} };
  const guarded = (routes: Route[]): Route[] =>
    options.apiKey === undefined
      ? routes
      : routes.map((route) => ({
          ...route,
          handle: (request) => (request.headers['x-api-key'] === options.apiKey ? route.handle(request) : { status: 401, json: { code: 'unauthorized', msg: 'Invalid or missing API key' } }),
        }));
  const servers = [
    new ApiServer('trade', guarded(tradeRoutes(chain, markets, settings)), hooks),
    new ApiServer('metadata', guarded(metadataRoutes(chain, markets)), hooks),
    new ApiServer('rpc', rpcRoutes(chain, rpc), hooks),
  ];
  const [tradeUrl, metadataUrl, rpcUrl] = await Promise.all(servers.map((server) => server.listen()));
  const market = (ticker: string) => {
    const found = markets.find((m) => m.ticker === ticker);
    if (!found) throw new Error(`fake DFlow: no market ${ticker}`);
    return found;
  };

  return {
    rpcUrl: rpcUrl!,
    tradeUrl: tradeUrl!,
    metadataUrl: metadataUrl!,
    usdcMint: chain.usdcMint,
    markets,
    chain,
    settings,
    requests,
    fund: (owner, { usdc = 0n, sol = 0n }) => {
      if (sol > 0n) chain.airdrop(owner, sol);
      if (usdc > 0n) chain.mintTo(chain.usdcMint, owner, usdc, TOKEN_PROGRAM_ID);
    },
    tokenBalance: (owner, mint) => {
      const programId = mint.equals(chain.usdcMint) ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID;
      return chain.tokenAccount(chain.tokenAccountAddress(mint, owner, programId))?.amount ?? 0n;
    },
    verifyKyc: (address) => settings.verified.add(address),
    setPrices: (ticker, prices) => Object.assign(market(ticker), prices),
    setMarketStatus: (ticker, status, result = '') => Object.assign(market(ticker), { status, result }),
    advanceBlocks: (blocks) => chain.advanceBlocks(blocks),
    failNext: (route, behaviour, times) => faults.add(route, behaviour, times),
    failRpc: (method, fault) => rpc.faults.set(method, [...(rpc.faults.get(method) ?? []), fault]),
    rpcCalls: (method) =>
      requests
        .filter((r) => r.api === 'rpc')
        .flatMap((r) => {
          const body = JSON.parse(r.body);
          return (Array.isArray(body) ? body : [body]).filter((call: { method?: string }) => call.method === method).map((call: { params?: unknown[] }) => call.params ?? []);
        }),
    close: async () => {
      for (const release of rpc.hung.splice(0)) release();
      chain.close();
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}
