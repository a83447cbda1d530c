/**
 * The real backend's answers exactly as backend-api.md documents them (§1–§6), fed to the storefront's client:
 * each is handled as designed — accepted and normalised where the backend is merely loose, refused with the right
 * typed error where it means a refusal, and refused loudly (ContractError) where the data would be wrong.
 * Bodies start from the contract's generated examples and then take the backend's spelling.
 */
import { faker } from '@faker-js/faker';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { login } from '@/api-generated/endpoints/auth/auth';
import { getLoginResponseMock } from '@/api-generated/endpoints/auth/auth.msw';
import { getFilteredProducts, loadFilterCategories } from '@/api-generated/endpoints/catalogue/catalogue';
import {
  getGetFilteredProductsResponseMock,
  getGetFilterDataResponseMock,
} from '@/api-generated/endpoints/catalogue/catalogue.msw';
import { downloadInvoice, getDigitalOrders, getOrderHistory } from '@/api-generated/endpoints/orders/orders';
import { getGetDigitalOrdersResponseMock } from '@/api-generated/endpoints/orders/orders.msw';
import { getProductReviews } from '@/api-generated/endpoints/reviews/reviews';
import { getGetProductReviewsResponseMock } from '@/api-generated/endpoints/reviews/reviews.msw';
import { getRewardHistory } from '@/api-generated/endpoints/rewards/rewards';
import { getGetRewardHistoryResponseMock } from '@/api-generated/endpoints/rewards/rewards.msw';
import { getSettingsData } from '@/api-generated/endpoints/settings/settings';
import { getGetStartDataResponseMock } from '@/api-generated/endpoints/start/start.msw';
import { getWalletData } from '@/api-generated/endpoints/wallet/wallet';
import type { AuthError } from '@/lib/http';
import { ApiError, ContractError, ServerError, SessionExpiredError } from '@/lib/http';
import { adaptStartProps } from '@/lib/start-data';

const at = (path: string) => `${window.location.origin}${path}`;
const answer = (method: 'get' | 'post', path: string, body: unknown, status = 200) =>
  server.use(http[method](at(path), () => HttpResponse.json(body as object, { status })));

