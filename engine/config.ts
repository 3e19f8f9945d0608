import fs from 'node:fs';
import path from 'node:path';
import { solanaAddress } from './crypto/solana-address.js';
import { DecimalFormatError, parseDecimal, USDC_SCALE } from './money.js';

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /** `template`: a new data directory starts as a copy of it (engine/db/pglite-template.ts); unset, the one `npm run build` made; null, none. */
  | { kind: 'pglite'; dir: string; template?: string | null };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** null: the in-memory TTL store and the in-process job runner. */
  redis: { url: string; prefix: string } | null;
  /** null: the operator endpoints refuse every caller. */
  opsToken: string | null;
  /** null: GET /metrics is open; set, it needs `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  claimBaseUrl: string;
  /** Starting simulated balance of a new agent, in USDC atomic units. */
  simulationBalance: bigint;
  /** null: a key generated once into DATA_DIR and reused. */
  credentialsKey: Buffer | null;
  /** Keys rotated out: still read, never written. */
  previousCredentialsKeys: Buffer[];
  /** EVM JSON-RPC for contract-wallet (EIP-1271) checks; null: every wallet is taken as an EOA. */
  polygonRpcUrl: string | null;
  logLevel: string;
  /** Trust X-Forwarded-For for the client address (behind a proxy you control). */
  trustProxy: boolean;
  bodyLimit: string;
  registerRateLimitPerMinute: number;
  actors: { mailboxSize: number; messageTimeoutMs: number; idleMs: number; restartAfterFailures: number };
  /** How often resting orders are walked against the book; 0 turns the timer off. */
  sweepIntervalMs: number;
  /** Seed of the simulated venue's price process: processes with one seed see one market. */
  simSeed: string;
  /** How often market prices are recorded into the price history; 0 turns the recorder off. */
  priceRecordIntervalMs: number;
  /** Recorded prices older than this are deleted. */
  priceHistoryRetentionDays: number;
  venueA: VenueAConfig;
  monitors: {
    /** How often stop-loss / take-profit monitors read prices; 0 turns the loop off. */
    intervalMs: number;
    /** Agents are split over this many shards; one process at a time holds a shard's lease. */
    shards: number;
    /** A shard's lease lapses this long after its holder last renewed it. */
    leaseMs: number;
    /** How often a process reloads the monitors of positions and settings changed by other processes. */
    resyncMs: number;
  };
  webhooks: {
    /** How often committed outbox events become deliveries; 0 turns the timer off. */
    dispatchIntervalMs: number;
    /** Total tries of one delivery, the first included. */
    maxAttempts: number;
    /** Delay before the first retry; each later retry waits twice as long. */
    backoffMs: number;
    /** A receiver that has not answered by then counts as failed. */
    timeoutMs: number;
    /** Dispatched events and finished deliveries older than this are deleted. */
    retentionDays: number;
    /** Webhooks may post to loopback, private and link-local addresses: for local development and tests only. */
    allowPrivateTargets: boolean;
  };
  /** The cron-driven clean-ups and sweeps (engine/schedules); off runs none of them. */
  schedulesEnabled: boolean;
  /** Idempotency keys older than this are forgotten: a retry after it runs again. */
  idempotencyKeyTtlHours: number;
  /**
   * A key in progress is held this long past its owner's last renewal (every third of it); a key
   * whose owner died is taken over by a retry once its lease lapses.
   */
  idempotencyLeaseMs: number;
  venueB: {
    /** sim: the LiteSVM chain in process; live: DFlow's APIs and a Solana RPC node (settings in `live`). */
    mode: 'sim' | 'live';
    /** The live venue's settings; null in sim mode. */
    live: VenueBLiveConfig | null;
    /** Where the simulated chain's snapshot is kept; null keeps the chain in memory only. */
    chainFile: string | null;
    /** How long a quote (and its transaction) can be submitted. */
    quoteTtlMs: number;
    /** How much worse than quoted a submit may price before it is refused. */
    slippageBps: number;
    /** Buys need a KYC-verified wallet (an operator verifies wallets), as on the live venue. */
    requireKyc: boolean;
    /** The custody policy for the fee delegate's signing: off blocks every fee charge. */
    custodyRawSigning: boolean;
    /** The custody policy's ceiling on one fee charge (USDC atomic). */
    custodyMaxFee: bigint;
  };
}

