// Counts in words, per CLDR plural rules (`Intl.PluralRules`) and the shop's language keywords (issue 11).
//
// Keying: a counted phrase has a short base name (`items`, `reviews`…) and one keyword per CLDR category,
// `<base>_<category>`: `items_one` = "{count} item", `items_other` = "{count} items"; French adds `_many`, Arabic
// has all six (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`).
//
// Fallback, so "1 items" can never appear: a form is used only for the category the language's rules pick for
// that count. When the keywords lack it, English (or an unknown language) uses the built-in English forms; any
// other language shows the neutral "<label>: <count>" ("Articles : 1" reads right whatever the count), with the
// label being an ordinary keyword every language already translates. `other` never stands in for `one`. When the
// shop lacks that keyword too, the English label and its count read left to right together on a right-to-left page
// ("Products: 27", not "27 :Products"), as the translator's own fallbacks do.
import { lazyIntl } from './intl-cache.ts';
import { ltrValue, type TextDirection } from './direction.ts';
import { fillPlaceholders, keywordOf } from './translator.ts';

export type PluralCategory = Intl.LDMLPluralRule;
export const PLURAL_CATEGORIES: readonly PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

interface CountedPhrase {
  /** English forms, used when the language is English and its keywords lack them. */
  one: string;
  other: string;
  /** The keyword of the neutral label ("Items"), shown as "<label>: <count>" when a form is missing. */
  label: string;
}

/** Every counted phrase shown to shoppers. `{count}` (or Laravel's `:count` in a form) is the formatted number. */
export const COUNTED = {
  items: { one: '{count} item', other: '{count} items', label: 'Items' },
  products: { one: '{count} product', other: '{count} products', label: 'Products' },
  products_found: { one: '{count} product found', other: '{count} products found', label: 'Products found' },
  reviews: { one: '{count} review', other: '{count} reviews', label: 'Reviews' },
  ratings: { one: '{count} rating', other: '{count} ratings', label: 'Ratings' },
  followers: { one: '{count} follower', other: '{count} followers', label: 'Followers' },
  points: { one: '{count} point', other: '{count} points', label: 'Points' },
  orders: { one: '{count} order', other: '{count} orders', label: 'Orders' },
  in_stock: { one: '{count} in stock', other: '{count} in stock', label: 'In stock' },
  items_available: {
    one: 'Only {count} item available',
    other: 'Only {count} items available',
    label: 'Available',
  },
  stars_and_up: { one: '{count} star & up', other: '{count} stars & up', label: 'Rating' },
  pending_changes: {
    one: '{count} cart change waiting for the connection',
    other: '{count} cart changes waiting for the connection',
    label: 'Cart changes waiting for the connection',
  },
} as const satisfies Record<string, CountedPhrase>;

export type CountedBase = keyof typeof COUNTED;

/** `plural('items', 3)` → "3 items" / "3 articles" / "٣ عناصر"… */
export type Plural = (base: CountedBase, count: number, params?: Record<string, string | number>) => string;

const isEnglish = (locale: string) => locale === '' || /^en\b/i.test(locale);

/** The locale Intl should use: the shop's locale when Intl knows it, else English. */
export function intlLocale(locale: string): string {
  if (!locale) return 'en';
  try {
    return Intl.getCanonicalLocales(locale.replace('_', '-'))[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * English whole numbers need no locale data (building Intl's number formatter costs tens of milliseconds on a
 * phone, on the first screen): "1,234", and CLDR's `one` for 1 and −1. Same output as Intl, property-tested.
 */
const PLAIN_ENGLISH = new Set(['en', 'en-US', 'en-GB']);
export const groupThousands = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function createPlural(
  keywords: Readonly<Record<string, unknown>>,
  locale: string,
  dir: TextDirection = 'ltr',
): Plural {
  const tag = intlLocale(locale);
  const rules = lazyIntl(`plural:${tag}`, () => new Intl.PluralRules(tag));
  // Latin digits, as prices and badges show them; grouping follows the language ("1 000" in French).
  const numbers = lazyIntl(
    `count:${tag}`,
    () => new Intl.NumberFormat(tag, { numberingSystem: 'latn', maximumFractionDigits: 2 }),
  );
  const english = isEnglish(locale);
  const plainEnglish = PLAIN_ENGLISH.has(tag);
  return (base, count, params = {}) => {
    // Not widened to CountedPhrase: its label stays a union of literal keys `npm run keywords:export` can read.
    const phrase = COUNTED[base];
    // −0 shows as 0 (Intl would write "-0").
    const safe = Number.isFinite(count) && count !== 0 ? count : 0;
    const fast = plainEnglish && Number.isSafeInteger(safe);
    const values = { ...params, count: fast ? groupThousands(safe) : numbers().format(safe) };
    // CLDR English: `one` is a whole number whose absolute value is 1 (so −1 too).
    const category = fast ? (Math.abs(safe) === 1 ? 'one' : 'other') : rules().select(safe);
    const own = keywordOf(keywords, `${base}_${category}`);
    if (own) return fillPlaceholders(own, values);
    if (english) return fillPlaceholders(category === 'one' ? phrase.one : phrase.other, values);
    const label = keywordOf(keywords, phrase.label);
    return label ? `${label}: ${values.count}` : ltrValue(`${phrase.label}: ${values.count}`, dir);
  };
}

/** The English-only plural used before keywords arrive and in tests without a provider. */
export const englishPlural: Plural = createPlural({}, 'en');
