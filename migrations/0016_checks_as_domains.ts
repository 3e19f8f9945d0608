import { sql, type Kysely } from 'kysely';

/**
 * The value checks of the columns every trade writes become domains. PostgreSQL reads a table's
 * CHECK constraints again from their stored text, and prepares them, in every statement that
 * inserts or updates a row of it, whatever columns it sets: on the resting-trade bench that was 6%
 * of its CPU, a third of it parsing the same text. A domain's check is parsed once per session
 * and runs only where a value of the column is written.
 *
 * The domain is made without its check, so changing the column's type does not rewrite the table;
 * adding the check to the domain then reads the rows once to validate them.
 */
const DOMAINS = [
  { name: 'agent_online_status', base: 'smallint', check: 'in (1, 2, 3)' },
  { name: 'order_side', base: 'text', check: `in ('BUY', 'SELL')` },
  { name: 'order_status', base: 'smallint', check: 'between 1 and 5' },
  { name: 'sim_venue_a_order_status', base: 'text', check: `in ('LIVE', 'MATCHED', 'CANCELED', 'CANCELED_MARKET_RESOLVED', 'INVALID')` },
  { name: 'sim_venue_a_trade_role', base: 'text', check: `in ('TAKER', 'MAKER')` },
] as const;

type DomainName = (typeof DOMAINS)[number]['name'];

/** The columns moved to each domain; each had the domain's check as a CHECK `<table>_<column>_check` of its own. */
const DOMAIN_COLUMNS: ReadonlyArray<{ table: string; column: string; domain: DomainName }> = [
  { table: 'agents', column: 'online_status', domain: 'agent_online_status' },
  { table: 'orders', column: 'side', domain: 'order_side' },
  { table: 'orders', column: 'status', domain: 'order_status' },
  { table: 'sim_venue_a_orders', column: 'side', domain: 'order_side' },
  { table: 'sim_venue_a_orders', column: 'status', domain: 'sim_venue_a_order_status' },
  { table: 'sim_venue_a_trades', column: 'role', domain: 'sim_venue_a_trade_role' },
];

const domainOf = (name: DomainName) => DOMAINS.find((domain) => domain.name === name)!;
const checkName = (table: string, column: string) => sql.id(`${table}_${column}_check`);

export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, base } of DOMAINS) await sql`create domain ${sql.id(name)} as ${sql.raw(base)}`.execute(db);
  for (const { table, column, domain } of DOMAIN_COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.id(column)} type ${sql.id(domain)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop constraint ${checkName(table, column)}`.execute(db);
  }
  for (const { name, check } of DOMAINS) await sql`alter domain ${sql.id(name)} add constraint ${sql.id(`${name}_check`)} check (value ${sql.raw(check)})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, column, domain } of DOMAIN_COLUMNS) {
    const { base, check } = domainOf(domain);
    await sql`alter table ${sql.table(table)} alter column ${sql.id(column)} type ${sql.raw(base)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${checkName(table, column)} check (${sql.id(column)} ${sql.raw(check)})`.execute(db);
  }
  for (const { name } of DOMAINS) await sql`drop domain ${sql.id(name)}`.execute(db);
}
