import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { awaitGrowing, browserFiles, createBrowserQueue, nextBatch } from './test-browser-lane.ts';

function e2eDir(sizes: Record<string, number>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-order-'));
  mkdirSync(dir, { recursive: true });
  for (const [name, size] of Object.entries(sizes))
    writeFileSync(path.join(dir, name), 'x'.repeat(size));
  writeFileSync(path.join(dir, 'helper.ts'), 'not a test');
  return dir;
}

describe('browserFiles', () => {
  it('puts the longest files first: by the last run, else the baseline, else by size', () => {
    const dir = e2eDir({ 'a.e2e.ts': 300, 'b.e2e.ts': 3000, 'c.e2e.ts': 1500 });
    const none = path.join(dir, 'no-durations.json');
    const names = (files: Array<{ file: string }>) => files.map((f) => path.basename(f.file));
    expect(names(browserFiles(dir, none))).toEqual(['b.e2e.ts', 'c.e2e.ts', 'a.e2e.ts']);
    const durations = path.join(dir, 'durations.json');
    writeFileSync(durations, JSON.stringify({ [path.join(dir, 'a.e2e.ts')]: 90_000 }));
    expect(names(browserFiles(dir, durations))[0]).toBe('a.e2e.ts');
    // A first run (no reports yet) takes the committed baseline's seconds before the sizes.
    const baseline = path.join(dir, 'baseline.json');
    writeFileSync(baseline, JSON.stringify({ 'a.e2e.ts': 120 }));
    expect(names(browserFiles(dir, none, baseline))).toEqual(['a.e2e.ts', 'b.e2e.ts', 'c.e2e.ts']);
  });
});

describe('nextBatch', () => {
  const files = (...seconds: number[]) => seconds.map((s, i) => ({ file: `f${i}`, ms: s * 1000 }));
  const batches = (queue: Array<{ file: string; ms: number }>, runners: number) => {
    const taken: string[][] = [];
    for (let b = nextBatch(queue, runners); b.length; b = nextBatch(queue, runners))
      taken.push(b.map((f) => f.file));
    return taken;
  };

  it('groups files while much is left and gives single files at the end', () => {
    // 500 s in all, two runners: the first batch may hold up to a third, ~167 s.
    expect(batches(files(120, 40, 40, 40, 40, 40, 40, 40, 40, 20, 20, 20), 2)).toEqual([
      ['f0', 'f1'],
      ['f2', 'f3'],
      ['f4', 'f5'],
      ['f6'],
      ['f7'],
      // From here on a batch holds up to MIN_BATCH_MS (45 s): the two 20 s files share one.
      ['f8'],
      ['f9', 'f10'],
      ['f11'],
    ]);
    // One runner: up to half of what is left.
    expect(batches(files(40, 30, 30, 30, 30, 20, 20), 1)).toEqual([
      ['f0', 'f1', 'f2'],
      ['f3'],
      ['f4'],
      ['f5', 'f6'],
    ]);
  });

  it('always takes the longest file left, however long', () => {
    expect(batches(files(500, 10), 2)).toEqual([['f0'], ['f1']]);
  });
});

describe('createBrowserQueue', () => {
  it('hands out nothing once empty, so a lane that joins late returns at once', async () => {
    const queue = createBrowserQueue([]);
    await expect(queue.runner()).resolves.toBeUndefined();
  });
});

describe('awaitGrowing', () => {
  it('also waits for a promise added while it waits (a lane that joins late)', async () => {
    let lateDone = false;
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const list: Array<Promise<unknown>> = [first];
    const waiting = awaitGrowing(list);
    let releaseLate!: () => void;
    list.push(
      new Promise<void>((resolve) => (releaseLate = resolve)).then(() => {
        lateDone = true;
      }),
    );
    release();
    await Promise.resolve();
    let finished = false;
    void waiting.then(() => (finished = true));
    // A turn of the event loop: the first promise's waiters have all run by then.
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(false);
    releaseLate();
    await waiting;
    expect(lateDone).toBe(true);
  });
});
