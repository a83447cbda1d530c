// Lazy screens come in script chunks with a content hash; after a deploy an old page can ask for a chunk that
// no longer exists. We turn that into a ChunkLoadError ("Loading chunk {id} failed.", with type and address),
// reload the page once to pick up the new build, and never loop (the reload is remembered for a minute).

export const CHUNK_TIMEOUT_MS = 120_000;
const RELOAD_KEY = 'mf-chunk-reload-at';
const RELOAD_WINDOW_MS = 60_000;

export type ChunkFailureType = 'error' | 'timeout' | 'missing';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly chunkId: string,
    readonly type: ChunkFailureType,
    readonly address: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunkId} failed.\n(${type}: ${address})`, options);
  }
}

function addressFrom(error: unknown, fallback: string): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.match(/https?:\/\/\S+/)?.[0] ?? fallback;
}

/** Wraps a dynamic import with the 120 s time-out and the typed failure. */
export function loadChunk<T>(chunkId: string, importer: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(chunkId, 'timeout', chunkId)),
        CHUNK_TIMEOUT_MS,
      );
      importer().then(
        (mod) => {
          clearTimeout(timer);
          resolve(mod);
        },
        (error: unknown) => {
          clearTimeout(timer);
          const text = error instanceof Error ? error.message : String(error);
          const type: ChunkFailureType = /404|not found/i.test(text) ? 'missing' : 'error';
          reject(new ChunkLoadError(chunkId, type, addressFrom(error, chunkId), { cause: error }));
        },
      );
    });
}

/** Reloads once per minute at most; returns false when a reload already happened (show the error instead). */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload = () => location.reload(),
) {
  let last: number;
  try {
    last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  } catch {
    return false;
  }
  if (Date.now() - last < RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** How long after the connection returns a failed preload is still taken for the connection's, not a deploy's. */
export const RECONNECT_GRACE_MS = 10_000;

/**
 * Vite reports failed preloads of a lazy chunk's dependencies with this event. A reload fetches the new version
 * after a deploy, but only with a connection: offline it would replace the page with the browser's error page and
 * lose what the shopper has on screen, so the import fails as it is and its caller decides (R11, R13). So in the
 * moments after the connection returns: the browser says it is online before requests get through (a waiting cart
 * change resent at once loads its validator; an e2e journey saw the page reload into the browser's error page).
 */
export function listenForPreloadErrors(
  isOnline: () => boolean = () => navigator.onLine,
  target: EventTarget = window,
  { now = Date.now, reload = () => reloadOnce() }: { now?: () => number; reload?: () => boolean } = {},
) {
  let backOnlineAt = -Infinity;
  const onOnline = () => {
    backOnlineAt = now();
  };
  const onError = (event: Event) => {
    if (isOnline() && now() - backOnlineAt >= RECONNECT_GRACE_MS && reload()) event.preventDefault();
  };
  target.addEventListener('online', onOnline);
  target.addEventListener('vite:preloadError', onError);
  return () => {
    target.removeEventListener('online', onOnline);
    target.removeEventListener('vite:preloadError', onError);
  };
}
