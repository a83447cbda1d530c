// `npm run bench:what-if`: what each request before a page's largest paint is worth to Lighthouse's LCP — a
// diagnosis, never a test, and not a measurement (`npm run bench` measures; bench/RESULTS.md records both).
//
// For each page of bench/pages.mjs: records BENCH_RUNS loads (default 3, after a discarded warm-up) with
// Lighthouse's gather mode, audits each, keeps the run with the median LCP, then audits that same load again once per
// request that ended before its observed largest paint (≥ BENCH_MIN_KB, default 2 KB), with that request's bytes
// taken out (scripts/lantern-what-if.mjs), then with them taken out together, largest first (the first route's
// script kept), until the estimate reaches 1.8 s. Prints, per page, the LCP of the load and of each what-if: what a
// lever that removed those bytes from before the largest paint could give, free of this machine's run-to-run noise.
// Then the main thread of the same load: its BENCH_TASKS (default 10) longest tasks each taken down to nothing, and
// every task at half its length, and every task without the compiling of functions on their first call (the most V8's
// compile hint could move off the thread), with TBT and LCP for each (Lantern charges LCP with layout, paint and
// parsing only).
// It answers for the recorded load: the observed largest paint stays where it was (a lever that moves the paint itself
// is not modelled), and the estimate moves in steps of about half a round trip, so one request can read 0 ms where
// several together move it.
// BENCH_WHAT_IF="name=urlPart,urlPart;name2=…" adds named groups taken out together (say, the answers and the
// chunks one change would move). The same environment as `npm run bench`: BENCH_PORT, CHROME_PATH, BENCH_SKIP_BUILD,
// BENCH_PAGES, BENCH_HTTP1 (the server render is not a drop-in page and has nothing to remove).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apiAnswer, chromeFlags, startDemoShop } from './bench-shop.mjs';
import {
  mainThreadTasks,
  medianIndex,
  requestsBeforeLcp,
  withScaledRequests,
  withScaledTasks,
} from './lantern-what-if.mjs';
import { pages } from '../bench/pages.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET = 1800; // ms: issue 36 and quality-bar P2
const TASK_MIN_MS = 10; // Lantern's own threshold for a task in its graph
const TASK_ROWS = Number(process.env.BENCH_TASKS ?? 10);
const MIN_BYTES = Number(process.env.BENCH_MIN_KB ?? 2) * 1024;
const PORT = Number(process.env.BENCH_PORT ?? 4273);
const HTTP1 = process.env.BENCH_HTTP1 === '1';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const origin = `${HTTP1 ? 'http' : 'https'}://127.0.0.1:${PORT}`;
const groups = (process.env.BENCH_WHAT_IF ?? '')
  .split(';')
  .filter(Boolean)
  .map((group) => {
    const [name, parts = ''] = group.split('=');
    return {
      name: name.trim(),
      parts: parts
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    };
  });

const settings = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  // V8's compilation of each function on its first call, for the compilation row; Lantern ignores it.
  additionalTraceCategories: 'disabled-by-default-v8.compile',
};
const lcpOf = (lhr) => lhr.audits['largest-contentful-paint'].numericValue;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const short = (url) => url.replace(origin, '').slice(0, 70);

