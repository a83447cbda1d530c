import { useCallback, useEffect, useState, type ReactNode, type Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useDirection } from '../../theme/direction';
import { tokenVar } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { useDeferredEmbla } from './use-deferred-embla';
import { useReducedMotion } from '../../hooks/useMediaQuery';
import * as styles from './Carousel.css';

export const CAROUSEL_GAPS = ['0', '2', '4', '6'] as const;
export type CarouselGap = (typeof CAROUSEL_GAPS)[number];

type Autoplay = {
  /** Advance every n ms. Never runs under prefers-reduced-motion; pauses on hover and focus. */
  autoplayMs: number;
  /** Accessible names of the pause/play button (WCAG 2.2.2 requires a way to stop auto-moving content). */
  pauseLabel: string;
  playLabel: string;
};

export type CarouselProps = {
  slides: ReactNode[];
  /** Name of the carousel region, e.g. "Featured offers". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Name of each slide, e.g. (1, 5) => "1 of 5" (1-based). */
  slideLabel: (position: number, total: number) => string;
  /** Name of each dot button, e.g. (3) => "Go to slide 3". Without it there are no dots. */
  dotLabel?: (position: number, total: number) => string;
  /** Slides visible at once, per breakpoint. */
  slidesPerView?: { base?: number; tablet?: number; desktop?: number };
  gap?: CarouselGap;
  loop?: boolean;
  /** Defaults to the surrounding direction (DirectionProvider). */
  direction?: 'ltr' | 'rtl';
  ref?: Ref<HTMLElement>;
} & (Autoplay | { autoplayMs?: undefined; pauseLabel?: string; playLabel?: string });

const gapValue = {
  '0': tokenVar('space', '0'),
  '2': tokenVar('space', '2'),
  '4': tokenVar('space', '4'),
  '6': tokenVar('space', '6'),
} satisfies Record<CarouselGap, string>;

/**
 * Slides (hero banners, product rows) with previous/next buttons, dots, swipe, and optional autoplay. The engine
 * loads on first use or idle (`preloadCarousel`); until then the first slides show and the buttons are disabled.
 */
export function Carousel({
  slides,
  label,
  previousLabel,
  nextLabel,
  slideLabel,
  dotLabel,
  slidesPerView = {},
  gap = '4',
  loop = false,
  direction,
  autoplayMs,
  pauseLabel,
  playLabel,
  ref,
}: CarouselProps) {
  const contextDirection = useDirection();
  const dir = direction ?? contextDirection;
  const reduceMotion = useReducedMotion();
  const [viewportRef, embla, wantEngine] = useDeferredEmbla({
    loop,
    direction: dir,
    align: 'start',
    containScroll: 'trimSnaps',
  });
  const [state, setState] = useState({ selected: 0, snaps: 0, canPrev: false, canNext: false });

  const sync = useCallback(() => {
    if (!embla) return;
    setState({
      selected: embla.selectedScrollSnap(),
      snaps: embla.scrollSnapList().length,
      canPrev: embla.canScrollPrev(),
      canNext: embla.canScrollNext(),
    });
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  // Autoplay: off under reduced motion, paused by the shopper, on hover or while focus is inside.
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const playing = Boolean(autoplayMs) && !reduceMotion && !paused && !held;
  useEffect(() => {
    if (!embla || !playing || !autoplayMs) return;
    const timer = setInterval(() => {
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [embla, playing, autoplayMs]);

  const jump = reduceMotion; // no scroll animation under reduced motion
  const total = slides.length;
  // Until the engine runs, a one-slide-per-view carousel already shows its dots (one per slide, as the engine will
  // count them), so the buttons beside them do not move when it arrives; with several per view the count is the
  // engine's to tell.
  const onePerView = !slidesPerView.base && !slidesPerView.tablet && !slidesPerView.desktop;
  const snaps = embla && state.snaps > 0 ? state.snaps : onePerView ? total : 0;
  const hasAutoplay = Boolean(autoplayMs) && !reduceMotion;

  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.root}
      onPointerEnter={() => {
        wantEngine();
        setHeld(true);
      }}
      onPointerLeave={() => setHeld(false)}
      onTouchStart={wantEngine}
      onFocus={() => {
        wantEngine();
        setHeld(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div ref={viewportRef} className={styles.viewport} dir={dir}>
        <div
          className={styles.container}
          aria-live={playing ? 'off' : 'polite'}
          style={assignInlineVars({
            [styles.gapVar]: gapValue[gap],
            ...(slidesPerView.base ? { [styles.perViewBase]: String(slidesPerView.base) } : {}),
            ...(slidesPerView.tablet ? { [styles.perViewTablet]: String(slidesPerView.tablet) } : {}),
            ...(slidesPerView.desktop ? { [styles.perViewDesktop]: String(slidesPerView.desktop) } : {}),
          })}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, total)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Rendered from the start (not after measuring) so the controls never shift the layout. */}
      {total > 1 ? (
        <div className={styles.controls}>
          {hasAutoplay && pauseLabel && playLabel ? (
            <Button variant="ghost" tone="neutral" size="sm" onClick={() => setPaused((p) => !p)}>
              {paused ? playLabel : pauseLabel}
            </Button>
          ) : null}
          <IconButton
            icon="chevron-left"
            label={previousLabel}
            variant="outline"
            size="sm"
            shape="round"
            disabled={!state.canPrev}
            onClick={() => embla?.scrollPrev(jump)}
          />
          {dotLabel && snaps > 1 ? (
            <ul className={styles.dots}>
              {Array.from({ length: snaps }, (_, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className={styles.dotButton}
                    aria-label={dotLabel(index + 1, snaps)}
                    aria-current={index === state.selected ? 'true' : undefined}
                    onClick={() => embla?.scrollTo(index, jump)}
                  >
                    <span className={styles.dot({ selected: index === state.selected })} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <IconButton
            icon="chevron-right"
            label={nextLabel}
            variant="outline"
            size="sm"
            shape="round"
            disabled={!state.canNext}
            onClick={() => embla?.scrollNext(jump)}
          />
        </div>
      ) : null}
    </section>
  );
}
