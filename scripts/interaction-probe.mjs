// How `npm run bench:interactions` times a tap, shared by its storefront series (scripts/bench-interactions.mjs) and
// its floor (scripts/bench-interaction-floor.mjs, BENCH_FLOOR=1), so both are measured alike: a phone at 4× CPU,
// each control scrolled into view and drawn before the tap, the tap's latency from the page's Event Timing entries
// grouped as web-vitals groups them (scripts/interaction-stats.mjs).
import { EVENT_TIMING_FLOOR_MS, interactionsFrom } from './interaction-stats.mjs';

export const CPU_RATE = 4;
/** Lighthouse's mobile device, with touch; HTTPS errors ignored for the demo server's self-signed certificate. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  ignoreHTTPSErrors: true,
};

/**
 * A new page of `context` with its CPU slowed as a phone's (CPU_RATE, through CDP): every tap of the series and of its
 * floor runs on one of these.
 * @param {import('playwright-core').BrowserContext} context
 */
export async function phonePage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  return { page, cdp };
}

/** A page script that keeps every Event Timing entry of an interaction in `window.__eventTiming`. */
export const EVENT_TIMING_RECORDER = `window.__eventTiming = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    if (e.interactionId)
      window.__eventTiming.push({ interactionId: e.interactionId, name: e.name, startTime: e.startTime,
        duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
}).observe({ type: 'event', durationThreshold: ${EVENT_TIMING_FLOOR_MS}, buffered: true });`;

/**
 * Scrolls `target` into view and lets the page draw it, as a shopper scrolls to a control before tapping it:
 * otherwise the tap's own scroll (Playwright scrolls a control into view) and the sections it reveals would be
 * counted in the interaction.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} target
 */
export async function inView(page, target) {
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
}

/**
 * The latency of what `act` does to `target` (its slowest interaction when it is several, as typing is), once `settled` says
 * the page answered and Event Timing has had time to report the frame; ≤ 16 ms when no event reached the floor.
 * The page must run EVENT_TIMING_RECORDER from its start.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} target
 * @param {() => Promise<unknown>} act
 * @param {() => Promise<unknown>} settled
 */
export async function measureInteraction(page, target, act, settled) {
  await inView(page, target);
  const from = await page.evaluate(() => performance.now());
  await act();
  await settled();
  await page.waitForTimeout(800);
  const entries = await page.evaluate(
    (since) => window.__eventTiming.filter((e) => e.startTime >= since),
    from,
  );
  const found = interactionsFrom(entries);
  if (found.length === 0)
    return { latency: EVENT_TIMING_FLOOR_MS, inputDelay: 0, processing: 0, presentation: 0 };
  return found.reduce((slowest, i) => (i.latency > slowest.latency ? i : slowest));
}

/**
 * A listing's sort control tapped open, then the order _Top Rated_ tapped in its list: the two latencies. The
 * storefront's series and its floor tap it alike; `chosen` is what else the choice must have done before the list
 * has gone (the storefront's address).
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<unknown>} [chosen]
 */
export async function sortTaps(page, chosen = () => Promise.resolve()) {
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  const listbox = page.getByRole('listbox');
  const opened = await measureInteraction(
    page,
    sortBy,
    () => sortBy.tap(),
    () => listbox.waitFor(),
  );
  const topRated = listbox.getByRole('option', { name: 'Top Rated' });
  const choice = await measureInteraction(
    page,
    topRated,
    () => topRated.tap(),
    () => chosen().then(() => listbox.waitFor({ state: 'detached' })),
  );
  return { opened, choice };
}

const PHASES = /** @type {const} */ (['inputDelay', 'processing', 'presentation']);
/**
 * Adds a measurement (`{ latency }`, with the phases where a tap has them) to its row of `table` (a Map by row name,
 * the rows scripts/interaction-stats.mjs's `reportTable` prints); returns its latency.
 * @param {Map<string, any>} table
 * @param {string} name
 * @param {number} target
 * @param {{ latency: number, inputDelay?: number, processing?: number, presentation?: number }} measured
 */
export function recordRow(table, name, target, measured) {
  const row = table.get(name) ?? {
    name,
    target,
    values: [],
    ...(PHASES[0] in measured ? { phases: { inputDelay: [], processing: [], presentation: [] } } : {}),
  };
  row.values.push(measured.latency);
  if (row.phases) for (const phase of PHASES) row.phases[phase].push(measured[phase]);
  table.set(name, row);
  return measured.latency;
}