/** How a failure came out: its typed error class name and kind. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ kind: 'resolved' }),
    (error: unknown) => ({ kind: (error as { kind?: string }).kind, error }),
  );

beforeEach(() => faker.seed(7));

describe('the backend’s answers, as documented, through the client', () => {
  it('§1.6 start props: carts left out, shop_follower "", no user, flags as strings, an unknown prop', async () => {
    const { carts: _carts, user: _user, ...props } = getGetStartDataResponseMock();
    const raw = JSON.parse(
      JSON.stringify({
        ...props,
        shop_follower: '',
        categories: [],
        viewed_products: [],
        pages: [],
        settings_data: {
          ...props.settings_data,
          seller_system: '1',
          wallet_system: '0',
          no_of_decimals: '2',
        },
        wishlists: '3',
        some_new_prop: { anything: true },
      }),
    ) as unknown;
    const start = await adaptStartProps(raw, 'page <frontend_master>');
    expect(start).toMatchObject({ carts: [], shop_follower: [], user: null, wishlists: 3 });
    expect(start.settings_data).toMatchObject({ seller_system: 1, wallet_system: 0, no_of_decimals: 2 });
    expect(start).not.toHaveProperty('some_new_prop');
  });

  it('§1.6 start props with a price that is not a number fail loudly (R14)', async () => {
    const props = getGetStartDataResponseMock();
    const line = { ...props.carts![0]!, price: 'twelve' };
    await expect(adaptStartProps({ ...props, carts: [line] }, 'page')).rejects.toBeInstanceOf(ContractError);
  });

  it('§1.3 {captcha} without error on login is a refusal carrying the message', async () => {
    answer('post', '/login', { captcha: 'Please verify that you are not a robot.' });
    const result = await failure(login({ email: 'a@b.co', password: 'x' }));
    expect(result.kind).toBe('business');
    expect((result as { error: ApiError }).error.userMessage).toBe('Please verify that you are not a robot.');
  });

  it('§2.9 login success with counts (wishlists, compare_list) and a full user', async () => {
    answer('post', '/login', { ...getLoginResponseMock(), wishlists: 4, compare_list: 0 });
    await expect(login({ email: 'a@b.co', password: 'x' })).resolves.toMatchObject({ wishlists: 4 });
  });

  it('§1.2 loginCheck: a guest’s XHR is redirected (302) to the HTML login page → AuthError', async () => {
    server.use(
      http.get(
        at('/user/wallet-data'),
        () => new HttpResponse(null, { status: 302, headers: { Location: at('/login') } }),
      ),
      http.get(at('/login'), () => HttpResponse.html('<html><body><div id="app"></div></body></html>')),
    );
    const result = await failure(getWalletData());
    expect(result.kind).toBe('auth');
    expect((result as { error: AuthError }).error.status).toBe(302);
  });

  it('§1.2 customerCheck: 401 {error: "unathenticated"} → AuthError', async () => {
    answer('get', '/home/user/order-list/', { error: 'unathenticated' }, 401);
    expect((await failure(getOrderHistory())).kind).toBe('auth');
  });

  it('§1.3 a refusal is HTTP 200 {error} → ApiError with the server’s words', async () => {
    answer('get', '/user/reward-history', { error: 'Oops...Something Went Wrong' });
    const result = await failure(getRewardHistory());
    expect((result as { error: ApiError }).error).toBeInstanceOf(ApiError);
  });

  it('§1.3 invoice download denial: HTTP 500 {error: "Access Denied"} → ServerError with that message', async () => {
    answer('get', '/user/invoice/download/5', { error: 'Access Denied' }, 500);
    const result = await failure(downloadInvoice(5));
    expect((result as { error: ServerError }).error).toBeInstanceOf(ServerError);
    expect((result as { error: ServerError }).error.userMessage).toBe('Access Denied');
  });

  it('§2.14 reward history: reward_details "" (no reward account) is accepted as the empty value', async () => {
    answer('get', '/user/reward-history', {
      ...getGetRewardHistoryResponseMock(),
      reward: null,
      reward_details: '',
    });
    await expect(getRewardHistory()).resolves.toMatchObject({ reward: null, reward_details: '' });
  });

  it('§1.4 both paginators: the custom resource page and Laravel’s raw page', async () => {
    answer('get', '/home/filtered_products', getGetFilteredProductsResponseMock());
    const list = await getFilteredProducts({ route: 'all.products' } as never);
    expect(list.products).toHaveProperty('has_more_data');
    answer('get', '/home/product-reviews/3', getGetProductReviewsResponseMock());
    const reviews = await getProductReviews(3);
    expect(reviews.reviews).toHaveProperty('first_page_url');
  });

  it('§2.3 load-categories returns the plain facet array, not a page', async () => {
    const facets = getGetFilterDataResponseMock().categories;
    answer('get', '/home/load-categories', { categories: facets });
    await expect(loadFilterCategories()).resolves.toEqual({ categories: facets });
  });

  it('§2.1 settings-data answers {static_asset} only', async () => {
    answer('get', '/settings-data', { static_asset: 'https://shop.example/public' });
    await expect(getSettingsData()).resolves.toEqual({ static_asset: 'https://shop.example/public' });
  });

  it('§2.13 digital orders: next_page_url is a boolean; numeric strings and extra columns are read', async () => {
    const body = getGetDigitalOrdersResponseMock();
    const rows = body.download_urls.map((row) => ({ ...row, id: String(row.id), extra_column: 'x' }));
    answer('get', '/user/digital-product-order-list', { ...body, download_urls: rows, next_page_url: false });
    const read = await getDigitalOrders();
    expect(read.next_page_url).toBe(false);
    expect(read.download_urls.every((row) => typeof row.id === 'number' && !('extra_column' in row))).toBe(
      true,
    );
  });

  it('§1.4 a product price the backend sends as words still fails loudly (R14)', async () => {
    const body = getGetFilteredProductsResponseMock();
    const [first, ...rest] = body.products.data;
    answer('get', '/home/filtered_products', {
      ...body,
      products: { ...body.products, data: [{ ...first, price: 'N/A' }, ...rest] },
    });
    expect((await failure(getFilteredProducts({ route: 'all.products' } as never))).kind).toBe('contract');
  });

  it('§1.2 a 419 that survives the shell reload ends in SessionExpiredError, never a loop', async () => {
    let posts = 0;
    server.use(
      http.get(at('/'), () => HttpResponse.html('<input type="hidden" id="token" value="fresh">')),
      http.post(at('/login'), () => {
        posts += 1;
        return new HttpResponse(null, { status: 419 });
      }),
    );
    const result = await failure(login({ email: 'a@b.co', password: 'x' }));
    expect((result as { error: unknown }).error).toBeInstanceOf(SessionExpiredError);
    expect(posts).toBe(2);
  });
});
