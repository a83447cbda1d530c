// The shopper's answer to the shop's GDPR notice (GdprBanner). Kept in this browser (localStorage); a server-rendering
// build (VITE_SERVER_RENDER=on, docs/performance.md "Server-rendered first screen") also keeps it in a cookie, the
// one thing a server reads before it writes the notice into the page.

/** The consent cookie: the server omits the notice when the request carries it. */
export const CONSENT_COOKIE = 'marketfront_gdpr';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether a cookie string (`document.cookie`, or a request's `Cookie` header) says this browser accepted. */
export const consentIn = (cookies: string): boolean =>
  cookies.split(';').some((cookie) => cookie.trim() === `${CONSENT_COOKIE}=1`);

/** Keeps the answer in the cookie for a year, for every page of the shop, sent on same-site navigations. */
export function rememberConsent(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=1; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
