import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
} from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useDirection } from '../../theme/direction';
import { IconButton } from '../IconButton/IconButton';
import { LazyImage } from '../LazyImage/LazyImage';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  HOVER_DELAY_MS,
  KEYBOARD_STEP,
  VISIBLE_THUMBS,
  ZOOM_FACTOR,
  type PanePosition,
  type ScrollerPosition,
  type ZoomerButtonStyle,
} from './constants';
import { clampLens, lensFromPointer, paneBackgroundPosition, type LensPoint } from './lens';
import { validateImageZoomerProps, type ZoomerImages } from './validate';
import * as styles from './ImageZoomer.css';

export type { PanePosition, ScrollerPosition, ZoomerButtonStyle };

export type ImageZoomerLabels = {
  /** Scroll the thumbnail strip. */
  previous: string;
  next: string;
  /** Name of the preview's zoom toggle, e.g. "Zoom image". */
  zoom: string;
  /** How to use it from the keyboard, e.g. "Enter to zoom, arrow keys to move, Escape to close". */
  zoomHint: string;
  /** Name of the thumbnail list, e.g. "Product images". */
  thumbnails: string;
  /** Name of one thumbnail button, e.g. (2, 5) => "Show image 2 of 5". */
  thumbnail: (position: number, total: number) => string;
};

export type ImageZoomerProps = {
  images: ZoomerImages;
  /** What the pictures show (the product name); the preview image's alternative text. */
  alt: string;
  labels: ImageZoomerLabels;
  /** Side of the thumbnail strip; left/right are the inline start/end and mirror in RTL. */
  scrollerPosition?: ScrollerPosition;
  /** Look of the strip's previous/next buttons. */
  buttonStyle?: ZoomerButtonStyle;
  /** Side of the zoom pane on wide screens; mirrors in RTL. On small or touch screens it covers the preview. */
  panePosition?: PanePosition;
  visibleThumbs?: number;
  zoomFactor?: number;
  hoverDelayMs?: number;
  /** Proportions of the pictures (default square). */
  imageWidth?: number;
  imageHeight?: number;
  /** The preview is usually the product page's largest image: load it eagerly (default true). */
  priority?: boolean;
  /** Starting picture (0-based). */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  ref?: Ref<HTMLDivElement>;
};

type Zoom = { on: false } | { on: true; by: 'hover' | 'keyboard' | 'touch'; lens: LensPoint };

const DRAG_SLOP_PX = 8;

/**
 * Product gallery (spec §2): large preview, a scrollable strip of thumbnails and a zoom pane that shows the
 * large image at `zoomFactor` under a lens following the pointer after `hoverDelayMs`. Keyboard: thumbnails
 * are buttons (arrow keys move between them), Enter on the preview toggles zoom, arrow keys move the lens,
 * Escape closes. Touch: tap toggles zoom, drag pans.
 */
