// No imports: the hydrating entry (src/hydrate.tsx) uses this before any of the app's modules may load.

/**
 * Ends the current task and goes on in a new one (`scheduler.yield` where the browser has it, else a timer), so
 * a chain of steps that each take a while never adds up to one long task, and a tap in between is answered.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
