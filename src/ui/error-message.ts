// What a shopper reads about a failure: the HTTP client's own sentence for it (network, time-out, the shop's refusal,
// a server error), in the shop's language; nothing for a failure that is not a request's.
import { isHttpClientError } from '@/lib/http';
import type { Translate } from '@/lib/i18n';

export const errorMessage = (error: unknown, t: Translate): string | undefined =>
  isHttpClientError(error) ? t(error.userMessage) : undefined;
