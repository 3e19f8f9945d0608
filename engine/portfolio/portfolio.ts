import { sql } from 'kysely';
import { toJsonNumber, USDC_SCALE, valueAt } from '../money.js';
import type { Venue } from '../accounts/trade-log.js';
import type { Resolution } from '../markets/market-state.js';
import { loadHoldings, priceHoldings, VENUES, type Holding, type PortfolioDeps } from './holdings.js';
import { limitReads, limitStateOf, type LimitState } from './limit-usage.js';
import { PERCENT_SCALE } from '../money.js';
import { concentration, riskAlerts, type Concentration } from './risk-alerts.js';
import { recentRiskActionsRead } from '../risk/risk-exits.js';
import { readTogether, type Answers, type JsonRead } from '../db/reads-together.js';
import { loadCredentials, WALLET_STATUS } from '../wallets/credentials.js';

export type VenueChoice = 'all' | Venue;

const DAY_MS = 86_400_000;

/** A position's whole PnL: what selling realised plus what the open size would fetch over its cost. */
const pnlOf = (h: Holding): bigint => h.realizedPnl + h.value - h.cost;

export interface Bucket {
  balance: bigint;
  pnl: bigint;
  positions: number;
  exposure: bigint;
}

/** What the portfolio and the briefing both start from. */
export interface PortfolioState {
  venues: readonly Venue[];
  /** Every positions row of the requested venues, open and closed (closed ones carry realised PnL). */
  holdings: readonly Holding[];
  open: readonly Holding[];
  buckets: Map<Venue, Bucket>;
  /** The agent's simulated USDC (agents.simulation_balance): what the simulated venue_a trades against. */
  simulationBalance: bigint;
  limits: LimitState;
  spread: Concentration;
  alerts: string[];
}

const venuesOf = (choice: VenueChoice): readonly Venue[] => (choice === 'all' ? VENUES : [choice]);

/** What a portfolio reads beside the holdings, in one statement. */
const stateReads = (agentId: string, now: number) => ({
  funds: fundsRead(agentId),
  ...limitReads(agentId, now),
  riskActions: recentRiskActionsRead(agentId, new Date(now - DAY_MS)),
});

export async function portfolioState(deps: PortfolioDeps, agentId: string, venues: readonly Venue[]): Promise<PortfolioState> {
  return stateOf(deps, agentId, venues, readTogether(deps.db, stateReads(agentId, deps.clock.now())));
}

async function stateOf(deps: PortfolioDeps, agentId: string, venues: readonly Venue[], read: Promise<Answers<ReturnType<typeof stateReads>>>): Promise<PortfolioState> {
  const [holdings, [facts, venueBBalance], venueACollateral] = await Promise.all([
    loadHoldings(deps, { agentId, venues }),
    read.then(async (facts) => [facts, venues.includes('venue_b') ? await venueBFunds(deps, facts.funds.venueBWallets) : 0n] as const),
    venues.includes('venue_a') && deps.venueA.custody === 'venue' ? venueCollateral(deps, agentId) : null,
  ]);
  const { simulationBalance } = facts.funds;
  const limits = limitStateOf(facts);
  const venueABalance = venueACollateral ?? simulationBalance;
  const { open, byVenue, spread } = tallyOf(holdings);
  const buckets = new Map<Venue, Bucket>(
    venues.map((venue) => [venue, { balance: venue === 'venue_a' ? venueABalance : venueBBalance, pnl: 0n, positions: 0, exposure: 0n, ...byVenue.get(venue) }]),
  );
  return { venues, holdings, open, buckets, simulationBalance, limits, spread, alerts: riskAlerts(open, spread, limits, facts.riskActions) };
}

interface Tally {
  open: readonly Holding[];
  byVenue: ReadonlyMap<Venue, Omit<Bucket, 'balance'>>;
  spread: Concentration;
}

/** What holdings sum to, once per valuation of them (loadHoldings answers the same holdings while nothing changed). */
const tallies = new WeakMap<readonly Holding[], Tally>();

