import { sql, type CompiledQuery } from 'kysely';
import type { Db } from '../../engine/db/connect.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The statement's plan, as `explain (options)` gives it: parsed JSON or its text, as the driver answers it. */
async function planOf<Node extends PlanNode>(db: Db, statement: CompiledQuery, options: string): Promise<Node> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>({ ...statement, sql: `explain (${options}) ${statement.sql}` });
  const answer = rows[0]!['QUERY PLAN'];
  const [{ Plan: plan }] = (typeof answer === 'string' ? JSON.parse(answer) : answer) as [{ Plan: Node }];
  return plan;
}

const scanText = (node: PlanNode) => `${node['Node Type']} on ${node['Relation Name']}${node['Index Name'] ? ` by ${node['Index Name']}` : ''}`;

/** How the planner would read `table` for the statement (its scans' node types), and each table it reads and how, to print. */
export async function scansOf(db: Db, statement: CompiledQuery, table: string): Promise<{ scans: string[]; plan: string }> {
  const read = nodes(await planOf(db, statement, 'format json')).filter((node) => node['Relation Name']);
  return {
    scans: read.filter((node) => node['Relation Name'] === table).map((node) => node['Node Type']),
    plan: read.map(scanText).join(', '),
  };
}

interface Seeding {
  /** The first order's number: hashes are the agent's and this number. */
  first?: number;
  market?: string;
  /** Analyze the table after: what the planner knows of a table that size. Without, it knows the table as it was. */
  analyze?: boolean;
}

/** `count` live buy orders of the agent in `market`, numbered from `first` in hashes of its own, each 1 share at 0.50. */
export async function seedOrders(db: Db, agentId: string, count: number, { first = 1, market = '0xc', analyze = true }: Seeding = {}): Promise<void> {
  await sql`insert into orders (order_hash, agent_id, venue, wallet_address, signer, market_id, market_condition_id, market_question, token_id, outcome, side,
      price, size, notional, matched_size, matched_notional, fee_amount, order_type, post_only, expiration, order_version, signature_type, status, placement,
      reserved_cash, reserved_shares, created_at, updated_at)
    select '0x' || lpad(to_hex(${agentId}::bigint), 32, '0') || lpad(to_hex(n), 32, '0'), ${agentId}, 'venue_a', '0xw', '0xw', 'm', ${market}, 'q', 't', 'YES', 'BUY',
      500000, 1000000, 500000, 0, 0, 0, 'GTC', false, 0, 2, 0, 1, 'pending', 500000, 0, now(), now()
    from generate_series(${first}::int, ${first + count - 1}::int) n`.execute(db);
  if (analyze) await sql`analyze orders`.execute(db);
}

interface AnalyzedNode extends PlanNode {
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: AnalyzedNode[];
}

/** How many of `table`'s rows the statement read, run (explain analyze): the rows it kept and the rows its filters dropped, over every loop. */
export async function rowsRead(db: Db, statement: CompiledQuery, table: string): Promise<{ rows: number; plan: string }> {
  const read = nodes(await planOf<AnalyzedNode>(db, statement, 'analyze, format json')).filter((node) => node['Relation Name'] === table) as AnalyzedNode[];
  return {
    rows: read.reduce((sum, node) => sum + (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * node['Actual Loops'], 0),
    plan: read.map(scanText).join(', '),
  };
}
