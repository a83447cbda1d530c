// Glue between react-hook-form's errors and the design system's FormField `error` prop (the design system knows
// nothing of react-hook-form). The message is an alert, so it is announced when it appears.
import type { ReactNode } from 'react';
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/** The message of field `name` (dotted paths allowed) ready for `<FormField error={…}>`, or undefined. */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, name: string): ReactNode {
  const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? <span role="alert">{message}</span> : undefined;
}

/** The form-level message a 422 left for fields the form does not show (see applyServerErrors). */
export function formError<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  const message = errors.root?.server?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
