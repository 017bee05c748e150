import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system, in ms) that processes have used, read from /proc (Linux only; elsewhere 0).
 * A bench reports the CPU a request costs beside its latency: on a shared machine the latency swings
 * with whatever else runs, the CPU a request needs much less.
 */
const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux the project runs on

function cpuOfPid(pid: number): number {
  try {
    // Fields after the command (which may hold spaces) start after the last ')'; utime, stime are 14, 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The CPU used so far by these processes. */
export function cpuOfPids(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + cpuOfPid(pid), 0);
}

/** PostgreSQL's backends serving one database (their process title names it: "postgres: user db …"). */
export function postgresBackendsOf(database: string): number[] {
  const found: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (title.startsWith('postgres: ') && title.split(' ').includes(database)) found.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}
