import { useId, type ReactNode, type Ref } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { choiceControl, choiceHint, choiceLabel, choiceRow, choiceText } from '../../theme/control.css';
import { useFieldControl } from '../FormField/context';
import { Icon } from '../Icon/Icon';
import { box, indicator } from './Checkbox.css';

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = {
  label: ReactNode;
  /** Extra line under the label, read as the description. */
  hint?: ReactNode;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  name?: string;
  value?: string;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A labelled checkbox. Several of them can sit in a `<FormField group>` (a fieldset) that names the set and
 * carries a shared hint or error.
 */
export function Checkbox({ label, hint, id, invalid, disabled, ref, ...rest }: CheckboxProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const a11y = useFieldControl({ id: controlId, invalid, disabled, 'aria-describedby': hintId });
  return (
    <div className={choiceRow}>
      <RadixCheckbox.Root
        ref={ref}
        {...rest}
        id={controlId}
        disabled={a11y.disabled}
        aria-describedby={a11y['aria-describedby']}
        aria-invalid={a11y['aria-invalid']}
        aria-errormessage={a11y['aria-errormessage']}
        className={`${choiceControl} ${box}`}
      >
        {/* Shown through CSS, not Radix's Indicator: its Presence forces a style recalculation on mount
            (docs/performance.md, "The first render is a transition"). */}
        <span className={indicator} aria-hidden>
          {rest.checked === 'indeterminate' ? (
            <Icon name="minus" size="sm" />
          ) : (
            <Icon name="check" size="sm" />
          )}
        </span>
      </RadixCheckbox.Root>
      <span className={choiceText}>
        <label htmlFor={controlId} className={choiceLabel} data-disabled={a11y.disabled || undefined}>
          {label}
        </label>
        {hint ? (
          <span id={hintId} className={choiceHint}>
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}
