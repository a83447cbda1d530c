/**
 * JazzCash on the demo server, which plays both sides of its "HTTP POST — page redirection" (v1.1):
 * - **The backend's part**: what `GET /user/payment-order` answers as `jazz_data` and `jazz_url` (backend-api §2.12)
 *   when JazzCash is on (the faithful flavour, faithful.ts). The reference names neither the fields nor the return:
 *   the fields are JazzCash's own `pp_*`, signed with HMAC-SHA256 under the merchant's integrity salt, the amount in
 *   paisa; `pp_ReturnURL` is `user/complete-order` with the query the backend reads, as KkiaPay's callback is (§2.12).
 * - **JazzCash's hosted form** at `jazz_url` (its real hosts are in `JAZZ_CASH_CSP`; here a path on this origin, so
 *   the page's `form-action 'self'` allows the payment page's GET form): it refuses fields that do not match their
 *   hash; Approve posts JazzCash's answer, non-ajax, to `pp_ReturnURL` (→ the invoice, `nonAjaxReturn`); Decline and
 *   Cancel come back like the other stand-ins (gateway-stand-ins.ts).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { DemoBackendFlavour } from '../http/flavour';
import { escapeHtml } from './html';
import { backToPayment, standInForm, standInPage } from './stand-in-page';

export const JAZZ_CASH_FORM_PATH = '/__gateway/jazzcash/merchantform';

/** The demo merchant's credentials (JazzCash's sandbox gives each merchant an id, a password and a salt). */
const MERCHANT = { id: 'MCDEMO01', password: 'demo0pass', integritySalt: 'demo0salt' } as const;

/** What the payment page must send back, besides the hash: every field the form carries. */
const FORM_FIELDS = [
  'pp_Version',
  'pp_TxnType',
  'pp_Language',
  'pp_MerchantID',
  'pp_Password',
  'pp_TxnRefNo',
  'pp_Amount',
  'pp_TxnCurrency',
  'pp_TxnDateTime',
  'pp_BillReference',
  'pp_Description',
  'pp_TxnExpiryDateTime',
  'pp_ReturnURL',
] as const;

type FormField = (typeof FORM_FIELDS)[number];

/**
 * JazzCash's `pp_SecureHash`: the non-empty values of the `pp_` fields (the hash aside) in the order of their names,
 * after the integrity salt, joined by `&`, as HMAC-SHA256 under the salt, in hex.
 */
export function jazzCashSecureHash(fields: Readonly<Record<string, string>>): string {
  const values = Object.keys(fields)
    .filter((name) => name.startsWith('pp') && name !== 'pp_SecureHash')
    .sort()
    .map((name) => fields[name]!)
    .filter((value) => value !== '');
  return createHmac('sha256', MERCHANT.integritySalt)
    .update([MERCHANT.integritySalt, ...values].join('&'))
    .digest('hex')
    .toUpperCase();
}

/** `yyyyMMddHHmmss` in Pakistan's time (UTC+5, no daylight saving), as JazzCash reads its dates. */
const pakistanTime = (at: number) =>
  new Date(at + 5 * 60 * 60 * 1000).toISOString().slice(0, 19).replace(/[^\d]/g, '');

export interface JazzCashPayment {
  /** This server's public origin: JazzCash needs absolute addresses. */
  origin: string;
  trxId: string;
  /** The order paid by its code (pay later), or null. */
  code: string | null;
  guest: boolean;
  /** The orders' total in rupees. */
  rupees: number;
  /** The orders' codes, for the description. */
  orderCodes: readonly string[];
  at: number;
}

