import { afterEach, describe, expect, it, vi } from 'vitest';
import { anySignal, timeoutSignal } from './abort-signals.ts';

afterEach(() => vi.unstubAllGlobals());

describe('abort signal helpers (fallback path, as in older Safari)', () => {
  const withoutNativeHelpers = () => {
    const Native = AbortSignal;
    class Legacy extends Native {}
    Object.defineProperty(Legacy, 'any', { value: undefined });
    Object.defineProperty(Legacy, 'timeout', { value: undefined });
    vi.stubGlobal('AbortSignal', Legacy);
  };

  it('times out with a TimeoutError reason', async () => {
    withoutNativeHelpers();
    const signal = timeoutSignal(5);
    await vi.waitFor(() => expect(signal.aborted).toBe(true));
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('follows whichever signal aborts first, with its reason', () => {
    withoutNativeHelpers();
    const a = new AbortController();
    const b = new AbortController();
    const combined = anySignal([a.signal, b.signal]);
    b.abort('b went first');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('b went first');
    const already = anySignal([AbortSignal.abort('done')]);
    expect(already.reason).toBe('done');
  });
});