export interface VenueAConfig {
  /** sim: the simulated exchange in this process; live: Polymarket's CLOB, Gamma and Data API. */
  mode: 'sim' | 'live';
  clobUrl: string;
  gammaUrl: string;
  dataUrl: string;
  /** An upstream call that has not answered by then fails (and an order's fate is asked for by its hash). */
  timeoutMs: number;
  /** How long a market read from Gamma is served from the kv store before it is read again. */
  marketTtlMs: number;
  /** How long a book read from the CLOB serves prices (monitors, marks) before it is read again. */
  bookTtlMs: number;
}

/** A configuration value that stops start-up; the message names the variable. */
export class ConfigError extends Error {
  constructor(readonly variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): Config {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const port = integer(read('PORT') ?? '3000', 'PORT', 0, 65535);
  const dataDir = path.resolve(read('DATA_DIR') ?? './data');
  const databaseUrl = read('DATABASE_URL');
  const redisUrl = read('REDIS_URL');
  const opsToken = read('OPS_TOKEN');
  const polygonRpc = read('POLYGON_RPC_URL');
  const venueBMode = oneOf(read('VENUE_B_MODE') ?? 'sim', 'VENUE_B_MODE', ['sim', 'live']) as 'sim' | 'live';
  if (opsToken !== undefined && opsToken.length < 16) {
    throw new ConfigError('OPS_TOKEN', 'must be at least 16 characters long');
  }
  const metricsToken = read('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters long');
  }