function tallyOf(holdings: readonly Holding[]): Tally {
  let tally = tallies.get(holdings);
  if (tally) return tally;
  const open: Holding[] = [];
  const byVenue = new Map<Venue, Omit<Bucket, 'balance'>>();
  for (const h of holdings) {
    let bucket = byVenue.get(h.venue);
    if (!bucket) byVenue.set(h.venue, (bucket = { pnl: 0n, positions: 0, exposure: 0n }));
    bucket.pnl += pnlOf(h);
    if (h.size > 0n) {
      open.push(h);
      bucket.positions++;
      bucket.exposure += h.value;
    }
  }
  tallies.set(holdings, (tally = { open, byVenue, spread: concentration(open) }));
  return tally;
}

/** The agent's simulated USDC and the chain-B wallets it has traded with. */
const fundsRead = (agentId: string): JsonRead<{ simulationBalance: bigint; venueBWallets: string[] }> => ({
  json: (eb) =>
    eb
      .selectFrom('agents')
      .select(
        sql`json_build_array(agents.simulation_balance::text,
          (select coalesce(json_agg(w.address), '[]') from venue_b_wallets w where w.agent_id = agents.id))`.as('funds'),
      )
      .where('agents.id', '=', agentId),
  parse: (value) => {
    const [balance, wallets] = value as [string, string[]];
    return { simulationBalance: BigInt(balance), venueBWallets: wallets };
  },
});

/** The USDC on chain of these chain-B wallets. */
async function venueBFunds(deps: PortfolioDeps, wallets: readonly string[]): Promise<bigint> {
  const usdc = deps.venueB.settlementMint;
  const balances = await Promise.all(wallets.map((address) => deps.venueB.balances(address, [usdc])));
  return balances.reduce((sum, held) => sum + (held.get(usdc) ?? 0n), 0n);
}

/**
 * What the live venue_a holds for the agent: the collateral of every wallet it registered
 * credentials for, each read under that wallet's own credentials and signature type.
 */
async function venueCollateral(deps: PortfolioDeps, agentId: string): Promise<bigint> {
  const wallets = await deps.db
    .selectFrom('wallet_credentials')
    .select(['wallet_address', 'signature_type'])
    .where('agent_id', '=', agentId)
    .where('status', '=', WALLET_STATUS.active)
    .where('ciphertext', 'is not', null)
    .execute();
  const held = await Promise.all(
    wallets.map((w) => deps.venueA.collateral({ address: w.wallet_address, credentials: () => loadCredentials({ db: deps.db, keys: deps.credentialsKeys }, agentId, w.wallet_address) }, w.signature_type)),
  );
  return held.reduce<bigint>((sum, amount) => sum + (amount ?? 0n), 0n);
}

type Flows = Map<string, { shares: bigint; cash: bigint }>;

/** Net shares (bought − sold) and net cash (sold − bought) of the agent's fills per wallet and token. */
const netFillsRead = (agentId: string, venues: readonly Venue[], window: { after?: Date; until: Date; tokens?: readonly string[] }): JsonRead<Flows> => ({
  json: (eb) => {
    let fills = eb
      .selectFrom('fills')
      .innerJoin('orders', 'orders.order_hash', 'fills.order_hash')
      .select([
        'orders.wallet_address',
        'fills.token_id',
        sql<string>`sum(case when fills.side = 'BUY' then fills.size else -fills.size end)`.as('shares'),
        sql<string>`sum(case when fills.side = 'BUY' then -fills.notional else fills.notional end)`.as('cash'),
      ])
      .where('fills.agent_id', '=', agentId)
      .where('orders.venue', 'in', [...venues])
      .where('fills.created_at', '<=', window.until);
    if (window.after) fills = fills.where('fills.created_at', '>', window.after);
    if (window.tokens) fills = fills.where('fills.token_id', 'in', [...window.tokens]);
    return eb
      .selectFrom(fills.groupBy(['orders.wallet_address', 'fills.token_id']).as('f'))
      .select(sql`coalesce(json_agg(json_build_array(f.wallet_address, f.token_id, f.shares::text, f.cash::text)), '[]')`.as('fills'));
  },
  parse: (value) => new Map((value as Array<[string, string, string, string]>).map(([wallet, token, shares, cash]) => [`${wallet}:${token}`, { shares: BigInt(shares), cash: BigInt(cash) }])),
});

