// The address of a phone number or an e-mail address a shop, a seller or the owner wrote (R1): one rule for the footer,
// the contact pages and an off-site offer, so the same value links the same way on every screen.
import { safeHref } from './safe-href.ts';

// Arabic-Indic and Eastern Arabic-Indic digits (an Arabic shop may write its number in them) read as 0–9.
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const asciiDigit = (digit: string): string => String((digit.codePointAt(0)! - 0x0660) % 0x90);
// Where one field holds more than one number ("+1 555 0100 / +1 555 0101"), the first is the one dialled.
const BETWEEN_NUMBERS = /[/,;|]/;
/**
 * One address (`help@shop.example`): no spaces, no second `@`, a dot in the domain, and none of the characters that
 * would turn a `mailto:` into more than an address (`?cc=…&body=…`, `#`) or into a list (`,` `;`).
 */
const EMAIL_ADDRESS = /^[^\s@<>"?#,;:/\\]+@[^\s@<>"?#,;:/\\.]+(\.[^\s@<>"?#,;:/\\.]+)+$/;

/**
 * `tel:` with the number's digits, its leading `+` kept: `+880 1700-000000` → `tel:+8801700000000`. Nothing (render
 * text) when the value has no digit ("Call the shop").
 */
export function telHref(phone: string): string | undefined {
  const first = phone.split(BETWEEN_NUMBERS)[0]!.trim().replace(ARABIC_DIGITS, asciiDigit);
  const digits = first.replace(/\D/g, '');
  if (digits === '') return undefined;
  return safeHref(`tel:${first.startsWith('+') ? '+' : ''}${digits}`);
}

/** `mailto:` for one e-mail address; anything else (two addresses, a sentence, a query) is shown as text. */
export function mailtoHref(email: string): string | undefined {
  const address = email.trim();
  return EMAIL_ADDRESS.test(address) ? safeHref(`mailto:${address}`) : undefined;
}
