// The route loaders against the demo shop: each one leaves in the query cache exactly what its screen reads
// (same options, same key), and a failed request never fails the navigation.
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { createQueryClient } from '@/lib/http';
import { homeSectionsQueryOptions } from '@/features/home/api/home-page';
import { listingFacetsQueryOptions, listingProductsQueryOptions, listingRequest } from '@/domain/catalogue';
import { compareListQueryOptions, productDetailsQueryOptions, wishlistList } from '@/domain/products';
import { cartPageQueryOptions } from '@/domain/cart';
import { loader as homeLoader } from './home.data';
import { loader as listingLoader } from './listing.data';
import { loader as productLoader } from './product.data';
import { loader as cartLoader } from './cart.data';
import { loader as shopLoader } from './shop.data';
import { shopPageQueries } from '@/domain/shops';
import { loader as wishlistLoader } from './wishlist.data';
import { loader as addressesLoader } from './addresses.data';
import { loader as changePasswordLoader } from './change-password.data';
import { loader as orderHistoryLoader } from './order-history.data';
import { accountCheckQueryOptions } from '@/domain/session';
import { loader as getInvoiceLoader } from './get-invoice.data';
import { addressBookQueryOptions } from '@/domain/addresses';
import { orderDetailsQueries } from '@/domain/orders';
import { rememberOrderProof } from '@/features/orders';
import { storageOwner } from '@/lib/storage';
import { pagedListOptions } from '@/lib/pagination';
import { resetDemoShop } from '@mocks/state/store';
import { signInDemoCustomer } from '../../../tests/helpers/account';
import { loader as blogsLoader } from './blogs.data';
import { loader as blogLoader } from './blog.data';
import { loader as compareListLoader } from './compare-list.data';
import {
  blogCategoriesQueryOptions,
  blogDetailsQueryOptions,
  blogsQueryOptions,
} from '@/features/blog/api/blog-queries';
import { phoneCountriesQueryOptions } from '@/features/sign-in/phone/phone-countries';
import { getGetStartDataQueryKey } from '@/api-generated/endpoints/start/start';
import { loader as loginLoader } from './login.data';
import { loader as registerLoader } from './register.data';

const client = () =>
  createQueryClient({ notify: () => undefined, defaultOptions: { queries: { retry: false } } });
const args = (url: string, params: Record<string, string> = {}) =>
  ({
    params,
    request: new Request(new URL(url, location.origin)),
    context: undefined,
  }) as unknown as LoaderFunctionArgs;