/** Payouts of the agent's redemptions per wallet and market in the window (trade-log REDEEM rows). */
const redemptionsRead = (agentId: string, venues: readonly Venue[], after: Date, until: Date): JsonRead<Map<string, bigint>> => ({
  json: (eb) =>
    eb
      .selectFrom(
        eb
          .selectFrom('trade_log')
          .select(['wallet_address', 'market_condition_id', sql<string>`sum(amount)`.as('payout')])
          .where('agent_id', '=', agentId)
          .where('platform', 'in', [...venues])
          .where('action_type', '=', 'REDEEM')
          .where('created_at', '>', after)
          .where('created_at', '<=', until)
          .groupBy(['wallet_address', 'market_condition_id'])
          .as('r'),
      )
      .select(sql`coalesce(json_agg(json_build_array(r.wallet_address, r.market_condition_id, r.payout::text)), '[]')`.as('payouts')),
  parse: (value) => new Map((value as Array<[string, string, string]>).map(([wallet, conditionId, payout]) => [`${wallet}:${conditionId}`, BigInt(payout)])),
});

/**
 * PnL over the last 24 h, from cash flows. A position's realised plus unrealised PnL at any time t
 * equals the net cash of its fills and redemptions up to t plus size(t) × price(t), exactly,
 * because the ledger moves cost basis and realised PnL by exactly that cash. So the change since
 * t − 24 h is the window's net cash plus today's value minus the value then, where the size then
 * is today's size less the window's net fills, plus the shares a redemption in the window gave
 * up (all the position's fills, as a resolved market trades no more), valued at the price
 * process's price then, or 1/0 if the market had resolved by then. Only the window is read,
 * and the fills of positions redeemed in it.
 */
export async function pnlLast24h(deps: PortfolioDeps, agentId: string, state: PortfolioState, flows: DayFlows): Promise<bigint> {
  const { now, window, payouts } = flows;
  const then = now - DAY_MS;
  const redeemed = new Set(state.holdings.filter((h) => h.size === 0n && h.resolution && payouts.has(`${h.wallet}:${h.conditionId}`)));
  const redeemedShares = redeemed.size
    ? (await readTogether(deps.db, { fills: netFillsRead(agentId, state.venues, { until: new Date(now), tokens: [...redeemed].map((h) => h.tokenId) }) })).fills
    : new Map<string, { shares: bigint }>();
  const resolutions = new Map<string, Resolution>();
  for (const h of state.holdings) if (h.resolution) resolutions.set(h.conditionId, h.resolution);
  const pricesThen = await priceHoldings(deps, state.holdings, resolutions, then);
  const cash = [...window.values()].reduce((sum, w) => sum + w.cash, 0n) + [...payouts.values()].reduce((sum, p) => sum + p, 0n);
  if (window.size === 0 && redeemed.size === 0) return cash + valueChange(state.holdings, pricesThen);
  let change = cash;
  for (const [i, h] of state.holdings.entries()) {
    const key = `${h.wallet}:${h.tokenId}`;
    let sizeThen = h.size - (window.get(key)?.shares ?? 0n);
    if (redeemed.has(h)) sizeThen += redeemedShares.get(key)?.shares ?? 0n;
    change += changeSince(h, sizeThen, pricesThen[i]!);
  }
  return change;
}

/** A holding's change of value since it held `sizeThen` at `priceThen`. */
const changeSince = (h: Holding, sizeThen: bigint, priceThen: bigint): bigint => (sizeThen === 0n ? h.value : h.value - valueAt(sizeThen, priceThen));

