import type { Ref } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import {
  controlBox,
  controlBoxSize,
  controlSizes,
  listboxOption,
  listboxSurface,
  type ControlSize,
} from '../../theme/control.css';
import { usePortalContainer } from '../../theme/portal';
import { useFieldControl } from '../FormField/context';
import { Icon } from '../Icon/Icon';
import { chevron, content, itemIndicator, trigger, value as valueClass } from './Select.css';

export const selectSizes = controlSizes;

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown until something is chosen. */
  placeholder?: string;
  size?: ControlSize;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  /** Needed only outside a FormField. */
  'aria-label'?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** Choose one value from a list (sort order, country). Keyboard and typeahead come from Radix Select. */
export function Select({
  options,
  placeholder,
  size = 'md',
  invalid,
  disabled,
  id,
  ref,
  'aria-label': ariaLabel,
  ...rest
}: SelectProps) {
  const a11y = useFieldControl({ id, invalid, disabled });
  const container = usePortalContainer();
  return (
    <RadixSelect.Root {...rest} disabled={a11y.disabled}>
      <RadixSelect.Trigger
        ref={ref}
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
