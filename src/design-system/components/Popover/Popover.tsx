import type { ReactElement, ReactNode, Ref } from 'react';
import { deferred } from '../../internal/deferred';
import { useDeferredOverlay } from '../../internal/deferred-overlay';

export const POPOVER_SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type PopoverSide = (typeof POPOVER_SIDES)[number];
export const POPOVER_ALIGNS = ['start', 'center', 'end'] as const;
export type PopoverAlign = (typeof POPOVER_ALIGNS)[number];
export const POPOVER_WIDTHS = ['auto', 'sm', 'md', 'trigger'] as const;
export type PopoverWidth = (typeof POPOVER_WIDTHS)[number];

export type PopoverProps = {
  /** The element that toggles the popover (a Button); gets aria-expanded and aria-controls. */
  trigger: ReactElement;
  children: ReactNode;
  /** Accessible name of the popover's dialog, e.g. "Share this product". */
  label: string;
  /** Adds a labelled close button inside (Escape and clicking outside always close it). */
  closeLabel?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: PopoverSide;
  align?: PopoverAlign;
  width?: PopoverWidth;
  showArrow?: boolean;
  ref?: Ref<HTMLDivElement>;
};

const panel = deferred<PopoverProps>(() => import('./PopoverPanel'));

/** Loads the floating panel ahead of the first use (the app calls it when the browser is idle). */
export const preloadPopover = () => panel.preload().then(() => undefined);

/**
 * Non-modal floating content anchored to a trigger: share links, a mini filter, a help note. The Radix panel loads
 * when the trigger is first hovered or pressed, and the press that loads it also opens it (ADR 015); once the app's
 * idle preload has brought it, a closed popover becomes it.
 */
export function Popover(props: PopoverProps) {
  return useDeferredOverlay(panel, props);
}
