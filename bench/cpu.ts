import fs from 'node:fs';

/** CPU time (ms) of every local process whose name is `postgres`; null where /proc cannot tell (no Linux, a remote server). */
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
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    }
  } catch {
    return null;
  }
  // utime and stime are in clock ticks, 100 a second on Linux.
  return found ? ticks * 10 : null;
}

/**
 * What a row cost in CPU: this process's (the service runs in it; the load generator does not) and
 * the local PostgreSQL server's, per request. Shared machines make throughput noisy; CPU per request much less so.
 */
export function cpuMeter(): { stop(requests: number): string } {
  const service = process.cpuUsage();
  const postgres = postgresCpuMs();
  return {
    stop(requests) {
      if (!requests) return '';
      const used = process.cpuUsage(service);
      // A backend that exits during the row takes its CPU out of the sum: then the figure is unknown.
      const after = postgres === null ? null : postgresCpuMs();
      const pg = postgres === null || after === null || after < postgres ? null : after - postgres;
      const serviceMs = (used.user + used.system) / 1000 / requests;
      return `   CPU/req: service ${serviceMs.toFixed(2)} ms${pg === null ? '' : `, postgres ${(pg / requests).toFixed(2)} ms`}`;
    },
  };
}
