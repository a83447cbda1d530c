import type { ReactElement, Ref, RefObject } from 'react';
import { deferred } from '../../internal/deferred';
import { useDeferredOverlay } from '../../internal/deferred-overlay';
import type { DialogFrameProps } from '../Dialog/DialogFrame';

export const SHEET_SIDES = ['start', 'end'] as const;
export type SheetSide = (typeof SHEET_SIDES)[number];

export type SheetProps = DialogFrameProps & {
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `start` = left in LTR / right in RTL (menus, filters); `end` = the other side (cart). */
  side?: SheetSide;
  ref?: Ref<HTMLDivElement>;
  /**
   * For a sheet opened by a control that is not its `trigger` (a lazily loaded sheet): the control focus goes back to
   * when the sheet closes, as it would to the trigger.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

const panel = deferred<SheetProps>(() => import('./SheetPanel'));

/** Loads the sheet ahead of the first use (the app calls it when the browser is idle). */
export const preloadSheet = () => panel.preload().then(() => undefined);

/**
 * A modal panel sliding in from the side: mobile menu, filters, mini cart. Same focus rules as Dialog. Closed, it
 * is only its trigger: the Radix dialog loads when the trigger is first hovered or pressed (ADR 015), or when the
 * caller opens it, and the press that loads it also opens it — so a listing page does not carry a dialog that a
 * shopper on a wide screen never opens. Once the app's idle preload has brought it, a closed sheet becomes it.
 */
export function Sheet(props: SheetProps) {
  return useDeferredOverlay(panel, props);
}
