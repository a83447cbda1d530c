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
  const closest = [...batches].sort((a, b) => driftDistance(a) - driftDistance(b))[0];
  return { ...closest, drifted: true };
}

/** How far a batch ran from the calibrated speed (unknown: farthest), to find the closest of those set aside. */
const driftDistance = (batch) => (Number.isFinite(batch.drift) ? Math.abs(batch.drift) : Infinity);

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

/**
 * BENCH_BATCHES (the most batches a page gets, default 3) and BENCH_CALIBRATED_INDEX (a speed to judge by instead of
 * the recorded or measured one), checked before anything starts.
 */
export function methodSettings(env) {
  const batches = Number(env.BENCH_BATCHES ?? 3);
  if (!(Number.isInteger(batches) && batches >= 1))
    throw new Error(`BENCH_BATCHES=${env.BENCH_BATCHES} is not a count ≥ 1`);
  const given = env.BENCH_CALIBRATED_INDEX;
  if (given !== undefined && !(Number(given) > 0))
    throw new Error(`BENCH_CALIBRATED_INDEX=${given} is not a positive number`);
  return { batches, givenIndex: given === undefined ? undefined : Number(given) };
}

/**
 * `visits` visits of one group of `npm run bench:interactions`, in batches of `size` judged as a page's batch is
 * (ADR 078): `gauge()` measures the machine's index right before each visit, `visit(n)` makes the visit and resolves
 * to what it measured. A batch set aside is taken again; each batch a group needs may be taken `attempts` times in
 * all. Resolves to the batches reported (every kept one; when too few were kept, the closest set aside fill the
 * rest and the group is not valid by P1), the batches set aside besides, and whether the group is valid.
 * @template T
 * @param {{ visits: number, size?: number, attempts: number, calibrated: number,
 *   gauge: () => Promise<number>, visit: (n: number) => Promise<T>,
 *   onBatch?: (batch: { batch: number, index: number, drift: number, kept: boolean }) => void }} options
 */
export async function takeBatches({ visits, size = 5, attempts, calibrated, gauge, visit, onBatch }) {
  const needed = Math.ceil(visits / size);
  const batches = [];
  let kept = 0;
  while (kept < needed && batches.length < needed * attempts) {
    const count = Math.min(size, visits - kept * size);
    const runs = [];
    for (let i = 0; i < count; i += 1) {
      const benchmarkIndex = await gauge();
      runs.push({ benchmarkIndex, result: await visit(kept * size + i + 1) });
    }
    const judged = { ...judgeBatch(runs, calibrated), runs, batch: batches.length + 1 };
    batches.push(judged);
    onBatch?.(judged);
    if (judged.kept) kept += 1;
  }
  const fill = [...batches]
    .filter((batch) => !batch.kept)
    .sort((a, b) => driftDistance(a) - driftDistance(b))
    .slice(0, needed - kept);
  const reported = batches.filter((batch) => batch.kept || fill.includes(batch));
  return {
    reported,
    setAside: batches.filter((batch) => !reported.includes(batch)),
    valid: kept === needed,
  };
}

/**
 * The machine's CPU time so far from `/proc/stat`'s first line (Linux; in clock ticks, all CPUs together): `steal` is
 * time the host gave to other guests while this machine wanted to run, `wanted` all the time it wanted to run
 * (everything but idle and I/O wait, steal included).
 */
export function cpuTimesFrom(procStat) {
  const [label, ...fields] = procStat.split('\n')[0].trim().split(/\s+/);
  if (label !== 'cpu' || fields.length < 8)
    throw new Error('not /proc/stat: its first line is not the cpu line');
  // user, nice, system, idle, iowait, irq, softirq, steal; guest time (the fields after) is counted in user already.
  const [user, nice, system, , , irq, softirq, steal] = fields.slice(0, 8).map(Number);
  return { steal, wanted: user + nice + system + irq + softirq + steal };
}

/**
 * The share of the time the machine wanted to run that the host gave to other guests (steal), over spans measured
 * by `cpuTimesFrom` before and after each; NaN when there are none (not Linux) or nothing ran.
 */
export function stolenShare(spans) {
  let steal = 0;
  let wanted = 0;
  for (const { before, after } of spans) {
    steal += after.steal - before.steal;
    wanted += after.wanted - before.wanted;
  }
  return wanted > 0 ? steal / wanted : Number.NaN;
}

/** `stolenShare` of the spans as the record prints it: `7 %`, or `? %` where unknown. */
export function stolenPercent(spans) {
  const share = stolenShare(spans);
  return `${Number.isFinite(share) ? Math.round(share * 100) : '?'} %`;
}
