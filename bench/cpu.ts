import fs from 'node:fs';

/** CPU time (ms) of every local process whose name is `postgres`, exited backends included; null where /proc cannot tell (no Linux, a remote server). */
function postgresCpuMs(): number | null {
  let ticks = 0;
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
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // With its reaped children's (cutime, cstime): the postmaster's count a backend that exited during the row.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      found = true;
    }
  } catch {
    return null;
  }
  // utime and stime are in clock ticks, 100 a second on Linux.
  return found ? ticks * 10 : null;
}

/** CPU time (ms) of this process's main thread, the event loop every request runs on; null where /proc cannot tell. */
function mainThreadCpuMs(): number | null {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * What a row cost in CPU: this process's (the service runs in it; the load generator does not), its
 * main thread's (what bounds its throughput; the signature threads are not in it) and the local
 * PostgreSQL server's, per request. Shared machines make throughput noisy; CPU per request much less so.
 */
export function cpuMeter(): { stop(requests: number): string } {
  const service = process.cpuUsage();
  const main = mainThreadCpuMs();
  const postgres = postgresCpuMs();
  return {
    stop(requests) {
      if (!requests) return '';
      const used = process.cpuUsage(service);
      const mainAfter = main === null ? null : mainThreadCpuMs();
      const after = postgres === null ? null : postgresCpuMs();
      const pg = postgres === null || after === null || after < postgres ? null : after - postgres;
      const serviceMs = (used.user + used.system) / 1000 / requests;
      const mainMs = main === null || mainAfter === null ? '' : ` (main thread ${((mainAfter - main) / requests).toFixed(2)} ms)`;
      return `   CPU/req: service ${serviceMs.toFixed(2)} ms${mainMs}${pg === null ? '' : `, postgres ${(pg / requests).toFixed(2)} ms`}`;
    },
  };
}
