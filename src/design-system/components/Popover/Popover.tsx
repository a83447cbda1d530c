import {
  cloneElement,
  useCallback,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { deferred } from '../../internal/deferred';
import { useDeferred } from '../../internal/use-deferred';

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

type TriggerProps = {
  onClick?: (event: MouseEvent) => void;
  onPointerEnter?: (event: MouseEvent) => void;
};

/**
 * Non-modal floating content anchored to a trigger: share links, a mini filter, a help note. The Radix panel loads
 * when the trigger is first hovered or pressed (not on focus: swapping the trigger would drop keyboard focus), and
 * the press that loads it also opens it.
 */
export function Popover(props: PopoverProps) {
  const { trigger, open, defaultOpen, onOpenChange } = props;
  const [intent, setIntent] = useState<'none' | 'load' | 'open'>(open || defaultOpen ? 'open' : 'none');
  const retry = useCallback(() => setIntent('none'), []);
  const ready = useDeferred(panel, intent !== 'none' || open === true, retry);

  if (ready) {
    return (
      <panel.Component {...props} defaultOpen={defaultOpen || (open === undefined && intent === 'open')} />
    );
  }

  const own = trigger.props as TriggerProps;
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event: MouseEvent) => {
      own.onPointerEnter?.(event);
      setIntent((current) => (current === 'none' ? 'load' : current));
    },
    onClick: (event: MouseEvent) => {
      own.onClick?.(event);
      setIntent('open');
      onOpenChange?.(true);
    },
  });
}
