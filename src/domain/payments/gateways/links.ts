// The address a redirect gateway's payment (or wallet top-up) starts at: the backend's own page, below the base
// address the app resolves every backend path against (the page's `#base_url`), with the query its route reads, in
// that order.
import { resolveApiUrl, type PageMeta } from '@/lib/http';
import { safeHref } from '@/lib/navigation';
import type { RedirectLink } from './gateways.ts';

export interface OrderToPay {
  trxId: string;
  /** An existing order's code (pay later), or null for the orders just confirmed: then no `code` is sent. */
  code: string | null;
}

type Meta = Pick<PageMeta, 'baseUrl' | 'appPath'>;

function linkTo(
  link: RedirectLink,
  values: { trxId?: string; code?: string | null; amount?: string },
  meta?: Meta,
) {
  const query = new URLSearchParams();
  for (const part of link.query) {
    if (part === 'trx_id') query.append('trx_id', values.trxId ?? '');
    else if (part === 'code') {
      if (values.code) query.append('code', values.code);
    } else if (part === 'amount') query.append('amount', values.amount ?? '');
    else query.append(part[0], part[1]);
  }
  return safeHref(`${resolveApiUrl(link.path, meta)}?${query.toString()}`) ?? null;
}

/** The absolute address to send the payer of an order to; null when the page's base address is not a web address. */
export const orderPaymentLink = (link: RedirectLink, order: OrderToPay, meta?: Meta): string | null =>
  linkTo(link, order, meta);

/**
 * The absolute address of a wallet top-up of `amount` in the active currency, as typed (the backend divides it by
 * the active rate, §2.14).
 */
export const walletTopUpLink = (link: RedirectLink, amount: number, meta?: Meta): string | null =>
  linkTo(link, { amount: String(amount) }, meta);
