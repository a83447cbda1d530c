import type { Page } from '@playwright/test';

/** Signs in the way a sign-in screen would: POST /login from the page, with the XSRF cookie as the header. */
export async function signInFromPage(page: Page, captcha: string | null) {
  return page.evaluate(async (solved) => {
    const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': xsrf,
      },
      body: JSON.stringify({
        email: 'customer@marketfront.test',
        password: 'secret123',
        remember: 0,
        ...(solved ? { captcha: solved } : {}),
      }),
    });
    return (await response.json()) as { success?: string; captcha?: string; error?: string };
  }, captcha);
}
