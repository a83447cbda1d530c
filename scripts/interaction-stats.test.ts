import { describe, expect, it } from 'vitest';
import { interactionsFrom, percentile, reportTable, summarise } from './interaction-stats.mjs';

const entry = (
  interactionId: number,
  name: string,
  startTime: number,
  duration: number,
  processingStart: number,
  processingEnd: number,
) => ({ interactionId, name, startTime, duration, processingStart, processingEnd });

describe('interactions from Event Timing entries', () => {
  it('groups a tap’s events by interaction id and takes the longest as its latency, with that event’s phases', () => {
    const interactions = interactionsFrom([
      entry(7, 'pointerdown', 100, 24, 104, 110),
      entry(7, 'click', 100, 88, 130, 170),
      entry(7, 'pointerup', 100, 40, 120, 125),
      { ...entry(0, 'mouseover', 90, 200, 95, 280) },
    ]);
    expect(interactions).toEqual([
      {
        id: 7,
        name: 'click',
        startTime: 100,
        latency: 88,
        inputDelay: 30,
        processing: 40,
        presentation: 18,
      },
    ]);
  });

  it('keeps interactions apart and in the order they started; no negative phase from rounded timestamps', () => {
    const interactions = interactionsFrom([
      entry(12, 'keydown', 500, 32, 499.9, 520),
      entry(11, 'keydown', 300, 56, 310, 366.5),
    ]);
    expect(interactions.map((i) => [i.id, i.latency])).toEqual([
      [11, 56],
      [12, 32],
    ]);
    expect(interactions[0]?.presentation).toBe(0);
    expect(interactions[1]?.inputDelay).toBe(0);
  });
});

describe('percentiles by nearest rank', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => (i + 1) * 10).reverse();

  it('takes the fifteenth smallest of twenty as p75 and the tenth as the median', () => {
    expect(percentile(twenty, 75)).toBe(150);
    expect(percentile(twenty, 50)).toBe(100);
    expect(percentile(twenty, 100)).toBe(200);
    expect(percentile([42], 75)).toBe(42);
  });

  it('refuses an empty series and a percentile outside (0, 100]', () => {
    expect(() => percentile([], 75)).toThrow(/no values/);
    expect(() => percentile([1], 0)).toThrow(/outside/);
    expect(() => percentile([1], 101)).toThrow(/outside/);
  });

  it('summarises a series', () => {
    expect(summarise([30, 10, 20, 40])).toEqual({ n: 4, p75: 30, median: 20, min: 10, max: 40 });
  });
});

describe('the report table', () => {
  it('prints p75, median and range against the target, and names what missed it', () => {
    const { table, missed } = reportTable([
      {
        name: 'Add to cart',
        values: [40, 56, 72, 120],
        target: 100,
        phases: { inputDelay: [2, 4, 6, 8], processing: [20, 30, 40, 50], presentation: [10, 12, 14, 16] },
      },
      { name: 'Search typing', values: [16, 24], target: 100 },
    ]);
    expect(table.split('\n')[2]).toBe(
      '| Add to cart | 4 | **72 ms** | 56 ms (40 ms–120 ms) | ≤ 100 ms | 4 ms / 30 ms / 12 ms |',
    );
    expect(table.split('\n')[3]).toBe(
      '| Search typing | 2 | **24 ms** | 16 ms (16 ms–24 ms) | ≤ 100 ms | — |',
    );
    expect(missed).toEqual([]);
    expect(reportTable([{ name: 'Route', values: [400, 200], target: 300 }]).missed).toEqual([
      'Route: p75 400 ms vs ≤ 300 ms',
    ]);
  });
});
