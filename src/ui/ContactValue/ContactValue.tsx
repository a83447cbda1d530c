import { Link, type LinkProps } from '@/design-system/components/Link';

export interface ContactValueProps {
  /** A phone number or an e-mail address, as the shop or the shopper wrote it. */
  value: string;
  /** `tel:` or `mailto:` when it can be dialled or written to (already checked by `safeHref`); text otherwise. */
  href?: string | undefined;
  tone?: LinkProps['tone'];
}

/**
 * A phone number or an e-mail address, left to right in every language: in an Arabic line `+880 1700 000000` read
 * `000000 1700 880+` (its plus and digit groups take the line's direction). A link when it has an address.
 * In a translated sentence, `ltrValue` from `lib/i18n` does the same.
 */
export function ContactValue({ value, href, tone }: ContactValueProps) {
  const text = <span dir="ltr">{value}</span>;
  return href ? (
    <Link href={href} tone={tone}>
      {text}
    </Link>
  ) : (
    text
  );
}
