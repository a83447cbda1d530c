import { Link, type LinkProps } from '@/design-system/components/Link';
import { mailtoHref, telHref } from '@/lib/navigation';

export interface ContactValueProps {
  /** A phone number or an e-mail address, as the shop or the shopper wrote it. */
  value: string;
  /**
   * Link it as a `phone` (`tel:` with its digits) or an `email` (`mailto:` when it is one address), by lib/navigation's
   * rules; without it, or when the value cannot be dialled or written to, it is text.
   */
  linkAs?: 'phone' | 'email';
  tone?: LinkProps['tone'];
}

/**
 * A phone number or an e-mail address, left to right in every language: in an Arabic line `+880 1700 000000` read
 * `000000 1700 880+` (its plus and digit groups take the line's direction). A link when asked and it has an address.
 * In a translated sentence, `ltrValue` from `lib/i18n` does the same.
 */
export function ContactValue({ value, linkAs, tone }: ContactValueProps) {
  const text = <span dir="ltr">{value}</span>;
  const href = linkAs === 'phone' ? telHref(value) : linkAs === 'email' ? mailtoHref(value) : undefined;
  return href ? (
    <Link href={href} tone={tone}>
      {text}
    </Link>
  ) : (
    text
  );
}
