import type { CompiledQuery } from 'kysely';
import { afterTurn } from '../after-turn.js';
import { scriptGroupRoundTrip, scriptGroupSize, scriptGroupWait } from '../metrics.js';
import { agentLockStatement, agentsLockStatement } from './agent-locks.js';
import type { Db } from './connect.js';
import { runScript } from './script.js';

/**
 * Groups on their way at once; the pool has more connections, for everything else. Two: one
 * commits while the next is sent. More only cut the groups smaller, each paying its own round trip
 * and commit: with four, the resting-trade bench sent 1.4 statements per trade, with two 0.7, at
 * the same throughput; three, with groups taking their share (see ScriptGroups), measured no
 * different from two.
 */
export const MAX_IN_FLIGHT = 2;
const MAX_GROUP = 32;

/**
 * A statement that does for the rows of several scripts at once what it does for one's: a group
 * sends one for all of its scripts that bring a row to it, in their order, before their own
 * statements. Its text must not depend on the rows (the server prepares it once: script.ts).
 */
export interface SetStatement {
  compile(rows: readonly unknown[]): CompiledQuery;
}

/** A script's row for a SetStatement. */
export interface SetPart {
  statement: SetStatement;
  row: unknown;
}

interface Job {
  /** Whose script it is (an agent): one script per key in a group, and a group's jobs go, and lock, in key order. */
  key: string;
  /** The key is an agent's id, whose row lock the script takes before its statements (agent-locks.ts). */
  locksAgent: boolean;
  statements: readonly CompiledQuery[];
  /** Its row for a statement it shares with the group's other scripts, which runs before its statements. */
  set?: SetPart;
  /** The `tag` column of the rows that answer this job. */
  tags: ReadonlySet<string>;
  /** performance.now() when it was given, for db_script_group_wait_seconds. */
  queuedAt: number;
  resolve(rows: Array<{ tag?: string }>): void;
  reject(error: unknown): void;
}

/** Agent ids are int8 text: shorter is smaller, the order agentsLockStatement locks them in. Any total order would do, so long as every process uses the same one. */
const byKey = (a: Job, b: Job) => a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Group commit. The scripts given in one turn of the event loop go together, as one script: one
 * round trip, one transaction, one commit for the trades of many agents; those given while
 * MAX_IN_FLIGHT are on their way wait, and go together when a place comes free. A place that comes
 * free sends what waits at once, unless one script alone waits: that one waits out the turn, for
 * the requests read in it to join it. Sent at once, the resting-trade bench's groups were one
 * script in 15% of them, each paying a commit for one trade; waiting a turn whatever waited left a
 * place idle until the turn's end, and cost the bench a quarter of its refused trades a second.
 * Waiting only alone, groups of one fell to 2.4%, and in alternating probe runs resting trades
 * went 7% faster, marketable 12%, refused 7%, and batches 3% slower (within the runs' spread;
 * bench:goals read them 9% slower, in runs half an hour apart). An agent has one script on its
 * way at a time, and its scripts go in the order given, so its trades keep the order its actor
 * sent them in. A script that
 * locks its agent's row (`locksAgent`) has the lock taken before it: a group takes all of its
 * agents' locks in one statement at its start, in key order, as every group does, so two groups
 * cannot wait on each other, and every other row a group writes is locked after them. A group
 * takes no more than its share (1/MAX_IN_FLIGHT) of the scripts waiting and on their way: a group
 * runs on one connection, one statement after another, so one that took a whole wave would keep
 * the other connection idle and its first trade waiting for its last. Taking all that waited split
 * the bench's resting trades into groups of one and of 16-32, whose round trips (up to 50 ms) were
 * the row's p99. A group is one transaction: if any of it fails, each job goes again on its own,
 * and only its own failure reaches it.
 */
export class ScriptGroups {
  private readonly queue: Job[] = [];
  private inFlight = 0;
  /** Keys with a script on its way: their next waits for it, so a key's scripts run in order. */
  private readonly busy = new Set<string>();
  /** Takes what waits after this turn of the event loop, so the scripts given in one turn go together. */
  private readonly schedule = afterTurn(() => this.pump());

