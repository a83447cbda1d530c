import { describe, expect, it } from 'vitest';
import { recordRow, type Row } from './interaction-probe.mjs';

describe('a bench row of taps', () => {
  it('keeps each tap’s latency and phases in its row, and returns the latency', () => {
    const table = new Map<string, Row>();
    const tap = (latency: number) => ({
      latency,
      inputDelay: 10,
      processing: latency - 20,
      presentation: 10,
    });
    expect(recordRow(table, 'Select open', 100, tap(120))).toBe(120);
    recordRow(table, 'Select open', 100, tap(80));
    recordRow(table, 'Dialog open', 100, tap(64));
    expect(table.get('Select open')).toEqual({
      name: 'Select open',
      target: 100,
      values: [120, 80],
      phases: { inputDelay: [10, 10], processing: [100, 60], presentation: [10, 10] },
    });
    expect(table.get('Dialog open')?.values).toEqual([64]);
  });

  it('has no phases for a measurement without them (a route change)', () => {
    const table = new Map<string, Row>();
    recordRow(table, 'Home → product, warm', 300, { latency: 340 });
    expect(table.get('Home → product, warm')).toEqual({
      name: 'Home → product, warm',
      target: 300,
      values: [340],
    });
  });
});
