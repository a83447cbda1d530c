import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  controlAdornment,
  controlBox,
  controlBoxSize,
  controlInput,
  controlSizes,
  type ControlSize,
} from '../../theme/control.css';
import { useFieldControl } from '../FormField/context';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/paths';

export const textFieldSizes = controlSizes;
export const textFieldTypes = ['text', 'email', 'search', 'tel', 'url', 'password', 'number'] as const;

export type TextFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'className' | 'style' | 'size' | 'type' | 'prefix'
> & {
  type?: (typeof textFieldTypes)[number];
  size?: ControlSize;
  /** Decorative icon at the start (search, user). */
  iconStart?: IconName;
  /** Short text before the value, e.g. a currency symbol. Part of the visual only: say it in the label too. */
  prefix?: string;
  /** Short text after the value, e.g. "kg". */
  suffix?: string;
  /** A control inside the field at the end (e.g. a show-password or clear button). */
  endAdornment?: ReactNode;
  /** Marks the field invalid when it is not inside a FormField with an error. */
  invalid?: boolean;
};

/** Single-line text input. Put it in a FormField for its label, hint and error. */
export function TextField({
  size = 'md',
  type = 'text',
  iconStart,
  prefix,
  suffix,
  endAdornment,
  invalid,
  id,
  disabled,
  ...rest
}: TextFieldProps) {
  const a11y = useFieldControl({ ...rest, id, disabled, invalid });
  return (
    <div
      className={`${controlBox} ${controlBoxSize[size]}`}
      data-invalid={a11y.invalid || undefined}
      data-disabled={a11y.disabled || undefined}
    >
      {iconStart ? (
        <span className={controlAdornment}>
          <Icon name={iconStart} size={size === 'lg' ? 'md' : 'sm'} />
        </span>
      ) : null}
      {prefix ? (
        <span className={controlAdornment} aria-hidden>
          {prefix}
        </span>
      ) : null}
      <input
        type={type}
        {...rest}
        id={a11y.id}
        disabled={a11y.disabled}
        aria-describedby={a11y['aria-describedby']}
        aria-invalid={a11y['aria-invalid']}
        aria-errormessage={a11y['aria-errormessage']}
        aria-required={a11y['aria-required']}
        className={controlInput}
      />
      {suffix ? (
        <span className={controlAdornment} aria-hidden>
          {suffix}
        </span>
      ) : null}
      {endAdornment ? <span className={controlAdornment}>{endAdornment}</span> : null}
    </div>
  );
}
