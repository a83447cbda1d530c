// The rules `npm run bench` measures by (quality bar, "Performance"), kept apart from the browser so they are tested:
// the machine's calibrated benchmarkIndex, whether a page's batch of runs was taken at that speed (P1: "record
// benchmarkIndex and reject the batch if it drifts > 20% from the calibrated value"), and the targets P1–P6.

/** How far a batch's benchmarkIndex may drift from the calibrated value before the batch is set aside (P1). */
export const INDEX_DRIFT = 0.2;

/** The median of a series (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A batch of runs against the calibrated index: its own index (the median of the index Lighthouse measured at each
 * run's start), its drift from the calibrated value as a fraction (−0.3 is 30 % slower), and whether it is kept.
 * A batch whose runs carry no index (NaN) cannot be judged and is not kept.
 */
export function judgeBatch(runs, calibrated, limit = INDEX_DRIFT) {
  if (!(calibrated > 0)) throw new Error(`calibrated benchmarkIndex ${calibrated} is not a positive number`);
  const index = median(runs.map((run) => run.benchmarkIndex));
  const drift = (index - calibrated) / calibrated;
  return { index, drift, kept: Number.isFinite(drift) && Math.abs(drift) <= limit };
}

/**
 * Of a page's batches (each judged), the one to report: the first kept one, else the one closest to the calibrated
 * speed, marked as drifted (its numbers are shown, but they are not a valid measurement by P1).
 */
export function batchToReport(batches) {
  if (batches.length === 0) throw new Error('no batches');
  const kept = batches.find((batch) => batch.kept);
  if (kept) return { ...kept, drifted: false };
  const distance = (batch) => (Number.isFinite(batch.drift) ? Math.abs(batch.drift) : Infinity);
  const closest = [...batches].sort((a, b) => distance(a) - distance(b))[0];
  return { ...closest, drifted: true };
}

/** A drift as a signed percentage, `+12 %` or `−34 %`. */
export const driftText = (drift) => `${drift < 0 ? '−' : '+'}${Math.round(Math.abs(drift) * 100)} %`;

/**
 * The quality bar's Lighthouse targets, checked on a page's runs: each is a median over the runs, and P1 also asks
 * that no single run scores under 90. Issue 36 asks P2 (LCP ≤ 1.8 s) of every page the bench measures.
 */
export const TARGETS = [
  { id: 'P1', key: 'score', label: 'score', op: '≥', target: 95, worstRun: 90 },
  { id: 'P2', key: 'lcp', label: 'LCP', op: '≤', target: 1800 },
  { id: 'P3', key: 'fcp', label: 'FCP', op: '≤', target: 1200 },
  { id: 'P4', key: 'tbt', label: 'TBT', op: '≤', target: 100 },
  { id: 'P5', key: 'cls', label: 'CLS', op: '≤', target: 0.02 },
  { id: 'P6', key: 'si', label: 'SI', op: '≤', target: 2500 },
];

const shown = (key, value) => (key === 'cls' ? value.toFixed(3) : String(Math.round(value)));

/** Every target a page's runs miss, as `P2 LCP median 2105 vs ≤ 1800` (milliseconds, CLS unitless). */
export function targetMisses(runs) {
  return TARGETS.flatMap(({ id, key, label, op, target, worstRun }) => {
    const values = runs.map((run) => run[key]);
    const value = median(values);
    const misses = [];
    if (!(op === '≥' ? value >= target : value <= target)) {
      misses.push(`${id} ${label} median ${shown(key, value)} vs ${op} ${target}`);
    }
    if (worstRun !== undefined && Math.min(...values) < worstRun) {
      misses.push(`${id} ${label} of one run ${shown(key, Math.min(...values))} vs none under ${worstRun}`);
    }
    return misses;
  });
}

/**
 * The speed a series is judged by (ADR 078), and where it came from for the record: a value given
 * (`BENCH_CALIBRATED_INDEX`), else the one recorded for this machine kind in `bench/machines.mjs` (CPU model and core
 * count), else the median of the samples measured before the first page. The samples are named in every case they
 * exist, so a slow stretch of the host shows in the record.
 */
export function calibration({ given, machines, kind, samples }) {
  if (given !== undefined) return { value: given, source: 'given by BENCH_CALIBRATED_INDEX' };
  const recorded = machines.find((machine) => machine.cpu === kind.cpu && machine.cores === kind.cores);
  const measured = `measured before the first page: median ${Math.round(median(samples))} of ${samples.join(', ')}`;
  return recorded
    ? {
        value: recorded.benchmarkIndex,
        source: `recorded for this machine kind in bench/machines.mjs, ${recorded.measured}; ${measured}`,
      }
    : {
        value: median(samples),
        source: `no recorded calibration for this machine kind in bench/machines.mjs, so ${measured}`,
      };
}
