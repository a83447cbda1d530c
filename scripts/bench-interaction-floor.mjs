// `BENCH_FLOOR=1 npm run bench:interactions`: the floor of the storefront's measured taps on this stack — Radix's radio
// group, select and dialog on React 19 with nothing else (bench/interaction-floor), tapped as the storefront's series
// taps them (scripts/interaction-probe.mjs: a phone at 4× CPU, Event Timing grouped as web-vitals groups it). A
// target below what these take on the same machine cannot be met by any storefront built on Radix here; the
// storefront's own share is its latency above this floor. A report, never a test.
import { chromium } from 'playwright-core';
import { serveMinimalApp } from './budgets/minimal-app.mjs';
import { chromeFlags, machine, recordSection } from './bench-shop.mjs';
import { EVENT_TIMING_FLOOR_MS, reportTable } from './interaction-stats.mjs';
import {
  EVENT_TIMING_RECORDER,
  measureInteraction,
  PHONE,
  phonePage,
  recordRow,
  sortTaps,
} from './interaction-probe.mjs';

/** The pages the floor is measured on: blank, and with as many plain elements as a listing has on a phone. */
const PAGES = [
  { name: 'blank page', fill: 0 },
  { name: 'beside 1 250 elements', fill: 1250 },
];
const TARGET_INP = 100;

/**
 * Measures the floor `reps` times per page and row, records it in bench/RESULTS.md (or prints it, BENCH_RECORD=0)
 * and exits.
 * @param {{ reps: number, port: number, chromePath: string, commit: string }} options
 */
export async function measureInteractionFloor({ reps, port, chromePath, commit }) {
  const origin = `https://127.0.0.1:${port}`;
  const { stop: stopServer } = await serveMinimalApp({
    port,
    http1: false,
    root: 'bench/interaction-floor',
  });
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags({ http1: false }) });
  const rows = new Map();

  /** A fresh phone at 4× CPU on the floor page, recording from its start. */
  async function open(query) {
    const context = await browser.newContext(PHONE);
    await context.addInitScript({ content: EVENT_TIMING_RECORDER });
    const { page } = await phonePage(context);
    await page.goto(`${origin}/?${query}`);
    await page.getByRole('heading', { name: 'Interaction floor' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return { context, page };
  }

  for (let rep = 0; rep < reps; rep++) {
    for (const { name, fill } of PAGES) {
      const { context, page } = await open(`fill=${fill}`);
      const green = page.getByRole('radio', { name: 'Green' });
      const radio = await measureInteraction(
        page,
        green,
        () => green.tap(),
        () => page.getByText('Green', { exact: true }).waitFor(),
      );
      const { opened, choice: chosen } = await sortTaps(page);
      const filters = page.getByRole('button', { name: 'Filters' });
      const sheet = await measureInteraction(
        page,
        filters,
        () => filters.tap(),
        () => page.getByRole('group', { name: 'Brands' }).waitFor(),
      );
      await context.close();
      // Radix's other position for the list (over the trigger, aligned to the chosen order), on a page of its own.
      const aligned = await open(`fill=${fill}&position=item-aligned`);
      const alignedSortBy = aligned.page.getByRole('combobox', { name: 'Sort by' });
      const alignedOpened = await measureInteraction(
        aligned.page,
        alignedSortBy,
        () => alignedSortBy.tap(),
        () => aligned.page.getByRole('listbox').waitFor(),
      );
      await aligned.context.close();
      const ms = (row, measured) => Math.round(recordRow(rows, `${row}, ${name}`, TARGET_INP, measured));
      console.log(
        `floor ${rep + 1}/${reps}, ${name}: radio ${ms('Radio group tap (the variant picker)', radio)} ms, ` +
          `select open ${ms('Select open, popper (the sort list)', opened)} ms, ` +
          `item-aligned ${ms('Select open, item-aligned', alignedOpened)} ms, ` +
          `choice ${ms('Select choice (an order)', chosen)} ms, ` +
          `dialog ${ms('Dialog open (the filter sheet)', sheet)} ms`,
      );
    }
  }

  const browserVersion = browser.version();
  await browser.close();
  stopServer();
  const { table } = reportTable([...rows.values()].sort((a, b) => a.name.localeCompare(b.name)));
  recordSection(
    [
      `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — the interaction floor (\`BENCH_FLOOR=1 npm run bench:interactions\`)`,
      '',
      `- Machine: ${machine()}; Chromium ${browserVersion}; Node ${process.versions.node}; commit ${commit}`,
      `- bench/interaction-floor: Radix's radio group, select and dialog on React 19, nothing else (no design system, app or data), built like the storefront and served as plain files over HTTPS and HTTP/2 on loopback; tapped as the storefront's series taps them: a phone (412 × 823 at 1.75, touch), 4× CPU (CDP), ${reps} visits per row, each in a fresh browser context, each control scrolled into view and drawn before it is tapped`,
      '',
      `The floor (Event Timing, grouped as web-vitals does; ≤ ${EVENT_TIMING_FLOOR_MS} ms counted as ${EVENT_TIMING_FLOOR_MS}; the target is the storefront's, for comparison):`,
      '',
      table,
      '',
    ].join('\n'),
  );
}
