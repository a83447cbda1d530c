import {
  cloneElement,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import type { Deferred } from './deferred';
import { useDeferred } from './use-deferred';

/** What an overlay (popover, sheet) takes from its caller to be opened. */
export interface OverlayProps {
  /** The element that toggles the overlay (a Button); gets aria-expanded and, once loaded, aria-controls. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

type TriggerProps = {
  onClick?: (event: MouseEvent) => void;
  onPointerEnter?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

/**
 * An overlay that is only its trigger until it is first used (ADR 015): the implementation loads when the trigger
 * is first hovered or pressed (not on focus: swapping the trigger would drop keyboard focus) or when the caller
 * opens it, and the press that loads it also opens it (and tells the caller). A failed load leaves the trigger, so
 * the next press tries again.
 *
 * Once the implementation has loaded by other means (the app preloads it at idle), a closed look-alike becomes it
 * then, not at the next touch: otherwise a phone's tap first swapped the trigger (React re-creating its element) in
 * the tasks before its click, and the filter sheet opened later (docs/performance.md, "The filter sheet's trigger
 * swapped at idle"). A focused trigger keeps its element until it loses focus, since the swap would drop focus.
 */
export function useDeferredOverlay<P extends OverlayProps>(part: Deferred<P>, props: P): ReactElement | null {
  const { trigger, open, defaultOpen, onOpenChange } = props;
  const [intent, setIntent] = useState<'none' | 'load' | 'open'>(open || defaultOpen ? 'open' : 'none');
  const retry = useCallback(() => setIntent('none'), []);
  const ready = useDeferred(part, intent !== 'none' || open === true, retry);
  const focused = useRef(false);
  const adopt = useCallback(() => setIntent((current) => (current === 'none' ? 'load' : current)), []);
  useEffect(() => {
    // Mounted after the part had loaded, the overlay rendered it at once (`useDeferred`): nothing to adopt.
    if (ready || intent !== 'none') return;
    // The swap is no shopper's doing: a transition, so React renders it in slices around whatever the page does.
    const adoptUnlessFocused = () => {
      if (!focused.current) startTransition(adopt);
    };
    if (part.loaded()) return adoptUnlessFocused();
    return part.onLoad(adoptUnlessFocused);
  }, [part, ready, intent, adopt]);

  if (ready) {
    return (
      <part.Component {...props} defaultOpen={defaultOpen || (open === undefined && intent === 'open')} />
    );
  }
  if (!trigger) return null;

  const own = trigger.props as TriggerProps;
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event: MouseEvent) => {
      own.onPointerEnter?.(event);
      adopt();
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      focused.current = true;
    },
    onBlur: (event: FocusEvent) => {
      own.onBlur?.(event);
      focused.current = false;
      if (part.loaded()) adopt();
    },
    onClick: (event: MouseEvent) => {
      own.onClick?.(event);
      setIntent('open');
      onOpenChange?.(true);
    },
  });
}
