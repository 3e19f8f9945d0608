import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/connect.js';
import { refusalReason } from '../db/refusal.js';
import { gateOpen } from '../db/script-gate.js';
import { newTag, scriptGroups, type SetPart } from '../db/script-groups.js';
import type { CommitsWithCaller, KeptOrder, OrderRequest, Placement, VenueA, VenueAccount } from '../venues/venue_a/port.js';
import type { WebhookEventKind } from '../webhooks/outbox.js';
import type { AgentState } from './agent-state.js';
import type { OrderPlan, Reservation } from './reservations.js';
import { orderInSet, reserveSet } from './reserve-set.js';
import { heldShares, noteSeen, reservationOrRefusal, writtenOrderRow, type ReserveRow, type SettledWithIt } from './reserve-statement.js';
import { noteTogether, reserveTogetherStatement, togetherDay, type TogetherRow } from './reserve-together.js';
import { settlementWrites, type Settled } from './settlement.js';

/**
 * An order on a venue that commits with the service (CommitsWithCaller: the simulation) in one
 * round trip, where a venue across a network takes three (reserve, call, settle): the agent's row
 * lock, the reservation (writing the order's row as settled, and the venue's record of the order)
 * and the settlement's other writes, as one script that may share a group commit with other
 * agents' trades. All but the reservation's checks is built before the script runs, from the order
 * and the venue's answer decided in memory, and runs only where the reservation passes (its own
 * writes) or opens the script's gate for it (db/script-gate.ts): a reservation that refuses writes
 * nothing, as on the other path, and answers the same. A single order's reservation is one row of
 * a statement the group commit sends once for the single orders of all its agents (reserve-set.ts);
 * a batch's is its own statement (reserve-together.ts).
 *
 * Null where the other path must answer instead, with nothing written: the venue refused the
 * order (the other path reserves first, so a limit's refusal answers before the venue's); or the
 * script raised, for what only the other path handles (a hash another agent took under it, a
 * trade that brought a daily limit to its value and owes a `limit.reached` event, an order the
 * venue holds already, a fill costing a unit more than the balance left).
 */

/** An order ready for the venue: what placement.ts prepares. */
export interface ReadyOrder {
  plan: OrderPlan;
  account: VenueAccount;
  request: OrderRequest;
}

interface Matched {
  ready: ReadyOrder;
  placement: Placement;
  settlement: ReturnType<typeof settlementWrites>;
}

type Deps = { db: Db; venueA: VenueA };

/**
 * The venue's answers, in memory, and the settlements built on them, each of whose writes runs
 * where the script gate is open for `tag`; null where the venue refuses one, or there is no such
 * venue. `boughtInReservation`: a buy's position and fills are the reservation's to write (a single
 * order's: reserve-set.ts).
 */
function matchedOrders({ venueA }: Deps, orders: readonly ReadyOrder[], eventKinds: ReadonlySet<WebhookEventKind>, tag: string, boughtInReservation: boolean): { venue: CommitsWithCaller; matched: Matched[] } | null {
  const venue = venueA.commitsWithCaller;
  // Where the venue holds the shares, what a sell holds back is decided by the reservation's own read.
  if (!venue || venueA.custody !== 'ledger') return null;
  const matched: Matched[] = [];
  for (const ready of orders) {
    const placement = venue.match(ready.request, ready.plan.nowMs);
    if (placement instanceof Error) return null;
    const reservation: Reservation = { row: writtenOrderRow(venueA.custody, ready.plan, heldShares(venueA.custody, ready.plan.order).toString()), riskExit: false, limits: null };
    matched.push({ ready, placement, settlement: settlementWrites(venueA.custody, reservation, placement, new Date(ready.plan.nowMs), { when: gateOpen(tag), eventKinds, boughtInReservation }) });
  }
  return { venue, matched };
}

const keptOrder = (m: Matched): KeptOrder => ({ account: m.ready.account, order: m.ready.request, placement: m.placement, nowMs: m.ready.plan.nowMs });

/**
 * The script: the agent's row lock, the reservation (which writes the venue's records and opens
 * the gate), and the settlements' other writes. Its answer is the reservation's row; null when it
 * raised (nothing was written).
 */
async function sendScript<R extends { tag?: string }>(db: Db, agentId: string, tag: string, script: { statements: CompiledQuery[]; set?: SetPart }): Promise<R | null> {
  try {
    return (await scriptGroups(db).run<R>(agentId, script.statements, [tag], { locksAgent: true, set: script.set })).find((row) => row.tag === tag)!;
  } catch (error) {
    if (refusalReason(error) !== null) return null;
    throw error;
  }
}

const settledOf = (m: Matched): Settled => ({ row: m.settlement.row, filled: m.placement.filled, notional: m.placement.notional });

/** One order (see above): its settlement, the reservation's refusal, or null. */
export async function placedInOneScript(deps: Deps, ready: ReadyOrder, held: AgentState): Promise<Settled | Error | null> {
  const tag = newTag();
  const found = matchedOrders(deps, [ready], held.eventKinds, tag, true);
  if (!found) return null;
  const custody = deps.venueA.custody;
  const [m] = found.matched as [Matched];
  const { plan } = ready;
  const order = orderInSet(custody, plan, held.settings, held.version, tag, m.settlement, keptOrder(m));
  const statements = m.settlement.writes.map((write) => write.compile(deps.db));
  const row = await sendScript<ReserveRow>(deps.db, plan.agentId, tag, { statements, set: { statement: reserveSet(deps.db, found.venue), row: order } });
  if (!row) return null;
  noteSeen(held, custody, plan, row, m.settlement);
  const answer = reservationOrRefusal(custody, plan, held.settings, held.version, row);
  return answer instanceof Error ? answer : settledOf(m);
}

/**
 * A batch's orders (see above), reserved together (reserveTogetherStatement): each one's
 * settlement, in order. Null when the other path must answer; 'one by one' when an order would be
 * refused, so the other path decides each on its own without trying them together again.
 */
export async function placedBatchInOneScript(deps: Deps, orders: readonly ReadyOrder[], held: AgentState): Promise<Settled[] | 'one by one' | null> {
  const plans = orders.map((o) => o.plan);
  const day = orders.length > 1 ? togetherDay(plans, held) : null;
  const tag = newTag();
  const found = day === null ? null : matchedOrders(deps, orders, held.eventKinds, tag, false);
  if (!found) return null;
  const { matched, venue } = found;
  const settled: SettledWithIt = {
    rows: matched.map((m) => m.settlement.row),
    returned: matched.reduce((sum, m) => sum + m.settlement.returned, 0n),
    uncounted: matched.reduce((sum, m) => sum + m.settlement.uncounted, 0n),
    venueWrites: (keep) => venue.keptWrites(venue.keptRows(matched.map(keptOrder)), () => keep, 'venue'),
  };
  const reservation = reserveTogetherStatement(deps.venueA.custody, plans, held, day!, tag, settled);
  const statements = [reservation.compile(deps.db), ...matched.flatMap((m) => m.settlement.writes.map((write) => write.compile(deps.db)))];
  const row = await sendScript<TogetherRow>(deps.db, plans[0]!.agentId, tag, { statements });
  if (!row) return null;
  if (!row.ok) return 'one by one';
  noteTogether(held, day!, row);
  return matched.map(settledOf);
}
