// The current CSRF token. It starts as the page's meta element (or the start data) and is replaced when the
// backend hands out a new one: logout answers with `{ token }`, and after a 419 the client reads it from a freshly
// loaded page of the shell (shell-page.ts).
// Kept in memory only, never in web storage (R7).
import { getPageMeta } from './page-meta.ts';

let current: string | undefined;

export const getCsrfToken = (): string => {
  current ??= getPageMeta().csrfToken;
  return current;
};

export const setCsrfToken = (token: string): void => {
  current = token;
};

/**
 * Value for `X-XSRF-TOKEN`: Laravel's `XSRF-TOKEN` cookie when the page can read it (what Laravel expects in that
 * header, and what R3 checks), else the plain token, which Laravel accepts through `X-CSRF-TOKEN` anyway.
 */
export const getXsrfHeaderValue = (
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): string => {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'XSRF-TOKEN' && rest.length > 0) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        break;
      }
    }
  }
  return getCsrfToken();
};

/** Tests only. */
export const resetCsrfTokenForTests = (): void => {
  current = undefined;
};
