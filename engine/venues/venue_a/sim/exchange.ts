import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connect.js';
import { insertRows, rowSet } from '../../../db/json-rows.js';
import { newTag, scriptGroups } from '../../../db/script-groups.js';
import type { SimVenueAOrderRow as OrderRow } from '../../../db/schema.js';
import { VenueRefusal } from '../../venue-errors.js';
import { crossRestingOrder, matchOrder } from '../matching.js';
import type { CancelOutcome, KeptRows, KeptWrites, OrderRequest, Placement, VenueFill, VenueOrder } from '../port.js';
import { allMarkets, marketByTokenId } from './catalog.js';
import { bookAt, touchAt, type PriceSource } from './order-book.js';

/**
 * The simulated exchange's matching engine and order store. Orders match against the synthetic
 * book at the time they arrive; what rests is kept in sim_venue_a_orders and trades, at its own
 * limit price, whenever the moving book reaches it. Every trade is a row of sim_venue_a_trades,
 * the simulation's `/data/trades`. It answers in Polymarket's words, so the engine above cannot
 * tell it from the live CLOB.
 */

const NOT_FOUND = 'order not found';
const NOT_OPEN = 'already canceled or matched';


const ownerOf = (address: string) => address.toLowerCase();

function venueOrder(row: OrderRow, tradeIds: string[] = []): VenueOrder {
  return {
    orderId: row.order_hash,
    status: row.status,
    maker: row.maker,
    conditionId: row.condition_id,
    tokenId: row.token_id,
    side: row.side,
    price: BigInt(row.price),
    originalSize: BigInt(row.size),
    sizeMatched: BigInt(row.matched),
    orderType: row.order_type,
    expiration: Number(row.expiration),
    createdAt: Math.floor(row.created_at.getTime() / 1000),
    tradeIds,
  };
}

interface Kept {
  order_hash: string;
  trade_id: string | null;
  tag: string;
}

type Matched = { order: OrderRequest; placement: Placement };

/** The rows that record matched orders and their trades (an order's trades are its placement's fills, as TAKER): CommitsWithCaller.keptRows. */
export function keptRows(matched: ReadonlyArray<Matched & { account: string; at: Date }>): KeptRows {
  const orders = matched.map(({ account, order, placement, at }) => ({
    order_hash: order.orderHash,
    account: ownerOf(account),
    maker: order.maker,
    token_id: order.tokenId,
    condition_id: marketByTokenId(order.tokenId)!.market.conditionId,
    side: order.side,
    price: order.price,
    size: order.size,
    matched: placement.filled,
    status: placement.status === 'live' ? 'LIVE' : 'MATCHED',
    order_type: order.type,
    expiration: order.expiration,
    created_at: at,
    updated_at: at,
  }));
  const trades = matched.flatMap(({ account, order, placement, at }) =>
    placement.fills.map((fill) => ({ order_hash: order.orderHash, account: ownerOf(account), role: 'TAKER', side: order.side, token_id: order.tokenId, price: fill.price, size: fill.size, matched_at: at })),
  );
  return { orders: rowSet(orders), trades: trades.length ? rowSet(trades) : null };
}

/**
 * Orders (and their trades) as JSON rows (insertRows): one text for any number of either, where a
 * query builder built and compiled every column of every order, on every trade. A trade is kept
 * only with its order, an order the exchange already has is not kept again, and an order is kept
 * only where `keep` holds of its hash: CommitsWithCaller.keptWrites.
 */
export function keptStatements(rows: KeptRows, keep: (orderHash: RawBuilder<string>) => RawBuilder<boolean>, name: string): KeptWrites & { trades: RawBuilder<unknown> } {
  const [orders, trades] = [sql.id(`${name}_orders`), sql.id(`${name}_trades`)];
  const traded = rows.trades
    ? sql`${insertRows('sim_venue_a_trades', rows.trades, sql`r.order_hash in (select order_hash from ${orders})`)} returning id, order_hash`
    : sql`select null::bigint as id, null::text as order_hash where false`;
  return {
    writes: sql`${orders} as (${insertRows('sim_venue_a_orders', rows.orders, keep(sql.ref('r.order_hash')))} on conflict (order_hash) do nothing returning order_hash),
    ${trades} as (${traded})`,
    recorded: orders,
    trades,
  };
}

export class SimExchange {
  constructor(
    private readonly db: Db,
    private readonly prices: PriceSource,
  ) {}

  /** Matches an order on the book at `nowMs` and keeps it: refusals are the venue's, in its words. */
  async place(account: string, order: OrderRequest, nowMs: number): Promise<Placement> {
    const [answer] = await this.placeMany(account, [order], nowMs);
    if (answer instanceof Error) throw answer;
    return answer!;
  }

