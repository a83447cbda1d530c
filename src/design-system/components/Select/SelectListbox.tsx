import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { controlBox, controlBoxSize, listboxOption, listboxSurface } from '../../theme/control.css';
import { usePortalContainer } from '../../theme/portal';
import { useFieldControl } from '../FormField/context';
import { Icon } from '../Icon/Icon';
import { backdrop, chevron, content, itemIndicator, trigger, value as valueClass } from './Select.css';

import type { SelectProps } from './Select';

/**
 * The Radix part of `Select`, loaded on first interaction (see Select.tsx). `openOnMount` opens it at once when the
 * click or key that loaded it asked to open; `focusOnMount` gives the focus the look-alike had to Radix's trigger.
 */
export default function SelectListbox({
  options,
  placeholder,
  size = 'md',
  invalid,
  disabled,
  id,
  ref,
  'aria-label': ariaLabel,
  openOnMount,
  focusOnMount,
  ...rest
}: SelectProps & { openOnMount?: boolean; focusOnMount?: boolean }) {
  const a11y = useFieldControl({ id, invalid, disabled });
  const container = usePortalContainer();
  const [open, setOpen] = useState(Boolean(openOnMount));
  useBackdrop(open, container);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const setTrigger = useCallback(
    (node: HTMLButtonElement | null) => {
      triggerRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // Once, at the swap, and only if the focus went with the look-alike (it is on the body then). It used to be taken
  // in the trigger's ref, which React calls again at every render: a currency select the shopper had tabbed through
  // took the focus back from wherever they were whenever the header rendered, and their Enter opened it.
  useLayoutEffect(() => {
    const orphaned = document.activeElement === null || document.activeElement === document.body;
    if (focusOnMount && !openOnMount && orphaned) triggerRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the swap happens once per mount
  }, []);
  return (
    <RadixSelect.Root {...rest} open={open} onOpenChange={setOpen} disabled={a11y.disabled}>
      <RadixSelect.Trigger
        ref={setTrigger}
        id={a11y.id}
        aria-label={ariaLabel}
        aria-describedby={a11y['aria-describedby']}
        aria-invalid={a11y['aria-invalid']}
        aria-errormessage={a11y['aria-errormessage']}
        aria-required={a11y['aria-required']}
        data-invalid={a11y.invalid || undefined}
        data-disabled={a11y.disabled || undefined}
        className={`${controlBox} ${controlBoxSize[size]} ${trigger}`}
      >
        <span className={valueClass}>
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon className={chevron}>
          <Icon name="chevron-down" size="sm" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal container={container}>
        <RadixSelect.Content position="popper" sideOffset={4} className={`${listboxSurface} ${content}`}>
          <RadixSelect.Viewport>
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={listboxOption}
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className={itemIndicator}>
                  <Icon name="check" size="sm" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

/**
 * While the list is open, a transparent backdrop under it takes the pointer events outside it, so the page keeps its
 * own (Select.css.ts), and a tap beside the list closes it without reaching what lies under it. It is there before
 * Radix turns the page's pointer events off, and leaves after the list:
 * - pressed, after the press's click: Radix closes the list on the touch itself, and a finger's click comes after
 *   the touch has ended; without the backdrop that click went to the product card under it, which opened;
 * - otherwise a frame later, once Radix has given the page its pointer events back (a backdrop removed with the list
 *   left the page inheriting `none` for a moment, and it was restyled anyway: measured on a sort order's tap).
 */
function useBackdrop(open: boolean, container: HTMLElement | undefined) {
  useLayoutEffect(() => {
    if (!open) return;
    const element = document.createElement('div');
    element.className = backdrop;
    element.setAttribute('aria-hidden', 'true');
    let pressed = false;
    element.addEventListener('pointerdown', () => (pressed = true));
    element.addEventListener('pointercancel', () => (pressed = false));
    (container ?? document.body).append(element);
    return () => {
      const remove = () => element.remove();
      if (pressed) {
        element.addEventListener('click', remove, { once: true });
        // A press that never becomes a click (the finger scrolled) leaves with its pointercancel or after this.
        element.addEventListener('pointercancel', remove, { once: true });
        setTimeout(remove, PRESS_CLICK_WAIT_MS);
      } else if (typeof requestAnimationFrame === 'function') requestAnimationFrame(remove);
      else remove();
    };
  }, [open, container]);
}

/** How long the backdrop waits for a press's click at most (a tap's click comes within a few frames of its end). */
const PRESS_CLICK_WAIT_MS = 600;