  constructor(private readonly db: Db) {}

  /** `locksAgent`: `key` is an agent's id, and the script runs behind its row lock. `set`: see SetStatement. */
  run<R extends { tag?: string }>(key: string, statements: readonly CompiledQuery[], tags: Iterable<string>, { locksAgent = false, set }: { locksAgent?: boolean; set?: SetPart } = {}): Promise<R[]> {
    return new Promise<R[]>((resolve, reject) => {
      this.queue.push({ key, locksAgent, statements, set, tags: new Set(tags), queuedAt: performance.now(), resolve: resolve as Job['resolve'], reject });
      this.schedule();
    });
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT) {
      const group = this.take();
      if (!group.length) return;
      this.inFlight++;
      for (const job of group) this.busy.add(job.key);
      const sentAt = performance.now();
      // Timed for as long as it holds its place on the way, however it ends (together, or job by job).
      void this.send(group, sentAt).finally(() => {
        scriptGroupRoundTrip.observe((performance.now() - sentAt) / 1000);
        this.inFlight--;
        for (const job of group) this.busy.delete(job.key);
        // A lone script waits the turn for others to join it; more than one go at once, where waiting would idle the place.
        if (this.queue.length > 1) this.pump();
        else this.schedule();
      });
    }
  }

  private take(): Job[] {
    const group: Job[] = [];
    const keys = new Set(this.busy);
    // Its share of all the scripts waiting or on their way (`busy` holds one key per script on its way).
    const size = Math.min(MAX_GROUP, Math.ceil((this.queue.length + this.busy.size) / MAX_IN_FLIGHT));
    for (let i = 0; i < this.queue.length && group.length < size; ) {
      const job = this.queue[i]!;
      if (keys.has(job.key)) {
        i++;
        continue;
      }
      keys.add(job.key);
      group.push(job);
      this.queue.splice(i, 1);
    }
    return group.sort(byKey);
  }

  private async send(group: Job[], sentAt: number): Promise<void> {
    scriptGroupSize.observe(group.length);
    for (const job of group) scriptGroupWait.observe((sentAt - job.queuedAt) / 1000);
    if (group.length > 1) {
      try {
        const rows = await runScript<{ tag?: string }>(this.db, scriptOf(group));
        for (const job of group) job.resolve(rows.filter((row) => row.tag !== undefined && job.tags.has(row.tag)));
        return;
      } catch {
        // Fall through: each job alone.
      }
    }
    await Promise.all(group.map((job) => runScript<{ tag?: string }>(this.db, scriptOf([job])).then(job.resolve, job.reject)));
  }
}

/**
 * The script of a group's jobs, or of one alone: their agents' row locks first (one statement for
 * several); then each SetStatement, once for the rows of all the jobs that bring one, and those
 * jobs' statements; then each other job's statements in turn.
 */
function scriptOf(jobs: readonly Job[]): CompiledQuery[] {
  const locked = jobs.filter((job) => job.locksAgent).map((job) => job.key);
  const locks = locked.length > 1 ? [agentsLockStatement(locked)] : locked.map(agentLockStatement);
  const sets = new Map<SetStatement, Job[]>();
  for (const job of jobs) {
    if (!job.set) continue;
    const shared = sets.get(job.set.statement);
    if (shared) shared.push(job);
    else sets.set(job.set.statement, [job]);
  }
  const setJobs = [...sets].flatMap(([statement, shared]) => [statement.compile(shared.map((job) => job.set!.row)), ...shared.flatMap((job) => job.statements)]);
  return [...locks, ...setJobs, ...jobs.flatMap((job) => (job.set ? [] : job.statements))];
}

let lastTag = 0;

/** A tag no other statement of this process carries: a job finds its rows in its group's answer by it. */
export const newTag = () => String(++lastTag);

const groups = new WeakMap<Db, ScriptGroups>();

/** The process's group committer for a database. */
export function scriptGroups(db: Db): ScriptGroups {
  let found = groups.get(db);
  if (!found) groups.set(db, (found = new ScriptGroups(db)));
  return found;
}
