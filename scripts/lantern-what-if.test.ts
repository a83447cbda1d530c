import { describe, expect, it } from 'vitest';
import {
  mainThreadTasks,
  medianIndex,
  requestsBeforeLcp,
  withScaledRequests,
  withScaledTasks,
} from './lantern-what-if.mjs';

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

// A blank page's thread (pid 5), the measured page's main thread (pid 1, tid 7) and another thread's task, in microseconds from the navigation at 1 000 000.
const trace = () => ({
  traceEvents: [
    {
      name: 'navigationStart',
      ph: 'R',
      pid: 5,
      tid: 5,
      ts: 900_000,
      args: { data: { documentLoaderURL: '' } },
    },
    { name: 'RunTask', ph: 'X', pid: 5, tid: 5, ts: 900_000, dur: 40_000 },
    {
      name: 'navigationStart',
      ph: 'R',
      pid: 1,
      tid: 7,
      ts: 1_000_000,
      args: { data: { documentLoaderURL: 'https://shop.test/' } },
    },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 1_010_000, dur: 12_000 },
    { name: 'ParseHTML', ph: 'X', pid: 1, tid: 7, ts: 1_011_000, dur: 5_000 },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 1_100_000, dur: 80_000 },
    { name: 'v8.evaluateModule', ph: 'X', pid: 1, tid: 7, ts: 1_100_500, dur: 79_000 },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 1_200_000, dur: 4_000 },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 1_300_000, dur: 40_000 },
    {
      name: 'FunctionCall',
      ph: 'X',
      pid: 1,
      tid: 7,
      ts: 1_301_000,
      dur: 30_000,
      args: { data: { url: 'https://shop.test/assets/first-route.js' } },
    },
    { name: 'Layout', ph: 'X', pid: 1, tid: 7, ts: 1_332_000, dur: 6_000 },
    { name: 'RunTask', ph: 'X', pid: 2, tid: 9, ts: 1_100_000, dur: 90_000 },
    // Functions compiled on their first call inside the module's evaluation, two of them overlapping, and one on another thread.
    { name: 'V8.CompileCode', ph: 'X', pid: 1, tid: 7, ts: 1_110_000, dur: 6_000 },
    { name: 'V8.CompileCode', ph: 'X', pid: 1, tid: 7, ts: 1_114_000, dur: 4_000 },
    { name: 'V8.CompileCode', ph: 'X', pid: 1, tid: 7, ts: 1_150_000, dur: 3_000 },
    { name: 'V8.CompileCode', ph: 'X', pid: 2, tid: 9, ts: 1_120_000, dur: 30_000 },
  ],
});

describe('the main thread’s tasks a what-if can shorten', () => {
  it('are the page thread’s tasks of at least the given length, in order, said in words, not a browser page’s', () => {
    expect(mainThreadTasks(trace(), 10)).toEqual([
      { index: 0, start: 10, duration: 12, kind: 'HTML parsing', compile: 0 },
      { index: 1, start: 100, duration: 80, kind: 'module evaluation', compile: 11 },
      {
        index: 3,
        start: 300,
        duration: 40,
        kind: 'style and layout, script (/assets/first-route.js)',
        compile: 0,
      },
    ]);
  });

  it('are refused from a trace without a page', () => {
    expect(() => mainThreadTasks({ traceEvents: [] }, 10)).toThrow(/no navigation to a page/);
  });
});

describe('a load with tasks shortened', () => {
  it('shrinks the named task and everything inside it, and leaves the rest and the original alone', () => {
    const original = trace();
    const edited = withScaledTasks(original, [3], 0.5).traceEvents;
    expect(edited[8]).toMatchObject({ ts: 1_300_000, dur: 20_000 });
    expect(edited[9]).toMatchObject({ ts: 1_300_500, dur: 15_000 });
    expect(edited[10]).toMatchObject({ ts: 1_316_000, dur: 3_000 });
    expect(edited[5]).toMatchObject({ ts: 1_100_000, dur: 80_000 });
    expect(edited[1]).toMatchObject({ dur: 40_000 });
    expect(edited[11]).toMatchObject({ dur: 90_000 });
    expect(original.traceEvents[8]).toMatchObject({ dur: 40_000 });
  });

  it('gives each task its own factor when asked to', () => {
    const edited = withScaledTasks(trace(), [1, 3], (index) => (index === 1 ? 0.25 : 1)).traceEvents;
    expect(edited[5]).toMatchObject({ ts: 1_100_000, dur: 20_000 });
    expect(edited[12]).toMatchObject({ ts: 1_102_500, dur: 1_500 });
    expect(edited[8]).toMatchObject({ ts: 1_300_000, dur: 40_000 });
  });

  it('refuses a task the trace does not have', () => {
    expect(() => withScaledTasks(trace(), [9], 0.5)).toThrow(/no main-thread task 9/);
  });
});
