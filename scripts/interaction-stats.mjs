// The arithmetic of `npm run bench:interactions` (quality-bar P5's interactions, P7 and P15), kept apart from the
// browser so it is tested: Event Timing entries grouped into interactions as web-vitals groups them, percentiles
// by nearest rank, and the report's Markdown table.

/**
 * Event Timing reports no event shorter than 16 ms (its smallest `durationThreshold`): an interaction without an
 * entry took at most this long, and is counted as this long (an upper bound, never a guess below it).
 */
export const EVENT_TIMING_FLOOR_MS = 16;

/**
 * Interactions from the page's Event Timing entries (`{ interactionId, name, startTime, duration, processingStart,
 * processingEnd }`; entries without an interaction id, such as `mouseover`, are left out). As web-vitals reads them,
 * an interaction's latency is the longest duration among its events (a tap's pointerdown, pointerup and click share
 * one id); its phases come from that longest event: the input delay until its handlers start, the time in its
 * handlers, and the presentation delay until the next frame is painted. In the order they started.
 */
export function interactionsFrom(entries) {
  const byId = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const longest = byId.get(entry.interactionId);
    if (!longest || entry.duration > longest.duration) byId.set(entry.interactionId, entry);
  }
  return [...byId.values()]
    .sort((a, b) => a.startTime - b.startTime)
    .map((entry) => ({
      id: entry.interactionId,
      name: entry.name,
      startTime: entry.startTime,
      latency: entry.duration,
      inputDelay: Math.max(0, entry.processingStart - entry.startTime),
      processing: Math.max(0, entry.processingEnd - entry.processingStart),
      presentation: Math.max(0, entry.startTime + entry.duration - entry.processingEnd),
    }));
}

/** The value at percentile `p` (0–100) by nearest rank: p75 of twenty values is the fifteenth smallest. */
export function percentile(values, p) {
  if (values.length === 0) throw new Error('percentile of no values');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile ${p} is outside (0, 100]`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
}

/** p75, median, smallest and largest of a series. */
export function summarise(values) {
  return {
    n: values.length,
    p75: percentile(values, 75),
    median: percentile(values, 50),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

const ms = (value) => `${Math.round(value)} ms`;

/**
 * One row per measured thing: `{ name, values, target, phases? }` (`phases`: the interactions' input delays,
 * processing and presentation delays, each a series), as a Markdown table of p75, median and range against the
 * target, and the list of what missed it.
 */
export function reportTable(rows, { unit = 'Latency' } = {}) {
  const lines = [
    `| What | Runs | ${unit} p75 | median (min–max) | target | phases at the median: input delay / processing / presentation |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const missed = [];
  for (const row of rows) {
    const s = summarise(row.values);
    const phases = row.phases
      ? [row.phases.inputDelay, row.phases.processing, row.phases.presentation]
          .map((series) => ms(percentile(series, 50)))
          .join(' / ')
      : '—';
    lines.push(
      `| ${row.name} | ${s.n} | **${ms(s.p75)}** | ${ms(s.median)} (${ms(s.min)}–${ms(s.max)}) | ≤ ${ms(row.target)} | ${phases} |`,
    );
    if (s.p75 > row.target) missed.push(`${row.name}: p75 ${ms(s.p75)} vs ≤ ${ms(row.target)}`);
  }
  return { table: lines.join('\n'), missed };
}
