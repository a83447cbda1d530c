// `npm run bench`: a report, never a test (timings need a quiet machine; they are never asserted).
// 1. Builds for production and prints every chunk against its budget (scripts/check-budgets.mjs).
// 2. Builds a minimal React + React Router + TanStack Query app (bench/minimal-app) and reports our own code on the
//    first route: the first route minus that app (ADR 050).
// 3. Serves the build with the demo shop on one origin (the preview:demo server), takes the machine kind's calibrated
//    benchmarkIndex (bench/machines.mjs; else Lighthouse's own benchmark, nine times, before any page, which is
//    measured and printed in any case) and runs Lighthouse (mobile, default
//    simulated throttling) RUNS times per page, one run at a time, after one discarded warm-up run. A page's batch
//    whose median benchmarkIndex drifts more than 20 % from the calibrated value is set aside and taken again, up to
//    BENCH_BATCHES batches (quality bar P1; scripts/bench-method.mjs, ADR 078).
// 4. Appends a dated section (machine, versions, medians and ranges, the batches set aside, the targets P1–P6 missed)
//    to bench/RESULTS.md.
// Environment: BENCH_RUNS (default 5), BENCH_PORT (default 4273), CHROME_PATH (default /usr/bin/chromium),
// BENCH_SKIP_BUILD=1 to measure the dist/ already built, BENCH_PAGES=Home,Cart to measure some pages only,
// BENCH_RECORD=0 to print the series without appending it to bench/RESULTS.md (a diagnosis, not a result),
// BENCH_SERVER_RENDER=1 to measure the opt-in server-rendered first screen (`npm run build:server-render`, the demo
// server with DEMO_SERVER_RENDER=1; docs/performance.md, "Server-rendered first screen") instead of the drop-in,
// BENCH_FLOOR=1 to measure the framework floor instead: the minimal app of step 2, served as plain files, the smallest
// client-rendered page on our stack (what no drop-in page can beat; docs/performance.md, "The framework floor"),
// BENCH_HTTP1=1 to serve over plain HTTP/1.1 (every series before 2026-11-30 16:09) instead of HTTPS and HTTP/2, as a
// shop is served (the demo server's DEMO_HTTPS=1; docs/performance.md, "HTTP/2, as a shop is served"),
// BENCH_BATCHES (default 3) for the most batches a page gets, BENCH_CALIBRATED_INDEX to calibrate by a given value
// instead of measuring it (a machine kind's recorded speed).
// The last run's full Lighthouse report of each page is kept in bench/.reports/ (git-ignored) for diagnosis.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { budgets } from './budgets/budgets.mjs';
import {
  INDEX_DRIFT,
  TARGETS,
  batchToReport,
  driftText,
  judgeBatch,
  median,
  methodSettings,
  stolenPercent,
  targetMisses,
} from './bench-method.mjs';
import {
  apiAnswer,
  calibrate,
  chromeFlags,
  cpuTimesNow,
  machine,
  recordSection,
  startDemoShop,
} from './bench-shop.mjs';
import { evaluateBudgets, modulePreloads } from './budgets/logic.mjs';
import { minimalAppGzip, serveMinimalApp } from './budgets/minimal-app.mjs';
import { pages } from '../bench/pages.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const { batches: BATCHES, givenIndex } = methodSettings(process.env);
const SERVER_RENDER = process.env.BENCH_SERVER_RENDER === '1';
const FLOOR = process.env.BENCH_FLOOR === '1';
const measured = FLOOR ? [{ name: 'Framework floor (bench/minimal-app)', path: '/' }] : pages;
// A page name BENCH_PAGES does not know is refused before anything starts, not found to be missing at the report.
const onlyPages = process.env.BENCH_PAGES?.split(',');
const unknownPage = onlyPages?.find((name) => !measured.some((page) => page.name === name));
if (unknownPage !== undefined)
  throw new Error(`BENCH_PAGES: no page "${unknownPage}" (${measured.map((page) => page.name).join(', ')})`);
const PORT = Number(process.env.BENCH_PORT ?? 4273);
const HTTP1 = process.env.BENCH_HTTP1 === '1';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = chromeFlags({ http1: HTTP1 });
const origin = `${HTTP1 ? 'http' : 'https'}://127.0.0.1:${PORT}`;
const KB = 1024;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

