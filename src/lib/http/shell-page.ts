// A page of the backend's shell, fetched as HTML. The real backend has no token or start-data endpoint: it renders
// the CSRF token (hidden input) and the start props (`<frontend_master>`) into every page, and answering a page
// also refreshes the XSRF-TOKEN cookie. So after a 419, or to re-read the start props after sign-in, the client
// loads the site root as a browser would and reads the elements from it.
import { NetworkError, SessionExpiredError } from './errors.ts';
import { getPageMeta, resolveApiUrl, type PageMeta } from './page-meta.ts';

export const SHELL_PAGE_PATH = '/';
export const SHELL_PAGE_OPERATION = 'GET / (page shell)';

export async function fetchShellPage(
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
  meta: Pick<PageMeta, 'baseUrl' | 'appPath'> = getPageMeta(),
): Promise<Document> {
  let response: Response;
  try {
    response = await doFetch(resolveApiUrl(SHELL_PAGE_PATH, meta), {
      method: 'GET',
      headers: { Accept: 'text/html' },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(SHELL_PAGE_OPERATION, error);
  }
  if (response.status === 419 || !response.ok) throw new SessionExpiredError(SHELL_PAGE_OPERATION);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}
