// How `npm test` spreads its three lanes (static checks, unit tests, browser tests) over the
// machine it finds, so that a slower or busier machine makes the run slower, never red
// (issue 32: on a busy 2-core laptop three lanes with up to three Chromiums and two test
// workers ran at load 12–17, and 17 browser journeys hit their time limit).
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';

/**
 * The lanes' plan for `cores` usable cores of which `busy` are taken by other work:
 * - parallel: all three lanes at once, two or three browser files at a time (a big machine);
 * - two-lanes: the unit tests then the static checks on one side, the browser tests one file
 *   at a time on the other, joined by the first lane when it is done;
 * - sequence: one step after another (one core, or a machine already busy).
 */
const MODES = ['parallel', 'two-lanes', 'sequence'] as const;
export type LaneMode = (typeof MODES)[number];

export interface Machine {
  /** Cores this process may use. */
  cores: number;
  /** How many of them other work keeps busy. */
  busy: number;
}

export interface LanePlan {
  mode: LaneMode;
  /** Browser files at a time when the browser lane starts. */
  browserWorkers: number;
  free: number;
}

export function planLanes({ cores, busy }: Machine): LanePlan {
  const free = Math.max(0, cores - busy);
  if (free >= 4)
    return { mode: 'parallel', browserWorkers: Math.min(3, Math.floor(free / 2)), free };
  // One browser file at a time beside the first lane (unit tests, then static checks), two
  // once that lane joins: on two cores, three heavy processes at once cost about half again
  // the CPU time of the same work done one after another (2026-11-28: ~1500 CPU-s in a
  // two-file run against ~1000 s for the whole run pinned to one core).
  if (free >= 1.5) return { mode: 'two-lanes', browserWorkers: 1, free };
  return { mode: 'sequence', browserWorkers: 1, free };
}

/**
 * CPU time counters of the whole machine from /proc/stat: [busy, total] in ticks. Work at a
 * lower priority (`nice`) is not counted as busy: the scheduler gives it the cores only when
 * nothing of normal priority wants them (a niced background build barely slows this run, and
 * counting it made an idle machine with a niced job run one step at a time).
 */
export function cpuTicks(stat = readFileSync('/proc/stat', 'utf8')): [number, number] {
  const line = stat.split('\n')[0];
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return [total - idle - iowait - nice, total];
}

/**
 * Cores usable by this process (taskset counts) and how many of them other work keeps busy
 * now: the machine's busy share over one second (not the 1-minute load average, which still
 * remembers `npm ci`), scaled to the cores this process may use.
 */
export async function measureMachine(sampleMs = 1000): Promise<Machine & { source: string }> {
  const cores = availableParallelism();
  try {
    const [busy0, total0] = cpuTicks();
    await new Promise((resolve) => setTimeout(resolve, sampleMs));
    const [busy1, total1] = cpuTicks();
    const share = total1 > total0 ? (busy1 - busy0) / (total1 - total0) : 0;
    return { cores, busy: Number((share * cores).toFixed(2)), source: '/proc/stat' };
  } catch {
    const busy = Math.min(cores, loadavg()[0] * (cores / cpus().length));
    return { cores, busy: Number(busy.toFixed(2)), source: 'load average' };
  }
}

/** The plan, with the overrides a developer may set: TEST_LANES and E2E_WORKERS. */
export function withOverrides(plan: LanePlan, env: Record<string, string | undefined>): LanePlan {
  const wanted = env.TEST_LANES;
  const mode = MODES.find((m) => m === wanted) ?? plan.mode;
  const workers = Number(env.E2E_WORKERS);
  return {
    ...plan,
    mode,
    browserWorkers: workers >= 1 ? Math.floor(workers) : plan.browserWorkers,
  };
}
