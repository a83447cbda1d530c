// No imports: the hydrating entry (src/hydrate.tsx) uses this before any of the app's modules may load.

const waiting: (() => void)[] = [];
let port: MessagePort | undefined;

/**
 * A new task from a message to ourselves. Not a timer: after five nested timers a browser waits at least 4 ms for
 * each (Safari, which has no `scheduler.yield`, also aligns them to 4 ms), and a first screen's few hundred steps
 * then took a second longer (measured in Chromium without `scheduler.yield`). React's scheduler avoids the clamp
 * the same way.
 */
function nextMessage(): Promise<void> {
  if (port === undefined) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
    // Node (tests, the server render) would otherwise stay alive for the open port.
    (channel.port1 as { unref?: () => void }).unref?.();
    port = channel.port2;
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    port!.postMessage(null);
  });
}

/**
 * Ends the current task and goes on in a new one (`scheduler.yield` where the browser has it, else a message to
 * ourselves, else a timer), so a chain of steps that each take a while never adds up to one long task, and a tap in
 * between is answered.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') return nextMessage();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task after the next frame is painted (a frame's callback runs before its paint, a task queued from
 * it after), so work a tap starts but the shopper does not see at once stays out of the tap's first frame. Where
 * there are no frames (a hidden document, tests without them) it is a plain `yieldToMain`.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || globalThis.document?.visibilityState === 'hidden')
    return yieldToMain();
  return new Promise((resolve) => requestAnimationFrame(() => void yieldToMain().then(resolve)));
}
