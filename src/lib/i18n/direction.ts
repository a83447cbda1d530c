export type TextDirection = 'ltr' | 'rtl';

/**
 * The writing direction from a language's `text_direction` (or the settings' one). Only `rtl` means right to left;
 * anything else, including the backend's default typo `ltl`, is left to right.
 */
export const direction = (
  language: string | { text_direction?: string | null } | null | undefined,
): TextDirection => {
  const value = typeof language === 'string' ? language : language?.text_direction;
  return typeof value === 'string' && value.trim().toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
};

/**
 * A value that reads left to right in every language (a phone number, an e-mail address), for a translated sentence:
 * in a right-to-left one it goes between Unicode's left-to-right isolate and its closing mark (U+2066, U+2069), so
 * `+880 1700 000000` keeps its plus in front and its groups in order instead of reading `000000 1700 880+`. In an
 * element of its own, `ContactValue` (`src/ui`) does the same (ADR 079).
 */
export const ltrValue = (value: string, dir: TextDirection): string =>
  dir === 'rtl' ? `\u2066${value}\u2069` : value;
