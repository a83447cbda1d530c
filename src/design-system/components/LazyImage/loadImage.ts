import { ATTEMPTS, THROTTLE_MS } from './constants';

export type ImageCandidates = { srcSet?: string; sizes?: string };

/** Fetches one image; resolves when it can be painted, rejects when it failed. */
export type ImageLoader = (src: string, signal: AbortSignal, candidates?: ImageCandidates) => Promise<void>;

/** One attempt at loading `src`. */
export type LoadAttempt = (src: string, signal: AbortSignal) => Promise<void>;

export type LoadOutcome = 'loaded' | 'error' | 'aborted';

/** The browser loader: an off-screen Image, so the visible <img> only receives a URL that is ready to paint. */
export const browserImageLoader: ImageLoader = (src, signal, candidates = {}) =>
  new Promise<void>((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    // Same candidates as the visible <img>, so the browser picks (and caches) the same file for both.
    if (candidates.sizes) image.sizes = candidates.sizes;
    if (candidates.srcSet) image.srcset = candidates.srcSet;
    const stop = () => {
      image.onload = null;
      image.onerror = null;
      image.removeAttribute('src');
    };
    signal.addEventListener('abort', () => {
      stop();
      reject(new DOMException('Aborted', 'AbortError'));
    });
    image.onload = () => {
      stop();
      resolve();
    };
    image.onerror = () => {
      stop();
      reject(new Error(`Image failed to load: ${src}`));
    };
    image.src = src;
  });

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export type LoadWithRetryOptions = {
  loader: LoadAttempt;
  signal: AbortSignal;
  attempts?: number;
  /** Pause between two attempts. */
  retryDelayMs?: number;
};

/** Tries `attempts` times, pausing between tries; never throws. */
export async function loadWithRetry(
  src: string,
  { loader, signal, attempts = ATTEMPTS, retryDelayMs = THROTTLE_MS }: LoadWithRetryOptions,
): Promise<LoadOutcome> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (signal.aborted) return 'aborted';
    try {
      await loader(src, signal);
      return signal.aborted ? 'aborted' : 'loaded';
    } catch {
      if (signal.aborted) return 'aborted';
      if (attempt < attempts) await wait(retryDelayMs, signal);
    }
  }
  return signal.aborted ? 'aborted' : 'error';
}