  /** `place` for several orders of one account, each with its own answer, kept in one statement. */
  async placeMany(account: string, orders: readonly OrderRequest[], nowMs: number): Promise<Array<Placement | Error>> {
    const matched = orders.map((order) => {
      const placement = this.matchOne(order, nowMs);
      return placement instanceof Error ? placement : { order, placement };
    });
    // An order given twice in one call is kept once; the repeat is refused as the venue refuses one.
    const firsts = new Map<string, Matched>();
    for (const m of matched) if (!(m instanceof Error) && !firsts.has(m.order.orderHash)) firsts.set(m.order.orderHash, m);
    const taken = [...firsts.values()];
    const { inserted, tradeIds } = taken.length ? await this.keep(account, taken, new Date(nowMs)) : { inserted: new Set<string>(), tradeIds: new Map<string, string[]>() };
    const answered = new Set<string>();
    return matched.map((m) => {
      if (m instanceof Error) return m;
      const { order, placement } = m;
      if (!inserted.has(order.orderHash) || answered.has(order.orderHash)) return new VenueRefusal(`order ${order.orderHash} already exists`);
      answered.add(order.orderHash);
      return { ...placement, tradeIds: tradeIds.get(order.orderHash) ?? [] };
    });
  }

  /** The venue's answer to an order on the book at `nowMs`, or its refusal, with nothing kept; its trades have no ids until kept. */
  matchOne(order: OrderRequest, nowMs: number): Placement | Error {
    try {
      const match = this.match(order, nowMs);
      return { orderId: order.orderHash, status: match.resting ? 'live' : 'matched', fills: match.fills, filled: match.filled, notional: match.notional, tradeIds: [] };
    } catch (error) {
      return error as Error;
    }
  }

  /**
   * Keeps matched orders and their trades in one statement, which may share its round trip with
   * other accounts' (group commit): the orders it kept (a hash it already holds is not kept
   * again) and the ids of each one's trades.
   */
  private async keep(account: string, matched: readonly Matched[], at: Date) {
    const tag = newTag();
    const kept = keptStatements(keptRows(matched.map((m) => ({ ...m, account, at }))), () => sql`true`, 'kept');
    const statement = sql<Kept>`with ${kept.writes}
      select order_hash, null::text as trade_id, ${tag}::text as tag from ${kept.recorded}
      union all select order_hash, id::text, ${tag}::text from ${kept.trades}`;
    const rows = await scriptGroups(this.db).run<Kept>(ownerOf(account), [statement.compile(this.db)], [tag]);
    const inserted = new Set(rows.filter((r) => r.trade_id === null).map((r) => r.order_hash));
    const tradeIds = new Map<string, string[]>();
    for (const row of rows) if (row.trade_id !== null) tradeIds.set(row.order_hash, [...(tradeIds.get(row.order_hash) ?? []), row.trade_id]);
    return { inserted, tradeIds };
  }

  /** The order against the book at now, or the venue's refusal of it. */
  private match(order: OrderRequest, nowMs: number) {
    const ref = marketByTokenId(order.tokenId);
    if (!ref) throw new VenueRefusal(`token ${order.tokenId} is not traded on this venue`);
    const match = matchOrder(bookAt(this.prices, ref.market, ref.outcomeIndex, nowMs), {
      side: order.side,
      price: order.price,
      size: order.size,
      type: order.type,
      postOnly: order.postOnly,
    });
    if (match.outcome === 'rejected_post_only') throw new VenueRefusal('invalid post-only order: order crosses book.');
    if (match.outcome === 'killed' && match.filled === 0n) {
      throw new VenueRefusal(
        order.type === 'FOK'
          ? "order couldn't be fully filled. FOK orders are fully filled or killed."
          : 'no orders found to match with FAK order. FAK orders are partially filled or killed if no match is found.',
      );
    }
    return { ...match, resting: match.outcome === 'resting' || match.outcome === 'partially_filled_resting' };
  }

  /**
   * Moves the account's resting orders to `nowMs`: a GTD order past its expiration is canceled,
   * as the venue does; an order the book has moved through trades at its own limit price. Rows
   * are locked, so two processes crossing one account do not fill an order twice.
   */
  async cross(account: string, nowMs: number): Promise<void> {
    const at = new Date(nowMs);
    await this.db.transaction().execute(async (trx) => {
      const live = await trx.selectFrom('sim_venue_a_orders').selectAll().where('account', '=', ownerOf(account)).where('status', '=', 'LIVE').forUpdate().execute();
      for (const order of live) {
        if (order.order_type === 'GTD' && Number(order.expiration) * 1000 <= nowMs) {
          await trx.updateTable('sim_venue_a_orders').set({ status: 'CANCELED', updated_at: at }).where('order_hash', '=', order.order_hash).execute();
          continue;
        }
        const ref = marketByTokenId(order.token_id);
        if (!ref) continue;
        const remaining = BigInt(order.size) - BigInt(order.matched);
        const fills = crossRestingOrder(bookAt(this.prices, ref.market, ref.outcomeIndex, nowMs), { side: order.side, price: BigInt(order.price), remaining });
        const size = fills.reduce((sum, f) => sum + f.size, 0n);
        if (size === 0n) continue;
        await trx
          .insertInto('sim_venue_a_trades')
          .values(fills.map((fill) => ({ order_hash: order.order_hash, account: order.account, role: 'MAKER' as const, side: order.side, token_id: order.token_id, price: fill.price, size: fill.size, matched_at: at })))
          .execute();
        await trx
          .updateTable('sim_venue_a_orders')
          .set({ matched: (BigInt(order.matched) + size).toString(), status: size === remaining ? 'MATCHED' : 'LIVE', updated_at: at })
          .where('order_hash', '=', order.order_hash)
          .execute();
      }
    });
  }

