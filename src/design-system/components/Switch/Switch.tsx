import { useId, type ReactNode, type Ref } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { choiceHint, choiceLabel, choiceRow, choiceText } from '../../theme/control.css';
import { useFieldControl } from '../FormField/context';
import { thumb, track } from './Switch.css';

export type SwitchProps = {
  label: ReactNode;
  hint?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  value?: string;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** An on/off setting that applies at once (notifications, "show only in-stock"). */
export function Switch({ label, hint, id, disabled, ref, ...rest }: SwitchProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const a11y = useFieldControl({ id: controlId, disabled, 'aria-describedby': hintId });
  return (
    <div className={choiceRow}>
      <RadixSwitch.Root
        ref={ref}
        {...rest}
        id={controlId}
        disabled={a11y.disabled}
        aria-describedby={a11y['aria-describedby']}
        className={track}
      >
        <RadixSwitch.Thumb className={thumb} />
      </RadixSwitch.Root>
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
