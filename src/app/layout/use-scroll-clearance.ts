import { useEffect, type RefObject } from 'react';
import { DOCKED_END_CLEARANCE } from '@/design-system/theme/docked';

/** A gap between a docked bar and what focus or an anchor scrolls into view, in CSS pixels. */
const GAP = 8;

/**
 * While `active`, the page's scroll area stops short of the element docked at its `edge` (the sticky header at the
 * start, a banner at the end), by the element's height: a control that takes focus, or an anchor the page jumps to,
 * is scrolled clear of it instead of behind it (WCAG 2.2 SC 2.4.11, focus not obscured). Follows the element's size.
 * At the end the same height goes into `DOCKED_END_CLEARANCE`, by which the footer grows (so the page's last
 * controls can scroll clear of the bar too) and the toasts stack above the bar.
 *
 * The height comes from the resize observer, whose first report arrives with the next frame's layout: measuring
 * in the effect itself forced the whole page's first layout inside the hydration's task (≈ 80 ms at 4× CPU on a
 * server-rendered listing), and no focus moves before that frame.
 */
export function useScrollClearance(ref: RefObject<HTMLElement | null>, edge: 'start' | 'end', active = true) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const { style } = document.documentElement;
    const properties =
      edge === 'start' ? ['scroll-padding-block-start'] : ['scroll-padding-block-end', DOCKED_END_CLEARANCE];
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      for (const property of properties) style.setProperty(property, `${height + GAP}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const property of properties) style.removeProperty(property);
    };
  }, [ref, edge, active]);
}
