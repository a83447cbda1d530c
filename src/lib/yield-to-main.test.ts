// Ending a task and going on in the next (yield-to-main.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, yieldToMain } from './yield-to-main';

/** Lets the microtasks queued so far run, without leaving the current task. */
const microtasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('yieldToMain', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('goes on in a later task, not in a microtask of this one', async () => {
    let resumed = false;
    const step = yieldToMain().then(() => {
      resumed = true;
    });
    await microtasks();
    expect(resumed).toBe(false);
    await step;
    expect(resumed).toBe(true);
  });

  it('without scheduler.yield, is a message and not a timer: no 4 ms clamp after five nested steps', async () => {
    // Every timer is frozen: a timer-based step would never resume.
    vi.useFakeTimers();
    const order: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      await yieldToMain();
      order.push(i);
    }
    expect(order).toHaveLength(20);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resumes the steps waiting at once in the order they yielded', async () => {
    const order: string[] = [];
    await Promise.all(['a', 'b', 'c'].map((name) => yieldToMain().then(() => order.push(name))));
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('falls back to a timer where there is no MessageChannel', async () => {
    vi.stubGlobal('MessageChannel', undefined);
    vi.useFakeTimers();
    let resumed = false;
    const step = yieldToMain().then(() => {
      resumed = true;
    });
    await microtasks();
    expect(resumed).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
    await vi.runAllTimersAsync();
    await step;
    expect(resumed).toBe(true);
  });

  it('uses the browser’s scheduler.yield where it has one', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for the next frame and goes on in a task after it, not inside the frame’s callback', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let resumed = false;
    const step = afterNextPaint().then(() => {
      resumed = true;
    });
    await yieldToMain();
    expect(resumed).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    await microtasks();
    expect(resumed).toBe(false); // the frame is painted after its callbacks: not yet
    await step;
    expect(resumed).toBe(true);
  });

  it('does not wait for a frame that a hidden page never draws', async () => {
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await afterNextPaint();
    expect(frame).not.toHaveBeenCalled();
    visibility.mockRestore();
  });
});
