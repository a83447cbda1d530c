// The backend's answer to a form it refuses field by field (backend-api: Laravel's 422): `{ message, errors }`, each
// field with its messages, for an MSW handler to return.
import { HttpResponse } from 'msw';

export const validationFailure = (
  errors: Record<string, string[]>,
  message = 'The given data was invalid.',
) => HttpResponse.json({ message, errors }, { status: 422 });
