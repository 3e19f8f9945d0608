import { expect } from 'chai';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../engine/db/connect.js';
import { migrateDownAll, migrateToLatest } from '../engine/db/migrate.js';
import { createIndexConcurrently } from '../migrations/concurrently.js';
import { migrations } from '../migrations/index.js';
import { env, runId } from './support/environment.js';
import { eventually } from './support/eventually.js';
import { createScratchDatabase } from './support/scratch-database.js';

/** `work` on a database of its own, dropped however it ends: the shared one of the run must stay migrated. */
async function onScratchDatabase(work: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  const url = process.env.DATABASE_URL;
  const scratch = url ? await createScratchDatabase(url, `ats_migrations_${runId}`) : null;
  const handle = await openDatabase(scratch ? scratch.config : { kind: 'pglite', dir: 'memory://' });
  try {
    await work(handle);
  } finally {
    await handle.close();
    await scratch?.drop();
  }
}

const tables = async (handle: DatabaseHandle) =>
  (
    await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public'`.execute(
      handle.db,
    )
  ).rows
    .map((r) => r.table_name)
    .filter((t) => !t.startsWith('kysely_'))
    .sort();

/** An agent of a user of its own, by id. */
async function insertAgent(db: Kysely<any>): Promise<string> {
  const { rows: [agent] } = await sql<{ id: string }>`with u as (insert into users (display_name, created_at) values ('u', now()) returning id)
    insert into agents (user_id, name, agent_code, claim_code, online_status, simulation_balance, created_at)
    select id, 'a', 'code', 'claim', 1, 0, now() from u returning id`.execute(db);
  return agent!.id;
}

/** An order's row, as a migration's tests need one (not as a trade writes it). */
async function insertOrder(
  db: Kysely<any>,
  agentId: string,
  o: { hash: string; market: string; side: string; price: number; size: number; matched: number; status: number },
): Promise<void> {
  await sql`insert into orders (order_hash, agent_id, venue, wallet_address, signer, market_id, market_condition_id, market_question, token_id, outcome,
      side, price, size, matched_size, matched_notional, fee_amount, order_type, post_only, expiration, order_version, signature_type, status, placement,
      reserved_cash, created_at, updated_at, notional)
    values (${o.hash}, ${agentId}, 'venue_a', 'w', 'w', ${o.market}, ${o.market}, 'q', 't', 'Yes', ${o.side}, ${o.price}, ${o.size}, ${o.matched}, 0, 0, 'GTC', false, 0, 2, 0,
      ${o.status}, 'live', 0, now(), now(), 0)`.execute(db);
}

