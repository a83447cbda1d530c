import { createContext, useContext } from 'react';

export type FormFieldContextValue = {
  /** id of the control (the label's `for`). */
  id: string;
  labelId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
};

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** The surrounding FormField, if any (for custom controls). */
export const useFormField = () => useContext(FormFieldContext);

type OwnA11yProps = {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  'aria-errormessage'?: string | undefined;
  'aria-required'?: boolean | 'true' | 'false' | undefined;
  disabled?: boolean | undefined;
  /** Shorthand for aria-invalid on standalone controls. */
  invalid?: boolean | undefined;
};

const join = (...ids: Array<string | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/**
 * Merges a control's own accessibility props with those of the surrounding FormField: id (so the label
 * points at it), hint and error in aria-describedby, aria-invalid plus aria-errormessage when there is an
 * error, aria-required and disabled. Props given directly on the control win.
 */
export function useFieldControl(props: OwnA11yProps, fallbackId?: string) {
  const field = useFormField();
  const invalid =
    props.invalid ??
    (props['aria-invalid'] !== undefined
      ? props['aria-invalid'] === true || props['aria-invalid'] === 'true'
      : (field?.invalid ?? false));
  const errorId = invalid ? field?.errorId : undefined;
  return {
    id: props.id ?? field?.id ?? fallbackId,
    'aria-describedby': join(field?.hintId, errorId, props['aria-describedby']),
    'aria-invalid': invalid || undefined,
    'aria-errormessage': invalid ? (props['aria-errormessage'] ?? errorId) : undefined,
    'aria-required': props['aria-required'] ?? (field?.required || undefined),
    disabled: props.disabled ?? (field?.disabled || undefined),
    /** For group controls (radio group) whose label is not a <label for>. */
    labelledBy: field?.labelId,
    invalid,
  };
}
