// A real shop before its owner imports the storefront's keywords (issue 34 §3): the backend's `lang` table holds
// only its own keys (mocks/data/backend-keywords.ts, what the faithful flavour serves). Every screen must still
// read in English words — counted phrases in their English forms, or "<label>: <count>" in another language (in a
// right-to-left one, isolated left to right) — and never show a raw key (`items_one`) or an unfilled placeholder
// (`{count}`, `:count`).
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { backendKeywordMap } from '@mocks/data/backend-keywords';
import { getCatalogue } from '@mocks/data/catalogue';
import { resetDemoShop } from '@mocks/state/store';
import type { RouteName } from '@/lib/navigation';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { renderRoute } from '../../../tests/helpers/render';
import { Component as ListingRoute } from './listing';
import { Component as ProductRoute } from './product';
import { Component as SellersRoute } from './sellers';
import { Component as ShopRoute } from './shop';

beforeEach(() => resetDemoShop());

/** A key shown as is: a plural form's keyword, or a placeholder nobody filled. */
const RAW_KEY =
  /\b[a-z]+(?:_[a-z]+)*_(?:zero|one|two|few|many|other)\b|\{\w+\}|(?<![\p{L}\p{N}_:/]):[a-z]+\b/u;

/** What a shopper reads or hears: the page's text and its elements' names, titles, placeholders and alt texts. */
function shown(): string[] {
  const texts = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

function startIn(locale: 'en' | 'ar') {
  const start = startDataFixture({ lang_keywords: backendKeywordMap(locale) });
  return {
    ...start,
    active_language: { ...start.active_language, locale, text_direction: locale === 'ar' ? 'rtl' : 'ltr' },
  } as typeof start;
}

const shopWithProducts = () => getCatalogue().shops.find((s) => s.slug === 'shanahan-market')!;
const reviewedProduct = () =>
  getCatalogue().products.find(
    (p) =>
      p.status === 'published' &&
      p.is_approved &&
      !p.is_catalog &&
      !p.is_classified &&
      !p.external_link &&
      p.reviews_count > 1 &&
      p.current_stock > 1,
  )!;

/**
 * "<label>: <count>" as another language shows it without the storefront's keys: the English label and its count
 * between the left-to-right isolate and its closing mark (U+2066, U+2069), so they read left to right in an Arabic
 * line ("Products: 27", not "27 :Products").
 */
const counted = (label: string, anchored = true) =>
  new RegExp(`${anchored ? '^' : ''}\u2066${label}: \\d[\\d,]*\u2069$`);

interface Screen {
  name: string;
  element: ReactElement;
  route: () => string;
  path: string;
  routeName: RouteName;
  /** Waits until the counted phrases are on screen; `english` when the language is English. */
  ready: (english: boolean) => Promise<unknown>;
}

const SCREENS: Screen[] = [
  {
    name: 'the product listing',
    element: <ListingRoute />,
    route: () => '/products',
    path: '/products',
    routeName: 'products',
    ready: (english) => screen.findByText(english ? /^\d[\d,]* products found$/ : counted('Products found')),
  },
  {
    name: 'a product page',
    element: <ProductRoute />,
    route: () => `/product/${reviewedProduct().slug}`,
    path: '/product/:slug',
    routeName: 'product',
    ready: async (english) => {
      await screen.findByRole('heading', { level: 1, name: reviewedProduct().product_name });
      return screen.findAllByText(english ? /^\d+ reviews$/ : counted('Reviews'));
    },
  },
  {
    name: 'a shop page',
    element: <ShopRoute />,
    route: () => `/shop/${shopWithProducts().slug}`,
    path: '/shop/:slug',
    routeName: 'shop',
    ready: async (english) => {
      await screen.findByRole('heading', { level: 1, name: shopWithProducts().shop_name });
      return screen.findByText(english ? /^\d+ products$/ : counted('Products'));
    },
  },
  {
    name: 'the sellers',
    element: <SellersRoute />,
    route: () => '/sellers',
    path: '/sellers',
    routeName: 'sellers',
    ready: async (english) => {
      const shop = await screen.findByRole('link', { name: new RegExp(shopWithProducts().shop_name) });
      return within(shop.closest('li') ?? document.body).findAllByText(
        english ? /\d+ products?$/ : counted('Products', false),
      );
    },
  },
];

describe('screens with only the backend’s own keywords', () => {
  describe.each([
    ['English', 'en' as const],
    ['Arabic (no storefront keys yet)', 'ar' as const],
  ])('%s', (_, locale) => {
    it.each(SCREENS.map((s) => [s.name, s] as const))('%s reads in words, never in keys', async (_, s) => {
      renderRoute(s.element, {
        route: s.route(),
        path: s.path,
        name: s.routeName,
        startData: startIn(locale),
      });
      await s.ready(locale === 'en');
      const raw = shown().flatMap((text) => text.match(RAW_KEY) ?? []);
      expect(raw, `raw keys on ${s.name}`).toEqual([]);
    });
  });
});
