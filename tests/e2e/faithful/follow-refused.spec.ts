import { expect, test } from '../fixtures';
import { signInFromPage } from './backend-session';

// Spec §8: "HTTP 422 on follow/unfollow: status text as error toast". On the demo server playing the real backend, a
// signed-in shopper follows a shop with the backend's request (`GET /user/follow-shop?id=<seller profile id>`,
// backend-api §2.7); the answer is replaced by a Laravel 422 (the backend validates the id), and the browser's own
// status text for it is what the toast says, once. The shop stays unfollowed.

test('a 422 on following a shop is toasted as its status text, and the shop stays unfollowed', async ({
  page,
}) => {
  await page.goto('/');
  expect(await signInFromPage(page, 'demo-captcha-token')).toMatchObject({ success: 'Login Successfully' });
  // A shop the demo customer does not follow yet (the account follows some already).
  await page.goto('/sellers');
  const list = page.getByRole('list', { name: 'Shops' });
  await expect(list.getByRole('link').first()).toBeVisible();
  const shops = await list
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  for (const href of shops) {
    await page.goto(href!);
    await expect(page.getByRole('button', { name: /^(Follow|Unfollow)$/ })).toBeVisible();
    if ((await follow.count()) > 0) break;
  }
  await expect(follow).toBeVisible();

  await page.route('**/user/follow-shop**', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'The selected id is invalid.',
        errors: { id: ['The selected id is invalid.'] },
      }),
    }),
  );
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/user/follow-shop');
  await follow.click();
  const request = await asked;
  expect(request.method()).toBe('GET');
  expect(new URL(request.url()).searchParams.get('id')).toMatch(/^\d+$/);
  const statusText = (await request.response())?.statusText();
  expect(statusText).toBeTruthy();

  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText(statusText!, { exact: true })).toHaveCount(1);
  expect(await toasts.getByText('The selected id is invalid.').count()).toBe(0);
  await expect(follow).toBeEnabled();
  expect(await page.getByText(/^You follow /).count()).toBe(0);
});
