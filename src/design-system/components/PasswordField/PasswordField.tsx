import { useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { IconButton } from '../IconButton/IconButton';
import { useFieldControl } from '../FormField/context';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment' | 'suffix'> & {
  /** Name of the toggle while the password is hidden, e.g. "Show password". */
  showLabel: string;
  /** Name of the toggle while the password is visible, e.g. "Hide password". */
  hideLabel: string;
};

/** Password input with a show/hide toggle. The toggle keeps focus and says what it will do next. */
export function PasswordField({
  showLabel,
  hideLabel,
  autoComplete = 'current-password',
  size = 'md',
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { id } = useFieldControl(rest);
  return (
    <TextField
      {...rest}
      size={size}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      endAdornment={
        <IconButton
          icon={visible ? 'eye-off' : 'eye'}
          label={visible ? hideLabel : showLabel}
          aria-controls={id}
          size="sm"
          disabled={rest.disabled}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
