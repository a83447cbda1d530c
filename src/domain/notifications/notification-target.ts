// Where opening a notification goes. The backend's `url` is its own link (often absolute, on the shop's domain);
// a path the storefront knows is opened as it is, anything else names an order by its last segment, which
// `/get-invoice/:orderCode` shows (backend-api §2.14).
import { matchPath } from 'react-router';
import { paths, safeRedirectPath } from '@/lib/navigation';

const shopPatterns = Object.values(paths).map((route) => route.path);

export function notificationTarget(url: string | null | undefined): string | null {
  if (!url?.trim()) return null;
  let pathname: string;
  let rest: string;
  try {
    const parsed = new URL(url.trim(), 'https://shop.invalid');
    pathname = parsed.pathname;
    rest = `${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
  const path = safeRedirectPath(`${pathname}${rest}`, '');
  if (path === '') return null;
  if (pathname !== '/' && shopPatterns.some((pattern) => matchPath(pattern, pathname))) return path;
  const code = pathname.split('/').filter(Boolean).at(-1);
  return code ? paths.getInvoice.href({ orderCode: decodeURIComponent(code) }) : null;
}
