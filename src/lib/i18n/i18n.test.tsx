import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createTranslator } from './translator.ts';
import { direction, ltrValue } from './direction.ts';
import { toastTitle } from './toast-titles.ts';
import { I18nProvider } from './I18nProvider.tsx';
import { useI18n, useT } from './use-i18n.ts';

describe('createTranslator', () => {
  const t = createTranslator({
    'Add to Cart': 'أضف إلى السلة',
    'Hello {name}, you have {count} items': 'Bonjour {name}, vous avez {count} articles',
    Empty: '',
  });

  it('looks keys up and falls back to the key itself', () => {
    expect(t('Add to Cart')).toBe('أضف إلى السلة');
    expect(t('Checkout')).toBe('Checkout');
    expect(t('Empty')).toBe('Empty');
    expect(t('constructor')).toBe('constructor');
  });

  it('on a right-to-left page, isolates an untranslated key left to right and nothing it translates', () => {
    const rtl = createTranslator({ 'Add to Cart': 'أضف إلى السلة', Empty: '' }, 'rtl');
    expect(rtl('Add to Cart')).toBe('أضف إلى السلة');
    // Without the isolate an Arabic page drew these ".here Products you add …" and "to 50 characters 6".
    expect(rtl('Products you add to your cart will show up here.')).toBe(
      '\u2066Products you add to your cart will show up here.\u2069',
    );
    expect(rtl('Empty')).toBe('\u2066Empty\u2069');
    // The placeholder is still read after the isolate's opening mark, and its value sits inside the isolate.
    expect(rtl(':min to :max characters', { min: 6, max: 50 })).toBe('\u20666 to 50 characters\u2069');
    // A value in the page's own right-to-left script keeps its order inside the English sentence.
    expect(rtl('Member since :date', { date: '20 أغسطس 2025' })).toBe(
      '\u2066Member since \u206820 أغسطس 2025\u2069\u2069',
    );
    expect(rtl('By :name', { name: 'Acme' })).toBe('\u2066By Acme\u2069');
    expect(createTranslator({}, 'ltr')('Checkout')).toBe('Checkout');
  });

  it('interpolates {name} placeholders and leaves unknown ones alone', () => {
    expect(t('Hello {name}, you have {count} items', { name: 'Ada', count: 3 })).toBe(
      'Bonjour Ada, vous avez 3 articles',
    );
    expect(t('Missing {who}', {})).toBe('Missing {who}');
    expect(t('Price {price}', { price: '$1{x}' })).toBe('Price $1{x}');
  });

  it("understands Laravel's :name placeholders as well as {name}, in the same text too", () => {
    const laravel = createTranslator({
      'Hello {name}, you have {count} items': 'Bonjour :name, vous avez :count articles',
      'Only {count} left of {name}': 'Plus que :count (:name), {count} en tout',
      'Pay {amount}': ':Amount à payer, :AMOUNT',
    });
    expect(laravel('Hello {name}, you have {count} items', { name: 'Ada', count: 3 })).toBe(
      'Bonjour Ada, vous avez 3 articles',
    );
    expect(laravel('Only {count} left of {name}', { count: 2, name: 'Tea' })).toBe(
      'Plus que 2 (Tea), 2 en tout',
    );
    // Laravel's capitalised forms: `:Amount` capitalises the first letter, `:AMOUNT` all of it.
    expect(laravel('Pay {amount}', { amount: 'dix euros' })).toBe('Dix euros à payer, DIX EUROS');
    // An untranslated key written with :name is filled too.
    expect(t('Welcome back, :name!', { name: 'Ada' })).toBe('Welcome back, Ada!');
  });

  it('leaves a colon inside words, times and addresses alone, and placeholders it was not given', () => {
    const colons = createTranslator({
      'Visit {site} at {time}': 'Visitez http://shop.example/:site à 10:30 (:site, :time, :unknown)',
    });
    expect(colons('Visit {site} at {time}', { site: 'a', time: 'b', 30: 'x', shop: 'y' })).toBe(
      'Visitez http://shop.example/:site à 10:30 (a, b, :unknown)',
    );
    expect(t('Ratio 3:count, note:count, ::count', { count: 7 })).toBe('Ratio 3:count, note:count, ::count');
    expect(t('mailto:name https://x.test/:name', { name: 'n', x: 'no' })).toBe(
      'mailto:name https://x.test/:name',
    );
    // Filled in one pass: a value that looks like a placeholder is shown as it is.
    expect(t(':first :second', { first: ':second', second: '{first}' })).toBe(':second {first}');
    // At the very start, right after another placeholder, and after a letter written with two code units.
    expect(t(':name{name}:name', { name: 'Ada' })).toBe('AdaAdaAda');
    expect(t('𝒜:name 𝟙:name', { name: 'Ada' })).toBe('𝒜:name 𝟙:name');
  });

  it('reads only the keywords it is asked for, never the whole table (a shop has ~2,760 of them)', () => {
    const reads: string[] = [];
    let listed = false;
    const keywords = new Proxy<Record<string, unknown>>(
      { Cart: 'Panier', Blank: '   ', Count: 3 },
      {
        get: (target, key, receiver) => {
          if (typeof key === 'string') reads.push(key);
          return Reflect.get(target, key, receiver) as unknown;
        },
        ownKeys: (target) => {
          listed = true;
          return Reflect.ownKeys(target);
        },
      },
    );
    const translate = createTranslator(keywords);
    expect(reads).toEqual([]);
    expect(translate('Cart')).toBe('Panier');
    expect(translate('Blank')).toBe('Blank');
    expect(translate('Count')).toBe('Count');
    expect(translate('toString')).toBe('toString');
    expect(reads).toEqual(['Cart', 'Blank', 'Count']);
    expect(listed).toBe(false);
  });
});