describe('migrations', () => {
  it('apply, roll back completely and apply again on this database kind', async function () {
    this.timeout(60_000);
    await onScratchDatabase(async (handle) => {
      expect(await migrateToLatest(handle.db)).to.deep.equal(Object.keys(migrations));
      expect(await tables(handle)).to.deep.equal([
        'agents', 'api_keys', 'daily_counters', 'exit_orders', 'fills', 'idempotency_keys', 'market_holds', 'market_resolutions', 'orders',
        'positions', 'price_history', 'risk_settings', 'risk_triggers', 'sim_venue_a_api_keys', 'sim_venue_a_orders', 'sim_venue_a_trades', 'skills', 'trade_log', 'users',
        'venue_b_kyc', 'venue_b_orders', 'venue_b_sim_volume', 'venue_b_transfers', 'venue_b_wallets', 'wallet_credentials', 'webhook_deliveries', 'webhook_delivery_attempts',
        'webhook_events', 'webhooks',
      ]);
      expect(await migrateToLatest(handle.db)).to.deep.equal([]);
      await migrateDownAll(handle.db);
      expect(await tables(handle)).to.deep.equal([]);
      expect(await migrateToLatest(handle.db)).to.deep.equal(Object.keys(migrations));
    });
  });

  // A start runs the migrator several times (a run of migrations in a transaction, then one outside any, ...): a second starter must wait for all of them.
  it('apply each migration once when two starts migrate the same database at once', async function () {
    this.timeout(60_000);
    await onScratchDatabase(async (handle) => {
      const [first, second] = await Promise.all([migrateToLatest(handle.db), migrateToLatest(handle.db)]);
      expect([...first, ...second]).to.deep.equal(Object.keys(migrations));
      expect(await migrateToLatest(handle.db)).to.deep.equal([]);
    });
  });

  // A plain CREATE INDEX waits for the trades in progress, and every trade after waits behind it.
  it('build the exposure indexes (0018) while orders are written', async function () {
    this.timeout(60_000);
    await onScratchDatabase(async (handle) => {
      if (handle.kind !== 'postgres') this.skip();
      const { '0018_exposure_indexes': _indexes, '0019_market_holds': _holds, ...before } = migrations;
      await migrateToLatest(handle.db, before);
      const agentId = await insertAgent(handle.db);
      const order = (hash: string) => ({ hash, market: 'm', side: 'BUY', price: 400000, size: 10000000, matched: 0, status: 1 });
      // A trade's transaction, open until the test ends it (and ended however the test ends).
      let finishTrade = () => {};
      const tradeEnded = new Promise<void>((resolve) => (finishTrade = resolve));
      const tradeOpen = new Promise<void>((opened, failed) => {
        handle.db
          .transaction()
          .execute(async (trx) => {
            await insertOrder(trx, agentId, order('in progress'));
            opened();
            await tradeEnded;
          })
          .catch(failed);
      });
      await tradeOpen;
      const migrating = migrateToLatest(handle.db, { ...before, '0018_exposure_indexes': migrations['0018_exposure_indexes']! });
      try {
        await eventually('the index build', async () => {
          const { rows } = await sql<{ building: boolean }>`select count(*) > 0 as building from pg_stat_activity
            where pid <> pg_backend_pid() and query ilike '%create index%orders_live_market_agent%'`.execute(handle.db);
          return rows[0]!.building || undefined;
        });
        const later = await handle.db
          .transaction()
          .execute(async (trx) => {
            await sql`set local statement_timeout = '2s'`.execute(trx);
            await insertOrder(trx, agentId, order('placed during the build'));
            return 'written';
          })
          .catch((error: Error) => error.message);
        expect(later).to.equal('written');
      } finally {
        finishTrade();
      }
      expect(await migrating).to.deep.equal(['0018_exposure_indexes']);
      const valid = await sql<{ name: string; valid: boolean }>`select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname in ('orders_live_market_agent', 'positions_agent_market') order by 1`.execute(handle.db);
      expect(valid.rows).to.deep.equal([{ name: 'orders_live_market_agent', valid: true }, { name: 'positions_agent_market', valid: true }]);
    });
  });

  it('start what live buys hold in each market (0019) from the orders already there', async function () {
    this.timeout(60_000);
    const { '0019_market_holds': _holds, ...before } = migrations;
    await onScratchDatabase(async (handle) => {
      await migrateToLatest(handle.db, before);
      const agentId = await insertAgent(handle.db);
      // Live buys of 10 at 0.40 (one a millionth filled: still 4.00) and 5 at 0.21 in market m; a sell, a
      // cancelled buy, and a buy in market n filled whole, none of which holds anything.
      const orders: Array<[hash: string, market: string, side: string, price: number, size: number, matched: number, status: number]> = [
        ['a', 'm', 'BUY', 400000, 10000000, 1, 1],
        ['b', 'm', 'BUY', 210000, 5000000, 0, 1],
        ['c', 'm', 'SELL', 500000, 5000000, 0, 1],
        ['d', 'm', 'BUY', 300000, 5000000, 0, 3],
        ['e', 'n', 'BUY', 300000, 5000000, 5000000, 1],
      ];
      for (const [hash, market, side, price, size, matched, status] of orders) await insertOrder(handle.db, agentId, { hash, market, side, price, size, matched, status });
      expect(await migrateToLatest(handle.db)).to.deep.equal(['0019_market_holds']);
      const held = await sql`select market_condition_id, held::text from market_holds where agent_id = ${agentId} order by 1`.execute(handle.db);
      expect(held.rows).to.deep.equal([{ market_condition_id: 'm', held: '5050000' }]);
    });
  });
});

