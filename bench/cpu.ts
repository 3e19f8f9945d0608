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

/**
 * What a row cost in CPU, per request: the service's process (the load generator runs in another),
 * its main thread (what bounds its throughput; signature threads, where there are any, are not in
 * it) and the local PostgreSQL server, when the service is on one, and the service's RSS after the
 * row. Shared machines make throughput noisy; CPU per request much less so.
 */
export function cpuMeter(pid: number, onPostgres: boolean): { stop(requests: number): string } {
  const service = processCpuMs(pid);
  const postgres = onPostgres ? postgresCpuMs() : null;
  return {
    stop(requests) {
      if (!requests) return '';
      const after = service && processCpuMs(pid);
      const pgAfter = postgres === null ? null : postgresCpuMs();
      const pg = postgres === null || pgAfter === null || pgAfter < postgres ? null : pgAfter - postgres;
      const serviceMs = service && after ? `service ${((after.all - service.all) / requests).toFixed(2)} ms (main thread ${((after.main - service.main) / requests).toFixed(2)} ms)` : 'service unknown';
      return `   CPU/req: ${serviceMs}${pg === null ? '' : `, postgres ${(pg / requests).toFixed(2)} ms`}${rssAfter(pid)}`;
    },
  };
}