describe('direction', () => {
  it('is rtl only for rtl; ltr for ltr, the backend typo ltl and anything else', () => {
    expect(direction('rtl')).toBe('rtl');
    expect(direction({ text_direction: ' RTL ' })).toBe('rtl');
    expect(direction('ltl')).toBe('ltr');
    expect(direction({ text_direction: null })).toBe('ltr');
    expect(direction(undefined)).toBe('ltr');
  });

  it('isolates a left-to-right value left to right in a right-to-left sentence, and leaves it alone otherwise', () => {
    const t = createTranslator({ 'We sent a 5-digit code to {phone}.': 'أرسلنا رمزًا إلى {phone}.' });
    expect(t('We sent a 5-digit code to {phone}.', { phone: ltrValue('+880 1700 000000', 'rtl') })).toBe(
      'أرسلنا رمزًا إلى \u2066+880 1700 000000\u2069.',
    );
    expect(ltrValue('+880 1700 000000', 'ltr')).toBe('+880 1700 000000');
  });
});

describe('toast titles', () => {
  it('come from the language keywords', () => {
    const t = createTranslator({ Error: 'خطأ' });
    expect(toastTitle('error', t)).toBe('خطأ');
    expect(toastTitle('success', t)).toBe('Success');
  });
});

function Probe() {
  const t = useT();
  const { dir, locale } = useI18n();
  return (
    <p dir={dir} lang={locale}>
      {t('Add to Cart')}
    </p>
  );
}

describe('I18nProvider', () => {
  it('gives components the translator, direction and locale', () => {
    render(
      <I18nProvider
        keywords={{ 'Add to Cart': 'أضف إلى السلة' }}
        language={{ locale: 'ar', text_direction: 'rtl' }}
      >
        <Probe />
      </I18nProvider>,
    );
    const text = screen.getByText('أضف إلى السلة');
    expect(text).toHaveAttribute('dir', 'rtl');
    expect(text).toHaveAttribute('lang', 'ar');
  });

  it('reads English keys without a provider', () => {
    render(<Probe />);
    expect(screen.getByText('Add to Cart')).toHaveAttribute('dir', 'ltr');
  });
});