// What is measured: the commit, and whether the work tree differed from it when the build was made.
const commit = `${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()}${
  execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim()
    ? ' (with uncommitted changes)'
    : ''
}`;

// 1. Production build and the budget report.
if (!process.env.BENCH_SKIP_BUILD) {
  if (SERVER_RENDER) execFileSync('npm', ['run', '--silent', 'build:server-render'], { stdio: 'inherit' });
  else execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
const budgetRun = spawnSync(process.execPath, ['scripts/check-budgets.mjs'], { encoding: 'utf8' });
process.stdout.write(budgetRun.stdout + budgetRun.stderr);
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gzipOf = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
// 2. The minimal app, built the same way (scripts/budgets/minimal-app.mjs), and our own code on the first route.
const minimalGzip = await minimalAppGzip();
const ours = evaluateBudgets({
  manifest,
  sizeOf: (file) => ({ raw: 0, gzip: gzipOf(join('dist', file)), brotli: 0 }),
  budgets,
  preloaded: modulePreloads(readFileSync('dist/index.html', 'utf8')),
  framework: minimalGzip,
});
const ratio = ours.criticalGzip / minimalGzip;
console.log(
  `\nFirst route JS ${kb(ours.criticalGzip)} gzip; minimal React + Router + Query app ${kb(minimalGzip)}; our own code ${kb(ours.ownGzip)}`,
);

// 3. The demo shop serving dist/ on one origin (or, for the floor, the minimal app's files, gzipped as the demo
// server sends the storefront's, over the same protocol: scripts/budgets/minimal-app.mjs).
const stopServer = FLOOR
  ? (await serveMinimalApp({ port: PORT, http1: HTTP1 })).stop
  : await startDemoShop({ port: PORT, serverRender: SERVER_RENDER, http1: HTTP1 });
const metricsOf = (lhr) => {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  // What Chromium itself saw, unthrottled, on loopback. Lighthouse's simulated FCP counts every request and task that
  // started before this moment, so a late first frame here puts the whole first route into the simulated FCP.
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  // The LCP element and LCP's phases (Lighthouse's "LCP breakdown" insight): where the time goes is the lever.
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const phases = Object.fromEntries(
    (breakdown.find((i) => i.type === 'table')?.items ?? []).map((row) => [row.subpart, row.duration]),
  );
  const element = breakdown.find((i) => i.type === 'node');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    js: scripts?.transferSize ?? NaN,
    observedFcp: observed.observedFirstContentfulPaint ?? NaN,
    observedLoad: observed.observedLoad ?? NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    ttfb: phases.timeToFirstByte ?? NaN,
    loadDelay: phases.resourceLoadDelay ?? 0,
    loadTime: phases.resourceLoadDuration ?? 0,
    renderDelay: phases.elementRenderDelay ?? NaN,
    lcpElement: element
      ? `${element.snippet ?? ''} "${String(element.nodeLabel ?? '').slice(0, 60)}"`
      : '(none)',
  };
};

const shopAnswer = apiAnswer(origin, { http1: HTTP1 });
/** The share of runs' CPU time the host gave to other guests, `7 %`. */
const stealPercent = (runs) => stolenPercent(runs.map((run) => run.cpu));

/**
 * One batch: RUNS Lighthouse runs of a page in a Chromium of its own, after a discarded warm-up run (a fresh
 * browser's first navigation also pays for its own start-up, which Lighthouse would count as server response time).
 * Lighthouse clears the origin's cache, cookies and storage before every run, so each measured run is a first visit.
 */
