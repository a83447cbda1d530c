import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { PRELOAD_FACTOR } from './constants';
import { loadedImages } from './imageCache';
import { browserImageLoader, loadWithRetry, type ImageLoader } from './loadImage';
import { observeNearViewport } from './nearViewport';
import * as styles from './LazyImage.css';

export const LAZY_IMAGE_FITS = ['cover', 'contain'] as const;
export type LazyImageFit = (typeof LAZY_IMAGE_FITS)[number];
export const LAZY_IMAGE_RADII = ['none', 'sm', 'md', 'lg', 'pill'] as const;
export type LazyImageRadius = (typeof LAZY_IMAGE_RADII)[number];
export const LAZY_IMAGE_STATES = ['loading', 'loaded', 'error'] as const;
export type LazyImageState = (typeof LAZY_IMAGE_STATES)[number];

export type LazyImageProps = {
  src: string;
  /** Describe the picture; pass "" for a purely decorative one. */
  alt: string;
  /** Intrinsic size of the picture: sets the reserved aspect ratio and the <img> width/height attributes. */
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  /** Shown after the last failed attempt. Without it, an empty placeholder stays. */
  errorSrc?: string;
  /** The page's largest above-the-fold image: loads at once with high fetch priority, never lazily. */
  priority?: boolean;
  fit?: LazyImageFit;
  radius?: LazyImageRadius;
  /** Keep the picture at its `width` (list thumbnails) instead of filling the container's width. */
  thumbnail?: boolean;
  onStateChange?: (state: LazyImageState) => void;
  /** Replaces the network loader; for tests and stories (e.g. a loader that never settles). */
  loader?: ImageLoader;
  ref?: Ref<HTMLSpanElement>;
};

const cacheKey = (src: string, srcSet?: string) => (srcSet ? `${src} ${srcSet}` : src);

export function LazyImage({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  errorSrc,
  priority = false,
  fit = 'cover',
  radius = 'none',
  thumbnail = false,
  onStateChange,
  loader = browserImageLoader,
  ref,
}: LazyImageProps) {
  const key = cacheKey(src, srcSet);
  const [status, setStatus] = useState<{ key: string; state: LazyImageState }>(() => ({
    key,
    state: loadedImages.has(key) ? 'loaded' : 'loading',
  }));
  // A new src starts over (or shows at once when it is already cached).
  if (status.key !== key) setStatus({ key, state: loadedImages.has(key) ? 'loaded' : 'loading' });
  const state = status.key === key ? status.state : 'loading';

  // The element in a ref, not in state: a state set from a ref callback is an update in the commit, which React
  // renders at once in the same task (with every pending effect) — on a server-rendered product page, every
  // image's, ≈ 100 ms at 4× CPU added to the hydration's commit.
  const node = useRef<HTMLSpanElement | null>(null);
  const setRoot = useCallback(
    (element: HTMLSpanElement | null) => {
      node.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  // The visible <img> of a priority image may fail before a retry succeeds: remount it once that happens.
  const [priorityImgBroken, setPriorityImgBroken] = useState(false);

  useEffect(() => {
    const element = node.current;
    if (state !== 'loading' || !element) return;
    const controller = new AbortController();
    const start = () => {
      void loadWithRetry(src, {
        loader: (url, signal) => loader(url, signal, { srcSet, sizes }),
        signal: controller.signal,
      }).then((outcome) => {
        if (outcome === 'aborted') return;
        if (outcome === 'loaded') loadedImages.add(key);
        setStatus({ key, state: outcome });
      });
    };
    const stopObserving = priority ? undefined : observeNearViewport(element, start, PRELOAD_FACTOR);
    if (priority) start();
    return () => {
      stopObserving?.();
      controller.abort();
    };
  }, [state, key, src, srcSet, sizes, priority, loader]);

  useEffect(() => {
    onStateChange?.(state);
  }, [state, onStateChange]);

  const shown =
    state === 'loaded' || (state === 'loading' && priority)
      ? { src, srcSet, sizes }
      : state === 'error' && errorSrc
        ? { src: errorSrc }
        : {};

  return (
    <span
      ref={setRoot}
      className={styles.root({ radius, thumbnail })}
      style={assignInlineVars({
        [styles.aspectRatioVar]: `${width} / ${height}`,
        // 16 px to the rem: the width attribute's CSS pixels, following the user's font size like every size.
        [styles.intrinsicWidthVar]: `${width / 16}rem`,
      })}
      data-state={state}
      data-priority={priority ? '' : undefined}
    >
      <img
        key={priority && priorityImgBroken && state === 'loaded' ? 'retried' : 'first'}
        className={styles.image({ fit })}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        onError={priority && state === 'loading' ? () => setPriorityImgBroken(true) : undefined}
        {...shown}
      />
    </span>
  );
}
