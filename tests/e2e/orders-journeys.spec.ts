import type { Page } from '@playwright/test';
import { expect, orderOneProduct, signInAsDemoCustomer, test } from './fixtures';

// Issue 34 §4, behaviour nobody had watched from the shopper's side: an order paid later (placed unpaid, paid from
// `/payment/<code>` afterwards) and the invoice PDF that "Download Invoice" saves as `<code>.pdf` (backend-api §2.13).

/** The code of the one order on the confirmation page. */
async function confirmedOrderCode(page: Page): Promise<string> {
  const order = page.getByRole('region', { name: /^Order [A-Z0-9_]+-\d{10}$/ });
  await expect(order).toHaveCount(1);
  const heading = await order.getByRole('heading').first().innerText();
  return /[A-Z0-9_]+-\d{10}/.exec(heading)![0];
}

const historyRow = (page: Page, code: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order ${code}` }) });

test('pay later: the order is placed unpaid, then paid from its own payment page', async ({ tab: page }) => {
  await signInAsDemoCustomer(page);
  await orderOneProduct(page);

  await page.getByRole('radio', { name: 'Pay Later' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
  await expect(page.getByText('Payment Status: Unpaid')).toBeVisible();
  const code = await confirmedOrderCode(page);

  // Unpaid in the history; its page offers to pay it now, and its payment page offers neither pay later nor cash on
  // delivery again (the history's rows do not say how an order is paid, backend-api §4.7, so the offer is there).
  await page.goto('/user/order-history');
  const row = historyRow(page, code);
  await expect(row.getByText('Unpaid', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `Order details ${code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/get-invoice/${code}$`));
  await page.getByRole('link', { name: `Pay Now ${code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${code}$`));
  const methods = page.getByRole('radiogroup');
  await expect(methods.getByRole('radio', { name: 'Stripe' })).toBeVisible();
  await expect(methods.getByRole('radio', { name: 'Pay Later' })).toHaveCount(0);
  await expect(methods.getByRole('radio', { name: 'Cash on Delivery' })).toHaveCount(0);

  await methods.getByRole('radio', { name: 'Stripe' }).check();
  await page.getByRole('button', { name: 'Continue to Stripe' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/get-invoice/${code}$`));
  await expect(page.getByText('Payment Status: Paid')).toBeVisible();
});

test('"Download Invoice" saves the order’s invoice as <code>.pdf', async ({ tab: page }) => {
  await signInAsDemoCustomer(page);
  await orderOneProduct(page);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
  const code = await confirmedOrderCode(page);

  await page.goto('/user/order-history');
  const downloading = page.waitForEvent('download');
  await historyRow(page, code)
    .getByRole('button', { name: `Download Invoice ${code}` })
    .click();
  const download = await downloading;

  expect(download.suggestedFilename()).toBe(`${code}.pdf`);
  expect(await download.failure()).toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The invoice is this order's.
  expect(pdf.toString('latin1')).toContain(code);
});

test('removing a delivered order: asked first, the row leaves, the shop says so, and it stays gone', async ({
  tab: page,
}) => {
  await signInAsDemoCustomer(page);
  await page.goto('/user/order-history');
  const remove = page.getByRole('button', { name: /^Remove order \S+$/ }).first();
  const code = (await remove.getAttribute('aria-label'))!.replace('Remove order ', '');
  await remove.click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: `Remove order ${code} from your history?` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove order' }).click();

  // The shop's own words, after the row has left: the button that asked leaves with it, and the message must not.
  await expect(page.getByRole('status').filter({ hasText: 'Order removed' })).toBeVisible();
  await expect(historyRow(page, code)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Order \S+$/ }).first()).toBeVisible();
  await expect(historyRow(page, code)).toHaveCount(0);
});
