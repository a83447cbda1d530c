import { expect, test } from './fixtures';

// Issue 10: a signed-in reader replies to a comment on a blog post, and the reply appears in its thread.
test('a reader signs in from a blog post, comes back to it, and posts a reply that appears', async ({
  tab: page,
}) => {
  await page.goto('/blog/which-fitness-tracker-suits-you');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Which fitness tracker suits you?' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to comment' }).click();

  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill('customer@marketfront.test');
  await login.getByLabel('Password', { exact: true }).fill('secret123');
  await login.getByRole('button', { name: 'Login' }).click();

  // Back on the post, signed in.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Which fitness tracker suits you?' }),
  ).toBeVisible();
  const thread = page.getByRole('list', { name: 'Comments' }).getByRole('listitem').first();
  await thread
    .getByRole('button', { name: /^Reply to / })
    .first()
    .click();
  const form = thread.getByRole('form', { name: /^Reply to / });
  await form.getByRole('textbox', { name: /Your reply/ }).fill('Bought the one you suggested, thank you!');
  await form.getByRole('button', { name: 'Post reply' }).click();

  await expect(thread.getByText('Bought the one you suggested, thank you!')).toBeVisible();
  await expect(thread.getByRole('form', { name: /^Reply to / })).toHaveCount(0);
});
