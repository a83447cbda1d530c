import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/http';
import { applyServerErrors, SERVER_ROOT_ERROR } from '@/lib/forms';
import type { Translate } from '@/lib/i18n';
import { errorMessage } from '@/ui';

/**
 * A failed phone step, next to its field: the shop's refusal ("User not found", "Invalid OTP") on `field`, a 422 on
 * the fields it names, anything else (no connection…) above the form. The shop's words are toasted as well (spec §8).
 */
export function showStepError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  field: Path<T>,
  error: unknown,
  t: Translate,
): void {
  if (isApiError(error)) {
    form.setError(field, { type: 'server', message: error.userMessage }, { shouldFocus: true });
    return;
  }
  if (applyServerErrors(form, error)) return;
  form.setError(SERVER_ROOT_ERROR as Path<T>, {
    type: 'server',
    message: errorMessage(error, t) ?? t('Something went wrong'),
  });
}
