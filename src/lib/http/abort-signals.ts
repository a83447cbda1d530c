// AbortSignal.timeout / AbortSignal.any with a fallback for browsers that lack them (Safari before 17.4 has no
// `any`): without it every request would fail there.

const timeoutReason = () => new DOMException('The operation timed out.', 'TimeoutError');

export const timeoutSignal = (ms: number): AbortSignal => {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(timeoutReason()), ms);
  return controller.signal;
};

export const anySignal = (signals: readonly AbortSignal[]): AbortSignal => {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), {
      once: true,
      signal: controller.signal,
    });
  }
  return controller.signal;
};
