import { useId, useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import { controlBox, controlBoxSize, controlInput } from '../../theme/control.css';
import { useFieldControl } from '../FormField/context';
import { IconButton } from '../IconButton/IconButton';
import { boundOf, clampQuantity, parseQuantity, reachableMax } from './quantity';
import { box, input, message as messageClass, root } from './QuantityStepper.css';

export const quantityStepperSizes = ['sm', 'md'] as const;

export type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Name of the minus button, e.g. "Decrease quantity". */
  decrementLabel: string;
  /** Name of the plus button, e.g. "Increase quantity". */
  incrementLabel: string;
  /** Shown and announced when the shopper reaches the minimum, e.g. "Minimum order is 2". */
  minMessage?: string;
  /** Shown and announced when the shopper reaches the maximum, e.g. "Only 5 left in stock". */
  maxMessage?: string;
  size?: (typeof quantityStepperSizes)[number];
  disabled?: boolean;
  name?: string;
  id?: string;
  /** Needed only outside a FormField, e.g. "Quantity". */
  'aria-label'?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Quantity input with minus/plus buttons. The buttons report aria-disabled at the bounds (they keep focus),
 * typed numbers are clamped and snapped to the step on blur/Enter, and reaching a bound shows and announces
 * the matching message in a polite live region.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  step = 1,
  decrementLabel,
  incrementLabel,
  minMessage,
  maxMessage,
  size = 'md',
  disabled,
  name,
  id,
  'aria-label': ariaLabel,
  ref,
}: QuantityStepperProps) {
  const bounds = { min, max, step };
  const messageId = useId();
  const a11y = useFieldControl({ id, disabled, 'aria-describedby': messageId });
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const upper = reachableMax(bounds);
  const atMin = value <= min;
  const atMax = upper !== undefined && value >= upper;

  const commit = (next: number) => {
    const clamped = clampQuantity(next, bounds);
    const bound = boundOf(clamped, bounds);
    setMessage(bound === 'max' ? (maxMessage ?? '') : bound === 'min' ? (minMessage ?? '') : '');
    setDraft(null);
    if (clamped !== value) onChange(clamped);
  };

  const decrement = () => {
    if (a11y.disabled) return;
    commit(value - step);
  };
  const increment = () => {
    if (a11y.disabled) return;
    commit(value + step);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const typed = parseQuantity(draft);
    if (typed === null) setDraft(null);
    else commit(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowUp: increment,
      ArrowDown: decrement,
      Home: () => commit(min),
      End: () => (upper !== undefined ? commit(upper) : undefined),
      Enter: commitDraft,
    };
    const action = keys[event.key];
    if (!action) return;
    // Enter inside a form should commit the typed number, not submit.
    event.preventDefault();
    action();
  };

  return (
    <div className={root}>
      <div
        className={`${controlBox} ${controlBoxSize[size]} ${box}`}
        data-disabled={a11y.disabled || undefined}
      >
        <IconButton
          icon="minus"
          label={decrementLabel}
          size="sm"
          aria-disabled={atMin || undefined}
          disabled={a11y.disabled}
          onClick={decrement}
        />
        <input
          ref={ref}
          id={a11y.id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="spinbutton"
          aria-label={ariaLabel}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={upper}
          aria-describedby={a11y['aria-describedby']}
          disabled={a11y.disabled}
          value={draft ?? String(value)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
          className={`${controlInput} ${input}`}
        />
        <IconButton
          icon="plus"
          label={incrementLabel}
          size="sm"
          aria-disabled={atMax || undefined}
          disabled={a11y.disabled}
          onClick={increment}
        />
      </div>
      <p id={messageId} role="status" className={messageClass}>
        {message}
      </p>
    </div>
  );
}
