import { expect, test } from './fixtures';

// Issue 10, "a review posts": a guest on a product page follows "Sign in to review", signs in with the demo
// account the login screen shows, comes back to the product, writes a review, and sees it in the list.
const PRODUCT = { slug: 'larkspur-pro-mechanical-keyboard-6', name: 'Larkspur Pro Mechanical Keyboard' };

test('a shopper signs in from the product page, writes a review, and it shows', async ({ tab: page }) => {
  await page.goto(`/product/${PRODUCT.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Ratings & Reviews' });
  await reviews.getByRole('link', { name: 'Sign in to review' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('button', { name: 'Use the Customer account' }).click();
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  // Back where the shopper left.
  await expect(page).toHaveURL(new RegExp(`/product/${PRODUCT.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await reviews.getByRole('button', { name: /^(Write a Review|Edit your review)$/ }).click();
  const form = reviews.getByRole('form', { name: /^(Write a Review|Edit your review)$/ });
  // The radios are visually hidden; their labels are the stars.
  await form.locator('label', { hasText: '5 stars' }).click();
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Title' }).fill('Clicky and solid');
  await form.getByRole('textbox', { name: 'Comment' }).fill('Typing on it all day, no complaints.');
  await form.getByRole('button', { name: /^(Submit|Update) review$/ }).click();

  const list = reviews.getByRole('list', { name: 'Reviews' });
  const mine = list.getByRole('article', { name: 'Review by Demo Customer' });
  await expect(mine.getByRole('heading', { name: 'Clicky and solid' })).toBeVisible();
  await expect(mine.getByText('Typing on it all day, no complaints.')).toBeVisible();
  await expect(mine.getByRole('img', { name: '5 out of 5' })).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible();
});