/** `jazz_url` and `jazz_data` of the payment-order answer. */
export function jazzCashForm(payment: JazzCashPayment): {
  jazz_url: string;
  jazz_data: Record<string, string>;
} {
  const returnQuery = new URLSearchParams({
    payment_type: 'jazz_cash',
    trx_id: payment.trxId,
    ...(payment.code ? { code: payment.code } : {}),
    ...(payment.guest ? { guest: '1' } : {}),
  });
  const dateTime = pakistanTime(payment.at);
  const fields: Record<FormField, string> = {
    pp_Version: '1.1',
    pp_TxnType: 'MWALLET',
    pp_Language: 'EN',
    pp_MerchantID: MERCHANT.id,
    pp_Password: MERCHANT.password,
    // Unique per attempt, at most 20 characters.
    pp_TxnRefNo: `T${dateTime}${randomInt(100, 1000)}`,
    pp_Amount: String(Math.round(payment.rupees * 100)),
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: dateTime,
    // At most 20 letters and digits: the transaction id is 20.
    pp_BillReference: payment.trxId.slice(0, 20),
    pp_Description: `Payment for order ${payment.orderCodes.join(', ')}`.slice(0, 200),
    pp_TxnExpiryDateTime: pakistanTime(payment.at + 24 * 60 * 60 * 1000),
    pp_ReturnURL: `${payment.origin}/user/complete-order?${returnQuery.toString()}`,
  };
  return {
    jazz_url: `${payment.origin}${JAZZ_CASH_FORM_PATH}`,
    jazz_data: { ...fields, pp_SecureHash: jazzCashSecureHash(fields) },
  };
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** GET of JazzCash's form (the stand-in): its page, or JazzCash's refusal of a form it cannot trust. */
export function jazzCashStandIn(url: URL, flavour: DemoBackendFlavour): Response {
  const title = 'JazzCash (demo stand-in)';
  const fields = Object.fromEntries(url.searchParams);
  const refuse = (why: string) =>
    standInPage(400, title, `<h1>${escapeHtml(title)}</h1><p>${why} JazzCash refuses the payment.</p>`);
  const missing = FORM_FIELDS.filter((name) => !fields[name]);
  if (missing.length > 0) return refuse(`The form lacks <code>${escapeHtml(missing.join(', '))}</code>.`);
  if (!sameText(fields.pp_SecureHash ?? '', jazzCashSecureHash(fields))) {
    return refuse('The fields do not match <code>pp_SecureHash</code>.');
  }
  let returnUrl: URL;
  try {
    returnUrl = new URL(fields.pp_ReturnURL!);
  } catch {
    return refuse('<code>pp_ReturnURL</code> is not an address.');
  }
  // The stand-in only ever returns to the shop that runs it.
  if (returnUrl.origin !== url.origin) return refuse('<code>pp_ReturnURL</code> is not this shop.');

  const answer: Record<string, string> = {
    pp_Version: fields.pp_Version!,
    pp_TxnType: fields.pp_TxnType!,
    pp_MerchantID: fields.pp_MerchantID!,
    pp_TxnRefNo: fields.pp_TxnRefNo!,
    pp_Amount: fields.pp_Amount!,
    pp_TxnCurrency: fields.pp_TxnCurrency!,
    pp_TxnDateTime: fields.pp_TxnDateTime!,
    pp_BillReference: fields.pp_BillReference!,
    pp_ResponseCode: '000',
    pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
  };
  const rupees = (Number(fields.pp_Amount) / 100).toFixed(2);
  return standInPage(
    200,
    title,
    `<h1>${escapeHtml(title)}</h1>` +
      `<p>The demo shop plays JazzCash's payment page: no money moves.</p>` +
      `<p>Amount: ${escapeHtml(`${fields.pp_TxnCurrency} ${rupees}`)}</p>` +
      `<p>Bill reference: ${escapeHtml(fields.pp_BillReference!)}</p>` +
      standInForm(
        'post',
        returnUrl.href,
        { ...answer, pp_SecureHash: jazzCashSecureHash(answer) },
        'Approve payment',
      ) +
      backToPayment(flavour, { type: 'jazz_cash', code: returnUrl.searchParams.get('code') || null }),
  );
}
