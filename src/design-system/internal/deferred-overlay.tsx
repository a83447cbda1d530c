import { cloneElement, useCallback, useState, type MouseEvent, type ReactElement } from 'react';
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
};

/**
 * An overlay that is only its trigger until it is first used (ADR 015): the implementation loads when the trigger
 * is first hovered or pressed (not on focus: swapping the trigger would drop keyboard focus) or when the caller
 * opens it, and the press that loads it also opens it (and tells the caller). A failed load leaves the trigger, so
 * the next press tries again.
 */
export function useDeferredOverlay<P extends OverlayProps>(part: Deferred<P>, props: P): ReactElement | null {
  const { trigger, open, defaultOpen, onOpenChange } = props;
  const [intent, setIntent] = useState<'none' | 'load' | 'open'>(open || defaultOpen ? 'open' : 'none');
  const retry = useCallback(() => setIntent('none'), []);
  const ready = useDeferred(part, intent !== 'none' || open === true, retry);

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
      setIntent((current) => (current === 'none' ? 'load' : current));
    },
    onClick: (event: MouseEvent) => {
      own.onClick?.(event);
      setIntent('open');
      onOpenChange?.(true);
    },
  });
}