async function measureBatch(page, path, batch) {
  const runs = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    for (let i = 0; i <= RUNS; i += 1) {
      const before = cpuTimesNow();
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (i === 0) continue;
      browserVersion ||= result.lhr.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1] ?? '';
      // The machine's CPU times around the run: how much of it the host gave to other guests (steal).
      const m = { ...metricsOf(result.lhr), cpu: { before, after: cpuTimesNow() } };
      runs.push(m);
      writeFileSync(`bench/.reports/${page.name.replace(/\W+/g, '-').toLowerCase()}.json`, result.report);
      console.log(
        `${page.name} ${path} batch ${batch} run ${i}/${RUNS}: score ${m.score}, FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms (TTFB ${Math.round(m.ttfb)}, load delay ${Math.round(m.loadDelay)}, load ${Math.round(m.loadTime)}, render delay ${Math.round(m.renderDelay)}; ${m.lcpElement}), TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}, benchmarkIndex ${Math.round(m.benchmarkIndex)}, host's steal ${stealPercent([m])}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return runs;
}

// The machine's calibrated speed (quality bar P1, ADR 078).
const { value: calibrated, source: calibrationSource } = await calibrate({
  givenIndex,
  chromePath: CHROME_PATH,
  chromeFlags: CHROME_FLAGS,
});

const results = [];
let browserVersion = '';
try {
  mkdirSync('bench/.reports', { recursive: true });
  for (const page of measured.filter((p) => !onlyPages || onlyPages.includes(p.name))) {
    const path = typeof page.path === 'function' ? await page.path(shopAnswer) : page.path;
    const batches = [];
    for (let batch = 1; batch <= BATCHES; batch += 1) {
      const runs = await measureBatch(page, path, batch);
      const judged = { ...judgeBatch(runs, calibrated), runs, batch };
      batches.push(judged);
      console.log(
        `${page.name}: batch ${batch}'s benchmarkIndex ${Math.round(judged.index)}, ${driftText(judged.drift)} from the calibrated ${Math.round(calibrated)}: ${judged.kept ? 'kept' : 'set aside'}`,
      );
      if (judged.kept) break;
    }
    const reported = batchToReport(batches);
    results.push({
      ...page,
      path,
      runs: reported.runs,
      reported,
      setAside: batches.filter((b) => b.batch !== reported.batch),
    });
  }
} finally {
  stopServer();
}

// 4. The report.
const range = (xs, f) => `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;
const ms = (x) => `${(x / 1000).toFixed(2)} s`;
const msInt = (x) => `${Math.round(x)} ms`;
const cls = (x) => x.toFixed(3);
const int = (x) => String(Math.round(x));
const columns = [
  ['Score', 'score', int],
  ['FCP', 'fcp', ms],
  ['LCP', 'lcp', ms],
  ['TBT', 'tbt', msInt],
  ['CLS', 'cls', cls],
  ['SI', 'si', ms],
  ['LCP: TTFB', 'ttfb', msInt],
  ['load delay', 'loadDelay', msInt],
  ['load time', 'loadTime', msInt],
  ['render delay', 'renderDelay', msInt],
  ['JS transferred', 'js', kb],
  ['FCP seen by Chromium', 'observedFcp', ms],
  ['load seen by Chromium', 'observedLoad', ms],
  // Lighthouse's measure of the machine, taken at each run's start: a slow stretch of the machine shows as a lower
  // index (docs/performance.md, "Where we stand").
  ['benchmarkIndex', 'benchmarkIndex', int],
];
// Which batch a page's row is (quality bar P1): the first one within the drift allowed, else the closest; and the
// share of its CPU time the host gave to other guests.
const batchCell = ({ reported, setAside }) =>
  `${driftText(reported.drift)}, ${reported.drifted ? `drifted (closest of ${setAside.length + 1})` : `kept (batch ${reported.batch})`}, steal ${stealPercent(reported.runs)}`;
const rows = results.map((result) => {
  const cells = columns.map(([, key, f]) => {
    const xs = result.runs.map((r) => r[key]);
    return `${f(median(xs))} (${range(xs, f)})`;
  });
  return `| ${result.name} \`${result.path}\` | ${cells.join(' | ')} | ${batchCell(result)} |`;
});
// Batches set aside stay in the record, with their medians: a rejected batch is shown, never hidden.
const setAside = results.flatMap(({ name, setAside: batches }) =>
  batches.map(
    ({ batch, index, drift, runs }) =>
      `- ${name}, batch ${batch}: benchmarkIndex ${Math.round(index)} (${driftText(drift)}), host's steal ${stealPercent(runs)}; score ${median(runs.map((r) => r.score))}, FCP ${ms(median(runs.map((r) => r.fcp)))}, LCP ${ms(median(runs.map((r) => r.lcp)))}, TBT ${msInt(median(runs.map((r) => r.tbt)))}, CLS ${cls(median(runs.map((r) => r.cls)))}`,
  ),
);
// The LCP element each page's runs named most often (the phases above are the LCP breakdown of the same runs).
const mostCommon = (xs) =>
  [...xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map())].sort((a, b) => b[1] - a[1])[0]?.[0] ??
  '';
