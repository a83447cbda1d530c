import { useId, type ReactNode, type Ref } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { choiceControl, choiceHint, choiceLabel, choiceRow, choiceText } from '../../theme/control.css';
import { useFieldControl } from '../FormField/context';
import { dot, group, radio } from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: (typeof radioGroupOrientations)[number];
  name?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Needed only outside a `<FormField group>`, which names the group with its legend. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  ref?: Ref<HTMLDivElement>;
};

/** One choice out of a few visible options (delivery method, payment method). Arrow keys move the choice. */
export function RadioGroup({
  options,
  orientation = 'vertical',
  invalid,
  disabled,
  ref,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: RadioGroupProps) {
  const baseId = useId();
  const a11y = useFieldControl({ invalid, disabled });
  return (
    <RadixRadioGroup.Root
      ref={ref}
      {...rest}
      orientation={orientation}
      disabled={a11y.disabled}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy ?? (ariaLabel ? undefined : a11y.labelledBy)}
      aria-describedby={a11y['aria-describedby']}
      aria-invalid={a11y['aria-invalid']}
      aria-errormessage={a11y['aria-errormessage']}
      className={group}
    >
      {options.map((option, index) => {
        const id = `${baseId}-${index}`;
        const hintId = option.hint ? `${id}-hint` : undefined;
        const optionDisabled = a11y.disabled || option.disabled;
        return (
          <div key={option.value} className={choiceRow}>
            <RadixRadioGroup.Item
              id={id}
              value={option.value}
              disabled={option.disabled}
              aria-describedby={hintId}
              className={`${choiceControl} ${radio}`}
            >
              {/* The dot shows through CSS, not Radix's Indicator: its Presence forces a style recalculation on
                  mount (docs/performance.md, "The first render is a transition"). */}
              <span className={dot} aria-hidden />
            </RadixRadioGroup.Item>
            <span className={choiceText}>
              <label htmlFor={id} className={choiceLabel} data-disabled={optionDisabled || undefined}>
                {option.label}
              </label>
              {option.hint ? (
                <span id={hintId} className={choiceHint}>
                  {option.hint}
                </span>
              ) : null}
            </span>
          </div>
        );
      })}
    </RadixRadioGroup.Root>
  );
}
