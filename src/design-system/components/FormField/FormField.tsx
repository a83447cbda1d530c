import { useId, useMemo, type ReactNode, type Ref } from 'react';
import { FormFieldContext, type FormFieldContextValue } from './context';
import { error as errorClass, field, hint as hintClass, label as labelClass, marker } from './FormField.css';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export type FormFieldProps = {
  label: ReactNode;
  /** Help shown under the control and read after the label. */
  hint?: ReactNode;
  /** Error message; when present the control is marked invalid and points at it. */
  error?: ReactNode;
  required?: boolean;
  /** Visible marker next to the label of required fields, e.g. "(required)". */
  requiredLabel?: string;
  /** Visible marker for optional fields when most fields are required, e.g. "(optional)". */
  optionalLabel?: string;
  disabled?: boolean;
  /** Keep the label for assistive technology only (a search box with a visible button). */
  hideLabel?: boolean;
  /**
   * For controls made of several inputs (radio group): renders a fieldset whose legend names the group,
   * instead of a <label for>.
   */
  group?: boolean;
  /** id for the control; generated otherwise. */
  id?: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement & HTMLFieldSetElement>;
};

/** Label, hint and error for one control, wired to it through context (see useFieldControl). */
export function FormField({
  label,
  hint,
  error,
  required = false,
  requiredLabel,
  optionalLabel,
  disabled = false,
  hideLabel = false,
  group = false,
  id,
  children,
  ref,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}control`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const value = useMemo<FormFieldContextValue>(
    () => ({
      id: controlId,
      labelId: `${controlId}-label`,
      hintId: hint ? `${controlId}-hint` : undefined,
      errorId: hasError ? `${controlId}-error` : undefined,
      invalid: hasError,
      required,
      disabled,
    }),
    [controlId, hint, hasError, required, disabled],
  );

  const labelContent = (
    <>
      {label}
      {required && requiredLabel ? <span className={marker}>{requiredLabel}</span> : null}
      {!required && optionalLabel ? <span className={marker}>{optionalLabel}</span> : null}
    </>
  );
  const labelClassName = hideLabel ? visuallyHidden : labelClass;
  const labelElement = group ? (
    <legend id={value.labelId} className={labelClassName}>
      {labelContent}
    </legend>
  ) : (
    <label id={value.labelId} htmlFor={controlId} className={labelClassName}>
      {labelContent}
    </label>
  );

  const Root = group ? 'fieldset' : 'div';
  return (
    <FormFieldContext.Provider value={value}>
      <Root ref={ref} className={field} disabled={group ? disabled : undefined}>
        {labelElement}
        {hint ? (
          <p id={value.hintId} className={hintClass}>
            {hint}
          </p>
        ) : null}
        {children}
        {hasError ? (
          <p id={value.errorId} className={errorClass}>
            <Icon name="error" size="sm" />
            <span>{error}</span>
          </p>
        ) : null}
      </Root>
    </FormFieldContext.Provider>
  );
}