const elements = results.map(
  ({ name, runs }) => `- ${name}: LCP element ${mostCommon(runs.map((r) => r.lcpElement))}`,
);
const misses = results.flatMap(({ name, runs }) => targetMisses(runs).map((miss) => `${name}: ${miss}`));
const drifted = results.filter((r) => r.reported.drifted).map((r) => r.name);
const targetList = TARGETS.map(
  ({ id, label, op, target, worstRun, key }) =>
    `${id} ${label} ${op} ${{ score: String, cls: String, tbt: msInt }[key]?.(target) ?? ms(target)}${worstRun ? ` with no run under ${worstRun}` : ''}`,
).join(', ');
const bench = median(results.flatMap((r) => r.runs.map((x) => x.benchmarkIndex)));
const lhVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
const section = [
  `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `- Machine: ${machine()}; Lighthouse benchmarkIndex (median) ${Math.round(bench)}; calibrated ${Math.round(calibrated)} (${calibrationSource}): a page's batch is kept when its median index is within ±${INDEX_DRIFT * 100} % of it, else taken again, up to ${BATCHES} batches (quality bar P1)`,
  `- Lighthouse ${lhVersion}, mobile, default simulated throttling (150 ms RTT, 1.6 Mbps, 4× CPU); Chromium ${browserVersion}; Node ${process.versions.node}; ${RUNS} runs per page, one at a time after a discarded warm-up run, Lighthouse resetting cache and storage before each`,
  FLOOR
    ? `- **Framework floor** (\`BENCH_FLOOR=1\`): bench/minimal-app (React 19, React Router's data router with a loader, TanStack Query: ${kb(minimalGzip)} of JavaScript), built like the storefront and served as plain files${HTTP1 ? '' : ' over HTTPS and HTTP/2, as the storefront'}; the smallest client-rendered page on the stack, which no drop-in page can beat`
    : SERVER_RENDER
      ? `- **Server-rendered first screen** (\`npm run build:server-render\`, demo server with \`DEMO_SERVER_RENDER=1\`; docs/performance.md, "Server-rendered first screen"): each page's first screen rendered on the server and hydrated${HTTP1 ? ', over plain HTTP/1.1 (`BENCH_HTTP1=1`)' : ', over HTTPS and HTTP/2 (`DEMO_HTTPS=1`)'}; the first-route figures below are the drop-in's way of counting, for reference`
      : `- Served by the demo shop server (\`preview:demo\`: production build + demo API on one origin, loopback, compressed)${HTTP1 ? ', over plain HTTP/1.1 (`BENCH_HTTP1=1`)' : ', over HTTPS and HTTP/2 (`DEMO_HTTPS=1`: a self-signed certificate Chromium is told to accept; docs/performance.md, "HTTP/2, as a shop is served")'}; pages and answers as a deployment serves them (docs/performance.md, "Route preloads of screens and answers"); JS transferred is the page's own script requests (the other screens' chunks are precached by the service worker: docs/performance.md, "Service worker precache")`,
  `- Commit ${commit}`,
  `- First route JS (entry, Home route and index.html's preloads, gzip 9): **${kb(ours.criticalGzip)}** (ceiling ${kb(budgets.criticalPath.ceiling)}); minimal React + React Router + TanStack Query app: ${kb(minimalGzip)}; our own code **${kb(ours.ownGzip)}** (P8 budget ${kb(budgets.criticalPath.ownCode)}); ratio ×${ratio.toFixed(2)}`,
  '',
  'Median (min–max):',
  '',
  `| Page | ${columns.map(([label]) => label).join(' | ')} | batch (index vs calibrated; the host's steal) |`,
  `| --- | ${columns.map(() => '---').join(' | ')} | --- |`,
  ...rows,
  '',
  ...elements,
  '',
  ...(setAside.length
    ? [`Batches set aside (index drifted more than ${INDEX_DRIFT * 100} %; medians):`, '', ...setAside, '']
    : []),
  `Targets (quality bar ${targetList}): ${misses.length ? `missed — ${misses.join('; ')}` : 'all met'}.`,
  ...(drifted.length
    ? ['', `Not a valid measurement by P1 (every batch drifted): ${drifted.join(', ')}.`]
    : []),
  '',
].join('\n');

recordSection(section);
