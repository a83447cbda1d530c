// What a request is worth to Lighthouse's simulated LCP, without the noise of a new run (`npm run bench:what-if`).
//
// Lighthouse's simulation (Lantern) estimates LCP from one recorded load: every request that ended before the
// observed largest paint, downloaded again over the simulated slow 4G (over HTTP/2 one connection per origin, one
// request after another), plus the tasks that laid out or painted the page. A recorded load can therefore be
// audited again with a request's bytes changed (Lighthouse's audit mode, `-A`, over the saved artifacts) and gives,
// for the same load, the LCP the page would have without that request: deterministic, where two real runs on this
// machine differ by ±80 ms. The helpers here choose the requests and change the recorded bytes; the script runs them.

/**
 * The requests worth asking about: those Lighthouse lists (its `network-requests` audit) that ended before the
 * observed largest paint, with at least `minBytes` transferred, largest first. `data:` URLs and the page itself are
 * left out (the first costs nothing on the network; without the second there is no page).
 * @param {{ audits: Record<string, any> }} lhr
 * @param {number} minBytes
 */
export function requestsBeforeLcp(lhr, minBytes) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const cutoff = metrics.observedLargestContentfulPaint;
  if (typeof cutoff !== 'number') throw new Error('the report has no observed largest contentful paint');
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const page = items[0]?.url;
  return items
    .filter(
      (r) =>
        r.url !== page &&
        !r.url.startsWith('data:') &&
        r.networkEndTime <= cutoff &&
        (r.transferSize ?? 0) >= minBytes,
    )
    .map((r) => ({ url: r.url, transferSize: r.transferSize, endTime: r.networkEndTime }))
    .sort((a, b) => b.transferSize - a.transferSize);
}

/**
 * A copy of a DevTools protocol log in which each request whose URL `factorOf` names carries that share of its
 * recorded bytes (0: as if it had not been sent; 0.5: half). Lantern reads a request's size from the protocol's
 * `encodedDataLength` fields, which are all scaled. Returns the copy and how many requests changed.
 * @param {Array<{ method: string, params: any }>} log
 * @param {(url: string) => number | undefined} factorOf
 */
export function withScaledRequests(log, factorOf) {
  const copy = structuredClone(log);
  const urlOf = new Map();
  for (const event of copy) {
    if (event.method === 'Network.requestWillBeSent')
      urlOf.set(event.params.requestId, event.params.request.url);
  }
  const changed = new Set();
  for (const event of copy) {
    const url = urlOf.get(event.params?.requestId);
    const factor = url === undefined ? undefined : factorOf(url);
    if (factor === undefined) continue;
    const scale = (n) => Math.round((n ?? 0) * factor);
    if (event.method === 'Network.loadingFinished') {
      event.params.encodedDataLength = scale(event.params.encodedDataLength);
      changed.add(event.params.requestId);
    } else if (event.method === 'Network.dataReceived') {
      event.params.encodedDataLength = scale(event.params.encodedDataLength);
    } else if (event.method === 'Network.responseReceived') {
      event.params.response.encodedDataLength = scale(event.params.response.encodedDataLength);
    }
  }
  return { log: copy, changed: changed.size };
}

/** The index of the median value (the lower of the two middle ones for an even count), so it names a real run. */
export function medianIndex(values) {
  const order = values.map((v, i) => [v, i]).sort((a, b) => a[0] - b[0]);
  return order[Math.floor((order.length - 1) / 2)][1];
}

/** What a task did, in a few words, from the trace events inside it (for the what-if's table). */
const kindOf = (names, scriptUrl) =>
  [
    names.has('v8.evaluateModule') ? 'module evaluation' : '',
    names.has('Layout') || names.has('UpdateLayoutTree') ? 'style and layout' : '',
    names.has('Paint') ? 'paint' : '',
    names.has('ParseHTML') ? 'HTML parsing' : '',
    names.has('TimerFire') ? 'timer' : '',
    names.has('FunctionCall') ? `script${scriptUrl ? ` (${scriptUrl})` : ''}` : '',
  ]
    .filter(Boolean)
    .join(', ') || 'browser work';

/**
 * The page's main thread: the renderer thread on which the navigation to the measured page (an http(s) address, not
 * the blank page Lighthouse starts from or a browser page) began; its complete events.
 * @param {Array<Record<string, any>>} events
 */
function pageThread(events) {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('the trace has no navigation to a page');
  const onMain = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X');
  return { navigation, onMain };
}

/** Milliseconds covered by `events` (complete events), overlaps counted once. */
const covered = (events) => {
  let total = 0;
  let end = -Infinity;
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    const to = e.ts + (e.dur ?? 0);
    if (to <= end) continue;
    total += to - Math.max(e.ts, end);
    end = to;
  }
  return total / 1000;
};

/**
 * The page's main-thread tasks of at least `minMs` (the renderer's thread that parsed the page), in order, each with
 * its start (ms after the navigation), duration, what it did and how much of it was V8 compiling functions on their
 * first call (`V8.CompileCode`, traced only with the category `disabled-by-default-v8.compile`; 0 without it).
 * `index` names it for `withScaledTasks`.
 * @param {{ traceEvents: Array<Record<string, any>> }} trace
 * @param {number} minMs
 */
export function mainThreadTasks(trace, minMs) {
  const { navigation, onMain } = pageThread(trace.traceEvents);
  const start = navigation.ts;
  const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  return tasks.flatMap((task, index) => {
    if (task.dur < minMs * 1000) return [];
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur,
    );
    const script = inside.find((e) => e.name === 'FunctionCall' && e.args?.data?.url)?.args.data.url;
    return [
      {
        index,
        start: (task.ts - start) / 1000,
        duration: task.dur / 1000,
        kind: kindOf(new Set(inside.map((e) => e.name)), script?.replace(/^https?:\/\/[^/]+/, '')),
        compile: covered(inside.filter((e) => e.name === 'V8.CompileCode')),
      },
    ];
  });
}

/**
 * A copy of a trace in which the main-thread tasks named by `indexes` (from `mainThreadTasks`) took `factor` of
 * their time, everything inside them shrunk with them: what a change that made that work shorter would have given,
 * for Lantern's TBT (every task counts) and LCP (only layout, paint and parsing tasks do). `factor` is one for all,
 * or each task's own (from its index).
 * @param {{ traceEvents: Array<Record<string, any>> }} trace
 * @param {number[]} indexes
 * @param {number | ((index: number) => number)} factor
 */
export function withScaledTasks(trace, indexes, factor) {
  const copy = structuredClone(trace);
  const { onMain } = pageThread(copy.traceEvents);
  const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  for (const index of indexes) {
    const task = tasks[index];
    if (!task) throw new Error(`no main-thread task ${index}`);
    const scale = typeof factor === 'function' ? factor(index) : factor;
    const end = task.ts + task.dur;
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
      e.ts = task.ts + (e.ts - task.ts) * scale;
      e.dur = (e.dur ?? 0) * scale;
    }
    task.dur = Math.max(1, task.dur * scale);
  }
  return copy;
}
