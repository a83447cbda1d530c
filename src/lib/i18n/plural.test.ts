import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { keywordMap } from '../../../mocks/data/keywords';
import { PLURAL_KEYWORDS } from '../../../mocks/data/plural-keywords';
import { createTranslator } from './translator.ts';
import { COUNTED, PLURAL_CATEGORIES, createPlural, groupThousands, type CountedBase } from './plural.ts';

const LOCALES = ['en', 'fr', 'ar'] as const;
const pluralFor = (locale: (typeof LOCALES)[number], keywords = keywordMap(locale)) =>
  createPlural(keywords, locale);
const bases = Object.keys(COUNTED) as CountedBase[];

describe('plural forms (Intl.PluralRules + the language keywords)', () => {
  it('English: one and other', () => {
    const plural = pluralFor('en');
    expect(plural('items', 1)).toBe('1 item');
    expect(plural('items', 0)).toBe('0 items');
    expect(plural('items', 2)).toBe('2 items');
    expect(plural('reviews', 1234)).toBe('1,234 reviews');
  });

  it('French: 0 and 1 are singular, large round numbers take "de"', () => {
    const plural = pluralFor('fr');
    expect(plural('items', 0)).toBe('0 article');
    expect(plural('items', 1)).toBe('1 article');
    expect(plural('items', 2)).toBe('2 articles');
    expect(plural('products_found', 17)).toBe('17 produits trouvés');
    expect(plural('items', 1_000_000).replace(/\s/g, ' ')).toBe('1 000 000 d’articles');
  });

  it('Arabic: all six categories', () => {
    const plural = pluralFor('ar');
    expect(plural('items', 0)).toBe('لا عناصر'); // zero
    expect(plural('items', 1)).toBe('عنصر واحد'); // one
    expect(plural('items', 2)).toBe('عنصران'); // two
    expect(plural('items', 3)).toBe('3 عناصر'); // few (3–10)
    expect(plural('items', 11)).toBe('11 عنصرًا'); // many (11–99)
    expect(plural('items', 100)).toBe('100 عنصر'); // other
    const categories = new Set([0, 1, 2, 3, 11, 100].map((n) => new Intl.PluralRules('ar').select(n)));
    expect([...categories].sort()).toEqual([...PLURAL_CATEGORIES].sort());
  });

  it('the demo shop seeds every category each language needs, for every counted phrase', () => {
    for (const locale of LOCALES) {
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const base of bases) {
        const forms = PLURAL_KEYWORDS[base]?.[locale] as Record<string, string> | undefined;
        expect(forms, `${base} in ${locale}`).toBeDefined();
        for (const category of needed)
          expect(forms?.[category], `${base}_${category} (${locale})`).toBeTruthy();
      }
    }
  });

  it('never lets "other" stand in for a missing "one": a language without the form shows the neutral label', () => {
    const keywords = { items_other: '{count} articles', Items: 'Articles' };
    const plural = createPlural(keywords, 'fr');
    expect(plural('items', 1)).toBe('Articles: 1');
    expect(plural('items', 5)).toBe('5 articles');
    const bare = createPlural({}, 'ar');
    expect(bare('items', 2)).toBe('Items: 2');
    // On a right-to-left page the untranslated label and its count are one left-to-right phrase: "Items: 2", not
    // "2 :Items"; a translated label reads in the page's direction.
    expect(createPlural({}, 'ar', 'rtl')('items', 2)).toBe('\u2066Items: 2\u2069');
    expect(createPlural({ Items: 'العناصر' }, 'ar', 'rtl')('items', 2)).toBe('العناصر: 2');
  });

  it("reads a form written with Laravel's :count as well as {count}", () => {
    const keywords = {
      items_one: ':count article',
      items_many: ':count d’articles',
      items_other: '{count} articles, :count en tout',
      reviews_one: 'un avis, noté à 10:30',
    };
    const plural = createPlural(keywords, 'fr');
    expect(plural('items', 1)).toBe('1 article');
    expect(plural('items', 3)).toBe('3 articles, 3 en tout');
    expect(plural('reviews', 1)).toBe('un avis, noté à 10:30');
    const english = createPlural({ orders_other: ':count orders (:seller)' }, 'en');
    expect(english('orders', 4, { seller: 'Acme' })).toBe('4 orders (Acme)');
  });

  it('English without plural keywords (a real backend) still picks the right form; bad counts show 0', () => {
    const plural = createPlural({ 'Add to Cart': 'Add to Cart' }, 'en-GB');
    expect(plural('items', 1)).toBe('1 item');
    expect(plural('items', 2)).toBe('2 items');
    expect(plural('items', Number.NaN)).toBe('0 items');
  });

  it('property: a rendered count is the form of exactly the category its language picks, or the neutral label', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...bases),
        fc.oneof(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 10_000_000 })),
        fc.subarray([...PLURAL_CATEGORIES]),
        (locale, base, count, dropped) => {
          // A backend may lack some forms: drop a random subset of this phrase's keywords.
          const keywords = { ...keywordMap(locale) };
          for (const category of dropped) delete (keywords as Record<string, string>)[`${base}_${category}`];
          const plural = createPlural(keywords, locale);
          const shown = plural(base, count);
          const category = new Intl.PluralRules(locale).select(count);
          const number = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).format(count);
          const own = keywords[`${base}_${category}`];
          const english = category === 'one' ? COUNTED[base].one : COUNTED[base].other;
          const expected =
            own !== undefined
              ? own.replace('{count}', number)
              : locale === 'en'
                ? english.replace('{count}', number)
                : `${createTranslator(keywords)(COUNTED[base].label)}: ${number}`;
          expect(shown).toBe(expected);
          // And in English, the classic mistake is impossible.
          if (locale === 'en') expect(shown).not.toMatch(/^1 \w+s\b/);
          expect(shown).not.toContain('{count}');
          expect(shown).not.toContain('NaN');
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('English whole numbers without locale data', () => {
  it('groups and picks the category exactly as Intl does, for every safe integer', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -2_000_000, max: 2_000_000 }),
          fc.integer({ min: -2, max: 2 }),
          fc.maxSafeInteger(),
          fc.integer(),
        ),
        fc.constantFrom('en', 'en-US', 'en-GB'),
        (n, tag) => {
          const intl = new Intl.NumberFormat(tag, { numberingSystem: 'latn', maximumFractionDigits: 2 });
          expect(groupThousands(n)).toBe(intl.format(n));
          const category = new Intl.PluralRules(tag).select(n);
          expect(createPlural({}, tag)('items', n)).toBe(
            `${intl.format(n)} ${category === 'one' ? 'item' : 'items'}`,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('one for −1 as for 1 (CLDR), and −0 shown as 0: found by the property above', () => {
    const plural = createPlural({}, 'en');
    expect(plural('items', -1)).toBe('-1 item');
    expect(plural('items', -0)).toBe('0 items');
    expect(plural('items', -1234)).toBe('-1,234 items');
  });

  it('still uses Intl for fractions and for English that groups differently (India)', () => {
    expect(createPlural({}, 'en')('points', 1.5)).toBe('1.5 points');
    expect(createPlural({}, 'en-IN')('points', 1234567)).toBe('12,34,567 points');
  });
});
