// A 422's field messages onto the form that sent the request (spec §5: each field's first message next to it).
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isValidationError } from '@/lib/http';

/** Where messages for fields the form does not show go (read it with `form.formState.errors.root?.server`). */
export const SERVER_ROOT_ERROR = 'root.server' as const;

const hasPath = (values: unknown, path: string): boolean => {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
};

/**
 * Puts each field's first message of a `ValidationError` on that field and focuses the first one; messages for
 * fields the form does not have are joined into the root error. Returns whether `error` was a validation error.
 * `fieldNames` maps a server field name to the form's when they differ (`address_id` → `address`, or a hidden
 * `blog_id` → the comment it belongs to): a form field that several server fields land on shows all their messages,
 * its own first.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  fieldNames: Readonly<Record<string, string>> = {},
): boolean {
  if (!isValidationError(error)) return false;
  const values = form.getValues();
  const elsewhere: string[] = [];
  const onField = new Map<string, string[]>();
  for (const [serverName, message] of Object.entries(error.fields)) {
    // Laravel names array members `items.0.qty`; the form's paths use the same dots.
    const name = fieldNames[serverName] ?? serverName;
    if (!hasPath(values, name)) {
      elsewhere.push(message);
      continue;
    }
    const messages = onField.get(name) ?? [];
    if (serverName === name) messages.unshift(message);
    else messages.push(message);
    onField.set(name, messages);
  }
  let first = true;
  for (const [name, messages] of onField) {
    form.setError(name as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
    first = false;
  }
  if (elsewhere.length > 0 || Object.keys(error.fields).length === 0) {
    const message = elsewhere.length > 0 ? elsewhere.join(' ') : error.userMessage;
    form.setError(SERVER_ROOT_ERROR as Path<T>, { type: 'server', message });
  }
  return true;
}
