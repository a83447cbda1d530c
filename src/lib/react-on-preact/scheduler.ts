// When Preact runs effects and re-renders, ordered the way React orders them (ADR 049).
//
// React runs the passive effects (`useEffect`) of a commit before it starts the next render. Preact runs them
// after the next frame, and a re-render queued in between (a ref callback's setState, a query's update) runs
// first: the render reads state those effects were about to write, and a component it unmounts loses its effects
// altogether. Radix's Slider then keeps its thumbs hidden, a Tooltip closes as it opens, and a header unmounted
// by a sign-out keeps a stale cart count. Here effects still wait for the next frame, but a render that starts
// before then runs the effects still pending first, as React does.
//
// `act` (React's test helper, which Testing Library calls) drains both queues the same way, so tests see the
// order the app has.
import { options } from 'preact';

type Flush = () => void;

let pendingEffects: Flush | undefined;
let pendingRender: Flush | undefined;
let acting = 0;
// The wait for the next frame, cancelled when the effects run earlier.
let frame: number | undefined;
let frameTimeout: ReturnType<typeof setTimeout> | undefined;

function flushEffects() {
  if (frame !== undefined) cancelAnimationFrame(frame);
  clearTimeout(frameTimeout);
  frame = frameTimeout = undefined;
  const flush = pendingEffects;
  pendingEffects = undefined;
  flush?.();
}

function flushRender() {
  const process = pendingRender;
  pendingRender = undefined;
  process?.();
}

function drain() {
  while (pendingEffects || pendingRender) {
    flushEffects();
    flushRender();
  }
}

/** Effects run after the next frame (or 35 ms, as Preact does, in a tab that draws no frames). */
function effectsAfterNextFrame() {
  if (frameTimeout !== undefined) return;
  const done = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(frameTimeout);
    frame = undefined;
    frameTimeout = setTimeout(flushEffects);
  };
  frameTimeout = setTimeout(done, 35);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(done);
}

// Preact passes its one effects flush here when the first effect of a commit is queued.
options.requestAnimationFrame = (flush: Flush) => {
  pendingEffects = flush;
  if (!acting) effectsAfterNextFrame();
};

// Preact passes its render-queue processor here when the first component of a batch is queued; `act` holds it.
options.debounceRendering = (process: Flush) => {
  if (acting) pendingRender = process;
  else queueMicrotask(process);
};

// Where a render starts. Preact's option hooks are its mangled internals (`__b`: a vnode's diff starts,
// `diffed`: it ended, `__c`: a commit), stable across releases since its own hooks, debug and devtools add-ons
// use them. A diff that starts at depth 0 is a new render (a queued component, a root, or one Preact runs within
// its render loop, such as a layout effect's update): the effects still pending run first.
interface Hooks {
  __b?: (vnode: unknown) => void;
  diffed?: (vnode: unknown) => void;
  __c?: (vnode: unknown, queue: unknown[]) => void;
}
const hooks = options as unknown as Hooks;
let depth = 0;
const diffStarts = hooks.__b;
hooks.__b = (vnode) => {
  if (depth === 0) flushEffects();
  depth += 1;
  diffStarts?.(vnode);
};
const diffEnds = hooks.diffed;
hooks.diffed = (vnode) => {
  depth = Math.max(0, depth - 1);
  diffEnds?.(vnode);
};
const commits = hooks.__c;
hooks.__c = (vnode, queue) => {
  // A render that threw past an element leaves the count high: a commit always ends a render.
  depth = 0;
  commits?.(vnode, queue);
};

/**
 * React's `act`: runs `callback`, then the effects and re-renders it caused (and those they cause), before it
 * returns (or before its promise settles, for an async callback).
 */
export function act<T>(callback: () => T): Promise<Awaited<T>> {
  acting += 1;
  const finish = () => {
    try {
      if (acting === 1) drain();
    } finally {
      acting -= 1;
    }
  };
  let result: T;
  try {
    result = callback();
  } catch (error) {
    finish();
    throw error;
  }
  if (result instanceof Promise || (typeof result === 'object' && result !== null && 'then' in result)) {
    return Promise.resolve(result).then(
      (value) => {
        finish();
        return value;
      },
      (error: unknown) => {
        finish();
        throw error;
      },
    );
  }
  finish();
  return Promise.resolve(result as Awaited<T>);
}
