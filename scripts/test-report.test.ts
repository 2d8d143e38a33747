import { describe, expect, it } from 'vitest';
import { laneLines, seconds, slowestTests } from './test-report.ts';

const report = {
  testResults: [
    {
      name: '/repo/tests/e2e/a.e2e.ts',
      assertionResults: [
        { fullName: 'a one', title: 'one', duration: 5_000 },
        { fullName: 'a two', title: 'two', duration: 61_000 },
        { fullName: 'a skipped', title: 'skipped' },
      ],
    },
    {
      name: '/repo/tests/e2e/b.e2e.ts',
      assertionResults: [{ fullName: 'b one', title: 'one', duration: 12_500 }],
    },
  ],
};

describe('slowestTests', () => {
  it('orders the timed tests of every file, slowest first, up to the count', () => {
    expect(slowestTests(report, 2, '/repo')).toEqual([
      { file: 'tests/e2e/a.e2e.ts', title: 'a two', ms: 61_000 },
      { file: 'tests/e2e/b.e2e.ts', title: 'b one', ms: 12_500 },
    ]);
    expect(slowestTests({}, 5)).toEqual([]);
  });
});

describe('laneLines', () => {
  it('prints the lane time, then one line per slow test', () => {
    expect(seconds(61_000)).toBe('61.0 s');
    expect(seconds(245_000)).toBe('4 min 05 s');
    const lines = laneLines({
      name: 'browser',
      ms: 300_000,
      slowest: slowestTests(report, 1, '/repo'),
    });
    expect(lines[0]).toBe('  browser: 5 min 00 s');
    expect(lines[1]).toContain('61.0 s  tests/e2e/a.e2e.ts › a two');
  });
});