  /**
   * The resting orders the book at `nowMs` has reached (a buy at or above the best ask, a sell at
   * or below the best bid) and the GTD orders expired by then: the ones `cross` would change. One
   * indexed read, touching only those orders however many rest.
   */
  async reachedOrders(nowMs: number): Promise<string[]> {
    const touches = allMarkets().flatMap((market) => market.clobTokenIds.map((tokenId, outcomeIndex) => ({ tokenId, ...touchAt(this.prices, market, outcomeIndex, nowMs) })));
    const { rows } = await sql<{ order_hash: string }>`
      select o.order_hash
      from unnest(${touches.map((t) => t.tokenId)}::text[], ${touches.map((t) => t.bestAsk.toString())}::bigint[], ${touches.map((t) => t.bestBid.toString())}::bigint[]) as t(token_id, ask, bid)
      join sim_venue_a_orders o on o.token_id = t.token_id and o.status = 'LIVE'
        and ((o.side = 'BUY' and o.price >= t.ask) or (o.side = 'SELL' and o.price <= t.bid))
      union
      select order_hash from sim_venue_a_orders where status = 'LIVE' and order_type = 'GTD' and expiration <= ${Math.floor(nowMs / 1000)}`.execute(this.db);
    return rows.map((r) => r.order_hash);
  }

  async order(account: string, orderId: string): Promise<VenueOrder | null> {
    const row = await this.db.selectFrom('sim_venue_a_orders').selectAll().where('order_hash', '=', orderId).where('account', '=', ownerOf(account)).executeTakeFirst();
    if (!row) return null;
    const trades = await this.db.selectFrom('sim_venue_a_trades').select('id').where('order_hash', '=', orderId).orderBy('id').execute();
    return venueOrder(row, trades.map((t) => t.id));
  }

  async openOrders(account: string, scope: { conditionId?: string; tokenId?: string } = {}): Promise<VenueOrder[]> {
    let query = this.db.selectFrom('sim_venue_a_orders').selectAll().where('account', '=', ownerOf(account)).where('status', '=', 'LIVE');
    if (scope.conditionId) query = query.where('condition_id', '=', scope.conditionId.toLowerCase());
    if (scope.tokenId) query = query.where('token_id', '=', scope.tokenId);
    return (await query.orderBy('created_at').execute()).map((row) => venueOrder(row));
  }

  async fills(account: string, sinceSeconds: number): Promise<VenueFill[]> {
    const rows = await this.db
      .selectFrom('sim_venue_a_trades')
      .selectAll()
      .where('account', '=', ownerOf(account))
      .where('matched_at', '>=', new Date(sinceSeconds * 1000))
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      tradeId: row.id,
      orderId: row.order_hash,
      role: row.role,
      side: row.side,
      tokenId: row.token_id,
      price: BigInt(row.price),
      size: BigInt(row.size),
      matchedAt: Math.floor(row.matched_at.getTime() / 1000),
    }));
  }

  /** Cancels the account's live orders among `ids`, or every live one in scope when `ids` is null. */
  async cancel(account: string, ids: readonly string[] | null, scope: { conditionId?: string; tokenId?: string } = {}): Promise<CancelOutcome> {
    let query = this.db
      .updateTable('sim_venue_a_orders')
      .set({ status: 'CANCELED', updated_at: new Date() })
      .where('account', '=', ownerOf(account))
      .where('status', '=', 'LIVE');
    if (ids) query = query.where('order_hash', 'in', ids.length ? [...ids] : ['']);
    if (scope.conditionId) query = query.where('condition_id', '=', scope.conditionId.toLowerCase());
    if (scope.tokenId) query = query.where('token_id', '=', scope.tokenId);
    const canceled = (await query.returning('order_hash').execute()).map((r) => r.order_hash);
    const notCanceled: Record<string, string> = {};
    if (ids) {
      const done = new Set(canceled);
      const rest = [...new Set(ids)].filter((id) => !done.has(id));
      const known = rest.length
        ? new Set((await this.db.selectFrom('sim_venue_a_orders').select('order_hash').where('order_hash', 'in', rest).where('account', '=', ownerOf(account)).execute()).map((r) => r.order_hash))
        : new Set<string>();
      for (const id of rest) notCanceled[id] = known.has(id) ? NOT_OPEN : NOT_FOUND;
    }
    return { canceled, notCanceled };
  }
}
