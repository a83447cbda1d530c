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
