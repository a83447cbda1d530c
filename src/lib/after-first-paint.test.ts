import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInIdleSlices } from './after-first-paint';

// A fake idle scheduler: each idle period has `budget` ms; the clock advances `cost` ms per task.
function fakeIdle(budget: number, cost: number) {
  let now = 0;
  const periods: (() => void)[] = [];
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    periods.push(() => {
      const end = now + budget;
      callback({ didTimeout: false, timeRemaining: () => Math.max(0, end - now) });
    });
    return periods.length;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    periods[handle - 1] = () => {};
  });
  const task = (log: number[], id: number) => () => {
    log.push(id);
    now += cost;
  };
  const runPeriod = () => {
    const period = periods.shift();
    period?.();
    return period !== undefined;
  };
  return { task, runPeriod, pending: () => periods.length };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('runInIdleSlices', () => {
  it('runs nothing at once, then a few tasks per idle period — never one long task — until all have run', () => {
    const idle = fakeIdle(50, 3);
    const log: number[] = [];
    runInIdleSlices(Array.from({ length: 10 }, (_, i) => idle.task(log, i)));
    expect(log).toEqual([]);
    idle.runPeriod();
    // 8 ms per slice even when the idle period offers 50: 3 tasks of 3 ms (the third ends the slice).
    expect(log).toEqual([0, 1, 2]);
    while (idle.runPeriod());
    expect(log).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('stops when cancelled', () => {
    const idle = fakeIdle(50, 3);
    const log: number[] = [];
    const cancel = runInIdleSlices(Array.from({ length: 10 }, (_, i) => idle.task(log, i)));
    idle.runPeriod();
    cancel();
    while (idle.runPeriod());
    expect(log).toEqual([0, 1, 2]);
  });

  it('runs at least one task per period even when the period is nearly over', () => {
    const idle = fakeIdle(1, 5);
    const log: number[] = [];
    runInIdleSlices([idle.task(log, 0), idle.task(log, 1)]);
    idle.runPeriod();
    expect(log).toEqual([0]);
    idle.runPeriod();
    expect(log).toEqual([0, 1]);
    expect(idle.pending()).toBe(0);
  });
});
