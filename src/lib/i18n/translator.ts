// The backend's language keywords: English sentences are the keys (`t('Add to Cart')`), so a missing keyword
// falls back to the key itself and the shop stays readable in English.

import { ltrValue, type TextDirection } from './direction.ts';

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslateParams) => string;

/**
 * A placeholder in either form a translator may write: ours, `{name}`, or Laravel's, `:name` (also `:Name` and
 * `:NAME`, which capitalise the value, as Laravel's `__()` does). A `:name` counts only where a word could start:
 * not after a letter, digit, `_`, `:` or `/` (`WORD_BEFORE`), so "10:30", "http://x" and "mailto:x" are text, not
 * placeholders. Checked on the text before the match rather than with a lookbehind, which Safari reads only from
 * 16.4 on: before it, the regular expression alone was a syntax error that stopped the whole first route.
 */
const PLACEHOLDER = /\{(\w+)\}|:(\p{L}[\p{L}\p{N}_]*)/gu;
const WORD_BEFORE = /[\p{L}\p{N}_:/]$/u;

const has = (record: object, name: string) => Object.prototype.hasOwnProperty.call(record, name);

function laravelValue(params: TranslateParams, name: string): string | undefined {
  if (has(params, name)) return String(params[name]);
  const lower = name.toLowerCase();
  if (lower === name || !has(params, lower)) return undefined;
  const value = String(params[lower]);
  if (name === name.toUpperCase()) return value.toUpperCase();
  const ucfirst = name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
  return name === ucfirst ? value.charAt(0).toUpperCase() + value.slice(1) : undefined;
}

/**
 * `text` with each placeholder whose name is in `params` replaced by its value, in one pass (a value is never read
 * again as a placeholder); unknown placeholders stay as written.
 */
export const fillPlaceholders = (text: string, params: TranslateParams | undefined): string =>
  params === undefined
    ? text
    : text.replace(
        PLACEHOLDER,
        (whole, braced: string | undefined, colon: string | undefined, offset: number) => {
          if (braced !== undefined) return has(params, braced) ? String(params[braced]) : whole;
          // Two code units: a letter outside the Basic Multilingual Plane is one code point in two.
          if (WORD_BEFORE.test(text.slice(Math.max(0, offset - 2), offset))) return whole;
          return laravelValue(params, colon!) ?? whole;
        },
      );

/**
 * The shop's own text for `key`: an own, non-empty string value only (`constructor` and friends must not leak in
 * from the prototype; an empty translation would blank the label). Read where it is asked for, not copied first:
 * a shop's table has ~2,760 keys, and copying it into a lookup table cost 9–35 ms at 4× CPU on every first screen,
 * twice (the start gate's translator and the provider's), where a screen asks for a few hundred.
 */
export function keywordOf(keywords: Readonly<Record<string, unknown>>, key: string): string | undefined {
  if (!has(keywords, key)) return undefined;
  const value = keywords[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * `t(key, params)` over the shop's keywords, which it reads as they are (the caller does not change them). A key the
 * table lacks falls back to itself, an English sentence; on a right-to-left page (`dir`, the language's direction) it
 * goes between Unicode's left-to-right isolate and its closing mark (`ltrValue`), so a shop whose owner has not yet
 * imported the storefront's keys shows "Products you add to your cart will show up here." with its full stop last,
 * not ".here" at the line's start, and "6 to 50 characters" in that order. The page's alignment is unchanged.
 */
export const createTranslator =
  (keywords: Readonly<Record<string, unknown>> = {}, dir: TextDirection = 'ltr'): Translate =>
  (key, params) => {
    const own = keywordOf(keywords, key);
    if (own !== undefined || dir === 'ltr') return fillPlaceholders(own ?? key, params);
    return ltrValue(fillPlaceholders(key, params && isolateRightToLeftValues(params)), dir);
  };

/**
 * Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms: the same range
 * `wordsDirection` reads a name's direction by (`src/design-system/components/Text/words-direction.ts`).
 */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Values in the shopper's right-to-left language ("20 أغسطس 2025") inside an English sentence that reads left to
 * right: each between the first-strong isolate and its closing mark (U+2068, U+2069), so it keeps its own order
 * ("Member since 20 أغسطس 2025" read as a date, not "Member since 20 2025 أغسطس"). Other values are left as given.
 */
function isolateRightToLeftValues(params: TranslateParams): TranslateParams {
  const out: TranslateParams = {};
  for (const [name, value] of Object.entries(params))
    out[name] = typeof value === 'string' && RIGHT_TO_LEFT.test(value) ? `\u2068${value}\u2069` : value;
  return out;
}

/** The translator used before keywords arrive, and in tests: every key is its own text. */
export const identityTranslator: Translate = createTranslator();
