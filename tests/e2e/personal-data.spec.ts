import { DEMO_CUSTOMER_EMAIL } from '../../mocks/data/users';
import { buyableProducts } from '../helpers/demo-products';
import { cartLink, confirmOrder, expect, signInAsDemoCustomer, test } from './fixtures';
import { sweepBrowserStorage, tracesOf } from './storage-sweep';

// Quality-bar R7 and issue hole 4: after a sign-in, a checkout and a sign-out, the browser keeps nothing of the
// person for the next one on the same computer — in localStorage, sessionStorage, IndexedDB or Cache Storage.

test('after sign-in, checkout and sign-out, nothing personal is left in the browser (R7)', async ({
  tab: page,
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
