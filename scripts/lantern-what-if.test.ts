import { describe, expect, it } from 'vitest';
import { medianIndex, requestsBeforeLcp, withScaledRequests } from './lantern-what-if.mjs';

const report = (observedLcp: number | undefined) => ({
  audits: {
    metrics: { details: { items: [{ observedLargestContentfulPaint: observedLcp }] } },
    'network-requests': {
      details: {
        items: [
          { url: 'https://shop.test/cart', transferSize: 9_000, networkEndTime: 20 },
          { url: 'https://shop.test/assets/first-route.js', transferSize: 126_000, networkEndTime: 200 },
          { url: 'https://shop.test/language/keywords', transferSize: 11_700, networkEndTime: 240 },
          { url: 'https://shop.test/assets/tiny.js', transferSize: 300, networkEndTime: 250 },
          { url: 'data:image/svg+xml,%3Csvg%3E', transferSize: 0, networkEndTime: 260 },
          { url: 'https://shop.test/assets/late.js', transferSize: 5_000, networkEndTime: 900 },
        ],
      },
    },
  },
});

describe('the requests a what-if asks about', () => {
  it('are those that ended before the observed largest paint, large enough to matter, largest first', () => {
    expect(requestsBeforeLcp(report(700), 1024).map((r) => r.url)).toEqual([
      'https://shop.test/assets/first-route.js',
      'https://shop.test/language/keywords',
    ]);
  });

  it('take in a request that ended after a later largest paint', () => {
    expect(requestsBeforeLcp(report(1000), 1024).map((r) => r.url)).toContain(
      'https://shop.test/assets/late.js',
    );
  });

  it('are refused from a report without an observed largest paint', () => {
    expect(() => requestsBeforeLcp(report(undefined), 1024)).toThrow(/no observed largest contentful paint/);
  });
});

describe('a load with a request’s bytes changed', () => {
  const log = [
    {
      method: 'Network.requestWillBeSent',
      params: { requestId: '1', request: { url: 'https://shop.test/a.js' } },
    },
    {
      method: 'Network.requestWillBeSent',
      params: { requestId: '2', request: { url: 'https://shop.test/b.js' } },
    },
    { method: 'Network.responseReceived', params: { requestId: '1', response: { encodedDataLength: 200 } } },
    { method: 'Network.dataReceived', params: { requestId: '1', encodedDataLength: 10_000 } },
    { method: 'Network.loadingFinished', params: { requestId: '1', encodedDataLength: 10_200 } },
    { method: 'Network.loadingFinished', params: { requestId: '2', encodedDataLength: 4_000 } },
  ];

  it('scales every byte count of the named request and leaves the others and the original alone', () => {
    const { log: edited, changed } = withScaledRequests(log, (url) =>
      url.endsWith('/a.js') ? 0.5 : undefined,
    );
    expect(changed).toBe(1);
    expect(edited[2]?.params).toEqual({ requestId: '1', response: { encodedDataLength: 100 } });
    expect(edited[3]?.params).toEqual({ requestId: '1', encodedDataLength: 5_000 });
    expect(edited[4]?.params).toEqual({ requestId: '1', encodedDataLength: 5_100 });
    expect(edited[5]?.params).toEqual({ requestId: '2', encodedDataLength: 4_000 });
    expect(log[4]?.params).toEqual({ requestId: '1', encodedDataLength: 10_200 });
  });

  it('takes a request out with the factor 0', () => {
    const { log: edited } = withScaledRequests(log, (url) => (url.endsWith('/b.js') ? 0 : undefined));
    expect(edited[5]?.params).toEqual({ requestId: '2', encodedDataLength: 0 });
  });
});

describe('the median run', () => {
  it('is a run that happened, the lower middle one for an even count', () => {
    expect(medianIndex([2300, 2100, 2500])).toBe(0);
    expect(medianIndex([2300, 2100, 2500, 2200])).toBe(3);
  });
});