describe('an index built concurrently (migrations/concurrently.ts)', () => {
  it('keeps a valid index of its name, and builds again one a failed build left invalid', async function () {
    this.timeout(60_000);
    await onScratchDatabase(async (handle) => {
      const { db } = handle;
      const index = async () =>
        (await sql<{ oid: string; valid: boolean }>`select indexrelid::text as oid, indisvalid as valid from pg_index where indexrelid = to_regclass('t_x')`.execute(db)).rows[0];
      await sql`create table t (x int)`.execute(db);
      await sql`insert into t values (1), (1)`.execute(db);
      // A unique build over duplicates fails part way, as a build cut short does: it leaves its index, invalid.
      expect(await sql`create unique index concurrently t_x on t (x)`.execute(db).then(() => 'built', () => 'failed')).to.equal('failed');
      expect((await index())?.valid).to.equal(false);
      await createIndexConcurrently(db, 't_x', sql`t (x)`);
      const built = await index();
      expect(built?.valid).to.equal(true);
      // A migration run again after failing later on: the index it built is kept, not built again.
      await createIndexConcurrently(db, 't_x', sql`t (x)`);
      expect(await index()).to.deep.equal(built);
    });
  });
});

describe('the value checks of the columns a trade writes', () => {
  /** Each column, its domain, and a value the domain refuses. */
  const CHECKED = [
    { table: 'agents', column: 'online_status', domain: 'agent_online_status', refused: '4' },
    { table: 'orders', column: 'side', domain: 'order_side', refused: 'HOLD' },
    { table: 'orders', column: 'status', domain: 'order_status', refused: '6' },
    { table: 'sim_venue_a_orders', column: 'side', domain: 'order_side', refused: 'SELL ' },
    { table: 'sim_venue_a_orders', column: 'status', domain: 'sim_venue_a_order_status', refused: 'OPEN' },
    { table: 'sim_venue_a_trades', column: 'role', domain: 'sim_venue_a_trade_role', refused: 'BOTH' },
  ];
  const tables = [...new Set(CHECKED.map((c) => c.table))];

  // PostgreSQL parses a table's CHECK constraints again in every statement that writes a row of it.
  it('are domains of the columns, not CHECK constraints of the tables every trade writes', async () => {
    const { db } = env().handle;
    const checks = await sql<{ table: string }>`select conrelid::regclass::text as table from pg_constraint
      where contype = 'c' and conrelid::regclass::text = any(${tables})`.execute(db);
    expect(checks.rows).to.deep.equal([]);
    const columns = await sql<{ table: string; column: string; domain: string | null }>`select table_name as table, column_name as column, domain_name as domain
      from information_schema.columns where table_schema = 'public' and table_name = any(${tables})`.execute(db);
    for (const { table, column, domain } of CHECKED) expect(columns.rows, `${table}.${column}`).to.deep.include({ table, column, domain });
  });

  it('still refuse a value outside them, and read back as before', async () => {
    const { db } = env().handle;
    for (const { domain, refused } of CHECKED) {
      const error = await sql`select ${refused}::${sql.id(domain)}`.execute(db).catch((caught: { code?: string }) => caught);
      expect(error, `${refused} as ${domain}`).to.have.property('code', '23514');
    }
    const read = await sql<{ side: string; status: number }>`select 'SELL'::order_side as side, 5::order_status as status`.execute(db);
    expect(read.rows).to.deep.equal([{ side: 'SELL', status: 5 }]);
  });
});

describe('the indexes of the orders every trade writes', () => {
  // A resting order is an entry in every index whose predicate it meets: one index of the live
  // orders serves both the lookups by market and the scan of every live order.
  it('index the live orders once, by market and agent', async () => {
    const { db } = env().handle;
    const live = await sql<{ name: string }>`select indexname as name from pg_indexes
      where schemaname = 'public' and tablename = 'orders' and indexdef like '%WHERE%status%= 1%' order by 1`.execute(db);
    expect(live.rows.map((r) => r.name)).to.deep.equal(['orders_live_market_agent']);
  });
});