/** The change of value of holdings that did not trade since `then`: the last sum, while the holdings and their prices then are the same. */
const lastChange = new WeakMap<readonly Holding[], { pricesThen: readonly bigint[]; change: bigint }>();

function valueChange(holdings: readonly Holding[], pricesThen: readonly bigint[]): bigint {
  const last = lastChange.get(holdings);
  if (last && last.pricesThen.every((price, i) => price === pricesThen[i])) return last.change;
  let change = 0n;
  for (const [i, h] of holdings.entries()) change += changeSince(h, h.size, pricesThen[i]!);
  lastChange.set(holdings, { pricesThen, change });
  return change;
}

/** The last 24 h's cash flows up to `now`: net fills per wallet and token, redemption payouts per wallet and market. */
export interface DayFlows {
  now: number;
  window: Flows;
  payouts: Map<string, bigint>;
}

export interface BucketView {
  balance: number;
  pnl: number;
  positions_count: number;
  total_exposure: number;
}

export interface PortfolioSummary {
  balance_usdc: number;
  total_exposure: number;
  positions_count: number;
  redeemable_count: number;
  pnl_24h: number;
  pnl_total: number;
  concentration: { top_market_pct: number; top_3_markets_pct: number };
  warnings: string[];
  venue_a: BucketView | null;
  venue_b: BucketView | null;
  total: { positions_count: number; total_exposure: number };
}

const usdc = (atomic: bigint) => toJsonNumber(atomic, USDC_SCALE);

export const bucketView = (b: Bucket): BucketView => ({
  balance: usdc(b.balance),
  pnl: usdc(b.pnl),
  positions_count: b.positions,
  total_exposure: usdc(b.exposure),
});

/**
 * The portfolio over the requested venues; a venue not requested is not computed and its bucket
 * is null. The legacy flat fields describe venue_a (0 when only venue_b is asked for), except
 * balance_usdc: on the simulation always the agent's simulated balance, on the live venue what
 * the venue holds for it (0 when only venue_b is asked for, as that is not read).
 */
export async function portfolioSummary(deps: PortfolioDeps, agentId: string, choice: VenueChoice): Promise<PortfolioSummary> {
  const venues = venuesOf(choice);
  const now = deps.clock.now();
  // The window's cash flows do not depend on the holdings: read with the agent's other facts, beside them.
  const read = readTogether(deps.db, {
    ...stateReads(agentId, now),
    window: netFillsRead(agentId, venues, { after: new Date(now - DAY_MS), until: new Date(now) }),
    payouts: redemptionsRead(agentId, venues, new Date(now - DAY_MS), new Date(now)),
  });
  const state = await stateOf(deps, agentId, venues, read);
  const { window, payouts } = await read;
  const pnl24h = await pnlLast24h(deps, agentId, state, { now, window, payouts });
  const buckets = [...state.buckets.values()];
  const venueA = state.buckets.get('venue_a');
  const { spread } = state;
  return {
    balance_usdc: usdc(deps.venueA.custody === 'ledger' ? state.simulationBalance : (venueA?.balance ?? 0n)),
    total_exposure: usdc(venueA?.exposure ?? 0n),
    positions_count: venueA?.positions ?? 0,
    redeemable_count: state.open.filter((h) => h.resolution !== null).length,
    pnl_24h: usdc(pnl24h),
    pnl_total: usdc(buckets.reduce((sum, b) => sum + b.pnl, 0n)),
    concentration: {
      top_market_pct: toJsonNumber(spread.topMarket, PERCENT_SCALE),
      top_3_markets_pct: toJsonNumber(spread.topThreeMarkets, PERCENT_SCALE),
    },
    warnings: state.alerts,
    venue_a: venueA ? bucketView(venueA) : null,
    venue_b: state.buckets.has('venue_b') ? bucketView(state.buckets.get('venue_b')!) : null,
    total: {
      positions_count: buckets.reduce((sum, b) => sum + b.positions, 0),
      total_exposure: usdc(buckets.reduce((sum, b) => sum + b.exposure, 0n)),
    },
  };
}
