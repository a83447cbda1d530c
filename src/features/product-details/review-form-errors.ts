// A refused review write keeps what was typed and says why next to the form: a 422 goes onto its fields (the
// global handler also toasts it), a refusal in words (`{ error }`, e.g. the shop's rule on who may review) and
// any other failure become the form's message.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, SERVER_ROOT_ERROR } from '@/lib/forms';
import { errorMessage } from '@/ui';

export function showWriteFailure<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  translate: (key: string) => string,
): void {
  if (applyServerErrors(form, error)) return;
  const message = errorMessage(error, translate) ?? translate('Something went wrong');
  form.setError(SERVER_ROOT_ERROR as Path<T>, { type: 'server', message });
}
