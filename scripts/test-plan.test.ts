import { describe, expect, it } from 'vitest';
import { cpuTicks, measureMachine, planLanes, withOverrides } from './test-plan.ts';

describe('planLanes', () => {
  it('runs every lane at once, with two or three browser files, on a big idle machine', () => {
    expect(planLanes({ cores: 8, busy: 0.5 })).toMatchObject({
      mode: 'parallel',
      browserWorkers: 3,
    });
    expect(planLanes({ cores: 4, busy: 0 })).toMatchObject({ mode: 'parallel', browserWorkers: 2 });
  });

  it('gives an idle 2-core machine two lanes and one browser file at a time to start', () => {
    expect(planLanes({ cores: 2, busy: 0.1 })).toMatchObject({
      mode: 'two-lanes',
      browserWorkers: 1,
    });
    // Four cores of which three are busy elsewhere: no more than a small machine.
    expect(planLanes({ cores: 4, busy: 2.2 })).toMatchObject({
      mode: 'two-lanes',
      browserWorkers: 1,
    });
  });

  it('runs one step at a time on one core or a machine already busy', () => {
    expect(planLanes({ cores: 1, busy: 0 })).toMatchObject({ mode: 'sequence', browserWorkers: 1 });
    expect(planLanes({ cores: 2, busy: 1.2 })).toMatchObject({ mode: 'sequence' });
    expect(planLanes({ cores: 2, busy: 5 })).toMatchObject({ mode: 'sequence', free: 0 });
  });
});

describe('withOverrides', () => {
  const plan = planLanes({ cores: 2, busy: 0 });
  it('takes a known TEST_LANES and a positive E2E_WORKERS, and ignores anything else', () => {
    expect(withOverrides(plan, { TEST_LANES: 'sequence', E2E_WORKERS: '2' })).toMatchObject({
      mode: 'sequence',
      browserWorkers: 2,
    });
    expect(withOverrides(plan, { TEST_LANES: 'fast', E2E_WORKERS: '0' })).toMatchObject({
      mode: 'two-lanes',
      browserWorkers: 1,
    });
  });
});

describe('measureMachine', () => {
  it('counts the usable cores and a busy figure between 0 and them', async () => {
    const machine = await measureMachine(50);
    expect(machine.cores).toBeGreaterThanOrEqual(1);
    expect(machine.busy).toBeGreaterThanOrEqual(0);
    expect(machine.busy).toBeLessThanOrEqual(machine.cores);
  });
});

describe('cpuTicks', () => {
  it('counts user, system and interrupt time as busy, not niced work or idle time', () => {
    // user nice system idle iowait irq softirq steal
    expect(cpuTicks('cpu  100 400 50 300 10 5 5 0 0 0\ncpu0 1 2 3\n')).toEqual([160, 870]);
  });
});
