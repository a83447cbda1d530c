import { describe, expect, it } from 'vitest';
import { machines } from '../bench/machines.mjs';
import {
  batchToReport,
  calibration,
  cpuTimesFrom,
  driftText,
  judgeBatch,
  median,
  methodSettings,
  stolenShare,
  takeBatches,
  targetMisses,
} from './bench-method.mjs';

const runsAt = (...indexes: number[]) => indexes.map((benchmarkIndex) => ({ benchmarkIndex }));

describe('a batch against the calibrated benchmarkIndex (quality bar P1)', () => {
  it('keeps a batch whose median index is within 20 % of the calibrated value, either way', () => {
    expect(judgeBatch(runsAt(1700, 2300, 2000, 1100, 2400), 2000)).toEqual({
      index: 2000,
      drift: 0,
      kept: true,
    });
    expect(judgeBatch(runsAt(1600, 1600, 1600), 2000).kept).toBe(true);
    expect(judgeBatch(runsAt(2400, 2400, 2400), 2000).kept).toBe(true);
  });

  it('sets aside a batch taken while the machine ran slower or faster than calibrated by more than 20 %', () => {
    const slow = judgeBatch(runsAt(1300, 1400, 1500, 2300, 1200), 2000);
    expect(slow).toEqual({ index: 1400, drift: -0.3, kept: false });
    expect(judgeBatch(runsAt(2500, 2600, 2450), 2000).kept).toBe(false);
  });

  it('cannot judge runs without an index, nor a calibration that is not a speed', () => {
    expect(judgeBatch(runsAt(NaN, NaN, NaN), 2000).kept).toBe(false);
    expect(() => judgeBatch(runsAt(2000), 0)).toThrow(/calibrated/);
    expect(() => judgeBatch(runsAt(2000), NaN)).toThrow(/calibrated/);
  });

  it('reports the first kept batch, else the one closest to the calibrated speed, marked as drifted', () => {
    const batches = [
      { index: 1300, drift: -0.35, kept: false, n: 1 },
      { index: 1900, drift: -0.05, kept: true, n: 2 },
      { index: 2000, drift: 0, kept: true, n: 3 },
    ];
    expect(batchToReport(batches)).toMatchObject({ n: 2, drifted: false });
    expect(
      batchToReport([
        { index: 1300, drift: -0.35, kept: false, n: 1 },
        { index: NaN, drift: NaN, kept: false, n: 2 },
        { index: 2500, drift: 0.25, kept: false, n: 3 },
      ]),
    ).toMatchObject({ n: 3, drifted: true });
    expect(() => batchToReport([])).toThrow();
  });

  it('writes a drift as a signed percentage', () => {
    expect(driftText(-0.3449)).toBe('−34 %');
    expect(driftText(0.12)).toBe('+12 %');
  });
});