  return {
    port,
    host: read('HOST') ?? '0.0.0.0',
    dataDir,
    database: databaseUrl
      ? { kind: 'postgres', url: url(databaseUrl, 'DATABASE_URL', ['postgres:', 'postgresql:']) }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    redis: redisUrl
      ? { url: url(redisUrl, 'REDIS_URL', ['redis:', 'rediss:']), prefix: read('REDIS_PREFIX') ?? 'ats:' }
      : null,
    opsToken: opsToken ?? null,
    metricsToken: metricsToken ?? null,
    claimBaseUrl: url(
      read('CLAIM_BASE_URL') ?? `http://localhost:${port}/agents/claim`,
      'CLAIM_BASE_URL',
      ['http:', 'https:'],
    ).replace(/\/+$/, ''),
    simulationBalance: usdcAmount(read('SIMULATION_BALANCE') ?? '10000', 'SIMULATION_BALANCE'),
    credentialsKey: credentialsKey(read('CREDENTIALS_KEY'), 'CREDENTIALS_KEY'),
    previousCredentialsKeys: (read('CREDENTIALS_PREVIOUS_KEYS') ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
      .map((k) => credentialsKey(k, 'CREDENTIALS_PREVIOUS_KEYS')!),
    polygonRpcUrl: polygonRpc ? url(polygonRpc, 'POLYGON_RPC_URL', ['http:', 'https:']) : null,
    logLevel: oneOf(read('LOG_LEVEL') ?? 'info', 'LOG_LEVEL', LOG_LEVELS),
    trustProxy: boolean(read('TRUST_PROXY') ?? 'false', 'TRUST_PROXY'),
    bodyLimit: bodyLimit(read('BODY_LIMIT') ?? '100kb'),
    registerRateLimitPerMinute: integer(read('REGISTER_RATE_LIMIT') ?? '10', 'REGISTER_RATE_LIMIT', 1, 100000),
    actors: {
      mailboxSize: integer(read('ACTOR_MAILBOX_SIZE') ?? '256', 'ACTOR_MAILBOX_SIZE', 1, 100000),
      messageTimeoutMs: integer(read('ACTOR_MESSAGE_TIMEOUT_MS') ?? '10000', 'ACTOR_MESSAGE_TIMEOUT_MS', 10, 600000),
      idleMs: integer(read('ACTOR_IDLE_MS') ?? '300000', 'ACTOR_IDLE_MS', 1000, 86400000),
      restartAfterFailures: 3,
    },
    sweepIntervalMs: integer(read('SWEEP_INTERVAL_MS') ?? '1000', 'SWEEP_INTERVAL_MS', 0, 3600000),
    simSeed: read('SIM_SEED') ?? 'venue_a',
    priceRecordIntervalMs: integer(read('PRICE_RECORD_INTERVAL_MS') ?? '60000', 'PRICE_RECORD_INTERVAL_MS', 0, 86400000),
    priceHistoryRetentionDays: integer(read('PRICE_HISTORY_RETENTION_DAYS') ?? '30', 'PRICE_HISTORY_RETENTION_DAYS', 1, 3650),
    venueA: {
      mode: oneOf(read('VENUE_A_MODE') ?? 'sim', 'VENUE_A_MODE', ['sim', 'live']) as VenueAConfig['mode'],
      clobUrl: baseUrl(read('VENUE_A_CLOB_URL') ?? 'https://clob.polymarket.com', 'VENUE_A_CLOB_URL'),
      gammaUrl: baseUrl(read('VENUE_A_GAMMA_URL') ?? 'https://gamma-api.polymarket.com', 'VENUE_A_GAMMA_URL'),
      dataUrl: baseUrl(read('VENUE_A_DATA_URL') ?? 'https://data-api.polymarket.com', 'VENUE_A_DATA_URL'),
      timeoutMs: integer(read('VENUE_A_TIMEOUT_MS') ?? '10000', 'VENUE_A_TIMEOUT_MS', 100, 120000),
      marketTtlMs: integer(read('VENUE_A_MARKET_TTL_MS') ?? '60000', 'VENUE_A_MARKET_TTL_MS', 1000, 86400000),
      bookTtlMs: integer(read('VENUE_A_BOOK_TTL_MS') ?? '1000', 'VENUE_A_BOOK_TTL_MS', 0, 600000),
    },
    monitors: {
      intervalMs: integer(read('MONITOR_INTERVAL_MS') ?? '250', 'MONITOR_INTERVAL_MS', 0, 3600000),
      shards: integer(read('MONITOR_SHARDS') ?? '16', 'MONITOR_SHARDS', 1, 4096),
      leaseMs: integer(read('MONITOR_LEASE_MS') ?? '5000', 'MONITOR_LEASE_MS', 300, 600000),
      resyncMs: integer(read('MONITOR_RESYNC_MS') ?? '2000', 'MONITOR_RESYNC_MS', 100, 3600000),
    },
    webhooks: {
      dispatchIntervalMs: integer(read('WEBHOOK_DISPATCH_INTERVAL_MS') ?? '1000', 'WEBHOOK_DISPATCH_INTERVAL_MS', 0, 3600000),
      maxAttempts: integer(read('WEBHOOK_MAX_ATTEMPTS') ?? '8', 'WEBHOOK_MAX_ATTEMPTS', 1, 50),
      backoffMs: integer(read('WEBHOOK_BACKOFF_MS') ?? '10000', 'WEBHOOK_BACKOFF_MS', 1, 3600000),
      timeoutMs: integer(read('WEBHOOK_TIMEOUT_MS') ?? '10000', 'WEBHOOK_TIMEOUT_MS', 100, 120000),
      retentionDays: integer(read('WEBHOOK_RETENTION_DAYS') ?? '14', 'WEBHOOK_RETENTION_DAYS', 1, 3650),
      allowPrivateTargets: boolean(read('WEBHOOK_ALLOW_PRIVATE_TARGETS') ?? 'false', 'WEBHOOK_ALLOW_PRIVATE_TARGETS'),
    },
    schedulesEnabled: boolean(read('SCHEDULES_ENABLED') ?? 'true', 'SCHEDULES_ENABLED'),
    idempotencyKeyTtlHours: integer(read('IDEMPOTENCY_KEY_TTL_HOURS') ?? '24', 'IDEMPOTENCY_KEY_TTL_HOURS', 1, 8760),
    idempotencyLeaseMs: integer(read('IDEMPOTENCY_LEASE_MS') ?? '10000', 'IDEMPOTENCY_LEASE_MS', 300, 600000),
    venueB: {
      mode: venueBMode,
      live: venueBMode === 'live' ? venueBLive(read) : null,
      chainFile: chainFile(read('VENUE_B_CHAIN_FILE'), dataDir),
      quoteTtlMs: integer(read('VENUE_B_QUOTE_TTL_MS') ?? '120000', 'VENUE_B_QUOTE_TTL_MS', 1000, 3600000),
      slippageBps: integer(read('VENUE_B_SLIPPAGE_BPS') ?? '100', 'VENUE_B_SLIPPAGE_BPS', 0, 5000),
      requireKyc: boolean(read('VENUE_B_REQUIRE_KYC') ?? 'false', 'VENUE_B_REQUIRE_KYC'),
      custodyRawSigning: boolean(read('VENUE_B_CUSTODY_RAW_SIGNING') ?? 'true', 'VENUE_B_CUSTODY_RAW_SIGNING'),
      custodyMaxFee: usdcAmount(read('VENUE_B_CUSTODY_MAX_FEE') ?? '1000', 'VENUE_B_CUSTODY_MAX_FEE'),
    },
  };
}

export interface VenueBLiveConfig {
  tradeApiUrl: string;
  metadataApiUrl: string;
  /** Sent as x-api-key to both DFlow APIs; null sends none (DFlow's dev endpoints). */
  apiKey: string | null;
  rpcUrl: string;
  settlementMint: string;
  /** The fee delegate's 64-byte secret key, read from VENUE_B_FEE_DELEGATE_KEYPAIR at start. */
  feeDelegateSecretKey: Uint8Array;
  /** The platform's USDC token account that fees go to. */
  feeAccount: string;
  timeoutMs: number;
  marketTtlMs: number;
}

/** The USDC mint on Solana mainnet, which DFlow's Kalshi markets settle in. */
const MAINNET_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

function venueBLive(read: (name: string) => string | undefined): VenueBLiveConfig {
  const rpcUrl = read('SOLANA_RPC_URL');
  if (!rpcUrl) throw new ConfigError('SOLANA_RPC_URL', 'is required with VENUE_B_MODE=live (a Solana JSON-RPC endpoint, https://…)');
  const keypairFile = read('VENUE_B_FEE_DELEGATE_KEYPAIR');
  if (!keypairFile) throw new ConfigError('VENUE_B_FEE_DELEGATE_KEYPAIR', 'is required with VENUE_B_MODE=live (the path of the fee delegate\'s Solana keypair JSON file)');
  const feeAccount = read('VENUE_B_FEE_ACCOUNT');
  if (!feeAccount) throw new ConfigError('VENUE_B_FEE_ACCOUNT', "is required with VENUE_B_MODE=live (the platform's USDC token account, base58)");
  const apiKey = read('VENUE_B_API_KEY');
  return {
    tradeApiUrl: baseUrl(read('VENUE_B_TRADE_API_URL') ?? 'https://quote-api.dflow.net', 'VENUE_B_TRADE_API_URL'),
    metadataApiUrl: baseUrl(read('VENUE_B_METADATA_API_URL') ?? 'https://prediction-markets-api.dflow.net', 'VENUE_B_METADATA_API_URL'),
    apiKey: apiKey ? apiKey : null,
    rpcUrl: baseUrl(rpcUrl, 'SOLANA_RPC_URL'),
    settlementMint: base58Address(read('VENUE_B_SETTLEMENT_MINT') ?? MAINNET_USDC, 'VENUE_B_SETTLEMENT_MINT'),
    feeDelegateSecretKey: solanaKeypairFile(keypairFile, 'VENUE_B_FEE_DELEGATE_KEYPAIR'),
    feeAccount: base58Address(feeAccount, 'VENUE_B_FEE_ACCOUNT'),
    timeoutMs: integer(read('VENUE_B_TIMEOUT_MS') ?? '10000', 'VENUE_B_TIMEOUT_MS', 100, 120000),
    marketTtlMs: integer(read('VENUE_B_MARKET_TTL_MS') ?? '60000', 'VENUE_B_MARKET_TTL_MS', 1000, 86400000),
  };
}

function base58Address(value: string, name: string): string {
  if (solanaAddress(value) === null) throw new ConfigError(name, `must be a base58 Solana address of 32 bytes (got "${value}")`);
  return value;
}

/** A keypair file as solana-keygen writes it: a JSON array of the 64 bytes of the secret key. */
function solanaKeypairFile(file: string, name: string): Uint8Array {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(name, `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}: ${file})`);
  }
  let bytes: unknown;
  try {
    bytes = JSON.parse(text);
  } catch {
    bytes = undefined;
  }
  if (!Array.isArray(bytes) || bytes.length !== 64 || !bytes.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) {
    throw new ConfigError(name, `must be a Solana keypair file: a JSON array of 64 bytes, as solana-keygen writes (${file})`);
  }
  return Uint8Array.from(bytes as number[]);
}

