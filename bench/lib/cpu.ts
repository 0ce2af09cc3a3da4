import fs from "node:fs";

/** Linux reports process CPU in clock ticks of 1/100 s (CLK_TCK). */
const TICK_MS = 10;

function statOf(pid: number): { ppid: number; ticks: number } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces: fields count from after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/**
 * CPU time (user + system, ms) used so far by a process and all its descendants (tsx runs the
 * script in a child node). Dividing the growth over a run by its requests gives CPU per request,
 * a figure that a busy machine disturbs much less than requests per second.
 */
export function treeCpuMs(rootPid: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const s = statOf(Number(entry));
    if (s) stats.set(Number(entry), s);
  }
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, s] of stats) {
      if (inTree.has(pid) || !inTree.has(s.ppid)) continue;
      inTree.add(pid);
      grew = true;
    }
  }
  let ticks = 0;
  for (const pid of inTree) ticks += stats.get(pid)?.ticks ?? 0;
  return ticks * TICK_MS;
}
