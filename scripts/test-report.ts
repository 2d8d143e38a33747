// Where `npm test`'s time went: each lane's wall time and its slowest tests, printed in the
// summary so that the next slowdown is seen before it turns into a time-out (issue 32).
import path from 'node:path';

/** The parts of vitest's JSON report read here. */
export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: Array<{
    name: string;
    status?: string;
    startTime?: number;
    endTime?: number;
    assertionResults?: Array<{
      title: string;
      fullName?: string;
      status?: string;
      duration?: number | null;
    }>;
  }>;
}

export interface TimedTest {
  file: string;
  title: string;
  ms: number;
}

export interface Lane {
  name: string;
  ms: number;
  slowest: TimedTest[];
}

/** The `count` slowest tests of a vitest JSON report: file (relative), title, milliseconds. */
export function slowestTests(report: VitestReport, count = 5, root = process.cwd()): TimedTest[] {
  const tests: TimedTest[] = [];
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (typeof test.duration === 'number')
        tests.push({
          file: path.relative(root, file.name),
          title: test.fullName ?? test.title,
          ms: test.duration,
        });
  return tests.sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** `12.3 s` / `4 min 05 s`. */
export function seconds(ms: number): string {
  const s = ms / 1000;
  if (s < 120) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
}

/** The summary's lines for one lane: its time, then its slowest tests or steps. */
export function laneLines(lane: Lane): string[] {
  const lines = [`  ${lane.name}: ${seconds(lane.ms)}`];
  for (const t of lane.slowest)
    lines.push(`      ${seconds(t.ms).padStart(9)}  ${t.file} › ${t.title}`);
  return lines;
}