describe('route loaders', () => {
  it('listing: the products of the URL’s page are in the cache when the loader returns, the facets follow', async () => {
    const queryClient = client();
    const url = '/products?page=2&sort=newest';
    await listingLoader({ queryClient, name: 'products' }, args(url));
    const request = listingRequest('products', undefined, new URL(url, location.origin).searchParams);
    const products = queryClient.getQueryState(listingProductsQueryOptions(request.products).queryKey);
    expect(products?.status).toBe('success');
    expect(request.products.page).toBe(2);
    const facets = queryClient
      .getQueryCache()
      .find({ queryKey: listingFacetsQueryOptions(undefined).queryKey });
    expect(facets).toBeDefined();
  });

  it('listing: a search asks for no facets (the backend ignores filters when searching)', async () => {
    const queryClient = client();
    await listingLoader({ queryClient, name: 'products' }, args('/products?q=phone'));
    expect(
      queryClient.getQueryCache().find({ queryKey: listingFacetsQueryOptions(undefined).queryKey }),
    ).toBe(undefined);
  });

  it('product: an unknown product resolves the navigation and leaves the error for the screen', async () => {
    const queryClient = client();
    await expect(
      productLoader(
        { queryClient, name: 'product' },
        args('/product/no-such-thing', { slug: 'no-such-thing' }),
      ),
    ).resolves.toBeNull();
    expect(queryClient.getQueryState(productDetailsQueryOptions('no-such-thing').queryKey)?.status).toBe(
      'error',
    );
  });

  it('shop: the shop is in the cache when the loader returns; an unknown shop leaves the error for the screen', async () => {
    const queryClient = client();
    await shopLoader(
      { queryClient, name: 'shop' },
      args('/shop/shanahan-market', { slug: 'shanahan-market' }),
    );
    expect(queryClient.getQueryState(shopPageQueries('shanahan-market').shop.queryKey)?.status).toBe(
      'success',
    );
    await expect(
      shopLoader({ queryClient, name: 'shop' }, args('/shop/no-such-shop', { slug: 'no-such-shop' })),
    ).resolves.toBeNull();
    expect(queryClient.getQueryState(shopPageQueries('no-such-shop').shop.queryKey)?.status).toBe('error');
  });

  it('cart: every visit loads the cart afresh', async () => {
    const queryClient = client();
    await cartLoader({ queryClient, name: 'cart' }, args('/cart'));
    await cartLoader({ queryClient, name: 'cart' }, args('/cart'));
    const state = queryClient.getQueryState(cartPageQueryOptions().queryKey);
    expect(state?.status).toBe('success');
    expect(state?.dataUpdateCount).toBe(2);
  });

  it('home: asks for no sections before the first screen has painted (their part asks after it)', async () => {
    const queryClient = client();
    await homeLoader({ queryClient, name: 'home' }, args('/'));
    expect(
      queryClient.getQueryCache().find({ queryKey: homeSectionsQueryOptions().queryKey }),
    ).toBeUndefined();
  });

  it('home, in a server-rendering build: starts the sections without making the first screen wait for them', async () => {
    vi.stubEnv('VITE_SERVER_RENDER', 'on');
    try {
      const queryClient = client();
      await homeLoader({ queryClient, name: 'home' }, args('/'));
      const query = queryClient.getQueryCache().find({ queryKey: homeSectionsQueryOptions().queryKey });
      expect(query?.state.fetchStatus).toBe('fetching');
      await query?.promise;
      expect(query?.state.status).toBe('success');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('account pages: a signed-in shopper’s list is in the cache when the loader returns', async () => {
    await signInDemoCustomer();
    const queryClient = client();
    await wishlistLoader({ queryClient, name: 'wishlist' }, args('/user/wishlist'));
    await addressesLoader({ queryClient, name: 'addresses' }, args('/user/addresses'));
    expect(queryClient.getQueryState(pagedListOptions(wishlistList()).queryKey)?.status).toBe('success');
    expect(queryClient.getQueryState(addressBookQueryOptions().queryKey)?.status).toBe('success');
  });

  it('account pages: the navigation’s check-auth (digital orders or not) is in the cache when the loader returns', async () => {
    await signInDemoCustomer();
    const pages = [
      [orderHistoryLoader, 'orderHistory', '/user/order-history'],
      [changePasswordLoader, 'changePassword', '/user/change-password'],
    ] as const;
    for (const [loader, name, url] of pages) {
      const queryClient = client();
      await loader({ queryClient, name }, args(url));
      expect(queryClient.getQueryState(accountCheckQueryOptions().queryKey)?.status, name).toBe('success');
    }
  });

  it('account pages: nothing is asked for a guest (the layout sends them to sign in; no 401 to react to)', async () => {
    resetDemoShop();
    const queryClient = client();
    await expect(
      wishlistLoader({ queryClient, name: 'wishlist' }, args('/user/wishlist')),
    ).resolves.toBeNull();
    expect(queryClient.getQueryCache().find({ queryKey: pagedListOptions(wishlistList()).queryKey })).toBe(
      undefined,
    );
  });

  it('order details: an unknown code resolves the navigation and leaves the error for the screen', async () => {
    const queryClient = client();
    // A guest's order page asks only for an order this tab proved the guest's (Track Order, get-invoice.test.tsx).
    rememberOrderProof(storageOwner(null), 'YR-0000099999');
    await getInvoiceLoader(
      { queryClient, name: 'getInvoice' },
      args('/get-invoice/YR-0000099999', { orderCode: 'YR-0000099999' }),
    );
    expect(queryClient.getQueryState(orderDetailsQueries('YR-0000099999').order.queryKey)?.status).toBe(
      'error',
    );
  });

  it('blogs: the URL’s page of a category’s posts is in the cache, the categories follow', async () => {
    const queryClient = client();
    await blogsLoader(
      { queryClient, name: 'categoryBlogs' },
      args('/category-blogs/style?page=1', { slug: 'style' }),
    );
    expect(
      queryClient.getQueryState(
        blogsQueryOptions({ page: 1, sort: 'newest', title: '', slug: 'style' }).queryKey,
      )?.status,
    ).toBe('success');
    expect(
      queryClient.getQueryCache().find({ queryKey: blogCategoriesQueryOptions().queryKey }),
    ).toBeDefined();
  });

  it('login and register: the shop’s countries for the phone tab, only with phone sign-in on', async () => {
    for (const loader of [loginLoader, registerLoader]) {
      const queryClient = client();
      await loader({ queryClient, name: 'login' }, args('/login'));
      await waitFor(() =>
        expect(queryClient.getQueryState(phoneCountriesQueryOptions().queryKey)?.status).toBe('success'),
      );
    }
    const queryClient = client();
    await loginLoader({ queryClient, name: 'login' }, args('/login'));
    const start = queryClient.getQueryData<{ add_ons: string[] }>(getGetStartDataQueryKey())!;
    queryClient.setQueryData(getGetStartDataQueryKey(), { ...start, add_ons: [] });
    queryClient.removeQueries({ queryKey: phoneCountriesQueryOptions().queryKey });
    await loginLoader({ queryClient, name: 'login' }, args('/login'));
    expect(queryClient.getQueryState(phoneCountriesQueryOptions().queryKey)).toBeUndefined();
  });

  it('blogs: the URL’s order and search text are the list in the cache', async () => {
    const queryClient = client();
    await blogsLoader(
      { queryClient, name: 'blogs' },
      args('/blogs?sort=oldest&title=%20laptop%20&page=1', {}),
    );
    const list = queryClient.getQueryData(
      blogsQueryOptions({ page: 1, sort: 'oldest', title: 'laptop' }).queryKey,
    );
    expect(list?.blogs.data.map((blog) => blog.slug)).toEqual(['how-to-choose-the-right-laptop']);
  });

  it('blog: an unknown post resolves the navigation and leaves the error for the screen', async () => {
    const queryClient = client();
    await expect(
      blogLoader({ queryClient, name: 'blog' }, args('/blog/nope', { slug: 'nope' })),
    ).resolves.toBeNull();
    expect(queryClient.getQueryState(blogDetailsQueryOptions('nope').queryKey)?.status).toBe('error');
  });

  it('compare list: every visit reads the list afresh', async () => {
    const queryClient = client();
    await compareListLoader({ queryClient, name: 'compareList' }, args('/compare-list'));
    await compareListLoader({ queryClient, name: 'compareList' }, args('/compare-list'));
    const state = queryClient.getQueryState(compareListQueryOptions().queryKey);
    expect(state?.status).toBe('success');
    expect(state?.dataUpdateCount).toBe(2);
  });
});
