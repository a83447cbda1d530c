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
