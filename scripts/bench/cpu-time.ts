/**
 * CPU seconds from Linux's /proc, for the bench's account of where a request's CPU goes
 * (docs/decisions/0026-process-scaling-bench.md). Elsewhere every reading is undefined
 * and the report leaves the split out.
 */
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux the bench runs on

/** User plus system CPU seconds of one process so far; undefined once it is gone. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name in parentheses may hold spaces; fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU seconds of every process whose command name is `command` (all of PostgreSQL's). */
export function commandCpuSeconds(command: string): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  let seconds = 0;
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== command) continue;
    } catch {
      continue; // ended while we looked
    }
    seconds += processCpuSeconds(Number(pid)) ?? 0;
  }
  return seconds;
}

/** Seconds all cores together spent idle (or waiting for I/O) since boot. */
export function idleCpuSeconds(): number | undefined {
  try {
    const total = readFileSync("/proc/stat", "utf8").split("\n")[0]?.split(/\s+/) ?? [];
    return (Number(total[4]) + Number(total[5])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