/** "memory" keeps the chain in memory; by default it lives in DATA_DIR. */
function chainFile(value: string | undefined, dataDir: string): string | null {
  if (value === 'memory') return null;
  return path.resolve(value ?? path.join(dataDir, 'venue_b-chain.bin'));
}

function integer(value: string, name: string, min: number, max: number): number {
  const parsed = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(name, `must be an integer from ${min} to ${max} (got "${value}")`);
  }
  return parsed;
}

function url(value: string, name: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    // The value may hold a password: never echo it.
    throw new ConfigError(name, `is not a valid URL (expected ${protocols.join(' or ')}//…)`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return value;
}

/** An HTTP(S) origin that paths are appended to: no trailing slash. */
function baseUrl(value: string, name: string): string {
  return url(value, name, ['http:', 'https:']).replace(/\/+$/, '');
}

function boolean(value: string, name: string): boolean {
  if (['true', '1', 'yes'].includes(value.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(value.toLowerCase())) return false;
  throw new ConfigError(name, `must be true or false (got "${value}")`);
}

function oneOf(value: string, name: string, allowed: string[]): string {
  if (!allowed.includes(value)) throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${value}")`);
  return value;
}

function bodyLimit(value: string): string {
  if (!/^\d+(b|kb|mb)$/i.test(value)) throw new ConfigError('BODY_LIMIT', `must look like 100kb or 1mb (got "${value}")`);
  return value.toLowerCase();
}

function usdcAmount(value: string, name: string): bigint {
  const problem = 'must be a decimal amount of USDC from 0 to 1000000000 with at most 6 decimals';
  let atomic: bigint;
  try {
    atomic = parseDecimal(value, USDC_SCALE);
  } catch (error) {
    if (error instanceof DecimalFormatError) throw new ConfigError(name, `${problem} (got "${value}")`);
    throw error;
  }
  if (atomic < 0n || atomic > 1_000_000_000n * 10n ** BigInt(USDC_SCALE)) {
    throw new ConfigError(name, `${problem} (got "${value}")`);
  }
  return atomic;
}

function credentialsKey(value: string | undefined, name: string): Buffer | null {
  if (value === undefined) return null;
  const key = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/]{43}=?$/.test(value)
      ? Buffer.from(value, 'base64')
      : null;
  if (!key || key.length !== 32) {
    throw new ConfigError(name, 'must hold 32-byte keys: 64 hex characters or 44 base64 characters each');
  }
  return key;
}

/** For entry points: a bad value prints the message naming the variable and stops the process. */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
