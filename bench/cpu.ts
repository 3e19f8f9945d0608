import fs from 'node:fs';

/** utime + stime of a /proc stat line, in ms (clock ticks of 1/100 s), with its reaped children's when `children`. */
function statCpuMs(stat: string, children = false): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  return (children ? own + Number(fields[13]) + Number(fields[14]) : own) * 10;
}

/** CPU time (ms) of every local process whose name is `postgres`, exited backends included; null where /proc cannot tell (no Linux, a remote server). */
function postgresCpuMs(): number | null {
  let total = 0;
  let found = false;
  try {
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      // With its reaped children's: the postmaster's count a backend that exited during the row.
      total += statCpuMs(stat, true);
      found = true;
    }
  } catch {
    return null;
  }
  return found ? total : null;
}

/** CPU time (ms) of process `pid`, all its threads, and of its main thread (the event loop every request runs on); null where /proc cannot tell. */
export function processCpuMs(pid: number): { all: number; main: number } | null {
  try {
    return { all: statCpuMs(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')), main: statCpuMs(fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')) };
  } catch {
    return null;
  }
}

/** A process's resident memory, in MB; 0 where /proc cannot tell. */
export function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The service's resident memory after a row: what its heap grew to under load, which it keeps. */
function rssAfter(pid: number): string {
  const mb = rssMb(pid);
  return mb ? `   RSS ${Math.round(mb)} MB` : '';
}

/** The machine's CPU time, all cores (ms), and the part of it no process used (idle and waiting on the disk); null where /proc cannot tell. */
function machineCpuMs(): { total: number; idle: number } | null {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: fields.reduce((sum, n) => sum + n, 0) * 10, idle: (fields[3]! + fields[4]!) * 10 };
  } catch {
    return null;
  }
}

/** What a row cost in CPU, per request, in ms (null where it cannot be told), and the line that prints it with how busy the machine was. */
export interface RowCpu {
  serviceMs: number | null;
  postgresMs: number | null;
  text: string;
}

/**
 * What a row cost in CPU, per request: the service's process (the load generator runs in another),
 * its main thread (what bounds its throughput; signature threads, where there are any, are not in
 * it) and the local PostgreSQL server, when the service is on one, and the service's RSS after the
 * row. Shared machines make throughput noisy; CPU per request much less so. Also how busy the
 * whole machine was: a row whose machine had idle time was bounded by its waits, not by its CPU.
 */
export function cpuMeter(pid: number, onPostgres: boolean): { stop(requests: number): RowCpu } {
  const service = processCpuMs(pid);
  const postgres = onPostgres ? postgresCpuMs() : null;
  const machine = machineCpuMs();
  return {
    stop(requests) {
      if (!requests) return { serviceMs: null, postgresMs: null, text: '' };
      const after = service && processCpuMs(pid);
      const pgAfter = postgres === null ? null : postgresCpuMs();
      const machineAfter = machine && machineCpuMs();
      const pg = postgres === null || pgAfter === null || pgAfter < postgres ? null : (pgAfter - postgres) / requests;
      const own = service && after ? { all: (after.all - service.all) / requests, main: (after.main - service.main) / requests } : null;
      const spent = machine && machineAfter ? machineAfter.total - machine.total : 0;
      const busy = machine && machineAfter && spent > 0 ? 100 * (1 - (machineAfter.idle - machine.idle) / spent) : null;
      const serviceText = own ? `service ${own.all.toFixed(2)} ms (main thread ${own.main.toFixed(2)} ms)` : 'service unknown';
      const text = `   CPU/req: ${serviceText}${pg === null ? '' : `, postgres ${pg.toFixed(2)} ms`}${busy === null ? '' : `   machine ${Math.round(busy)}% busy`}${rssAfter(pid)}`;
      return { serviceMs: own?.all ?? null, postgresMs: pg, text };
    },
  };
}

/**
 * CPU time (ms) of every thread process `pid` has now, to the nanosecond (schedstat): a yardstick's
 * run can be a tenth of a second, and /proc/…/stat counts in hundredths. Null where /proc cannot tell.
 */
function threadsCpuMs(pid: number): number | null {
  try {
    let ns = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) ns += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ', 1)[0]);
    return ns / 1e6;
  } catch {
    return null;
  }
}

/** A run of the yardstick (bare Koa, process `pid`), and the CPU its process spent per request (ms); null where /proc cannot tell. */
export async function perRequestCpuMs<T extends { requests: number }>(pid: number, run: () => Promise<T>): Promise<{ result: T; cpuMs: number | null }> {
  const before = threadsCpuMs(pid);
  const result = await run();
  const after = before === null ? null : threadsCpuMs(pid);
  return { result, cpuMs: before !== null && after !== null && result.requests ? (after - before) / result.requests : null };
}

/**
 * A row's CPU per request (the service's and PostgreSQL's) as a multiple of the yardstick's, from
 * the yardstick's runs beside the row (their mean); null where any is unknown. Where CPU alone bounds
 * both, a share of S% of bare Koa's throughput asks for a multiple of at most 100 / S. Unlike the
 * share, it does not depend on how the row and the load generator shared the cores that hour.
 */
export function costOverYardstick(row: RowCpu, yardsticks: ReadonlyArray<number | null>): number | null {
  if (row.serviceMs === null || !yardsticks.length || yardsticks.some((ms) => ms === null || ms <= 0)) return null;
  const yardstick = (yardsticks as number[]).reduce((sum, ms) => sum + ms, 0) / yardsticks.length;
  return (row.serviceMs + (row.postgresMs ?? 0)) / yardstick;
}

/** costOverYardstick's figure as a row prints it; nothing where it is unknown. */
export const overYardstickText = (times: number | null) => (times === null ? '' : `   CPU ${times.toFixed(1)}× bare Koa's`);