describe('the quality bar’s Lighthouse targets on a page’s runs', () => {
  const run = (over: Partial<Record<'score' | 'lcp' | 'fcp' | 'tbt' | 'cls' | 'si', number>> = {}) => ({
    score: 98,
    lcp: 1700,
    fcp: 1000,
    tbt: 50,
    cls: 0,
    si: 1500,
    ...over,
  });

  it('finds nothing when every median meets its target and no run scores under 90', () => {
    expect(targetMisses([run(), run({ score: 96 }), run({ lcp: 1800, tbt: 100, cls: 0.02 })])).toEqual([]);
  });

  it('names each target a median misses, FCP and Speed Index included', () => {
    expect(
      targetMisses([
        run({ lcp: 2105, fcp: 1660, si: 2600 }),
        run({ lcp: 2200, fcp: 1660, si: 2700 }),
        run({ lcp: 2000, fcp: 900, si: 2400 }),
      ]),
    ).toEqual([
      'P2 LCP median 2105 vs ≤ 1800',
      'P3 FCP median 1660 vs ≤ 1200',
      'P6 SI median 2600 vs ≤ 2500',
    ]);
    expect(targetMisses([run({ cls: 0.05 }), run({ cls: 0.03 }), run()])).toEqual([
      'P5 CLS median 0.030 vs ≤ 0.02',
    ]);
  });

  it('misses P1 on one run under 90 even when the median score is met', () => {
    expect(targetMisses([run(), run(), run({ score: 89 })])).toEqual([
      'P1 score of one run 89 vs none under 90',
    ]);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('the recorded calibration of a machine kind', () => {
  it('is found by CPU model and core count, and only then; else the samples measured now decide', () => {
    const kinds = [{ cpu: 'Intel(R) Xeon(R) Processor', cores: 2, benchmarkIndex: 2208, measured: 'x' }];
    const samples = [1500, 1700, 1600];
    const of = (kind: { cpu: string; cores: number }) => calibration({ machines: kinds, kind, samples });
    expect(of({ cpu: 'Intel(R) Xeon(R) Processor', cores: 2 })).toEqual({
      value: 2208,
      source:
        'recorded for this machine kind in bench/machines.mjs, x; measured before the first page: median 1600 of 1500, 1700, 1600',
    });
    expect(of({ cpu: 'Intel(R) Xeon(R) Processor', cores: 4 }).value).toBe(1600);
    expect(of({ cpu: 'AMD EPYC', cores: 2 }).value).toBe(1600);
    expect(of({ cpu: 'AMD EPYC', cores: 2 }).source).toMatch(/^no recorded calibration/);
  });

  it('is the value given, when one is', () => {
    expect(
      calibration({ given: 1900, machines: [], kind: { cpu: 'AMD EPYC', cores: 2 }, samples: [] }),
    ).toEqual({ value: 1900, source: 'given by BENCH_CALIBRATED_INDEX' });
  });

  it('records a positive speed and where it came from for every kind listed', () => {
    for (const kind of machines) {
      expect(kind.benchmarkIndex).toBeGreaterThan(0);
      expect(kind.measured).not.toBe('');
    }
  });
});

describe('the settings a series is judged by', () => {
  it('takes three batches and no given speed by default, and refuses what is not a count or a speed', () => {
    expect(methodSettings({})).toEqual({ batches: 3, givenIndex: undefined });
    expect(methodSettings({ BENCH_BATCHES: '1', BENCH_CALIBRATED_INDEX: '1900' })).toEqual({
      batches: 1,
      givenIndex: 1900,
    });
    expect(() => methodSettings({ BENCH_BATCHES: '0' })).toThrow(/BENCH_BATCHES=0/);
    expect(() => methodSettings({ BENCH_BATCHES: '2.5' })).toThrow(/BENCH_BATCHES/);
    expect(() => methodSettings({ BENCH_CALIBRATED_INDEX: 'fast' })).toThrow(/BENCH_CALIBRATED_INDEX=fast/);
  });
});

describe('a group of visits taken in judged batches (bench:interactions)', () => {
  /** A gauge reading the given indexes in turn, and a visit that resolves to its number. */
  const machineAt = (...indexes: number[]) => {
    let next = 0;
    const visited: number[] = [];
    return {
      visited,
      gauge: async () => indexes[next++] ?? Number.NaN,
      visit: async (n: number) => {
        visited.push(n);
        return n;
      },
    };
  };

  it('takes as many batches as the visits need when each is at the calibrated speed', async () => {
    const machine = machineAt(...Array<number>(12).fill(2000));
    const taken = await takeBatches({ visits: 12, attempts: 3, calibrated: 2000, ...machine });
    expect(taken.valid).toBe(true);
    expect(taken.reported.map((b) => b.runs.length)).toEqual([5, 5, 2]);
    expect(taken.setAside).toEqual([]);
    expect(machine.visited).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('takes a drifted batch again, keeps the later one and lists the first as set aside', async () => {
    const machine = machineAt(...[1200, 1200, 1200, 2000, 2000], ...[2100, 2000, 1900, 2000, 2000]);
    const batches: number[] = [];
    const taken = await takeBatches({
      visits: 5,
      attempts: 3,
      calibrated: 2000,
      ...machine,
      onBatch: (batch) => batches.push(batch.batch),
    });
    expect(taken.valid).toBe(true);
    expect(taken.reported).toHaveLength(1);
    expect(taken.reported[0]).toMatchObject({ batch: 2, kept: true, index: 2000 });
    expect(taken.setAside).toHaveLength(1);
    expect(taken.setAside[0]).toMatchObject({ batch: 1, kept: false, index: 1200, drift: -0.4 });
    expect(batches).toEqual([1, 2]);
    // The batch taken again repeats the same visits.
    expect(machine.visited).toEqual([1, 2, 3, 4, 5, 1, 2, 3, 4, 5]);
  });

  it('stops after the attempts allowed; the closest batches are reported and the group is not valid', async () => {
    const machine = machineAt(...Array<number>(5).fill(1000), ...Array<number>(5).fill(1500));
    const taken = await takeBatches({ visits: 5, attempts: 2, calibrated: 2000, ...machine });
    expect(taken.valid).toBe(false);
    expect(taken.reported.map((b) => b.index)).toEqual([1500]);
    expect(taken.setAside.map((b) => b.index)).toEqual([1000]);
  });

  it('keeps every kept batch beside the closest drifted one that fills the last place', async () => {
    const machine = machineAt(
      ...Array<number>(5).fill(2000),
      ...Array<number>(5).fill(900),
      ...Array<number>(5).fill(1550),
    );
    const taken = await takeBatches({ visits: 10, attempts: 1, calibrated: 2000, ...machine });
    // Two batches needed, each with one attempt: the second ran slow and is reported as the closest drifted one.
    expect(taken.valid).toBe(false);
    expect(taken.reported.map((b) => [b.batch, b.kept])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(taken.setAside).toEqual([]);
  });
});

describe('the host’s share of the machine (steal time)', () => {
  // user nice system idle iowait irq softirq steal guest guest_nice: guest time is counted in user already.
  const stat = (steal: number, idle: number, user = 100) =>
    `cpu  ${user} 0 50 ${idle} 3 0 10 ${steal} 7 0\ncpu0 50 0 25 ${idle / 2} 0 0 5 ${steal / 2} 0 0\nintr 1\n`;

  it('reads steal and the time the machine wanted to run (all but idle and I/O wait) from the cpu line', () => {
    expect(cpuTimesFrom(stat(40, 800))).toEqual({ steal: 40, wanted: 200 });
    expect(() => cpuTimesFrom('intr 1 2 3')).toThrow(/not \/proc\/stat/);
  });

  it('is the stolen ticks over the wanted ticks of the spans together, however idle the other cores were', () => {
    const span = (from: Parameters<typeof stat>, to: Parameters<typeof stat>) => ({
      before: cpuTimesFrom(stat(...from)),
      after: cpuTimesFrom(stat(...to)),
    });
    // 10 stolen of 50 wanted (40 user), then 30 of 50 (20 user), idle time in both: 40 of 100.
    expect(
      stolenShare([span([0, 800, 100], [10, 990, 140]), span([10, 990, 140], [40, 1500, 160])]),
    ).toBeCloseTo(0.4);
    expect(stolenShare([span([0, 800], [0, 900])])).toBeNaN();
    expect(stolenShare([])).toBeNaN();
  });
});
