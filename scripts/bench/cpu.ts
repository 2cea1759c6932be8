// CPU a server process spent, from /proc/<pid>/stat (utime + stime, its own threads; a cluster
// primary's workers counted as processes of their own): sampled before and after a measured
// window, the difference over the answers of that window is the CPU per request.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { childPids } from './processes';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux almost everywhere). */
const ticksPerSecond = (() => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout;
  return Number(out?.trim()) || 100;
})();

/**
 * utime + stime of one /proc/<pid>/stat line, in clock ticks. The command name (field 2) is in
 * parentheses and may hold spaces or parentheses itself, so fields are counted after its last ')':
 * utime and stime are fields 14 and 15 of the line, the 12th and 13th after the name.
 */
export const statCpuTicks = (stat: string): number => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/** CPU milliseconds the process and its children (cluster workers) have used so far. */
export const cpuMs = (pid: number): number => {
  let ticks = 0;
  for (const p of [pid, ...childPids(pid)]) {
    try {
      ticks += statCpuTicks(fs.readFileSync(`/proc/${p}/stat`, 'utf8'));
    } catch {
      // A process that has exited has no stat: its time is gone with it.
    }
  }
  return (ticks * 1000) / ticksPerSecond;
};
