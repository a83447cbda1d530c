import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { controlBox, controlBoxSize, controlInput } from '../../theme/control.css';
import { useFieldControl } from '../FormField/context';
import { counter, textarea, textareaBox } from './Textarea.css';

export type TextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'style'> & {
  invalid?: boolean;
  /**
   * Shows a character counter under the text when `maxLength` is set, e.g.
   * `(n, max) => \`${n} of ${max} characters\``.
   */
  formatCount?: (length: number, maxLength: number) => string;
};

/** Multi-line text input (reviews, messages, order notes). */
export function Textarea({
  invalid,
  id,
  disabled,
  formatCount,
  onChange,
  maxLength,
  rows = 4,
  ...rest
}: TextareaProps) {
  const a11y = useFieldControl({ ...rest, id, disabled, invalid });
  const initial = String(rest.value ?? rest.defaultValue ?? '').length;
  const [length, setLength] = useState(initial);
  const controlledLength = rest.value !== undefined ? String(rest.value).length : length;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  const counterId = a11y.id ? `${a11y.id}-count` : undefined;
  const showCounter = formatCount !== undefined && maxLength !== undefined;
  return (
    <div
      className={`${controlBox} ${controlBoxSize.md} ${textareaBox}`}
      data-invalid={a11y.invalid || undefined}
      data-disabled={a11y.disabled || undefined}
    >
      <textarea
        rows={rows}
        maxLength={maxLength}
        {...rest}
        onChange={handleChange}
        id={a11y.id}
        disabled={a11y.disabled}
        aria-describedby={
          [a11y['aria-describedby'], showCounter ? counterId : undefined].filter(Boolean).join(' ') ||
          undefined
        }
        aria-invalid={a11y['aria-invalid']}
        aria-errormessage={a11y['aria-errormessage']}
        aria-required={a11y['aria-required']}
        className={`${controlInput} ${textarea}`}
      />
      {showCounter ? (
        <span id={counterId} className={counter}>
          {formatCount(controlledLength, maxLength)}
        </span>
      ) : null}
    </div>
  );
}