export function ImageZoomer(props: ImageZoomerProps) {
  validateImageZoomerProps(props);
  const {
    images,
    alt,
    labels,
    scrollerPosition = 'bottom',
    buttonStyle = 'line',
    panePosition = 'right',
    visibleThumbs = VISIBLE_THUMBS,
    zoomFactor = ZOOM_FACTOR,
    hoverDelayMs = HOVER_DELAY_MS,
    imageWidth = 1,
    imageHeight = 1,
    priority = true,
    defaultIndex = 0,
    onIndexChange,
    ref,
  } = props;

  const dir = useDirection();
  const id = useId();
  const total = images.normal.length;
  const [selected, setSelected] = useState(() => Math.min(Math.max(0, defaultIndex), total - 1));
  const index = Math.min(selected, total - 1);
  const current = images.normal[index]!;
  const large = images.large[index] ?? current;

  const select = (next: number) => {
    setSelected(next);
    setZoom({ on: false });
    onIndexChange?.(next);
  };

  // ---- zoom
  const [zoom, setZoom] = useState<Zoom>({ on: false });
  const previewRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const touch = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const lensAt = useCallback(
    (clientX: number, clientY: number) => {
      const box = previewRef.current?.getBoundingClientRect();
      return box ? lensFromPointer(clientX, clientY, box, zoomFactor) : { x: 0.5, y: 0.5 };
    },
    [zoomFactor],
  );

  const lastPointer = useRef<{ x: number; y: number } | null>(null);
  const onPointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const { clientX, clientY } = event;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => {
      setZoom((z) =>
        z.on
          ? z
          : {
              on: true,
              by: 'hover',
              lens: lensAt(lastPointer.current?.x ?? clientX, lastPointer.current?.y ?? clientY),
            },
      );
    }, hoverDelayMs);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    lastPointer.current = { x: event.clientX, y: event.clientY };
    if (event.pointerType === 'touch') {
      const start = touch.current;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_SLOP_PX)
        start.moved = true;
      if (zoom.on && start?.moved)
        setZoom({ on: true, by: 'touch', lens: lensAt(event.clientX, event.clientY) });
      return;
    }
    if (zoom.on) setZoom({ ...zoom, lens: lensAt(event.clientX, event.clientY) });
  };
  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    lastPointer.current = null;
    setZoom((z) => (z.on && z.by === 'hover' ? { on: false } : z));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') touch.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch' || !touch.current) return;
    const tapped = !touch.current.moved;
    touch.current = null;
    if (tapped)
      setZoom((z) =>
        z.on ? { on: false } : { on: true, by: 'touch', lens: lensAt(event.clientX, event.clientY) },
      );
  };

  const onPreviewKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setZoom((z) => (z.on ? { on: false } : { on: true, by: 'keyboard', lens: { x: 0.5, y: 0.5 } }));
      return;
    }
    if (event.key === 'Escape' && zoom.on) {
      event.preventDefault();
      setZoom({ on: false });
      return;
    }
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEYBOARD_STEP, 0],
      ArrowRight: [KEYBOARD_STEP, 0],
      ArrowUp: [0, -KEYBOARD_STEP],
      ArrowDown: [0, KEYBOARD_STEP],
    };
    const move = moves[event.key];
    if (move && zoom.on) {
      event.preventDefault();
      setZoom({
        ...zoom,
        lens: clampLens({ x: zoom.lens.x + move[0], y: zoom.lens.y + move[1] }, zoomFactor),
      });
    }
  };

  // ---- thumbnail strip
  const vertical = scrollerPosition === 'left' || scrollerPosition === 'right';
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: total <= visibleThumbs });
  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // scrollLeft runs negative in RTL; its magnitude is the distance from the start either way.
    const position = Math.abs(vertical ? track.scrollTop : track.scrollLeft);
    const max = vertical ? track.scrollHeight - track.clientHeight : track.scrollWidth - track.clientWidth;
    setEdges({ atStart: position <= 1, atEnd: position >= max - 1 });
  }, [vertical]);
  useEffect(() => {
    const track = trackRef.current;
    // Measured when the browser has laid the strip out anyway (a ResizeObserver's calls come after layout), not
    // from this effect: reading scroll sizes here forced a layout of the whole product page inside the task that
    // put it on screen (≈ 200 ms of it at 4× CPU).
    if (track && typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(updateEdges);
      observer.observe(track);
      return () => observer.disconnect();
    }
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges, total]);

  const scrollStrip = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const page = vertical ? track.clientHeight : track.clientWidth;
    const inline = dir === 'rtl' ? -1 : 1;
    track.scrollBy(vertical ? { top: direction * page } : { left: direction * inline * page });
  };

  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(index);
  const onThumbKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const forward = vertical ? 'ArrowDown' : dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = vertical ? 'ArrowUp' : dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number | undefined;
    if (event.key === forward) next = (position + 1) % total;
    else if (event.key === backward) next = (position - 1 + total) % total;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = total - 1;
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    const target = thumbRefs.current[next];
    target?.focus();
    target?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const paneBg = zoom.on ? paneBackgroundPosition(zoom.lens, zoomFactor) : { x: 50, y: 50 };
  const lensSize = 1 / zoomFactor;
  const lensStart = zoom.on ? (dir === 'rtl' ? 1 - zoom.lens.x : zoom.lens.x) - lensSize / 2 : 0;
  const lensTop = zoom.on ? zoom.lens.y - lensSize / 2 : 0;
  const variant = buttonStyle === 'fill' ? 'solid' : 'outline';
  const tone = buttonStyle === 'fill' ? 'accent' : 'neutral';

  return (
    <div
      ref={ref}
      className={styles.root({ scroller: scrollerPosition })}
      style={assignInlineVars({ [styles.visibleVar]: String(visibleThumbs) })}
      data-zoomed={zoom.on || undefined}
    >
      <div className={styles.stage}>
        <div
          ref={previewRef}
          role="button"
          tabIndex={0}
          aria-pressed={zoom.on}
          aria-label={labels.zoom}
          aria-describedby={`${id}-hint`}
          className={styles.preview}
          onKeyDown={onPreviewKeyDown}
          onBlur={() => setZoom((z) => (z.on && z.by === 'keyboard' ? { on: false } : z))}
          onPointerEnter={onPointerEnter}
          onPointerMove={onPointerMove}
          onPointerLeave={onPointerLeave}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (touch.current = null)}
        >
          <LazyImage
            key={current.id}
            src={current.url}
            alt={alt}
            width={imageWidth}
            height={imageHeight}
            fit="contain"
            priority={priority}
          />
          {zoom.on ? (
            <span
              className={styles.lens}
              aria-hidden="true"
              style={assignInlineVars({
                [styles.lensSizeVar]: `${lensSize * 100}%`,
                [styles.lensStartVar]: `${lensStart * 100}%`,
                [styles.lensTopVar]: `${lensTop * 100}%`,
              })}
            />
          ) : null}
        </div>
        <VisuallyHidden id={`${id}-hint`}>{labels.zoomHint}</VisuallyHidden>
        {zoom.on ? (
          <div
            className={styles.pane({ side: panePosition })}
            aria-hidden="true"
            data-part="zoom-pane"
            style={assignInlineVars({
              [styles.paneImageVar]: `url(${JSON.stringify(large.url)})`,
              [styles.paneSizeVar]: `${zoomFactor * 100}%`,
              [styles.panePositionVar]: `${paneBg.x}% ${paneBg.y}%`,
            })}
          />
        ) : null}
      </div>

      {total > 1 ? (
        <div className={styles.strip({ orientation: vertical ? 'vertical' : 'horizontal' })}>
          <IconButton
            icon={vertical ? 'chevron-up' : 'chevron-left'}
            label={labels.previous}
            variant={variant}
            tone={tone}
            size="sm"
            disabled={edges.atStart}
            onClick={() => scrollStrip(-1)}
          />
          <ul
            ref={trackRef}
            aria-label={labels.thumbnails}
            className={styles.track({ orientation: vertical ? 'vertical' : 'horizontal' })}
            onScroll={updateEdges}
          >
            {images.normal.map((image, position) => {
              const thumb = images.thumbs[position] ?? image;
              return (
                <li
                  key={image.id}
                  className={styles.thumbItem({ orientation: vertical ? 'vertical' : 'horizontal' })}
                >
                  <button
                    ref={(element) => {
                      thumbRefs.current[position] = element;
                    }}
                    type="button"
                    className={styles.thumb}
                    aria-label={labels.thumbnail(position + 1, total)}
                    aria-current={position === index ? 'true' : undefined}
                    tabIndex={position === focusIndex ? 0 : -1}
                    onFocus={() => setFocusIndex(position)}
                    onKeyDown={(event) => onThumbKeyDown(event, position)}
                    onClick={() => select(position)}
                  >
                    <LazyImage src={thumb.url} alt="" width={imageWidth} height={imageHeight} fit="cover" />
                  </button>
                </li>
              );
            })}
          </ul>
          <IconButton
            icon={vertical ? 'chevron-down' : 'chevron-right'}
            label={labels.next}
            variant={variant}
            tone={tone}
            size="sm"
            disabled={edges.atEnd}
            onClick={() => scrollStrip(1)}
          />
        </div>
      ) : null}
    </div>
  );
}
