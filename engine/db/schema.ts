import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** int8 columns come back as decimal strings (pg's default, and PGlite is set up to match). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
/** numeric columns come back as decimal strings and are written as decimal strings. */
type Numeric = ColumnType<string, string, string>;
type Timestamp = ColumnType<Date, Date, Date>;

export interface UsersTable {
  id: Generated<string>;
  /** Checksummed EVM address the owner claimed with; null until a claim. */
  evm_address: string | null;
  display_name: string;
  created_at: Timestamp;
}

export interface AgentsTable {
  id: Generated<string>;
  user_id: Int8;
  name: string;
  description: string;
  agent_code: string;
  claim_code: string;
  claimed_at: Timestamp | null;
  /** 1 Active, 2 Idle, 3 Offline. */
  online_status: number;
  wallet_address: string | null;
  sol_address: string | null;
  /** USDC atomic units. */
  simulation_balance: Int8;
  created_at: Timestamp;
  halted: Generated<boolean>;
  /** Moves whenever the agent's risk settings or wallets change (triggers): what an actor holding them checks. */
  state_version: ColumnType<string, string | bigint | undefined, string | bigint>;
}

export interface ApiKeysTable {
  id: Generated<string>;
  agent_id: Int8;
  key_name: string;
  /** SHA-256 of the key, hex. The key itself is never stored. */
  key_hash: string;
  key_prefix: string;
  key_suffix: string;
  /** 1 Active, 2 Revoked. */
  status: number;
  /** 1 user created, 2 system created. */
  create_type: number;
  created_at: Timestamp;
  last_called_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface RiskSettingsTable {
  agent_id: Int8;
  trade_limit_enabled: boolean;
  max_trade_amount: Numeric;
  daily_trade_amount_limit: Numeric;
  max_position_value: Numeric;
  max_trades_per_day: number;
  risk_control_enabled: boolean;
  take_profit_percent: number | null;
  stop_loss_percent: number | null;
  updated_at: Timestamp;
}

export interface WalletCredentialsTable {
  wallet_address: string;
  agent_id: Int8;
  /** 0 EOA, 1 proxy, 2 Safe, 3 deposit wallet. */
  signature_type: number;
  /** 1 active, 2 inactive. */
  status: number;
  key_id: string | null;
  nonce: string | null;
  ciphertext: string | null;
  registered_at: Timestamp | null;
  linked_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface SimVenueAApiKeysTable {
  api_key: string;
  address: string;
  secret_hash: string;
  passphrase_hash: string;
  created_at: Timestamp;
}

export interface OrdersTable {
  order_hash: string;
  agent_id: Int8;
  venue: string;
  wallet_address: string;
  signer: string;
  owner: string | null;
  market_id: string;
  market_condition_id: string;
  market_question: string;
  token_id: string;
  outcome: string;
  side: 'BUY' | 'SELL';
  price: Int8;
  size: Int8;
  /** The order's USDC amount as signed (what it counted against the day's amount). */
  notional: Int8;
  matched_size: Int8;
  matched_notional: Int8;
  fee_amount: Int8;
  order_type: string;
  post_only: boolean;
  /** Unix seconds; 0 for none. */
  expiration: Int8;
  order_version: number;
  signature_type: number;
  /** 1 LIVE, 2 MATCHED, 3 CANCELED, 4 MARKET_RESOLVED, 5 INVALID. */
  status: number;
  /**
   * The venue's answer at placement, replayed to a duplicate submission; `pending` while the
   * venue has not answered (the order is reserved: counted, and its cash or shares held).
   */
  placement: 'pending' | 'live' | 'matched' | 'delayed';
  reserved_cash: Int8;
  /** Shares a sell holds out of its position until it trades or ends. */
  reserved_shares: Int8;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FillsTable {
  id: Generated<string>;
  order_hash: string;
  agent_id: Int8;
  token_id: string;
  side: 'BUY' | 'SELL';
  price: Int8;
  size: Int8;
  notional: Int8;
  created_at: Timestamp;
  /** The venue's trade id: a trade synced twice is booked once. */
  venue_trade_id: string | null;
}

/** What an agent's live buys hold in a market (migration 0019; kept by triggers on orders). */
export interface MarketHoldsTable {
  agent_id: Int8;
  market_condition_id: string;
  held: Int8;
}

export interface PositionsTable {
  agent_id: Int8;
  wallet_address: string;
  token_id: string;
  venue: string;
  market_condition_id: string;
  outcome: string;
  size: Int8;
  reserved_size: Int8;
  cost: Int8;
  realized_pnl: Int8;
  updated_at: Timestamp;
}

export interface DailyCountersTable {
  agent_id: Int8;
  /** UTC date, YYYY-MM-DD. */
  day: ColumnType<string, string, string>;
  trades: number;
  amount: Int8;
}

export interface TradeLogTable {
  id: Generated<string>;
  agent_id: Int8;
  platform: string;
  order_id: string | null;
  market_condition_id: string;
  market_condition_name: string;
  skill_code: string | null;
  skill_slug: string | null;
  source_tag: string | null;
  reasoning: string | null;
  action_type: string;
  direction: string;
  order_size: Int8;
  amount: Int8;
  wallet_address: string | null;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  agent_id: Int8;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: string | null;
  created_at: Timestamp;
  /** While in progress: the owner's token, and when its lease lapses unless renewed. */
  lease_token: string | null;
  lease_until: Timestamp | null;
  /** Names what the request creates, the same on every run of it (a skill code, a transfer id). */
  work_id: string | null;
}

export interface PriceHistoryTable {
  token_id: string;
  t: Timestamp;
  /** USDC atomic units (6 decimals). */
  price: Int8;
}

export interface MarketResolutionsTable {
  condition_id: string;
  winning_token_id: string;
  /** The winning token's index in the market's outcomes (0 Yes, 1 No). */
  winning_outcome_index: number;
  /** "price" when the price process settled it at its end date, "ops" when an operator did. */
  source: string;
  resolved_at: Timestamp;
}

export interface WebhookEventsTable {
  id: Generated<string>;
  agent_id: Int8;
  kind: string;
  /** JSON text of the event's payload. */
  payload: string;
  occurred_at: Timestamp;
  /** null until the dispatcher has turned the event into deliveries. */
  dispatched_at: Timestamp | null;
}

export interface WebhooksTable {
  id: Generated<string>;
  agent_id: Int8;
  url: string;
  /** JSON array of event kinds. */
  events: string;
  /** The signing secret, sealed with the credentials key. */
  secret_key_id: string;
  secret_nonce: string;
  secret_ciphertext: string;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: Int8;
  event_id: Int8;
  kind: string;
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDeliveryAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  attempted_at: Timestamp;
}

export interface SkillsTable {
  id: Generated<string>;
  skill_code: string;
  agent_id: Int8;
  skill_name: string;
  description: string;
  how_it_works: string;
  author: string;
  version: string;
  registry_url: string;
  repo_url: string;
  /** 1 Official, 2 Partner. */
  category: number;
  difficulty_level: number;
  install_count: number;
  create_source: number;
  /** 1 pending, 2 approved, 3 rejected. */
  review_status: number;
  review_remark: string;
  visible: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RiskTriggersTable {
  id: Generated<string>;
  agent_id: Int8;
  venue: string;
  wallet_address: string;
  token_id: string;
  kind: 'stop_loss' | 'take_profit';
  /** The position's size, cost and update time when the trigger fired. */
  position_state: string;
  action: 'exit' | 'alert';
  order_id: string | null;
  price: Int8;
  threshold: Int8;
  reason: string;
  created_at: Timestamp;
}

export interface ExitOrdersTable {
  order_hash: string;
  agent_id: Int8;
  wallet_address: string;
  token_id: string;
  market_condition_id: string;
  trigger: 'any' | 'stop_loss' | 'take_profit';
  order_type: string;
  price: Int8;
  size: Int8;
  /** JSON of the arming request: the signed order with its price and size. */
  request: string;
  status: 'armed' | 'used' | 'disarmed';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VenueBOrdersTable {
  id: string;
  agent_id: Int8;
  quote_id: string;
  market_ticker: string;
  side: 'YES' | 'NO';
  action: 'BUY' | 'SELL';
  user_public_key: string;
  destination_wallet: string;
  input_mint: string;
  output_mint: string;
  in_amount: Int8;
  out_amount: Int8;
  min_out_amount: Int8;
  price: Int8;
  tx_signature: string;
  provider_status: string;
  status: number;
  filled_in: Int8;
  filled_out: Int8;
  expires_at: Timestamp;
  /** The live venue's bound on the transaction's blockhash; null on the simulated chain. */
  last_valid_block_height: Int8 | null;
  skill_slug: string | null;
  source: string | null;
  reasoning: string | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VenueBWalletsTable {
  agent_id: Int8;
  address: string;
  first_used_at: Timestamp;
}

export interface VenueBKycTable {
  address: string;
  verified_at: Timestamp;
}

/** What the simulated venue_b traded in each market, outcome-token atomic units. */
export interface VenueBSimVolumeTable {
  ticker: string;
  traded: Int8;
}

/** The simulated venue_a exchange's own orders (the engine reaches them through the venue port). */
export interface SimVenueAOrdersTable {
  order_hash: string;
  account: string;
  maker: string;
  token_id: string;
  condition_id: string;
  side: 'BUY' | 'SELL';
  price: Int8;
  size: Int8;
  matched: Int8;
  status: 'LIVE' | 'MATCHED' | 'CANCELED' | 'CANCELED_MARKET_RESOLVED' | 'INVALID';
  order_type: string;
  expiration: Int8;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SimVenueATradesTable {
  id: Generated<string>;
  order_hash: string;
  account: string;
  role: 'TAKER' | 'MAKER';
  side: 'BUY' | 'SELL';
  token_id: string;
  price: Int8;
  size: Int8;
  matched_at: Timestamp;
}

export interface VenueBTransfersTable {
  /** The request's work id. */
  id: string;
  agent_id: Int8;
  kind: 'fee' | 'faucet';
  /** The user's wallet a fee is pulled from; null for a faucet grant. */
  from_address: string | null;
  to_address: string;
  /** USDC atomic units. */
  amount: Int8;
  tx_signature: string | null;
  status: 'pending' | 'done';
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  agents: AgentsTable;
  api_keys: ApiKeysTable;
  risk_settings: RiskSettingsTable;
  wallet_credentials: WalletCredentialsTable;
  sim_venue_a_api_keys: SimVenueAApiKeysTable;
  sim_venue_a_orders: SimVenueAOrdersTable;
  sim_venue_a_trades: SimVenueATradesTable;
  orders: OrdersTable;
  fills: FillsTable;
  positions: PositionsTable;
  market_holds: MarketHoldsTable;
  daily_counters: DailyCountersTable;
  trade_log: TradeLogTable;
  idempotency_keys: IdempotencyKeysTable;
  price_history: PriceHistoryTable;
  market_resolutions: MarketResolutionsTable;
  risk_triggers: RiskTriggersTable;
  exit_orders: ExitOrdersTable;
  webhook_events: WebhookEventsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_delivery_attempts: WebhookDeliveryAttemptsTable;
  skills: SkillsTable;
  venue_b_orders: VenueBOrdersTable;
  venue_b_wallets: VenueBWalletsTable;
  venue_b_kyc: VenueBKycTable;
  venue_b_sim_volume: VenueBSimVolumeTable;
  venue_b_transfers: VenueBTransfersTable;
}

export type AgentRow = Selectable<AgentsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type RiskSettingsRow = Selectable<RiskSettingsTable>;
export type NewRiskSettings = Insertable<RiskSettingsTable>;
export type WalletCredentialRow = Selectable<WalletCredentialsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PositionRow = Selectable<PositionsTable>;
export type TradeLogRow = Selectable<TradeLogTable>;
export type VenueBOrderRow = Selectable<VenueBOrdersTable>;
export type ExitOrderRow = Selectable<ExitOrdersTable>;
export type SimVenueAOrderRow = Selectable<SimVenueAOrdersTable>;
