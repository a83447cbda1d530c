// A letter of a right-to-left script: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their
// presentation forms (the same range the translator isolates values by, `src/lib/i18n/translator.ts`).
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const RIGHT_TO_LEFT_ALL = new RegExp(RIGHT_TO_LEFT.source, 'g');

/**
 * The direction a shop's name or title is written in when it is all one way: `ltr` for English words only ("Which
 * fitness tracker suits you?"), `rtl` for Arabic ones only; `undefined` for mixed words ("Samsung هاتف"), which keep
 * the page's direction (ADR 079), and for text without letters. Not the first letter's direction (`dir="auto"`),
 * which would turn an Arabic name that starts with a Latin brand left to right.
 */
export function wordsDirection(text: string): 'ltr' | 'rtl' | undefined {
  const rightToLeft = RIGHT_TO_LEFT.test(text);
  const leftToRight = /\p{L}/u.test(text.replace(RIGHT_TO_LEFT_ALL, ''));
  if (rightToLeft === leftToRight) return undefined;
  return rightToLeft ? 'rtl' : 'ltr';
}