/** Audits the load saved in `dir` again with some requests' bytes scaled (`factorOf`); its Lighthouse report. */
async function auditWith(dir, factorOf, tasks = { indexes: [], factor: 1 }) {
  const copy = mkdtempSync(join(tmpdir(), 'mf-what-if-'));
  try {
    writeFileSync(join(copy, 'artifacts.json'), readFileSync(join(dir, 'artifacts.json')));
    const trace = JSON.parse(readFileSync(join(dir, 'trace.json'), 'utf8'));
    writeFileSync(
      join(copy, 'trace.json'),
      JSON.stringify(tasks.indexes.length ? withScaledTasks(trace, tasks.indexes, tasks.factor) : trace),
    );
    const log = JSON.parse(readFileSync(join(dir, 'devtoolslog.json'), 'utf8'));
    const { log: edited, changed } = withScaledRequests(log, factorOf);
    writeFileSync(join(copy, 'devtoolslog.json'), JSON.stringify(edited));
    const result = await lighthouse(origin, { ...settings, auditMode: copy });
    return { lhr: result.lhr, changed };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (!process.env.BENCH_SKIP_BUILD)
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const stopServer = await startDemoShop({ port: PORT, serverRender: false, http1: HTTP1 });
const shopAnswer = apiAnswer(origin, { http1: HTTP1 });
const work = mkdtempSync(join(tmpdir(), 'mf-what-if-runs-'));
const lines = [];
try {
  const only = process.env.BENCH_PAGES?.split(',');
  for (const page of pages.filter((p) => !only || only.includes(p.name))) {
    const path = typeof page.path === 'function' ? await page.path(shopAnswer) : page.path;
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: chromeFlags({ http1: HTTP1 }),
    });
    const runs = [];
    try {
      for (let i = 0; i <= RUNS; i += 1) {
        const dir = join(work, `${page.name.replace(/\W+/g, '-')}-${i}`);
        await lighthouse(`${origin}${path}`, { ...settings, port: chrome.port, gatherMode: dir });
        if (i === 0) continue;
        const { lhr } = await auditWith(dir, () => undefined);
        runs.push({ dir, lhr });
      }
    } finally {
      await chrome.kill();
    }
    const { dir, lhr } = runs[medianIndex(runs.map((r) => lcpOf(r.lhr)))];
    const base = lcpOf(lhr);
    const observed = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
    const all = requestsBeforeLcp(lhr, 0);
    const candidates = all.filter((r) => r.transferSize >= MIN_BYTES);
    const before = all.reduce((sum, r) => sum + r.transferSize, 0);
    lines.push(
      '',
      `${page.name} \`${path}\`: LCP ${s(base)} (median of ${RUNS}: ${runs.map((r) => s(lcpOf(r.lhr))).join(', ')}); observed largest paint ${Math.round(observed)} ms; ${(before / 1024).toFixed(1)} KB in ${all.length} requests before it besides the page`,
      '',
      '| Without | KB | LCP | Δ |',
      '| --- | --- | --- | --- |',
    );
    const row = async (label, kb, factorOf) => {
      const { lhr: edited, changed } = await auditWith(dir, factorOf);
      const lcp = lcpOf(edited);
      const line = `| ${label}${changed ? '' : ' (not in this load)'} | ${kb.toFixed(1)} | ${s(lcp)} | ${Math.round(lcp - base)} ms |`;
      lines.push(line);
      console.log(`${page.name}: ${line}`);
    };
    for (const group of groups) {
      const inGroup = all.filter((r) => group.parts.some((part) => r.url.includes(part)));
      const kb = inGroup.reduce((sum, r) => sum + r.transferSize, 0) / 1024;
      await row(group.name, kb, (url) => (group.parts.some((part) => url.includes(part)) ? 0 : undefined));
    }
    for (const request of candidates) {
      await row(short(request.url), request.transferSize / 1024, (url) =>
        url === request.url ? 0 : undefined,
      );
    }
    // Together, largest first, keeping the first route's own script (what is left around the framework): how much
    // must go before the estimate reaches the target. One request alone often moves it by nothing, since the
    // simulated connection's slow-start round trips come in steps.
    const gone = new Set();
    let kbGone = 0;
    const firstRoute = /\/assets\/(first-route|index|rolldown-runtime)-[^/]*\.js$/;
    for (const request of candidates.filter((r) => !firstRoute.test(r.url))) {
      gone.add(request.url);
      kbGone += request.transferSize / 1024;
      const { lhr: edited } = await auditWith(dir, (url) => (gone.has(url) ? 0 : undefined));
      const lcp = lcpOf(edited);
      const line = `| and ${short(request.url)} | ${kbGone.toFixed(1)} | ${s(lcp)} | ${Math.round(lcp - base)} ms |`;
      lines.push(line);
      console.log(`${page.name}: ${line}`);
      if (lcp <= TARGET) break;
    }
    // The main thread: the longest tasks of the same load, each taken down to nothing (TBT and LCP), then the
    // whole thread at half speed, for scale. TBT counts every task; LCP only layout, paint and parsing.
    const tbtOf = (report) => report.audits['total-blocking-time'].numericValue;
    const baseTbt = tbtOf(lhr);
    const trace = JSON.parse(readFileSync(join(dir, 'trace.json'), 'utf8'));
    const tasks = mainThreadTasks(trace, TASK_MIN_MS);
    lines.push(
      '',
      `${page.name}, the main thread: TBT ${Math.round(baseTbt)} ms; ${tasks.length} tasks of ≥ ${TASK_MIN_MS} ms, ${Math.round(tasks.reduce((sum, t) => sum + t.duration, 0))} ms together (unthrottled), ${Math.round(tasks.reduce((sum, t) => sum + t.compile, 0))} ms of it compiling functions on their first call`,
      '',
      '| Without the task | ms | TBT | Δ TBT | Δ LCP |',
      '| --- | --- | --- | --- | --- |',
    );
    const taskRow = async (label, duration, indexes, factor) => {
      const { lhr: edited } = await auditWith(dir, () => undefined, { indexes, factor });
      const line = `| ${label} | ${Math.round(duration)} | ${Math.round(tbtOf(edited))} ms | ${Math.round(tbtOf(edited) - baseTbt)} ms | ${Math.round(lcpOf(edited) - base)} ms |`;
      lines.push(line);
      console.log(`${page.name}: ${line}`);
    };
    const longest = [...tasks].sort((a, b) => b.duration - a.duration).slice(0, TASK_ROWS);
    for (const task of longest.sort((a, b) => a.start - b.start)) {
      const compiling = task.compile >= 1 ? `, compiling ${Math.round(task.compile)} ms` : '';
      await taskRow(
        `at ${Math.round(task.start)} ms: ${task.kind}${compiling}`,
        task.duration,
        [task.index],
        0,
      );
    }
    const everyTask = tasks.map((t) => t.index);
    await taskRow(
      `every task of ≥ ${TASK_MIN_MS} ms at half its length`,
      tasks.reduce((sum, t) => sum + t.duration, 0),
      everyTask,
      0.5,
    );
    // What compiling the functions while their script streams in (V8's compile hint, off the main thread) would
    // give at most: every task without the compilation it did for first calls.
    const withoutCompiling = new Map(tasks.map((t) => [t.index, (t.duration - t.compile) / t.duration]));
    await taskRow(
      `every task of ≥ ${TASK_MIN_MS} ms without its compiling on first calls`,
      tasks.reduce((sum, t) => sum + t.compile, 0),
      everyTask,
      (index) => withoutCompiling.get(index) ?? 1,
    );
  }
} finally {
  stopServer();
  rmSync(work, { recursive: true, force: true });
}
console.log(lines.join('\n'));
process.exit(0);
