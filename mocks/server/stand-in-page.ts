/**
 * The plain pages the demo server's gateway stand-ins answer with (gateway-stand-ins.ts, jazz-cash-stand-in.ts):
 * the gateway's page, not the shop's, so its own policy (forms to this origin only), no script, no style.
 */
import type { DemoBackendFlavour } from '../http/flavour';
import { escapeHtml } from './html';

const STAND_IN_POLICY = "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function standInPage(status: number, title: string, body: string): Response {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body><main>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': STAND_IN_POLICY,
    },
  });
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** A form of hidden fields and one submit button. */
export const standInForm = (
  method: 'get' | 'post',
  action: string,
  fields: Record<string, string>,
  label: string,
) =>
  `<form method="${method}" action="${escapeHtml(action)}">${hidden(fields)}<button type="submit">${escapeHtml(label)}</button></form>`;

/**
 * Decline and Cancel of an order's payment: faithful, a POST to `/payment` carrying nothing (backend-api §1.2: the
 * page is CSRF-exempt, which only a gateway posting the shopper back needs); friendly,
 * `/payment[/code]?declined=<type>` (`?cancelled=`), like the browser demo shop's gateway.
 */
export function backToPayment(
  flavour: DemoBackendFlavour,
  { type, code }: { type: string; code: string | null },
): string {
  const back = (outcome: 'declined' | 'cancelled', label: string) =>
    flavour === 'faithful'
      ? standInForm('post', '/payment', {}, label)
      : standInForm(
          'get',
          code ? `/payment/${encodeURIComponent(code)}` : '/payment',
          { [outcome]: type },
          label,
        );
  return back('declined', 'Decline payment') + back('cancelled', 'Cancel payment');
}
