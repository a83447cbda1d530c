import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER_EMAIL } from '../../mocks/data/users';
import { STORAGE_KEY as DEMO_SHOP_STATE_KEY } from '../../mocks/state/persistence';
import { buyableProducts } from '../helpers/demo-products';
import { cartLink, confirmOrder, expect, signInAsDemoCustomer, test } from './fixtures';

// Quality-bar R7 and issue hole 4: after a sign-in, a checkout and a sign-out, the browser keeps nothing of the
// person for the next one on the same computer — in localStorage, sessionStorage, IndexedDB or Cache Storage.

/** Every value the page can reach in the browser's storage, by where it was found. */
interface Stored {
  place: string;
  text: string;
}

/**
 * Reads localStorage, sessionStorage, every IndexedDB database (all records of all stores) and Cache Storage
 * (each entry's address, and the body of data answers: JSON, HTML, text). Cached scripts and styles are code, not
 * data: this build carries the demo shop's seed in its JavaScript, which is no one's personal data.
 * The demo shop's own database (one localStorage key) stands in for the server here and is left out: a real
 * deployment has no such key.
 */
async function sweepBrowserStorage(page: Page): Promise<Stored[]> {
  return page.evaluate(async (demoShopKey) => {
    const found: { place: string; text: string }[] = [];
    for (const [name, area] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let index = 0; index < area.length; index += 1) {
        const key = area.key(index);
        if (key === null || (name === 'localStorage' && key === demoShopKey)) continue;
        found.push({ place: `${name} ${key}`, text: `${key} ${area.getItem(key) ?? ''}` });
      }
    }

    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await request(indexedDB.open(info.name));
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
        found.push({ place: `IndexedDB ${info.name}/${storeName}`, text: JSON.stringify({ keys, values }) });
      }
      db.close();
    }

    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const cached of await cache.keys()) {
        const response = await cache.match(cached);
        const type = response?.headers.get('Content-Type') ?? '';
        const body = response && /json|html|text\/plain/.test(type) ? await response.text() : '';
        found.push({ place: `Cache Storage ${cacheName} ${cached.url}`, text: `${cached.url} ${body}` });
      }
    }
    return found;
  }, DEMO_SHOP_STATE_KEY);
}

/** Where any of `needles` is still stored, as "place: needle" lines (empty when nothing is). */
const tracesOf = (stored: Stored[], needles: string[]): string[] =>
  stored.flatMap(({ place, text }) =>
    needles
      .filter((needle) => text.toLowerCase().includes(needle.toLowerCase()))
      .map((n) => `${place}: ${n}`),
  );

test('after sign-in, checkout and sign-out, nothing personal is left in the browser (R7)', async ({
  shop: page,
}) => {
  await signInAsDemoCustomer(page);
  const [product] = buyableProducts(1);
  if (!product) throw new Error('the demo catalogue has no buyable product');
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeAttached();

  // Check out to the customer's default address, which the review step shows: this is what must not stay behind.
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Default Shipping/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  const personal = ['Demo Customer', 'House 12, Road 5', '+8801700000022', DEMO_CUSTOMER_EMAIL];
  const review = page.getByRole('main');
  for (const text of personal.slice(0, 3)) await expect(review.getByText(text).first()).toBeVisible();
  await confirmOrder(page);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
  const trxId = new URL(page.url()).searchParams.get('trx') ?? '';
  expect(trxId).not.toBe('');
  const orders = page.getByRole('region', { name: /^Order [A-Z0-9_]+-\d{10}$/ });
  await expect(orders.first()).toBeVisible();
  const orderCodes = (await orders.getByRole('heading').allInnerTexts()).map(
    (heading) => (heading.match(/[A-Z0-9_]+-\d{10}/) ?? [''])[0],
  );
  const [orderCode = ''] = orderCodes;
  expect(orderCode).not.toBe('');
  const needles = [...personal, '8801700000022', trxId, ...orderCodes];

  // A message begun and not sent (its form starts with the customer's name and e-mail): the kind of draft a tab
  // keeps for a reload. The sweep sees it while the customer is signed in, so an empty sweep below means something.
  await page.goto('/contact');
  await page.getByRole('textbox', { name: /Subject/ }).fill(`About my order ${orderCode}`);
  const typed = [orderCode, DEMO_CUSTOMER_EMAIL];
  await expect
    .poll(async () => {
      const traces = tracesOf(await sweepBrowserStorage(page), typed);
      return typed.filter((needle) => traces.some((line) => line.endsWith(`: ${needle}`)));
    })
    .toEqual(typed);

  await page.getByRole('banner').getByRole('button', { name: /Demo/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart: 0 items');

  expect(tracesOf(await sweepBrowserStorage(page), needles)).toEqual([]);
  // Nor after a reload of the tab (nothing written back from memory on the way out).
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(tracesOf(await sweepBrowserStorage(page), needles)).toEqual([]);
});
