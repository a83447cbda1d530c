import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import {
  getGetFilterDataMockHandler,
  getGetFilteredProductsMockHandler,
} from '@/api-generated/endpoints/catalogue/catalogue.msw';
import {
  earbuds,
  filterData,
  headphones,
  productCard,
  productList,
  speaker,
} from '../../../tests/helpers/catalogue-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { cartLine } from '../../../tests/helpers/cart-fixtures';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { seedWatches, watchFixture } from '../../../tests/helpers/watch-fixtures';
import { expect, within } from 'storybook/test';
import { ProductListingScreen } from './ProductListingScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const products = [
  earbuds,
  speaker,
  headphones,
  productCard({ id: 45, slug: 'desk-lamp', product_name: 'Desk Lamp', price: 35, reward: 4 }),
  productCard({ id: 46, slug: 'travel-mug', product_name: 'Travel Mug', price: 12.5 }),
];

const facets = getGetFilterDataMockHandler(filterData());

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Product listing',
  component: ProductListingScreen,
  decorators: [withStorefront()],
  args: { routeName: 'products', routeTitle: 'All Products' },
  // The filter form is a part of its own (FilterPanelPart), asked for after the first paint: its code is here before
  // the story renders, so a cold story server cannot serve it after the screenshot was taken.
  loaders: [async () => void (await import('./components/FilterPanel'))],
  parameters: {
    route: '/products',
    msw: {
      handlers: [
        getGetFilteredProductsMockHandler(productList(products, { lastPage: 3, total: 62 })),
        facets,
      ],
    },
  },
} satisfies Meta<typeof ProductListingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Filtered: Story = {
  parameters: {
    route: '/products?brand=2&sort=top_rated',
    msw: { handlers: [getGetFilteredProductsMockHandler(productList([earbuds])), facets] },
  },
};

export const Category: Story = {
  args: { routeName: 'category', slug: 'audio', routeTitle: 'Category Products' },
  parameters: {
    route: '/category/audio',
    msw: {
      handlers: [
        getGetFilteredProductsMockHandler(
          productList([earbuds, speaker], {
            header: {
              id: 3,
              slug: 'audio',
              title: 'Audio',
              child_categories: [{ id: 31, title: 'Earbuds', slug: 'earbuds' }],
            },
          }),
        ),
        facets,
      ],
    },
  },
};

export const SearchResults: Story = {
  parameters: {
    route: '/products?q=speaker',
    msw: { handlers: [getGetFilteredProductsMockHandler(productList([speaker]))] },
  },
};

export const Empty: Story = {
  parameters: {
    route: '/products?color=7',
    msw: { handlers: [getGetFilteredProductsMockHandler(productList([])), facets] },
  },
};

/** An old link to a page past the list's end: no such page, with the way back to the first. */
export const PastTheLastPage: Story = {
  parameters: {
    route: '/products?page=9',
    msw: {
      handlers: [
        getGetFilteredProductsMockHandler(productList([], { page: 9, lastPage: 3, total: 62 })),
        facets,
      ],
    },
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/home/filtered_products', () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        ),
        facets,
      ],
    },
  },
};

/** A brand the shop does not have (removed, or a mistyped link): said so, with the way to the other brands. */
export const BrandNotFound: Story = {
  args: { routeName: 'brand', slug: 'no-such-brand', routeTitle: 'Brand Products' },
  parameters: {
    route: '/brand/no-such-brand',
    msw: {
      handlers: [
        http.get('*/home/filtered_products', () => HttpResponse.json({ error: 'Brand not found' })),
        facets,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This brand is not available' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all brands' })).toBeVisible();
  },
};

/** "Show more brands" refused: the facet says why under its brands and keeps the button, which asks again. */
export const ShowMoreBrandsFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetFilteredProductsMockHandler(productList(products, { lastPage: 3, total: 62 })),
        getGetFilterDataMockHandler({
          ...filterData(),
          brands: { ...filterData().brands, has_more_data: true, last_page: 2 },
        }),
        http.get('*/home/load-brands', () => HttpResponse.json({ error: 'Brands are being updated' })),
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more brands' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'More brands could not be loaded. Brands are being updated',
    );
    await expect(canvas.getByRole('button', { name: 'Show more brands' })).toBeEnabled();
  },
};

/** The first page never arrives: the skeleton of the final grid stays on screen. */
export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetFilteredProductsMockHandler(async () => {
          await neverAnswer();
          return productList(products);
        }),
        getGetFilterDataMockHandler(async () => {
          await neverAnswer();
          return filterData();
        }),
      ],
    },
  },
};

/**
 * What the cart already holds (issue 38 §3): the earbuds in two colours (2 + 1) and one desk lamp; the other cards
 * carry no mark.
 */
export const InCartMarks: Story = {
  decorators: [
    withStorefront(
      startDataFixture({
        carts: [
          cartLine({ id: 1, product_slug: 'wireless-earbuds-pro', variant: 'Black', quantity: 2 }),
          cartLine({ id: 2, product_slug: 'wireless-earbuds-pro', variant: 'White', quantity: 1 }),
          cartLine({ id: 3, product_slug: 'desk-lamp', quantity: 1 }),
        ],
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('In cart (3)', {}, { timeout: 10_000 });
    await within(canvasElement).findByText('In cart (1)', {}, { timeout: 10_000 });
  },
};

/**
 * Watched products that cost less now (issue 38 §1): the earbuds, watched at $66 and paid $54 now, say "Price dropped
 * by $12.00" beside "In cart (2)"; the desk lamp, watched at $42, only its drop. Both marks sit in the badge column
 * over the picture, wrapped to its width: the card keeps its height and nothing leaves it.
 */
export const PriceDropMarks: Story = {
  beforeEach: seedWatches('guest', {
    watches: [
      watchFixture({ productId: 42, slug: 'wireless-earbuds-pro', name: 'Wireless Earbuds Pro', price: 66 }),
      watchFixture({ productId: 45, slug: 'desk-lamp', name: 'Desk Lamp', price: 42 }),
    ],
  }),
  decorators: [
    withStorefront(
      startDataFixture({
        carts: [cartLine({ id: 1, product_slug: 'wireless-earbuds-pro', variant: 'Black', quantity: 2 })],
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const marks = [
      await canvas.findByText('Price dropped by $12.00', {}, { timeout: 10_000 }),
      await canvas.findByText('Price dropped by $7.00', {}, { timeout: 10_000 }),
      await canvas.findByText('In cart (2)', {}, { timeout: 10_000 }),
    ];
    for (const mark of marks) {
      const card = mark.closest('article')!.getBoundingClientRect();
      const box = mark.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(card.left);
      await expect(box.right).toBeLessThanOrEqual(card.right);
    }
  },
};
